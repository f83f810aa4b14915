// Production: a page's phone hero written into the page as a data: URL, so a phone paints it with the first frame
// instead of a round trip after the document (docs/performance.md, "The phone hero inside the page"). The file is the
// site image's own (images/site-images.ts), read from the image cache: one not made yet is asked for at once, and
// the page that wanted it is rendered without it and not kept in the HTML cache, so the next render carries it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The largest phone crop a page carries inside it. Every visitor pays for these bytes, a desktop too, and brotli
 * cannot shrink an AVIF: the page grows by about as much. Heavier crops stay a request. */
export const INLINE_IMAGE_MAX_BYTES = 14 * 1024;

/** Only site image AVIF files, by their public path (`/img/name.hash.p828.avif`): no second slash, so no way out. */
const INLINE_URL = /^\/img\/([a-z0-9][a-z0-9.-]*\.avif)$/;

/**
 * Answers the data: URL of a site AVIF no heavier than INLINE_IMAGE_MAX_BYTES, null when it is not inlined (too
 * heavy, not a site image), or undefined while the file is still being made (`make` was asked for it). A file's answer
 * is read once and kept: the set is bounded by the manifest.
 */
export function inlineImageReader(cacheDir: string, make: (file: string) => void): (url: string) => string | null | undefined {
  const known = new Map<string, string | null>();
  return (url) => {
    const file = INLINE_URL.exec(url)?.[1];
    if (!file) return null;
    const answer = known.get(file);
    if (answer !== undefined) return answer;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(cacheDir, file));
    } catch {
      make(file);
      return undefined;
    }
    const dataUrl = bytes.length <= INLINE_IMAGE_MAX_BYTES ? `data:image/avif;base64,${bytes.toString('base64')}` : null;
    known.set(file, dataUrl);
    return dataUrl;
  };
}
