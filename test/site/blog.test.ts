// The blog as rendered: the list with its server-side filters and empty state, and each post with its meta,
// sharing, body blocks, sidebar, related posts and structured data, all derived from the post index.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { absolute, renderedSite } from '#test/site-pages';
import { anchors, count, jsonLdOf, linksNamed, metaContent, sectionOf, textOf } from '#test/html';
import { blog } from '#test/site-promises';
import { paths } from '#shared/paths';
import { blogPage, postPage, postSidebarCategories, postTags } from '#content/blog-page';
import { postCategories, postIndex, relatedPosts } from '#content/posts';
import { loadAllPosts } from '#test/content-walk';

const site = renderedSite();
const posts = await loadAllPosts();
const readMore = async (path: string) => linksNamed(await site.main(path), blog.readMore);
const postPaths = (list: readonly { slug: string }[]) => list.map((p) => paths.post(p.slug));

describe('/blog', () => {
  it('has the hero, All Posts and a button per category, and the search box', async () => {
    const main = await site.main(paths.blog);
    expect(textOf(main)).toContain(blogPage.hero.title);
    const buttons = [...main.matchAll(/<button[^>]*name="category"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => textOf(m[1]!));
    expect(buttons).toEqual([blogPage.allLabel, ...postCategories]);
    expect(main).toContain(`placeholder="${blog.searchPlaceholder}"`);
  });

  it('shows every post as a card: title, excerpt, date, author line and Read More', async () => {
    expect(await readMore(paths.blog)).toEqual(postPaths(postIndex));
    const text = textOf(await site.main(paths.blog));
    for (const p of postIndex) {
      for (const part of [p.title, p.excerpt, p.date, `By ${p.author?.name ?? 'the Northframe Media team'}`]) expect(text).toContain(part);
    }
    expect(count(await site.main(paths.blog), /<picture\b/g)).toBeGreaterThanOrEqual(postIndex.length);
  });

  it('filters on the server by words in the title or excerpt, any case, and by category, together', async () => {
    const word = postIndex[1]!.title.split(' ')[0]!;
    const category = postIndex[1]!.category;
    const hasWord = (p: (typeof postIndex)[number]) => `${p.title} ${p.excerpt}`.toLowerCase().includes(word.toLowerCase());
    expect(await readMore(`/blog?q=${word.toUpperCase()}`)).toEqual(postPaths(postIndex.filter(hasWord)));
    expect(await readMore(`/blog?category=${category}`)).toEqual(postPaths(postIndex.filter((p) => p.category === category)));
    expect(await readMore(`/blog?q=${word}&category=${category}`)).toEqual(
      postPaths(postIndex.filter((p) => hasWord(p) && p.category === category)),
    );
    expect(await site.main(`/blog?category=${category}`)).toMatch(new RegExp(`aria-pressed="true"[^>]*>${category}<`));
  });

  it('says so when nothing matches, with Reset Filters', async () => {
    const text = textOf(await site.main('/blog?q=zebra-crossing-lighthouse'));
    for (const line of blog.empty) expect(text).toContain(line);
  });
});

describe.each(posts.map((p) => [p.slug, p] as const))('/blog/%s', (slug, post) => {
  const path = paths.post(slug);

  it('shows the title, excerpt, date, read time and category, with Back to Blog', async () => {
    const main = await site.main(path);
    const text = textOf(main);
    for (const part of [post.title, post.excerpt, post.date, post.category, post.readTime ?? '']) expect(text).toContain(part);
    expect(linksNamed(main, postPage.backLabel)).toContain(blog.post.back[1]);
  });

  it('shares the page address and copies it', async () => {
    const main = await site.main(path);
    const share = (label: string) => anchors(main).find((a) => a.attrs.includes(`aria-label="${label}"`));
    const [facebook, x, linkedin, copy] = blog.post.share;
    expect(share(facebook)?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(absolute(path))}`);
    expect(share(x)?.href).toMatch(new RegExp(`^https://x\\.com/intent/post\\?url=${encodeURIComponent(absolute(path))}`));
    expect(share(linkedin)?.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(absolute(path))}`);
    expect(main).toContain(`aria-label="${copy}"`);
  });

  it('renders each body block: headings, figures, highlights, quotes and lists', async () => {
    const main = await site.main(path);
    const blocks = (type: string) => post.content.filter((b) => b.type === type).length;
    expect(count(main, /<h2 class="mt-14/g)).toBe(blocks('heading'));
    expect(count(main, /<figure class="my-10"/g)).toBe(blocks('image'));
    expect(count(main, /<aside class="my-10/g)).toBe(blocks('highlight'));
    expect(count(main, /<blockquote/g)).toBe(blocks('quote'));
    expect(count(main, /<ul class="mt-6 space-y-3"/g)).toBe(blocks('list'));
  });

  it('has the tags, the category list to the blog, the author card where there is an author, related posts and the closing button', async () => {
    const main = await site.main(path);
    const text = textOf(main);
    for (const tag of postTags) expect(text).toContain(tag);
    const categories = anchors(sectionOf(main, 'aria-labelledby="categories-title"'));
    expect(categories.map((a) => a.text.replace(/\s*\d+$/, ''))).toEqual(postSidebarCategories);
    for (const a of categories) expect(new URL(a.href, absolute('/')).pathname).toBe(paths.blog);
    if (post.author) {
      const author = textOf(sectionOf(main, 'aria-labelledby="author-title"'));
      expect(author).toContain(post.author.name);
      expect(author).toContain(post.author.role);
      expect(linksNamed(sectionOf(main, 'aria-labelledby="author-title"'), postPage.viewProfile)).toEqual([blog.post.authorProfile[1]]);
    } else expect(main).not.toContain('aria-labelledby="author-title"');
    expect(linksNamed(sectionOf(main, 'aria-labelledby="related-title"'), blog.readMore)).toEqual(postPaths(relatedPosts(slug)));
    expect(linksNamed(main, postPage.cta.button.text)).toEqual([postPage.cta.button.href]);
  });

  it('is an article to crawlers: og:type, BlogPosting with its date and address', async () => {
    const html = await site.html(path);
    expect(metaContent(html, 'og:type')).toBe('article');
    const posting = jsonLdOf(html, 'BlogPosting')!;
    expect([posting.headline, posting.datePublished, posting.mainEntityOfPage['@id']]).toEqual([post.title, post.isoDate, absolute(path)]);
    expect(posting.wordCount).toBeGreaterThan(800);
  });

  it('shares its own picture, with the size a link preview needs and a description', async () => {
    const html = await site.html(path);
    const image = metaContent(html, 'og:image')!;
    const picture = await site.get(new URL(image).pathname);
    expect(picture.status).toBe(200);
    const { width, height } = await sharp(picture.body as Buffer).metadata();
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual([String(width), String(height)]);
    expect(metaContent(html, 'og:image:alt')).toBe(post.imageAlt);
  });
});
