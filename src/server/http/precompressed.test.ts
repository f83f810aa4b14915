// Static assets are compressed at build time and sent as-is: brotli or gzip by Accept-Encoding, immutable when hashed.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import request from 'supertest';
import { testApp } from '#test/test-app';
import { exactRequest } from '#test/raw-http';

const rawGet = (port: number, path: string, encoding: string) =>
  exactRequest(`http://127.0.0.1:${port}${path}`, { 'accept-encoding': encoding });

describe('precompressed static files', () => {
  it('sends the build-time brotli and gzip copies of the client entry', async () => {
    const { app } = await testApp();
    const html = (await request(app).get('/')).text;
    // The entry is listed for boot.ts, which starts it once the hero image is on screen.
    const entry = html.match(
      /<script id="__modules" type="application\/json">\{"modules":\[[^\]]*"(\/assets\/entry-client-[^"]+\.js)"\]/,
    )![1]!;
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const plain = await rawGet(port, entry, 'identity');
      const br = await rawGet(port, entry, 'br, gzip');
      const gz = await rawGet(port, entry, 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    } finally {
      server.close();
    }
  });
});
