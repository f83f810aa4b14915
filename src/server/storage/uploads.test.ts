// Upload sniffing by bytes and the sharp pipeline: rotation applied, metadata stripped, size capped.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_EDGE, saveImageUpload, sniffImage } from './uploads';
import { findActiveContent, uploadNameProblem } from './upload-checks';

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
    expect(meta.width).toBeLessThan(meta.height);
    expect(meta.exif).toBeUndefined();
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
    // The main file plus WebP and AVIF at 320 and 640 px (the 853 px wide result is narrower than 960).
    expect(readdirSync(dir)).toHaveLength(5);
  });
});

describe('uploadNameProblem', () => {
  it.each(['porch.jpg', 'Porch Photo.JPEG', 'x.php.png', 'scan.jfif', 'a.webp', 'b.avif'])('accepts %s', (name) => {
    expect(uploadNameProblem(name)).toBeNull();
  });
  it.each([
    ['x.jpg.php', 415],
    ['shell', 415],
    ['logo.svg', 415],
    ['page.html', 415],
    ['x.jpg\u0000.php', 400],
    ['x\r\n.jpg', 400],
    [`${'a'.repeat(300)}.jpg`, 400],
  ])('refuses %j with %i', (name, status) => {
    expect(uploadNameProblem(name)?.[0]).toBe(status);
  });
});

describe('findActiveContent', () => {
  it('finds script and markup planted in image bytes', () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const payload of [
      '<?php system($_GET[1]); ?>',
      '<script>alert(1)</script>',
      '<HTML><body>',
      '<!DOCTYPE html>',
      '<svg width="1" xmlns="http://www.w3.org/2000/svg">',
    ]) {
      expect(findActiveContent(Buffer.concat([jpegStart, Buffer.from(payload)])), payload).not.toBeNull();
    }
  });

  it('finds nothing in real photos, their EXIF and XMP included', async () => {
    const pixels = Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919) % 251));
    const xmp =
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Northframe Media"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    const photo = () =>
      sharp(pixels, { raw: { width: 600, height: 400, channels: 3 } })
        .withExif({ IFD0: { Copyright: 'Northframe Media <studio@example.com>', ImageDescription: 'Porch at dusk' } })
        .withXmp(xmp);
    const encoded = [
      await photo().jpeg().toBuffer(),
      await photo().png().toBuffer(),
      await photo().webp().toBuffer(),
      await photo().avif({ effort: 0 }).toBuffer(),
    ];
    expect((await sharp(encoded[0]).metadata()).xmp).toBeDefined();
    for (const bytes of encoded) expect(findActiveContent(bytes)).toBeNull();
  });
});
