// Designed Not Found and error pages, with ways back into the site.
import { Icon } from '#app/components/ui/icon';
import { isRouteErrorResponse } from 'react-router';
import { Link } from '#app/components/ui/link';
import { paths } from '#shared/paths';

const ways = [
  { label: 'Back to Home', href: paths.home, description: 'Start again from the front page.' },
  { label: 'Our Services', href: paths.services, description: 'Photography, video, drone, 3D tours and more.' },
  { label: 'Contact Us', href: paths.contact, description: 'Tell us what you need; we answer within hours.' },
];

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const notFound = status === 404;
  const data =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data ? (error.data as { title?: string; message?: string }) : {};
  const title = data.title ?? (notFound ? 'Page Not Found' : 'Something Went Wrong');
  const message =
    data.message ??
    (notFound
      ? "The page you're looking for doesn't exist or has been moved."
      : 'An unexpected error stopped this page from loading. Please try again in a moment.');

  return <StatusPage status={status} title={title} message={message} />;
}

export function StatusPage({ status, title, message }: { status: number; title: string; message: string }) {
  return (
    <section className="relative overflow-hidden bg-ink-900 pb-24 pt-40 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 top-10 select-none font-display text-[16rem] leading-none text-white/[0.04] sm:text-[22rem]"
      >
        {status}
      </div>
      <div className="container-site relative">
        <p className="eyebrow !text-brass-200">Error {status}</p>
        <h1 className="mt-3 max-w-3xl text-5xl font-medium sm:text-6xl">{title}</h1>
        <p className="mt-5 max-w-xl text-lg text-white/80">{message}</p>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {ways.map((w) => (
            <li key={w.href}>
              <Link
                to={w.href}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-white/15 p-6 transition-colors hover:border-brass hover:bg-white/5"
              >
                <span className="flex items-center justify-between font-display text-xl">
                  {w.label}
                  <Icon
                    name="ArrowRight"
                    aria-hidden="true"
                    className="h-5 w-5 text-brass transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-2 text-sm text-white/70">{w.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
