// Upload sniffing by bytes, markup beside the picture, and the sharp pipeline: rotation applied, metadata stripped,
// size capped.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_EDGE, processUpload } from './image-processing';
import { findEmbeddedMarkup, sniffImage, uploadNameProblem } from './upload-checks';

/** The bytes as the upload's waiting file, as the image worker gets them. */
function asUpload(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'nf-in-')), 'x.upload');
  writeFileSync(file, bytes);
  return file;
}

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

describe('processUpload', () => {
  it('auto-rotates, strips EXIF, caps the long edge and writes no temp files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nf-up-'));
    const input = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#333' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
      .jpeg()
      .toBuffer();
    const saved = await processUpload(asUpload(input), dir);
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

/** A JPEG with `payload` in a segment of its own (`marker`: 0xFE a comment, 0xE1 APP1 where EXIF and XMP live). */
function withSegment(jpeg: Buffer, marker: number, payload: string) {
  const data = Buffer.from(payload, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The JPEG with `bytes` written over the middle of its compressed picture data (between SOS and EOI). */
function inScanData(jpeg: Buffer, bytes: string) {
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const at = sos + Math.floor((jpeg.length - sos) / 2);
  const out = Buffer.from(jpeg);
  out.write(bytes, at, 'latin1');
  return out;
}

const HOSTILE = [
  '<?php system($_GET[1]); ?>',
  '<script>alert(1)</script>',
  '<HTML><body>',
  '<!DOCTYPE html>',
  '<svg width="1" xmlns="http://www.w3.org/2000/svg">',
];

describe('findEmbeddedMarkup', () => {
  it('finds script and markup in a JPEG comment, in APP1 and after the picture', async () => {
    const jpeg = await base().jpeg().toBuffer();
    for (const payload of HOSTILE) {
      expect(findEmbeddedMarkup(withSegment(jpeg, 0xfe, payload), 'jpeg'), payload).not.toBeNull();
      expect(findEmbeddedMarkup(withSegment(jpeg, 0xe1, `Exif\0\0${payload}`), 'jpeg'), payload).not.toBeNull();
      expect(findEmbeddedMarkup(Buffer.concat([jpeg, Buffer.from(payload)]), 'jpeg'), payload).not.toBeNull();
    }
  });

  it('finds it in PNG text chunks, WebP metadata and AVIF boxes, and after each', async () => {
    const comment = '<script>alert(1)</script>';
    const png = await base().png().toBuffer();
    const iend = png.length - 12;
    const text = Buffer.from(`Comment\0${comment}`, 'latin1');
    const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    chunk.writeUInt32BE(text.length, 0);
    expect(findEmbeddedMarkup(Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]), 'png')).not.toBeNull();
    for (const kind of ['png', 'webp', 'avif'] as const) {
      const image = await base()[kind]().toBuffer();
      expect(findEmbeddedMarkup(image, kind), kind).toBeNull();
      expect(findEmbeddedMarkup(Buffer.concat([image, Buffer.from(comment)]), kind), kind).not.toBeNull();
    }
    const webp = await base().withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${comment}</x:xmpmeta>`).webp().toBuffer();
    expect(findEmbeddedMarkup(webp, 'webp')).not.toBeNull();
  });

  it('never reads the compressed picture itself: markup-like bytes there are chance, not markup', async () => {
    const jpeg = await base().jpeg({ quality: 95 }).toBuffer();
    for (const payload of HOSTILE) expect(findEmbeddedMarkup(inScanData(jpeg, payload), 'jpeg'), payload).toBeNull();
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
    const kinds = ['jpeg', 'png', 'webp', 'avif'] as const;
    encoded.forEach((bytes, i) => expect(findEmbeddedMarkup(bytes, kinds[i]!), kinds[i]).toBeNull());
  });
});
