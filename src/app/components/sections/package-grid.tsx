// Service packages: icon, title, optional price, description and features, with a "popular" badge where set.
// The section id is "packages" so "View Pricing" calls to action land here.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { ServicePackage } from '#content/types';
import { IconTile } from '#app/components/ui/icon-tile';
import { paths } from '#shared/paths';
import { useContactHref } from '../booking/contact-link';
import { packageId } from '../booking/package-id';

export function PackageGrid({ packages, layout = 'three-column' }: { packages: ServicePackage[]; layout?: 'two-column' | 'three-column' }) {
  const columns = layout === 'two-column' ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid grid-cols-1 gap-6 ${columns}`} data-layout={layout} aria-label="Service packages">
      {packages.map((pkg, i) => (
        <li key={pkg.title} data-reveal style={{ '--reveal-index': i % 3 } as React.CSSProperties} className="flex">
          <article
            className={`card relative flex w-full flex-col p-7 sm:p-8 ${pkg.popular ? 'ring-2 ring-brass' : ''}`}
            data-package
            data-popular={pkg.popular ? 'true' : undefined}
          >
            {pkg.popular && (
              <p className="absolute -top-3 right-6 inline-flex items-center gap-1 rounded-full bg-brass px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink-900 shadow-sm">
                <Icon name="Star" aria-hidden="true" className="h-3 w-3 fill-current" />
                Most Popular
              </p>
            )}
            <div className="flex items-start justify-between gap-4">
              <IconTile name={pkg.icon} />
              {pkg.price && <p className="text-right font-display text-xl font-medium text-ink">{pkg.price}</p>}
            </div>
            <h3 className="mt-5 font-display text-2xl font-medium">{pkg.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{pkg.description}</p>
            <ul className="mt-6 flex-1 space-y-3 border-t border-line pt-6 text-sm text-ink-700">
              {pkg.features.map((f) => (
                <li key={f} className="flex gap-3">
                  <Icon name="Check" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            <QuoteLink title={pkg.title} />
          </article>
        </li>
      ))}
    </ul>
  );
}

/** On a service page, "Request a quote" opens the builder with the service and this package chosen. */
function QuoteLink({ title }: { title: string }) {
  const href = useContactHref(paths.contact, packageId(title));
  return (
    <Link
      to={href}
      className="mt-7 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brass-700 hover:text-ink"
      aria-label={`Request a quote for ${title}`}
    >
      Request a quote
      <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
