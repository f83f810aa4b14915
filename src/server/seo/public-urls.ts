// Every public, indexable URL of the site with its last change, for /sitemap.xml: the route table's listed pages,
// expanded over the registry and the content. Posts carry their own date; everything else the build's.
import { statSync } from 'node:fs';
import path from 'node:path';
import { postIndex } from '#content/posts';
import { projects } from '#content/projects';
import { paths } from '#shared/paths';
import { pageRoutes, publicPaths } from '#shared/route-table';

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
  const postDates = new Map(postIndex.map((p) => [paths.post(p.slug), p.isoDate]));
  const newestPost = [...postDates.values()].sort().at(-1) ?? siteDate;
  postDates.set(paths.blog, newestPost > siteDate ? newestPost : siteDate);
  return publicPaths({ projects, posts: postIndex }).map((p) => ({ path: p, lastmod: postDates.get(p) ?? siteDate }));
}

/** Every page a visitor can land on: the sitemap's, plus fixed-address pages it leaves out (search, aliases), not the admin. */
export function visitablePaths(): Set<string> {
  const unlisted = pageRoutes.filter((row) => 'unlisted' in row && !('params' in row) && row.cache !== 'never').map((row) => row.path);
  return new Set([...publicPaths({ projects, posts: postIndex }), ...unlisted, paths.search()]);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const XML_SPECIAL = /[<>&'"]/;

/** One pass, joining the runs between special characters. `replace` with a replacer function was several times
 * slower per character past a few thousand escapes (3.6 ms for 16 K, against 0.2 ms here). */
export function xmlEscape(s: string): string {
  if (!XML_SPECIAL.test(s)) return s;
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const entity = XML_ENTITIES[s[i]!];
    if (entity === undefined) continue;
    out += s.slice(from, i) + entity;
    from = i + 1;
  }
  return out + s.slice(from);
}
