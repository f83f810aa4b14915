// Production: a page's phone hero written into the page as a data: URL, so a phone paints it with the first frame
// instead of a round trip after the document (docs/performance.md, "The phone hero inside the page").
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The largest phone crop a page carries inside it. Every visitor pays for these bytes, a desktop too, and brotli
 * cannot shrink an AVIF: the page grows by about as much. Heavier crops stay a request. */
export const INLINE_IMAGE_MAX_BYTES = 14 * 1024;

/** Only the build's own AVIF files, by their public path (`/img/name.hash.p828.avif`): no second slash, so no way
 * out of `/img`. */
const INLINE_URL = /^\/img\/[a-z0-9][a-z0-9.-]*\.avif$/;

/**
 * Answers the data: URL of a built AVIF no heavier than INLINE_IMAGE_MAX_BYTES, or undefined (unknown, missing,
 * too heavy). Each file is read once, on first use, and kept with its answer: the set is bounded by the build.
 */
export function inlineImageReader(clientDir: string): (url: string) => string | undefined {
  const known = new Map<string, string | null>();
  return (url) => {
    if (!INLINE_URL.test(url)) return undefined;
    let dataUrl = known.get(url);
    if (dataUrl === undefined) {
      dataUrl = null;
      try {
        const bytes = readFileSync(path.join(clientDir, url));
        if (bytes.length <= INLINE_IMAGE_MAX_BYTES) dataUrl = `data:image/avif;base64,${bytes.toString('base64')}`;
      } catch {
        // not in this build: the page keeps the request
      }
      known.set(url, dataUrl);
    }
    return dataUrl ?? undefined;
  };
}
