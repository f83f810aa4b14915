// Every public, indexable URL of the site, for /sitemap.xml. Left out on purpose: /services/automation (its
// canonical is /services/ai-services), /search (noindex) and /admin (disallowed in robots.txt).
import { statSync } from 'node:fs';
import path from 'node:path';
import { citySlugs, portfolioSlugs, serviceSlugs } from '#shared/catalog';
import { postIndex } from '#content/posts';
import { projects } from '#content/projects';
import { paths } from '#shared/paths';

export interface PublicUrl {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

/** The built-in content changes only with a deployment, so static pages carry the build's date. */
export function buildDate(root: string): string {
  for (const dir of ['dist/server', 'dist/client']) {
    try {
      return statSync(path.join(root, dir)).mtime.toISOString().slice(0, 10);
    } catch {
      // not built here (development): fall through
    }
  }
  return new Date().toISOString().slice(0, 10);
}

export function publicUrls(siteDate: string): PublicUrl[] {
  const at = (p: string, lastmod = siteDate): PublicUrl => ({ path: p, lastmod });
  const newestPost = postIndex.map((p) => p.isoDate).sort().at(-1) ?? siteDate;
  return [
    at('/'),
    at('/services'),
    at('/services/all'),
    ...serviceSlugs.map((s) => at(`/services/${s}`)),
    at('/portfolio'),
    ...portfolioSlugs.map((s) => at(`/portfolio/${s}`)),
    at('/projects'),
    ...projects.map((p) => at(paths.project(p))),
    at('/about'),
    at('/blog', newestPost > siteDate ? newestPost : siteDate),
    ...postIndex.map((p) => at(`/blog/${p.slug}`, p.isoDate)),
    at('/contact'),
    ...citySlugs.map((c) => at(`/service-areas/${c}`)),
    at('/reviews'),
    at('/faq'),
    at('/learn'),
    at('/downloads'),
    at('/vendor-directory'),
    at('/media'),
    at('/privacy'),
    at('/terms'),
    at('/licensing-terms'),
    at('/sitemap'),
  ];
}

export function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function absolute(publicUrl: string, p: string): string {
  return new URL(p, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}
