// Upload sniffing by bytes and the sharp pipeline: rotation applied, metadata stripped, size capped.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_EDGE, saveImageUpload, sniffImage } from './uploads';

const base = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#b08d57' } });

describe('sniffImage', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their bytes, and nothing else', async () => {
    expect(sniffImage(await base().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await base().png().toBuffer())).toBe('png');
    expect(sniffImage(await base().webp().toBuffer())).toBe('webp');
    expect(sniffImage(await base().avif({ effort: 0 }).toBuffer())).toBe('avif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('saveImageUpload', () => {
  it('auto-rotates, strips EXIF, caps the long edge and writes no temp files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-up-'));
    const input = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#333' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
      .jpeg()
      .toBuffer();
    const saved = await saveImageUpload(dir, input);
    const meta = await sharp(path.join(dir, path.basename(saved.url))).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 turns the wide image tall; the long edge is capped.
    expect(meta.height).toBe(MAX_EDGE);
    expect(meta.width).toBeLessThan(meta.height!);
    expect(meta.exif).toBeUndefined();
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
    // The main file plus WebP and AVIF at 640 px (the 853 px wide result is narrower than 1280).
    expect(readdirSync(dir)).toHaveLength(3);
  });
});
