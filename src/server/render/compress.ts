// Compressing a whole HTML document in one piece, on libuv's thread pool, at the best settings (brotli 11, gzip 9):
// for bytes kept in the HTML cache and replayed. A response being rendered now is compressed on the fly instead,
// at the settings below: by the SSR handler when the page is complete in one batch, by the compression middleware
// in app.ts otherwise.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Responses smaller than this go out as they are: compressing them saves less than its own overhead. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * On-the-fly brotli: quality 3, a 256 KB window (holds any page whole). Quality 4 made 5% smaller pages for two to
 * three times the CPU (its larger hash tables are set up for every response's encoder: docs/performance.md).
 */
export const ON_THE_FLY_BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };

/**
 * A page rendered now and complete, compressed in one synchronous call: 0.6-0.9 ms for a 113-168 KB page, where the
 * compression middleware's stream took about twice the CPU for the same bytes, in hand-offs to libuv's threads
 * (docs/performance.md, "Uncached render CPU, round 5"). Gzip at zlib's default level, as the middleware does.
 */
export function compressNow(html: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(html, { params: ON_THE_FLY_BROTLI }) : zlib.gzipSync(html);
}

/**
 * The smallest brotli window that holds the whole document (64 KB to 16 MB): the same bytes as the default 4 MB
 * window for any page, with far less memory per encoder. At quality 11 the encoder's tables grow with the window
 * (about 32 MB at 4 MB, 2.5 MB at 256 KB), and warm-up compresses several pages at once on libuv's threads.
 */
export function windowBits(length: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

export function compressHtml(html: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(html.length),
      },
    });
  }
  if (encoding === 'gzip') return gzip(html, { level: 9 });
  return Promise.resolve(html);
}
