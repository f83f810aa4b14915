// In-memory cache of rendered pages whose output depends only on the build, the store and the date:
// ready identity, gzip and brotli bytes, an ETag, and the headers the full middleware chain set on the
// response that was stored. A store write clears it; it holds at most `maxBytes` (least recently used go first).
//
// Hits are served by `serveCachedPages`, the app's first middleware: it replays a stored response without
// running helmet, compression, sessions or static lookups again, so the headers of a hit are those of the miss
// (security headers and CSP included) plus ETag, Content-Length and X-Cache: HIT.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeader } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { RequestTarget } from '../http/request-target';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { torontoIsoDate } from '#shared/toronto-date';
import Negotiator from 'negotiator';
import { compressHtml, type Encoding } from './compress';
import { onlyTrackingParams } from './tracking-params';

/** A flat [name, value, name, value, …] list, as res.writeHead() takes it. */
type RawHeaders = string[];

export interface CachedPage {
  etag: string;
  status: number;
  /** Header lists ready for writeHead(), one per encoding, and one for a 304. */
  responses: Record<Encoding, { headers: RawHeaders; body: Buffer }>;
  notModified: RawHeaders;
  /** Bytes held for this page (bodies; headers are small and shared in shape). */
  bytes: number;
}

/** The best encoding the client accepts (q=0 means refused), brotli first when it is as welcome as gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const [best] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip'],
  });
  return best === 'br' || best === 'gzip' ? best : 'identity';
}

let today = { until: 0, value: '' };

/** The date in Toronto, formatted at most once a second (Intl formatting is the costliest step of a hit). */
function torontoDay(now = Date.now()): string {
  if (now >= today.until) today = { until: now + 1000, value: torontoIsoDate(now) };
  return today.value;
}

/**
 * The cache key of a GET or HEAD of a canonical target (request-target.ts) without a query string, or whose query
 * holds only analytics' tracking parameters (a campaign link's `utm_source`, an ad's `gclid`: tracking-params.ts),
 * which leave the page's bytes as they are; undefined for anything else, which is then neither looked up nor stored.
 * Any other spelling of a path has no key: it meets the 301 to its one address. The date is part of the key because
 * legal pages print it. Which pages may be stored at all (status 200, not the admin or search, no cookie, the page
 * the router rendered is the key's) is decided when storing: what is never stored never hits.
 */
export function cacheKey(method: string, target: RequestTarget): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!target.canonical || target.refusal || !onlyTrackingParams(target.query)) return undefined;
  return `${torontoDay()} ${target.path}`;
}

/** Headers that belong to one response, not to the page: the hit sets its own. */
const PER_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'etag',
  'x-cache',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers the middleware chain set on a page response, in order and with their original case, to replay
 * on hits. Undefined when the response must not be replayed to anyone else (it sets a cookie).
 */
export function replayableHeaders(res: Response): RawHeaders | undefined {
  const headers: RawHeaders = [];
  // OutgoingMessage.getRawHeaderNames() (Node 15.13+) keeps the case each header was set with; @types/node
  // declares it on ClientRequest only.
  const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return undefined;
    if (PER_RESPONSE.has(lower)) continue;
    const value: OutgoingHttpHeader | undefined = res.getHeader(name);
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
  }
  return headers;
}

export class HtmlCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private generation = 0;
  /** Stores still compressing. */
  private readonly storing = new Set<Promise<void>>();

  /** 32 MB holds every page of the site several times over (least recently used go first). */
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes });
  }

  /** A hit also marks the page as recently used. */
  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Taken when a render starts: a page rendered before a store change must not be cached after it. */
  get currentGeneration() {
    return this.generation;
  }

  /** Compresses once, off the request path; a render that raced a store change is dropped. */
  store(key: string, html: Buffer, status: number, headers: RawHeaders, generation = this.generation): Promise<void> {
    const storing = this.compressAndSet(key, html, status, headers, generation);
    this.storing.add(storing);
    void storing.finally(() => this.storing.delete(storing)).catch(() => undefined);
    return storing;
  }

  /** Resolves once every store started so far has finished (tests and the soak read the cache after a response). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }

  /** The keys held now, most recently used first. */
  keys(): string[] {
    return [...this.pages.keys()];
  }

  private async compressAndSet(key: string, html: Buffer, status: number, headers: RawHeaders, generation: number): Promise<void> {
    if (generation !== this.generation) return;
    const [br, gz] = await Promise.all([compressHtml(html, 'br'), compressHtml(html, 'gzip')]);
    if (generation !== this.generation) return;
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const head = [...headers, 'ETag', etag, 'X-Cache', 'HIT'];
    const response = (encoding: Encoding, body: Buffer) => ({
      headers: [...head, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(body.length)],
      body,
    });
    const page: CachedPage = {
      etag,
      status,
      responses: { br: response('br', br), gzip: response('gzip', gz), identity: response('identity', html) },
      notModified: head,
      bytes: html.length + br.length + gz.length,
    };
    this.pages.set(key, page);
  }

  clear() {
    this.generation++;
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }

  get bytes() {
    return this.pages.calculatedSize;
  }
}

/** The first middleware: answers a GET or HEAD of a cached page from memory; everything else goes on. */
export function serveCachedPages(cache: HtmlCache): RequestHandler {
  return (req, res, next) => {
    const key = cacheKey(req.method, res.locals.target);
    const page = key === undefined ? undefined : cache.get(key);
    if (!page) return next();
    if (fresh(req.headers, { etag: page.etag })) {
      res.writeHead(304, page.notModified).end();
      return;
    }
    const { headers, body } = page.responses[negotiateEncoding(req.headers['accept-encoding'])];
    res.writeHead(page.status, headers).end(req.method === 'HEAD' ? undefined : body);
  };
}
