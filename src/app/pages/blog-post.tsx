// Blog post (/blog/:slug): meta, share links and copy-link, the hero image and body blocks, fixed tags,
// author card, category list, two related posts and the closing call to action. Unknown slugs are a 404.
import { Icon } from '#app/components/ui/icon';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '#app/components/ui/link';
import type { BlogPost, BlogPostMeta, ImageName } from '#content/types';
import { postHead } from '#content/posts/head';
import type * as blogCopy from '#content/blog-page';
import { site } from '#content/site';
import { Hero } from '#app/components/sections/hero';
import { Picture, imageSources } from '#app/components/ui/picture';
import { notFound } from '#app/lib/http';
import { absoluteUrl, paths } from '#shared/paths';
import { useAppEnv } from '#app/lib/app-env';
import { definePage } from '#app/lib/page';
import { PostBlock, plainText } from '#app/components/blog/post-block';
import { CtaBand } from '../components/below-fold';
import { deferred } from '#app/lib/deferred';

// Beside the article on a wide screen and after it on a phone; the related cards close the page; the not-found
// view is only for unknown slugs. None is needed for the first paint.
// Under the hero: the copy button's click is held until it hydrates, and the share links work as plain links.
const ShareLinks = deferred(() => import('#app/components/blog/share-links').then((m) => m.ShareLinks));
const PostSidebar = deferred(() => import('#app/components/blog/post-sidebar').then((m) => m.PostSidebar));
const RelatedPosts = deferred(() => import('#app/components/blog/related-posts').then((m) => m.RelatedPosts));
const PostNotFound = deferred(() => import('#app/components/blog/post-not-found').then((m) => m.PostNotFound));

interface PostData {
  post: BlogPost;
  related: BlogPostMeta[];
  postPage: typeof blogCopy.postPage;
  postTags: typeof blogCopy.postTags;
  heroImage: ImageName;
  feedTitle: string;
}

/** The post index (every post's card) and the blog's copy are read here only, so they stay out of the page's chunk. */
async function loader({ params }: LoaderFunctionArgs): Promise<PostData> {
  const [{ loadPost, relatedCards }, { blogPage, postPage, postTags }] = await Promise.all([
    import('#content/posts'),
    import('#content/blog-page'),
  ]);
  const post = await loadPost(params.slug ?? '');
  if (!post) notFound(postPage.notFound.title, postPage.notFound.message);
  return {
    post,
    related: relatedCards(post.slug),
    postPage,
    postTags,
    heroImage: post.heroImage ?? blogPage.hero.image,
    feedTitle: blogPage.feedTitle,
  };
}

function BlogPostPage() {
  const { post, related, postPage, postTags, heroImage } = useLoaderData<typeof loader>();
  const { env } = useAppEnv();
  const url = absoluteUrl(env.publicUrl, `/blog/${post.slug}`);
  const back = (
    <Link to={paths.blog} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-white/85 hover:text-white">
      <Icon name="ArrowLeft" aria-hidden="true" className="h-4 w-4" />
      {postPage.backLabel}
    </Link>
  );

  return (
    <>
      <Hero title={post.title} subtitle={post.category} image={heroImage} above={back} showButtons={false}>
        <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-white/80">
          <li className="inline-flex items-center gap-2">
            <Icon name="CalendarDays" aria-hidden="true" className="h-4 w-4 text-brass-200" />
            <time dateTime={post.isoDate}>{post.date}</time>
          </li>
          {post.readTime && (
            <li className="inline-flex items-center gap-2">
              <Icon name="Clock" aria-hidden="true" className="h-4 w-4 text-brass-200" />
              {post.readTime}
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <Icon name="Tag" aria-hidden="true" className="h-4 w-4 text-brass-200" />
            {post.category}
          </li>
        </ul>
      </Hero>

      <div className="bg-paper py-14 sm:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-16">
          <article aria-labelledby="hero-title" className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-4 border-b border-line pb-6">
              <p className="text-sm text-ink-600">
                {post.author ? (
                  <>
                    By <span className="font-semibold text-ink">{post.author.name}</span>, {post.author.role}
                  </>
                ) : (
                  <>By the {site.name} team</>
                )}
              </p>
              <ShareLinks url={url} title={post.title} />
            </div>
            <p className="mt-8 max-w-[44rem] text-pretty font-display text-xl leading-relaxed text-ink sm:text-2xl">{post.excerpt}</p>
            <div className="mt-8 aspect-[16/10] overflow-hidden rounded-[var(--radius-card)]">
              <Picture
                name={post.image}
                alt={post.imageAlt}
                sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
                className="block h-full w-full"
                imgClassName="h-full w-full object-cover"
                eager
              />
            </div>
            <div className="max-w-[44rem] pt-4">
              {post.content.map((block, i) => (
                <PostBlock key={i} block={block} />
              ))}
              <div className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
                <ul aria-label={postPage.tagsHeading} className="flex flex-wrap gap-2">
                  {postTags.map((t) => (
                    <li key={t} className="rounded-full border border-line px-3 py-1 text-xs font-semibold text-ink-600">
                      #{t.replace(/\s+/g, '')}
                    </li>
                  ))}
                </ul>
                <Link to={paths.blog} className="inline-flex items-center gap-2 text-sm font-semibold text-ink hover:text-brass-700">
                  <Icon name="ArrowLeft" aria-hidden="true" className="h-4 w-4" />
                  {postPage.backLabel}
                </Link>
              </div>
            </div>
          </article>
          <PostSidebar post={post} />
        </div>
      </div>

      <RelatedPosts related={related} />

      <CtaBand heading={postPage.cta.heading} body={postPage.cta.body} primary={postPage.cta.button} />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data, publicUrl }) => {
    const { post, postTags, feedTitle } = data;
    const path = `/blog/${post.slug}`;
    const image = absoluteUrl(publicUrl, imageSources(post.image).jpeg);
    const words = post.content.map(plainText).join(' ').split(/\s+/).filter(Boolean).length;
    const publisher = {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl(publicUrl, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, '/icon-512.png') },
    };
    return {
      ...postHead(post),
      keywords: [post.category, 'Toronto real estate', 'real estate photography', ...postTags],
      path,
      image,
      imageAlt: post.imageAlt,
      ogType: 'article',
      trail: [
        { name: 'Blog', path: paths.blog },
        { name: post.title, path },
      ],
      feeds: [{ title: feedTitle, href: '/rss.xml' }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: [image],
          datePublished: post.isoDate,
          dateModified: post.isoDate,
          articleSection: post.category,
          keywords: postTags.join(', '),
          wordCount: words,
          inLanguage: 'en-CA',
          mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(publicUrl, path) },
          url: absoluteUrl(publicUrl, path),
          author: post.author
            ? { '@type': 'Person', name: post.author.name, jobTitle: post.author.role, url: absoluteUrl(publicUrl, '/about') }
            : publisher,
          publisher,
        },
      ],
    };
  },
  Component: BlogPostPage,
  ErrorBoundary: PostNotFound,
});
