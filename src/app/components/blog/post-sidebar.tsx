// The post sidebar: author card, share links, categories and tags.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { BlogPost } from '#content/types';
import { postIndex } from '#content/posts';
import { postPage, postSidebarCategories, postTags } from '#content/blog-page';
import { Picture } from '#app/components/ui/picture';
import { paths } from '#shared/paths';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2);
}

export function PostSidebar({ post }: { post: BlogPost }) {
  return (
    <aside aria-label="About this article" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
      {post.author && (
        <section aria-labelledby="author-title" className="card p-6">
          <h2 id="author-title" className="eyebrow font-sans">
            Written by
          </h2>
          <div className="mt-4 flex items-center gap-4">
            {post.author.image ? (
              <Picture
                name={post.author.image}
                alt={post.author.name}
                sizes="64px"
                className="block h-16 w-16 shrink-0 overflow-hidden rounded-full"
                imgClassName="h-full w-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-ink font-display text-xl text-white"
              >
                {initials(post.author.name)}
              </span>
            )}
            <div>
              <p className="font-display text-lg font-medium">{post.author.name}</p>
              <p className="text-sm text-ink-500">{post.author.role}</p>
            </div>
          </div>
          <Link to={paths.about} className="btn-ghost-dark mt-5 w-full">
            {postPage.viewProfile}
          </Link>
        </section>
      )}
      <section aria-labelledby="categories-title" className="card p-6">
        <h2 id="categories-title" className="eyebrow font-sans">
          {postPage.categoriesHeading}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {postSidebarCategories.map((c) => (
            <li key={c}>
              <Link
                to={`/blog?category=${encodeURIComponent(c)}`}
                className="group flex items-center justify-between py-3 text-sm font-medium text-ink hover:text-brass-700"
              >
                {c}
                <span className="text-xs text-ink-500">{postIndex.filter((p) => p.category === c).length}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tags-title" className="card p-6">
        <h2 id="tags-title" className="eyebrow font-sans">
          {postPage.tagsHeading}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {postTags.map((t) => (
            <li key={t} className="inline-flex items-center gap-1.5 rounded-full bg-paper-2 px-3 py-1.5 text-xs font-semibold text-ink-700">
              <Icon name="Tag" aria-hidden="true" className="h-3 w-3 text-brass-700" />
              {t}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
