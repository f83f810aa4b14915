// Where links and crawlers land: every internal link on every page answers 200 (each distinct target followed
// once), an unknown address answers a designed 404 with the right title, and the sitemap, robots.txt and RSS feed
// describe the site the route table and the content make.
import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { absolute, everyPagePath, listedPaths, renderedSite } from '#test/site-pages';
import { anchors, hrefs, metaContent, textOf, titleOf } from '#test/html';
import { blog, notFoundTitles } from '#test/site-promises';
import { pageRoutes } from '#shared/route-table';
import { postIndex } from '#content/posts';

const site = renderedSite();

describe('links', () => {
  it('every internal link on every page answers 200', async () => {
    const targets = new Set<string>();
    for (const path of everyPagePath) {
      for (const href of hrefs(await site.html(path))) {
        if (href.startsWith('/') && !href.startsWith('//')) targets.add(href.split('#')[0]!.split('?')[0] || '/');
      }
    }
    expect(targets.size).toBeGreaterThanOrEqual(everyPagePath.length - 1);
    const broken: string[] = [];
    for (const target of targets) {
      const res = await site.get(target);
      if (res.status !== 200) broken.push(`${target} -> ${res.status}`);
    }
    expect(broken).toEqual([]);
  }, 240_000);

  it('sends another spelling of a page to its one address', async () => {
    for (const path of ['/service-areas/TORONTO', '/services/Photography', '/About']) {
      const res = await site.get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location).toBe(path.toLowerCase());
    }
  });
});

describe('unknown addresses', () => {
  const withParams = pageRoutes.filter((r) => 'params' in r);

  it.each(withParams.map((r) => [r.path, r.params] as const))('%s answers 404 for a value it does not have', async (pattern, kind) => {
    for (const value of ['no-such-thing', 'constructor', 'tostring']) {
      const res = await site.get(pattern.replace(/:\w+/, value));
      expect(res.status, value).toBe(404);
      expect(titleOf(res.text)).toContain(notFoundTitles[kind]);
      expect(metaContent(res.text, 'robots')).toBe('noindex,nofollow');
      expect(anchors(res.text).some((a) => a.href === '/')).toBe(true);
    }
  });

  it('answers any other address with Page Not Found and ways back', async () => {
    const res = await site.get('/definitely/not/here');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toContain(notFoundTitles.page);
    expect(hrefs(res.text)).toEqual(expect.arrayContaining(['/', '/services', '/contact']));
  });

  it('tells a reader of an unknown post where the blog is', async () => {
    const text = textOf((await site.get('/blog/no-such-post')).text);
    expect(text).toContain(blog.notFound.title);
    expect(text).toContain(blog.notFound.message);
    const res = await site.get('/blog/no-such-post');
    expect(anchors(res.text).find((a) => a.text === blog.notFound.back[0])?.href).toBe(blog.notFound.back[1]);
  });
});

describe('crawler files', () => {
  it('/sitemap.xml lists every listed page once, each with a date, posts on their publication date', async () => {
    const res = await site.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const urls = new XMLParser().parse(res.text).urlset.url as { loc: string; lastmod: string }[];
    expect(urls.map((u) => u.loc)).toEqual(listedPaths.map(absolute));
    for (const u of urls) expect(String(u.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const post of postIndex) expect(urls.find((u) => u.loc === absolute(`/blog/${post.slug}`))?.lastmod).toBe(post.isoDate);
  });

  it('/robots.txt allows the site, keeps crawlers out of the admin and the API, and names the sitemap', async () => {
    const res = await site.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.text.split('\n');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${absolute('/sitemap.xml')}`]) {
      expect(lines).toContain(line);
    }
  });

  it('/rss.xml is a valid feed with one item per post, linked from the blog', async () => {
    const res = await site.get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const channel = new XMLParser().parse(res.text).rss.channel as { link: string; item: { link: string; pubDate: string }[] };
    expect(channel.link).toBe(absolute('/blog'));
    expect(channel.item.map((i) => i.link)).toEqual(postIndex.map((p) => absolute(`/blog/${p.slug}`)));
    for (const item of channel.item) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    for (const path of ['/blog', `/blog/${postIndex[0]!.slug}`]) {
      const feeds = [...(await site.html(path)).matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((l) => l.includes('rel="alternate"'));
      expect(
        feeds.some((l) => l.includes('href="/rss.xml"') && l.includes('type="application/rss+xml"')),
        path,
      ).toBe(true);
    }
  });
});
