// A media-library record for tests: a distinct id, URL and upload time per number (newer for a higher number).
import type { MediaRecord } from '#shared/api';

export const mediaRecord = (i: number): MediaRecord => ({
  id: i.toString(16).padStart(32, '0'),
  url: `/uploads/${i.toString(16).padStart(32, '0')}.webp`,
  width: 800,
  height: 500,
  variants: [],
  color: '#102030',
  bytes: 1000 + i,
  originalName: `photo-${i}.jpg`,
  alt: '',
  uploadedAt: new Date(1_700_000_000_000 + i).toISOString(),
});
