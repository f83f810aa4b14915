// How a project gallery of n frames fills its four columns with no half-empty last row: the first n % 4 frames are
// features (two columns by two rows, the full width on a phone), one frame spans the row, and three frames are one
// across the row over two features. Features come first, so auto-placement packs the single frames around them.

export type GalleryCell = 'row' | 'feature' | 'single';

export function galleryCell(n: number, i: number): GalleryCell {
  if (n === 1) return 'row';
  if (n === 3) return i === 0 ? 'row' : 'feature';
  return i < n % 4 ? 'feature' : 'single';
}

interface GalleryCellStyle {
  /** Column and row spans of the cell in the gallery's grid (two columns on a phone, four from lg). */
  cell: string;
  /** The image box. A feature keeps the 16:10 ratio for sizing the rows (a little less than two rows and their gap,
   * and never the photo's own 3:2, which would stretch the rows and leave a strip under the single frames beside
   * it), then fills its two rows at lg. */
  frame: string;
  /** What the browser should fetch: the cell's width at lg (the container is 1200 px), else the screen's. */
  sizes: string;
}

const STYLES: Record<GalleryCell, GalleryCellStyle> = {
  row: { cell: 'col-span-2 lg:col-span-4', frame: 'aspect-[16/10]', sizes: '(min-width: 1024px) 1200px, 100vw' },
  feature: { cell: 'col-span-2 lg:row-span-2', frame: 'aspect-[16/10] lg:h-full lg:w-full', sizes: '(min-width: 1024px) 600px, 100vw' },
  single: { cell: '', frame: 'aspect-[16/10]', sizes: '(min-width: 1024px) 300px, 50vw' },
};

/** The classes and `sizes` of cell i in a gallery of n. */
export const galleryCellStyle = (n: number, i: number): GalleryCellStyle => STYLES[galleryCell(n, i)];
