// Compressing a whole HTML document in one piece, on libuv's thread pool, at the best settings (brotli 11, gzip 9):
// for bytes kept in the HTML cache and replayed. A response being rendered now is compressed on the fly instead
// (brotli 3, by the compression middleware in app.ts).
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

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
