// The SSR handler: Express request -> Fetch Request -> router query -> streamed React, with bot/person timing.
// Pages that depend only on the build, the store and the date are kept ready-compressed in the HTML cache.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pLimit from 'p-limit';
import { ipKeyGenerator } from 'express-rate-limit';
import type { RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import type { Config } from '../env';
import type { Log } from '../log';
import type { AppEnv } from '#app/entry-server';
import type { LoadContext } from '#shared/load-context';
import { pageCacheControl, pageRoutes, type PageCache } from '#shared/route-table';
import { toFetchRequest } from './fetch-request';
import type { Renderer } from './renderer';
import { cacheKey, replayableHeaders, type HtmlCache } from './html-cache';
import { FairQueue } from './fair-queue';
import type { ImageManifest } from '#shared/image-manifest';

/** How the matched page may be cached, from the route table ('never' for anything the table lacks). */
function pageCache(routeIds: string[]): PageCache {
  return pageRoutes.find((row) => routeIds.includes(row.id))?.cache ?? 'never';
}

/**
 * Forwards React's output to the response one batch at a time, and keeps a copy for the cache when asked. React
 * writes a page in 2 KB pieces and calls flush() after each batch: passing the pieces on one by one made the
 * compression stream run once per piece (about 35 calls for a 70 KB page, a tenth of an uncached render's CPU),
 * while one write per batch runs it once. A page whose parts suspend still goes out as each part is ready.
 *
 * React's flush is acted on a turn of the event loop later: when the page is complete in that batch, React ends the
 * stream first, and the page goes to the compressor as its whole input (`res.end(page)`) with no flush at all. A
 * brotli flush closes a meta-block mid-stream, which at quality 4 nearly doubled the compressor's CPU per page.
 */
function batchToResponse(res: ExpressResponse, onComplete?: (html: Buffer) => void) {
  const kept: Buffer[] = [];
  let batch: Buffer[] = [];
  let pending: NodeJS.Immediate | undefined;
  const take = () => {
    const out = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
    batch = [];
    return out;
  };
  const send = () => {
    pending = undefined;
    if (batch.length === 0) return;
    res.write(take());
    // compression holds what it has until told to flush: the batch goes out now.
    (res as ExpressResponse & { flush?: () => void }).flush?.();
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      batch.push(chunk);
      if (onComplete) kept.push(chunk);
      callback();
    },
    final(callback) {
      clearImmediate(pending);
      if (batch.length > 0) res.end(take());
      else res.end();
      onComplete?.(Buffer.concat(kept));
      callback();
    },
    destroy(error, callback) {
      clearImmediate(pending);
      callback(error);
    },
  });
  (sink as Writable & { flush?: () => void }).flush = () => {
    pending ??= setImmediate(send);
  };
  return sink;
}

/** What every page's render is told of the deployment. */
export function appEnv(config: Config, renderer: Renderer): AppEnv {
  return { publicUrl: config.publicUrl, gaId: config.gaId, dev: config.dev, assets: renderer.assets, contact: config.contact };
}

export interface SsrOptions {
  cache?: HtmlCache;
  /** Production: the data: URL of a phone crop light enough to go inside the page, null when none is, undefined while
   * its file is still being made (inline-image.ts). */
  inlineImage?: (url: string) => string | null | undefined;
  /** The image rows the owner changed in the media library, as they are now. */
  editedImages?: () => Readonly<ImageManifest>;
}

export function createSsrHandler(
  config: Config,
  renderer: Renderer,
  context: LoadContext,
  log: Log,
  { cache, inlineImage, editedImages }: SsrOptions = {},
): RequestHandler {
  const env = appEnv(config, renderer);
  // Renders run a few at a time: each holds its page's tree and output in memory until the response has gone out,
  // and the rest wait their turn, so memory cannot grow with the number of requests. Public pages take turns by
  // client (fair-queue.ts), so one client's burst of uncached targets delays others by one render at most; the admin
  // page has a lane of its own, and never waits behind public renders.
  const publicLane = new FairQueue({ concurrency: config.renderConcurrency, perClient: RENDERS_PER_CLIENT, waiting: RENDERS_WAITING });
  const adminLane = pLimit(2);

  const renderPage: RequestHandler = async (req, res) => {
    // Cache hits were answered by serveCachedPages, the app's first middleware; this is a miss.
    const { target } = res.locals;
    const key = cache && !config.dev ? cacheKey(req.method, target) : undefined;
    const generation = cache?.currentGeneration;
    const entry = await renderer.load();
    const sendError = (error: unknown) => {
      req.log.error({ area: 'ssr', err: error }, 'render failed');
      if (res.headersSent) return res.destroy();
      res.status(500).type('html').setHeader('Cache-Control', 'no-store');
      res.send(entry.renderErrorDocument(500, env, req.originalUrl));
    };

    // A page whose phone hero is still being made renders without it inside, and is not kept: the next render has it.
    let incomplete = false;
    const inline = inlineImage
      ? (url: string) => {
          const answer = inlineImage(url);
          if (answer === undefined) incomplete = true;
          return answer ?? undefined;
        }
      : undefined;

    try {
      const request = toFetchRequest(target, req, res, config.publicUrl);
      const result = await entry.render(request, {
        env,
        bot: isbot(req.get('user-agent') ?? ''),
        bootstrapModules: renderer.bootstrapModules,
        context,
        routeModules: renderer.routeModules,
        inlineCss: renderer.inlineStyle?.css,
        accentFaceCss: renderer.accentFace?.css,
        inlineImage: inline,
        editedImages: editedImages?.(),
        onError: (error) => {
          if (!request.signal.aborted) req.log.error({ area: 'ssr', err: error }, 'error while rendering');
        },
      });

      if (result.kind === 'response') {
        const { response } = result;
        const location = response.headers.get('Location');
        if (location && response.status >= 300 && response.status < 400) return res.redirect(response.status, location);
        res.status(response.status);
        response.headers.forEach((value, name) => res.setHeader(name, value));
        return res.send(Buffer.from(await response.arrayBuffer()));
      }

      if (res.destroyed) return result.abort();
      const caching = pageCache(result.routeIds);
      const cacheControl = result.status === 200 ? pageCacheControl(caching) : 'no-store';
      res.status(result.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Vary', 'Accept-Encoding');
      // A stuck render is cut off rather than holding the socket forever.
      const timer = setTimeout(() => result.abort(new Error('render timed out')), config.renderTimeoutMs);
      let aborted = false;
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) {
          aborted = true;
          result.abort(new Error('client disconnected'));
        }
      });
      // Stored only under the key of the page the router rendered (the key and the Request come from one target, and
      // this holds it).
      if (key && result.status === 200 && req.method === 'GET' && caching !== 'never' && result.pathname === target.path && !incomplete) {
        res.setHeader('X-Cache', 'MISS');
        result.pipe(
          batchToResponse(res, (html) => {
            // Taken once the response is complete, so it has every header the chain set (compression's included).
            const headers = replayableHeaders(res);
            if (aborted || !headers) return;
            void cache!
              .store(key, html, result.status, headers, generation)
              .catch((e: unknown) => log.error({ area: 'cache', err: e }, 'storing a page failed'));
          }),
        );
      } else {
        result.pipe(batchToResponse(res));
      }
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') return;
      sendError(error);
    }
  };

  return (req, res, next) => {
    const render = async () => {
      if (res.destroyed) return;
      await renderPage(req, res, next);
      await finished(res).catch(() => undefined);
    };
    if (res.locals.route.kind === 'admin-page') return void adminLane(render);
    // A client is its address, an IPv6 one by its /56 (one home's or one host's block), as the rate limits count.
    if (publicLane.run(ipKeyGenerator(req.ip ?? ''), render)) return;
    res.status(503).setHeader('Retry-After', '2').setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('The site is busy: try again in a moment');
  };
}

/** Renders one client may have waiting or running; past it, 503 at once. A browser asks for one page at a time. */
const RENDERS_PER_CLIENT = 64;
/** Renders waiting in all. */
const RENDERS_WAITING = 512;
