// A shoot's photos are titled from their file names, as an owner would write them.
import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './shoot-form';

describe('titleFromFileName', () => {
  it.each([
    ['leaside-infill_dusk.jpg', 'Leaside infill dusk'],
    ['DSC_0042.JPG', 'DSC 0042'],
    ['yorkville-penthouse_01.jpeg', 'Yorkville penthouse 01'],
    ['2026.11.30 King West loft.webp', '2026 11 30 King West loft'],
    ['  .jpg', 'Untitled photo'],
  ])('%s becomes %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });
});
