// An unknown post slug: Post Not Found, with the way back to the blog and the latest articles.
import { Icon } from '#app/components/ui/icon';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '#app/components/ui/link';
import { postIndex } from '#content/posts';
import { blogPage, postPage } from '#content/blog-page';
import { PostCard } from '#app/components/blog/post-card';
import { ErrorPage } from '#app/components/layout/error-page';

/** Unknown slug: Post Not Found, in this route's own boundary so the way back is to the blog. */
export function PostNotFound() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  const { title, message, back } = postPage.notFound;
  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 pb-20 pt-40 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 top-8 select-none font-display text-[14rem] leading-none text-white/[0.04] sm:text-[20rem]"
        >
          404
        </div>
        <div className="container-site relative">
          <p className="eyebrow !text-brass-200">{blogPage.feedTitle}</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-5xl font-medium sm:text-6xl">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/80">{message}</p>
          <Link to={back.href} className="btn-primary mt-8">
            <Icon name="ArrowLeft" aria-hidden="true" className="h-4 w-4" />
            {back.text}
          </Link>
        </div>
      </section>
      <section aria-labelledby="latest-title" className="bg-paper py-20">
        <div className="container-site">
          <h2 id="latest-title" className="mb-10 text-3xl font-medium">
            Latest articles
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {postIndex.slice(0, 3).map((p, i) => (
              <li key={p.slug}>
                <PostCard post={p} index={i} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
