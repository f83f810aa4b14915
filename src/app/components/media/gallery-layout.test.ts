// Every gallery size from 1 to the promised 12 frames fills whole rows, at four columns (lg) and two (phones):
// the cells are placed the way CSS grid's auto-placement places them, in order, each at the first place it fits.
import { describe, expect, it } from 'vitest';
import * as promised from '#test/site-promises';
import { galleryCell, type GalleryCell } from './gallery-layout';

const spans: Record<number, Record<GalleryCell, [cols: number, rows: number]>> = {
  4: { row: [4, 1], feature: [2, 2], single: [1, 1] },
  2: { row: [2, 1], feature: [2, 1], single: [1, 1] },
};

/** The grid's rows after placing n cells: each row a string of cell indexes ('.' for a hole). */
function place(n: number, columns: 4 | 2): string[] {
  const grid: (number | undefined)[][] = [];
  const free = (r: number, c: number, w: number, h: number) => {
    for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) if (x >= columns || grid[y]?.[x] !== undefined) return false;
    return true;
  };
  let cursor = { r: 0, c: 0 };
  for (let i = 0; i < n; i++) {
    const [w, h] = spans[columns]![galleryCell(n, i)];
    let { r, c } = cursor;
    while (!free(r, c, w, h)) [r, c] = c + 1 >= columns ? [r + 1, 0] : [r, c + 1];
    for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) (grid[y] ??= [])[x] = i;
    cursor = { r, c: c + w };
  }
  return grid.map((row) => Array.from({ length: columns }, (_, x) => (row[x] === undefined ? '.' : String(row[x] % 10))).join(''));
}

describe('project gallery layout', () => {
  const sizes = Array.from({ length: promised.projects.galleryMax }, (_, k) => k + 1);

  it.each(sizes)('%i frames leave no hole at four or at two columns', (n) => {
    for (const columns of [4, 2] as const) expect(place(n, columns).join('|'), `${columns} columns`).not.toContain('.');
  });

  it('puts the first frames in the large cells', () => {
    expect(place(6, 4)).toEqual(['0011', '0011', '2345']);
    expect(place(5, 4)).toEqual(['0012', '0034']);
    expect(place(3, 4)).toEqual(['0000', '1122', '1122']);
    expect(place(8, 4)).toEqual(['0123', '4567']);
  });
});
