// The phone hero inside the page: a light site AVIF from the image cache as a data: URL; a heavier one, or anything
// that is not a site AVIF, stays a request; one not made yet is asked for, and answered once it is there.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlineImageReader } from './inline-image';

function cacheDir(files: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nf-inline-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  writeFileSync(path.join(path.dirname(dir), 'secret.avif'), Buffer.from('not a site image'));
  return dir;
}

describe('inlineImageReader', () => {
  const light = Buffer.from('light avif bytes');
  const heavy = Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1, 7);
  const asked: string[] = [];
  const dir = cacheDir({ 'hero.ab12cd34.p828.avif': light, 'big.ab12cd34.p828.avif': heavy });
  const read = inlineImageReader(dir, (file) => asked.push(file));

  it('answers a light site AVIF as a data: URL of its bytes', () => {
    expect(read('/img/hero.ab12cd34.p828.avif')).toBe(`data:image/avif;base64,${light.toString('base64')}`);
  });

  it('leaves a heavier file and anything outside /img/*.avif as requests', () => {
    expect(read('/img/big.ab12cd34.p828.avif')).toBeNull();
    expect(read('/secret.avif')).toBeNull();
    expect(read('/img/../secret.avif')).toBeNull();
    expect(read('/img/hero.ab12cd34.p828.webp')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks for a file not made yet, answers undefined until it is there, then its data: URL', () => {
    expect(read('/img/later.ab12cd34.p828.avif')).toBeUndefined();
    expect(asked).toEqual(['later.ab12cd34.p828.avif']);
    writeFileSync(path.join(dir, 'later.ab12cd34.p828.avif'), light);
    expect(read('/img/later.ab12cd34.p828.avif')).toBe(`data:image/avif;base64,${light.toString('base64')}`);
  });
});
