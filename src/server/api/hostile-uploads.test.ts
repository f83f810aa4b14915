// Hostile uploads (OWASP File Upload cheat sheet), sent by the signed-in admin with a valid CSRF token: each gets
// a 4xx, and nothing is written to uploads/ or the store. Malformed multipart bodies are in ../multipart.test.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { testApp } from '#test/test-app';
import { adminEnv, sameOrigin, signIn } from '#test/admin-session';
import { STORES, storeEnv, type StoreKind } from '#test/stores';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const photo = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#7a8c99' } });
const jpeg = () => photo().jpeg().toBuffer();

/** A real JPEG with a PHP web shell in a comment (COM) segment, the way `exiftool -Comment=` plants one. */
async function jpegWithPhpComment() {
  const image = await jpeg();
  const payload = Buffer.from('<?php system($_GET["cmd"]); ?>', 'latin1');
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from([(payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
  return Buffer.concat([image.subarray(0, 2), segment, image.subarray(2)]);
}

/** A PNG whose header claims `width` x `height` pixels, with next to no data behind it. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

type Hostile = { name: string; body: () => Promise<Buffer>; filename: string; type: string; status: number; error: RegExp };
const hostile: Hostile[] = [
  {
    name: 'an SVG with a script',
    body: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    filename: 'logo.png',
    type: 'image/png',
    status: 415,
    error: /Only JPEG, PNG, WebP and AVIF/,
  },
  {
    name: 'a polyglot: a real JPEG with PHP in a comment',
    body: jpegWithPhpComment,
    filename: 'porch.jpg',
    type: 'image/jpeg',
    status: 415,
    error: /script or markup/,
  },
  {
    name: 'a polyglot: a real JPEG followed by an HTML page',
    body: async () => Buffer.concat([await jpeg(), Buffer.from('<html><body><script>alert(1)</script></body></html>')]),
    filename: 'porch.jpg',
    type: 'image/jpeg',
    status: 415,
    error: /script or markup/,
  },
  {
    name: 'a spoofed MIME type: an HTML page sent as image/jpeg',
    body: async () => Buffer.from('<!DOCTYPE html><title>x</title><script>alert(1)</script>'),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    status: 415,
    error: /Only JPEG, PNG, WebP and AVIF/,
  },
  { name: 'a real JPEG named x.jpg.php', body: jpeg, filename: 'x.jpg.php', type: 'image/jpeg', status: 415, error: /Only \.jpg/ },
  { name: 'a real JPEG with no extension', body: jpeg, filename: 'shell', type: 'image/jpeg', status: 415, error: /Only \.jpg/ },
  { name: 'a NUL in the name', body: jpeg, filename: 'x.jpg\u0000.php', type: 'image/jpeg', status: 400, error: /./ },
  { name: 'a newline in the name', body: jpeg, filename: 'x\n.jpg', type: 'image/jpeg', status: 400, error: /./ },
  {
    name: 'a pixel flood (decompression bomb): a 200-byte PNG that claims 30,000 x 30,000 pixels',
    body: async () => pngClaiming(30_000, 30_000),
    filename: 'flood.png',
    type: 'image/png',
    status: 422,
    // Refused from its header, before a single pixel is decoded.
    error: /900 megapixels, more than the 100 accepted/,
  },
  {
    name: 'a truncated JPEG',
    body: async () => (await jpeg()).subarray(0, 400),
    filename: 'cut.jpg',
    type: 'image/jpeg',
    status: 422,
    error: /damaged|could not be read/,
  },
  {
    name: 'a 51 MB file',
    body: async () => Buffer.concat([await jpeg(), Buffer.alloc(51 * 1024 * 1024)]),
    filename: 'big.jpg',
    type: 'image/jpeg',
    status: 413,
    error: /larger than 50 MB/,
  },
];

async function adminApp(kind: StoreKind) {
  const handle = await testApp({ ...(await storeEnv(kind)), ...adminEnv(fake) });
  const admin = await signIn(handle.app, fake);
  const library = async () => (await admin.agent.get('/api/admin/media').expect(200)).body as { media: unknown[] };
  const unchanged = async () => {
    expect(readdirSync(handle.config.uploadsDir)).toEqual([]);
    // The waiting copy of the upload is gone too.
    expect(readdirSync(path.join(handle.config.dataDir, 'incoming'))).toEqual([]);
    expect((await library()).media).toEqual([]);
  };
  return { ...handle, admin, unchanged };
}

describe.each(STORES)('hostile uploads, over %s', (kind) => {
  it.each(hostile)('refuses $name with $status, and writes nothing', async ({ body, filename, type, status, error }) => {
    const { admin, unchanged } = await adminApp(kind);
    const res = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await body(), { filename, contentType: type });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toMatch(error);
    await unchanged();
  });

  it('refuses two files in one request, and writes nothing', async () => {
    const { admin, unchanged } = await adminApp(kind);
    const one = await jpeg();
    const res = await admin.agent.post('/api/upload').set(sameOrigin(admin.csrf)).attach('file', one, 'a.jpg').attach('file', one, 'b.jpg');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/one file at a time/);
    await unchanged();
  });

  it('still takes the same JPEG under an honest name, stored under a random one', async () => {
    const { admin } = await adminApp(kind);
    const res = await admin.agent
      .post('/api/upload')
      .set(sameOrigin(admin.csrf))
      .attach('file', await jpeg(), { filename: 'Porch Photo.JPG', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });
});
