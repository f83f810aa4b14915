// The foot of a blog post: Related Articles, two cards and the way to every article.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import { postPage } from '#content/blog-page';
import type { BlogPostMeta } from '#content/types';
import { paths } from '#shared/paths';
import { PostCard } from './post-card';

export function RelatedPosts({ related }: { related: BlogPostMeta[] }) {
  return (
    <section aria-labelledby="related-title" className="bg-paper-2 py-20 sm:py-24">
      <div className="container-site">
        <div className="mb-10 flex items-end justify-between gap-6">
          <h2 id="related-title" className="text-3xl font-medium sm:text-4xl">
            {postPage.relatedHeading}
          </h2>
          <Link
            to={paths.blog}
            className="group hidden items-center gap-2 text-sm font-semibold text-ink hover:text-brass-700 sm:inline-flex"
          >
            All articles
            <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {related.map((r, i) => (
            <li key={r.slug}>
              <PostCard post={r} index={i} imageIndex={20 + i} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
