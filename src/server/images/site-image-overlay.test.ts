// The owner's edits over the manifest: a moved focal point changes the image's hash (and only then), a description
// is carried only when given, and edits to images the site no longer has are passed over.
import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '#shared/content-records';
import type { ImageManifestEntry } from '#shared/image-manifest';
import { focalHash, overlaid, SiteImageOverlay } from './site-image-overlay';

const row: ImageManifestEntry = {
  width: 2400,
  height: 1600,
  hash: '0123abcd',
  widths: [480, 800],
  color: '#808080',
  placeholder: 'x',
  focal: [0.3, 0.5],
};

const record = (id: string, data: ContentRecord<'site-image'>['data']): ContentRecord => ({
  type: 'site-image',
  id,
  version: 1,
  data,
  savedAt: '2026-12-02T12:00:00.000Z',
  savedBy: 'owner',
});

describe('the site image overlay', () => {
  it('changes the hash only when the focal point moves, and carries a description only when given', () => {
    expect(overlaid(row, { focal: { x: 30, y: 50 } })).toEqual(row);
    const moved = overlaid(row, { focal: { x: 70, y: 40 } });
    expect(moved).toMatchObject({ focal: [0.7, 0.4], hash: focalHash('0123abcd', [0.7, 0.4]) });
    expect(moved.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(moved.hash).not.toBe(row.hash);
    expect(overlaid({ ...row, focal: undefined }, { focal: { x: 50, y: 50 } }).hash).toBe(row.hash);
    expect(overlaid(row, { alt: 'A lit porch' })).toEqual({ ...row, alt: 'A lit porch' });
    expect(overlaid(row, {})).not.toHaveProperty('alt');
  });

  it('keeps the rows of edited images only, of images the manifest has', () => {
    const overlay = new SiteImageOverlay({ porch: row, lawn: { ...row, hash: 'ffff0000' } });
    overlay.rebuild([
      record('porch', { alt: 'A lit porch' }),
      record('lawn', { focal: { x: 30, y: 50 } }),
      record('gone-photo', { alt: 'No longer on the site' }),
      { ...record('drone', {}), type: 'featured-work', data: { source: 'latest' } },
    ]);
    expect(Object.keys(overlay.rows())).toEqual(['porch']);
    expect(overlay.entry('porch')?.alt).toBe('A lit porch');
    expect(overlay.entry('lawn')).toEqual({ ...row, hash: 'ffff0000' });
    expect(overlay.entry('gone-photo')).toBeUndefined();
    expect(overlay.builtIn('porch')).toBe(row);
    overlay.rebuild([]);
    expect(overlay.rows()).toEqual({});
  });
});
