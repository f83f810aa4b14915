// Start-up warm-up: once the server listens, request every page in its own sitemap over loopback, one at a
// time. The renderer's code paths get compiled and the HTML cache fills, so the first visitors after a deploy
// get cached bytes instead of a cold render. Then every site image file those pages use, in the pages' order, so
// each is made from its master (images/site-images.ts) before a visitor asks: the image worker makes these only
// when no visitor's file waits. Stops at the first sign of shutdown (the signal) and never throws.
import { WARM_UP_AGENT } from './images/site-images';

/** Where this process can reach itself: a wildcard listen address means loopback. */
export function ownUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export interface WarmUpResult {
  pages: number;
  /** Site image files the pages use, each answered (made first if it had to be). */
  images: number;
  failed: string[];
  ms: number;
}

const IMAGE_FILE = /\/img\/([a-z0-9-]+)\.[0-9a-f]{8}\.p?\d+\.(?:avif|webp|jpg)/g;

/** AVIF first (every current browser takes it), then WebP, then the JPEG; the widest first within each, so the
 * files a desktop or a 3x phone picks for a hero come before the narrow ones. */
function byDemand(files: string[]): string[] {
  const rank = (file: string) => {
    const [, width, ext] = /\.p?(\d+)\.(avif|webp|jpg)$/.exec(file)!;
    return ['avif', 'webp', 'jpg'].indexOf(ext!) * 10_000 - Number(width);
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/** The site image files a page's HTML names (src, srcset, preloads): the hero's (the image its head preloads) by
 * demand, and the rest in the order the page names them. */
export function imagesOf(html: string): { hero: string[]; rest: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const heroes = new Set(
    [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].flatMap((l) => [...l[0].matchAll(IMAGE_FILE)].map((m) => m[1]!)),
  );
  const files = [...new Set([...html.matchAll(IMAGE_FILE)].map((m) => m[0]))];
  const isHero = (file: string) => heroes.has(/\/img\/([a-z0-9-]+)\./.exec(file)![1]!);
  return { hero: byDemand(files.filter(isHero)), rest: files.filter((f) => !isHero(f)) };
}

/** A signal of its own for each request, aborted with the warm-up's: fetch leaves a listener on the signal it is
 * given, and thousands of requests on one signal set off Node's listener-leak warning. AbortSignal.any holds its
 * source weakly, without a listener. */
const follow = (signal: AbortSignal | undefined) => signal && AbortSignal.any([signal]);

export interface WarmUpOptions {
  signal?: AbortSignal;
  /** Also make the pages' image files (the default). */
  images?: boolean;
  /** These pages only, instead of the sitemap's (tests). */
  only?: string[];
  /** Called once the pages are done, before the images (which take longer). */
  onPages?: (result: WarmUpResult) => void;
}

export async function warmUp(
  baseUrl: string,
  { signal, images: withImages = true, only, onPages }: WarmUpOptions = {},
): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { pages: 0, images: 0, failed: [], ms: 0 };
  const headers = { 'accept-encoding': 'br, gzip', 'user-agent': WARM_UP_AGENT };
  const images = new Set<string>();
  const later: string[] = [];
  // Image files are asked for as soon as their page is rendered, while the next pages render (the image workers are
  // processes of their own): the first page's (the home page's) all at once, then every page's hero, then the rest.
  let imageWork: Promise<void> = Promise.resolve();
  const makeImages = (files: string[]) => {
    imageWork = imageWork
      .then(async () => {
        // Two at a time: one per image worker.
        let next = 0;
        const ask = async () => {
          while (next < files.length && !signal?.aborted) {
            const file = files[next++]!;
            const res = await fetch(baseUrl + file, { headers, signal: follow(signal) });
            await res.arrayBuffer();
            if (res.ok) result.images += 1;
            else result.failed.push(`${file} (${res.status})`);
          }
        };
        await Promise.all([ask(), ask()]);
      })
      // Never left rejected while pages still render: a failure is reported, and the rest of the files wait no more.
      .catch((error: unknown) => {
        if (!signal?.aborted) result.failed.push(`images stopped: ${(error as Error).message}`);
        files.length = 0;
      });
  };
  try {
    const sitemap = only ? '' : await (await fetch(`${baseUrl}/sitemap.xml`, { headers, signal: follow(signal) })).text();
    const paths = only ?? [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const pages = [...new Set(paths)];
    const served = new Set<string>();
    const render = async (path: string) => {
      const res = await fetch(baseUrl + path, { headers, signal: follow(signal) });
      const html = await res.text();
      if (res.ok) served.add(path);
      else if (!result.failed.includes(`${path} (${res.status})`)) result.failed.push(`${path} (${res.status})`);
      // Let real requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
      return res.ok ? html : '';
    };
    for (const path of pages) {
      if (signal?.aborted) break;
      const { hero, rest } = imagesOf(await render(path));
      const fresh = (files: string[]) => files.filter((file) => !images.has(file) && images.add(file));
      const first = path === pages[0];
      if (withImages && first) {
        // The first page (the home page) is the likeliest first visit: its hero is made before any other page is
        // rendered, so the image workers (at low CPU priority) do not wait behind the renders for a core.
        makeImages(fresh(hero));
        await imageWork;
      }
      if (withImages) makeImages(fresh(first ? rest : hero));
      later.push(...fresh(rest));
    }
    // A page whose phone hero was not made yet was rendered without it inside and not kept (inline-image.ts): once
    // the heroes are made, every page is rendered again, and kept.
    if (withImages) {
      await imageWork;
      for (const path of pages) if (!signal?.aborted) await render(path);
    }
    result.pages = served.size;
    onPages?.({ ...result, ms: Math.round(performance.now() - started) });
    if (withImages) makeImages(later);
    await imageWork;
  } catch (error) {
    if (!signal?.aborted) result.failed.push(`warm-up stopped: ${(error as Error).message}`);
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
