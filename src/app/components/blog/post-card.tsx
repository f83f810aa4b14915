// A blog post as a card: 16:10 image, category, date, title, excerpt, author line and Read More.
// Shared by the blog list, the home page's Latest Insights and a post's related articles.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { BlogPostMeta } from '#content/types';
import { site } from '#content/site';
import { Picture } from '../ui/picture';
import { imagePriority } from '#app/lib/image-priority';

export function postHref(slug: string): string {
  return `/blog/${slug}`;
}

/** "By Marcus Bennett · 10 min read"; unsigned posts are by the studio. On a narrow card the line breaks after the
 * dot, never inside "10 min read" or before the dot. */
function AuthorLine({ post }: { post: BlogPostMeta }) {
  const by = `By ${post.author?.name ?? `the ${site.name} team`}`;
  if (!post.readTime) return <>{by}</>;
  return (
    <>
      {by}&nbsp;· <span className="whitespace-nowrap">{post.readTime}</span>
    </>
  );
}

export function PostCard({
  post,
  index,
  imageIndex = index + 1,
  headingLevel = 3,
}: {
  post: BlogPostMeta;
  index: number;
  /** Position of the card's image in the page, for imagePriority (the hero is 0; the rest load lazily). */
  imageIndex?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = postHref(post.slug);
  return (
    <article
      data-reveal
      style={{ '--reveal-index': index % 3 } as React.CSSProperties}
      className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-paper-2">
        <Picture
          name={post.image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-out-soft)] group-hover:scale-[1.04]"
          {...imagePriority(imageIndex)}
        />
        <span className="absolute left-4 top-4 rounded-full bg-white/90 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink backdrop-blur">
          {post.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-xs font-medium uppercase tracking-[0.14em] text-ink-500">
          <time dateTime={post.isoDate}>{post.date}</time>
        </p>
        <Heading className="clamp-2 mt-3 font-display text-xl font-medium leading-snug sm:text-[1.35rem]">{post.title}</Heading>
        {/* the clamp sits inside the flex-1 box: a stretched -webkit-box would show a 4th line under the ellipsis */}
        <div className="mt-3 flex-1">
          <p className="clamp-3 text-sm leading-relaxed text-ink-600">{post.excerpt}</p>
        </div>
        <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-5">
          <p className="text-xs text-ink-500">
            <AuthorLine post={post} />
          </p>
          <Link
            to={href}
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brass-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-brass"
          >
            Read More
            <span className="sr-only">: {post.title}</span>
            <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </article>
  );
}
