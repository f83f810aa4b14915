// Malformed multipart against the real server process on loopback, over raw sockets, sent as the signed-in admin
// with a valid CSRF token (the only requests that reach the parser): the payloads of the 2025-2026 multer
// advisories and other broken bodies each get a 4xx, the process stays up, and nothing reaches uploads/ or db.json.
// The server runs in a child process so that a parser that hangs fails the test instead of freezing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { freePort, signInOverHttp, startServerProcess, processSite, type HttpAdmin, type ServerProcess } from '#test/server-process';
import { httpPost, multipart, rawRequest } from '#test/raw-http';

const B = 'nfBoundary7MA4YWxkTrZu0gW';
const mp = multipart(B);
let png: Buffer;
let fake: FakeGitHub;
let server: ServerProcess;
let admin: HttpAdmin;
const site = processSite('nf-multipart-');
const storeBefore = readFileSync(site.env.DB_FILE, 'utf8');

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();
  fake = await startFakeGitHub();
  server = startServerProcess(await freePort(), { ...site.env, ...fakeGitHubEnv(fake), RATE_LIMIT_ADMIN: '100000' });
  await server.listening;
  admin = await signInOverHttp(server.url, fake);
}, 60_000);
afterAll(async () => {
  server.child.kill('SIGKILL');
  await fake.close();
});

const upload = (body: Buffer, contentType = mp.contentType, extra: Record<string, string> = {}) =>
  httpPost('/api/upload', body, {
    Cookie: admin.cookie,
    Origin: server.url,
    'Sec-Fetch-Site': 'same-origin',
    'X-CSRF-Token': admin.csrf,
    'Content-Type': contentType,
    ...extra,
  });
const cat = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
const filePart = (name = 'file', filename = 'a.png') => mp.file(name, filename, png);

type Case = [string, () => Buffer];
const cases: Case[] = [
  // GHSA-g5hg-p3ph-g8qg (CVE-2025-48997): an empty field name crashed multer < 2.0.1.
  ['GHSA-g5hg-p3ph-g8qg: a file part with an empty field name', () => upload(cat(mp.file('', 'a.png', png), mp.end))],
  ['an empty field name on a text field', () => upload(cat(mp.field('', 'x'), filePart(), mp.end))],
  ['a part with no name parameter', () => upload(cat(mp.part(['Content-Disposition: form-data; filename="a.png"'], png), mp.end))],
  // GHSA-fjgf-rc76-4x9p (CVE-2025-7338, multer#1338): empty filename, closing boundary cut one byte short.
  [
    'GHSA-fjgf-rc76-4x9p: an empty filename and an unterminated boundary',
    () =>
      upload(
        cat(
          `--${B}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
          `--${B.slice(0, -1)}`,
        ),
      ),
  ],
  // GHSA-4pg4-qvpc-4q3h (CVE-2025-47944): a malformed body threw inside multer < 2.0.0.
  [
    'GHSA-4pg4-qvpc-4q3h: the body ends inside a file part',
    () => upload(cat(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`, png.subarray(0, 20))),
  ],
  [
    'a part header line without a colon',
    () => upload(cat(`--${B}\r\nContent-Disposition form-data name=file\r\nGarbage\r\n\r\nxx\r\n`, mp.end)),
  ],
  ['a part without Content-Disposition', () => upload(cat(mp.part(['Content-Type: image/png'], png), mp.end))],
  [
    'a part header block over 16 KB',
    () =>
      upload(cat(mp.part([`Content-Disposition: form-data; name="file"; filename="a.png"`, `X-Pad: ${'p'.repeat(20_000)}`], png), mp.end)),
  ],
  ['no boundary parameter', () => upload(cat(filePart(), mp.end), 'multipart/form-data')],
  ['an empty boundary', () => upload(cat(filePart(), mp.end), 'multipart/form-data; boundary=')],
  [
    'a body under a different boundary from the declared one',
    () => upload(cat(filePart(), mp.end), 'multipart/form-data; boundary=somethingElse'),
  ],
  ['only the closing boundary', () => upload(mp.end)],
  ['an empty body', () => upload(Buffer.alloc(0))],
  ['multipart/mixed instead of form-data', () => upload(cat(filePart(), mp.end), `multipart/mixed; boundary=${B}`)],
  // GHSA-72gw-mp4g-v24j (CVE-2026-5079) and CVE-2026-3520: deeply nested field names (recursion, stack overflow).
  ['GHSA-72gw-mp4g-v24j: a deeply nested field name', () => upload(cat(mp.field(`a${'[b]'.repeat(15)}`, 'x'), filePart(), mp.end))],
  ['CVE-2026-3520: a field name of 5000 brackets', () => upload(cat(mp.field(`a${'['.repeat(5000)}`, 'x'), filePart(), mp.end))],
  // GHSA-535w-7cp7-47q4 (CVE-2026-77078): a sparse array of 2^32-1 slots, then the same base used as an object,
  // makes append-field walk every slot; multer only refuses it when fieldArrayIndexLimit is set.
  [
    'GHSA-535w-7cp7-47q4: a huge array index, then the same name as an object',
    () => upload(cat(mp.field('items[4294967294]', 'a'), mp.field('items[x]', 'b'), filePart(), mp.end)),
  ],
  ['a plain array index field', () => upload(cat(mp.field('items[1]', 'a'), filePart(), mp.end))],
  ['5000 text fields', () => upload(cat(...Array.from({ length: 5000 }, (_, i) => mp.field(`f${i}`, 'x')), mp.end))],
  ['50 files', () => upload(cat(...Array.from({ length: 50 }, () => filePart()), mp.end))],
  ['a 5 KB field value', () => upload(cat(mp.field('note', 'x'.repeat(5000)), filePart(), mp.end))],
  ['a 200-character field name', () => upload(cat(mp.field('n'.repeat(200), 'x'), filePart(), mp.end))],
  ['the file under another field name', () => upload(cat(filePart('image'), mp.end))],
  ['a NUL byte in the filename', () => upload(cat(filePart('file', 'x.png\u0000.php'), mp.end))],
  [
    'an encoded NUL and bad UTF-8 in filename*',
    () =>
      upload(
        cat(
          mp.part([`Content-Disposition: form-data; name="file"; filename*=utf-8''%ff%fe%00.php`, 'Content-Type: image/png'], png),
          mp.end,
        ),
      ),
  ],
  [
    'chunked transfer that stops inside a part',
    () => {
      const body = cat(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`, png.subarray(0, 30));
      const chunked = cat(`${body.length.toString(16)}\r\n`, body, '\r\n0\r\n\r\n');
      const head = upload(Buffer.alloc(0), mp.contentType, { 'Transfer-Encoding': 'chunked' })
        .toString('latin1')
        .replace(/Content-Length: 0\r\n/, '');
      return cat(head, chunked);
    },
  ],
];

describe('malformed multipart on POST /api/upload', () => {
  it.each(cases)('%s: 4xx, and the server stays up', async (_name, request) => {
    const answer = await rawRequest(server.port, [request()]);
    expect(answer.status, answer.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    expect(answer.text).toMatch(/"error":/);
    expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
  });

  it('refuses the GHSA-535w-7cp7-47q4 field names before multer builds anything from them', async () => {
    const answer = await rawRequest(server.port, [
      upload(cat(mp.field('items[4294967294]', 'a'), mp.field('items[x]', 'b'), filePart(), mp.end)),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Form field names may not contain brackets');
  });

  it('survives clients that drop the connection mid-upload (GHSA-44fp-w29j-9vj5, GHSA-v52c-386h-88mc, GHSA-3p4h-7m6x-2hcm)', async () => {
    const big = cat(
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      png,
      Buffer.alloc(256 * 1024, 7),
    );
    for (let i = 0; i < 20; i++) {
      const head = upload(Buffer.alloc(0), mp.contentType, { 'Content-Length': String(5 * 1024 * 1024) });
      await rawRequest(server.port, [head, big], { destroyAfterWrite: true });
    }
    const about = await rawRequest(server.port, ['GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n']);
    expect(about.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('wrote nothing, logged no server error, and still takes a real upload', async () => {
    expect(readdirSync(site.env.UPLOADS_DIR)).toEqual([]);
    expect(readFileSync(site.env.DB_FILE, 'utf8')).toBe(storeBefore);
    expect(server.output()).not.toMatch(/\[http\]|Uncaught|RangeError|TypeError/);
    const ok = await rawRequest(server.port, [upload(cat(filePart(), mp.end))]);
    expect(ok.status, ok.text).toBe(201);
    expect(readdirSync(site.env.UPLOADS_DIR).map((f) => path.extname(f))).toEqual(['.webp']);
  });
});
