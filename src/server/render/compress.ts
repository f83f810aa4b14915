// Compressing a whole HTML document in one piece, on libuv's thread pool: fast (brotli 4, gzip 6, about the cost of
// gzip) for a response being rendered now, best (brotli 11, gzip 9) for bytes kept in the HTML cache and replayed.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export function compressHtml(html: Buffer, encoding: Encoding, effort: 'fast' | 'best'): Promise<Buffer> {
  if (encoding === 'br') {
    const quality = effort === 'best' ? 11 : 4;
    return brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
  }
  if (encoding === 'gzip') return gzip(html, { level: effort === 'best' ? 9 : 6 });
  return Promise.resolve(html);
}
