// One row of src/content/image-manifest.json: what `npm run images` wrote for one image name, read by the
// image build (to skip up-to-date names) and by <Picture>/<Hero> (to draw srcsets, placeholders and crops).
export interface ImageManifestEntry {
  width: number;
  height: number;
  hash: string;
  widths: number[];
  /** The image's average colour, painted before any pixel arrives. */
  color: string;
  /** The point crops keep, [x, y] in 0..1. */
  focal?: [number, number];
  /** The description shots.json gives a render; pages may use it as the image's alt text. */
  alt?: string;
  /** A tiny blurred copy (a data: URL) shown while the image loads. */
  placeholder?: string;
  /** A tall crop around the focal point for phone heroes: its widths and size. */
  portrait?: { widths: number[]; width: number; height: number };
}

export type ImageManifest = Record<string, ImageManifestEntry>;
