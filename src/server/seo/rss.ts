// GET /rss.xml: the blog as an RSS 2.0 feed, newest first; linked from the head of /blog and of every post.
import { Router } from 'express';
import type { Config } from '../env';
import { postIndex } from '#content/posts';
import { blogPage } from '#content/blog-page';
import { site } from '#content/site';
import { absoluteUrl } from '#shared/paths';
import { xmlEscape } from './public-urls';

/** Posts are dated in Toronto; publish them at 9 AM Eastern. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T14:00:00Z`).toUTCString();
}

export function rssFeed(publicUrl: string): string {
  const posts = [...postIndex].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, `/blog/${post.slug}`);
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(post.isoDate)}</pubDate>`,
      `      <category>${xmlEscape(post.category)}</category>`,
      `      <dc:creator>${xmlEscape(post.author?.name ?? site.name)}</dc:creator>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${blogPage.feedTitle} | ${site.name}`)}</title>`,
    `    <link>${xmlEscape(absoluteUrl(publicUrl, '/blog'))}</link>`,
    `    <description>${xmlEscape(blogPage.feedDescription)}</description>`,
    '    <language>en-CA</language>',
    `    <atom:link href="${xmlEscape(absoluteUrl(publicUrl, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    posts[0] ? `    <lastBuildDate>${rfc822(posts[0].isoDate)}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function rssRouter(config: Config): Router {
  const router = Router();
  const body = rssFeed(config.publicUrl) + '\n';
  router.get('/rss.xml', (_req, res) => {
    res.type('application/rss+xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  });
  return router;
}
