// One row of src/content/image-manifest.json: what `npm run images` wrote for one image name, read by the
// image build (to skip up-to-date names) and by <Picture>/<Hero> (to draw srcsets, placeholders and crops). It ships
// in the client entry: only what pages draw with belongs here (alt text lives with the content and the shot list).
export interface ImageManifestEntry {
  width: number;
  height: number;
  hash: string;
  widths: number[];
  /** The image's average colour, painted before any pixel arrives. */
  color: string;
  /** A 16 px wide blurred copy (WebP, base64, about 120 characters), painted over the colour while the image loads.
   * Inline rather than a file: a page carries only the rows of the images it draws, and a file was one more request
   * per image beside the hero's on a phone's first load (nine on the home page). */
  placeholder: string;
  /** The point crops keep, [x, y] in 0..1. */
  focal?: [number, number];
  /** A tall crop around the focal point for phone heroes: its widths and size. */
  portrait?: { widths: number[]; width: number; height: number };
  /** The owner's description of the image (set in the admin's media library, never by the build): it replaces the
   * site's built-in alt text wherever the image is shown. */
  alt?: string;
}

export type ImageManifest = Record<string, ImageManifestEntry>;
