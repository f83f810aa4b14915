// In-memory cache of rendered pages whose output depends only on the build, the store and the date:
// ready identity, gzip and brotli bytes plus an ETag. A store write clears it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  etag: string;
  status: number;
  cacheControl: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the client accepts (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export class HtmlCache {
  private pages = new Map<string, CachedPage>();
  private generation = 0;

  constructor(private readonly maxEntries = 300) {}

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Taken when a render starts: a page rendered before a store change must not be cached after it. */
  get currentGeneration() {
    return this.generation;
  }

  /** Compresses once, off the request path; a render that raced a store change is dropped. */
  async store(key: string, html: Buffer, status: number, cacheControl: string, generation = this.generation): Promise<void> {
    if (generation !== this.generation) return;
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip(html, { level: 9 }),
    ]);
    if (generation !== this.generation) return;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    this.pages.set(key, { etag, status, cacheControl, identity: html, gzip: gz, br });
  }

  clear() {
    this.generation++;
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}
