// Blog post (/blog/:slug): meta, share links and copy-link, the hero image and body blocks, fixed tags,
// author card, category list, two related posts and the closing call to action. Unknown slugs are a 404.
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ArrowLeft, ArrowRight, CalendarDays, Check, Clock, Link2, Quote, Tag } from '../components/ui/icons/lucide';
import type { BlogBlock, BlogPost, BlogPostMeta } from '#content/types';
import { loadPost, postIndex, relatedPosts } from '#content/posts';
import { blogPage, postPage, postSidebarCategories, postTags } from '#content/blog-page';
import { site } from '#content/site';
import { Hero } from '../components/sections/hero';
import { CtaBand } from '../components/sections/cta-band';
import { PostCard } from '../components/blog/post-card';
import { Picture, imageSources } from '../components/ui/picture';
import { FacebookIcon, LinkedinIcon, XIcon } from '../components/ui/icons/brands';
import { ErrorPage } from '../components/layout/error-page';
import { notFound } from '../lib/http';
import { absoluteUrl, paths } from '#shared/paths';
import { useAppEnv } from '../lib/app-env';
import { definePage } from '../lib/page';

interface PostData {
  post: BlogPost;
  related: BlogPostMeta[];
}

async function loader({ params }: LoaderFunctionArgs): Promise<PostData> {
  const post = await loadPost(params.slug ?? '');
  if (!post) notFound(postPage.notFound.title, postPage.notFound.message);
  return { post, related: relatedPosts(post.slug) };
}

const blockText = (b: { text?: string; content?: string }) => b.text ?? b.content ?? '';

/** A block's words, for the article's word count. */
function plainText(block: BlogBlock): string {
  if (block.type === 'list') return block.items.join(' ');
  if (block.type === 'image') return '';
  return blockText(block);
}

/** One body block; an unknown type renders nothing. */
export function PostBlock({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="mt-14 text-2xl font-medium leading-tight text-ink sm:text-[1.9rem]">{blockText(block)}</h2>;
    case 'paragraph':
      return <p className="mt-6 text-[1.0625rem] leading-[1.8] text-ink-700">{blockText(block)}</p>;
    case 'image':
      return (
        <figure className="my-10">
          <div className="aspect-[16/10] overflow-hidden rounded-[var(--radius-card)]">
            <Picture
              name={block.src}
              alt={block.alt ?? block.caption ?? ''}
              sizes="(min-width: 1024px) 720px, 100vw"
              className="block h-full w-full"
              imgClassName="h-full w-full object-cover"
            />
          </div>
          {block.caption && <figcaption className="mt-3 text-sm leading-relaxed text-ink-500">{block.caption}</figcaption>}
        </figure>
      );
    case 'highlight':
      return (
        <aside className="my-10 rounded-[var(--radius-card)] border-l-4 border-brass bg-brass-100/60 px-6 py-6 sm:px-8">
          <p className="text-[1.0625rem] font-medium leading-relaxed text-ink">{blockText(block)}</p>
        </aside>
      );
    case 'quote':
      return (
        <figure className="my-12 border-y border-line py-10 text-center">
          <Quote aria-hidden="true" className="mx-auto h-8 w-8 text-brass" />
          <blockquote className="mt-4 text-balance font-display text-2xl leading-snug text-ink sm:text-[1.7rem]">“{block.text}”</blockquote>
          {block.author && <figcaption className="mt-4 text-sm font-semibold text-ink-600">— {block.author}</figcaption>}
        </figure>
      );
    case 'list':
      return (
        <ul className="mt-6 space-y-3">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 text-[1.0625rem] leading-[1.7] text-ink-700">
              <span aria-hidden="true" className="mt-[0.7em] h-1.5 w-1.5 shrink-0 rounded-full bg-brass" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

/** Copies the page address and shows a check mark for 2 s (SPEC section 9). */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? 'Link copied' : 'Copy link'}
        data-copied={copied}
        className={`inline-flex h-10 w-10 items-center justify-center rounded-full border transition-colors ${
          copied ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-line bg-white text-ink hover:border-ink'
        }`}
      >
        {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Link2 aria-hidden="true" className="h-4 w-4" />}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Link copied to clipboard' : ''}
      </span>
    </>
  );
}

function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`, Icon: XIcon },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedinIcon },
  ];
  return (
    <div className="flex items-center gap-2">
      <span className="mr-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">Share</span>
      {links.map(({ label, href, Icon }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white"
        >
          <Icon className="h-4 w-4" />
        </a>
      ))}
      <CopyLinkButton />
    </div>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2);
}

function Sidebar({ post }: { post: BlogPost }) {
  return (
    <aside aria-label="About this article" className="space-y-6 lg:sticky lg:top-28">
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
              <Tag aria-hidden="true" className="h-3 w-3 text-brass-700" />
              {t}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

function BlogPostPage() {
  const { post, related } = useLoaderData<typeof loader>();
  const { env } = useAppEnv();
  const url = absoluteUrl(env.publicUrl, `/blog/${post.slug}`);
  const back = (
    <Link to={paths.blog} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-white/85 hover:text-white">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {postPage.backLabel}
    </Link>
  );

  return (
    <>
      <Hero title={post.title} subtitle={post.category} image={blogPage.hero.image} above={back} showButtons={false}>
        <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-white/80">
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-[#e6cf9f]" />
            <time dateTime={post.isoDate}>{post.date}</time>
          </li>
          {post.readTime && (
            <li className="inline-flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4 text-[#e6cf9f]" />
              {post.readTime}
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <Tag aria-hidden="true" className="h-4 w-4 text-[#e6cf9f]" />
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
            <p className="mt-8 text-pretty font-display text-xl leading-relaxed text-ink sm:text-2xl">{post.excerpt}</p>
            <div className="mt-8 aspect-[16/10] overflow-hidden rounded-[var(--radius-card)]">
              <Picture
                name={post.image}
                alt={post.title}
                sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
                className="block h-full w-full"
                imgClassName="h-full w-full object-cover"
                priority
              />
            </div>
            <div className="mx-auto max-w-[44rem] pt-4">
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
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  {postPage.backLabel}
                </Link>
              </div>
            </div>
          </article>
          <Sidebar post={post} />
        </div>
      </div>

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
              <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
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

      <CtaBand heading={postPage.cta.heading} body={postPage.cta.body} primary={postPage.cta.button} />
    </>
  );
}

/** Unknown slug: Post Not Found, in this route's own boundary so the way back is to the blog. */
function PostErrorBoundary() {
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
          <p className="eyebrow !text-[#e6cf9f]">{blogPage.feedTitle}</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-5xl font-medium sm:text-6xl">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/80">{message}</p>
          <Link to={back.href} className="btn-primary mt-8">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
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

export default definePage({
  loader,
  seo: ({ data, publicUrl }) => {
    const { post } = data;
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
      title: post.title,
      description: post.excerpt,
      keywords: [post.category, 'Toronto real estate', 'real estate photography', ...postTags],
      path,
      image,
      imageAlt: post.title,
      ogType: 'article',
      breadcrumbs: [
        { name: 'Home', path: paths.home },
        { name: 'Blog', path: paths.blog },
        { name: post.title, path },
      ],
      feeds: [{ title: blogPage.feedTitle, href: '/rss.xml' }],
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
  ErrorBoundary: PostErrorBoundary,
});
