// One row of src/content/image-manifest.json: what `npm run images` wrote for one image name, read by the
// image build (to skip up-to-date names) and by <Picture>/<Hero> (to draw srcsets, placeholders and crops). It ships
// in the client entry: only what pages draw with belongs here (alt text lives with the content and the shot list).
export interface ImageManifestEntry {
  width: number;
  height: number;
  hash: string;
  widths: number[];
  /** The image's average colour, painted before any pixel arrives; every image also has a tiny blurred copy,
   * /img/{name}.{hash}.ph.webp (a file rather than a data: URL, so the manifest every page's script carries stays a
   * few bytes per image), painted over the colour while the image loads. */
  color: string;
  /** The point crops keep, [x, y] in 0..1. */
  focal?: [number, number];
  /** A tall crop around the focal point for phone heroes: its widths and size. */
  portrait?: { widths: number[]; width: number; height: number };
}

export type ImageManifest = Record<string, ImageManifestEntry>;
