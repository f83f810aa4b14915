import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlineImageReader } from './inline-image';

function clientDir(files: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nf-inline-'));
  mkdirSync(path.join(dir, 'img'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'img', name), bytes);
  writeFileSync(path.join(dir, 'secret.avif'), Buffer.from('not an image of the build'));
  return dir;
}

describe('inlineImageReader', () => {
  const light = Buffer.from('light avif bytes');
  const heavy = Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1, 7);
  const read = inlineImageReader(clientDir({ 'hero.ab12cd34.p828.avif': light, 'big.ab12cd34.p828.avif': heavy }));

  it('answers a light built AVIF as a data: URL of its bytes', () => {
    expect(read('/img/hero.ab12cd34.p828.avif')).toBe(`data:image/avif;base64,${light.toString('base64')}`);
  });

  it('leaves a heavier file, a missing one and anything outside /img/*.avif as requests', () => {
    expect(read('/img/big.ab12cd34.p828.avif')).toBeUndefined();
    expect(read('/img/gone.ab12cd34.p828.avif')).toBeUndefined();
    expect(read('/secret.avif')).toBeUndefined();
    expect(read('/img/../secret.avif')).toBeUndefined();
    expect(read('/img/hero.ab12cd34.p828.webp')).toBeUndefined();
  });
});
