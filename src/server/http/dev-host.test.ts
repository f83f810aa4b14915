// In development, another loopback name for the server sends the browser to PUBLIC_URL's, where sign-in works.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { devHostRedirect } from './dev-host';

const app = express()
  .use(devHostRedirect('http://localhost:3000'))
  .get('/{*path}', (_req, res) => res.send('served'));

describe('devHostRedirect', () => {
  it.each(['127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000'])('sends %s to localhost:3000, path and query kept', async (host) => {
    const res = await request(app).get('/admin?signin=failed').set('Host', host);
    if (host === 'LOCALHOST:3000') expect(res.text).toBe('served');
    else {
      expect(res.status).toBe(307);
      expect(res.headers.location).toBe('http://localhost:3000/admin?signin=failed');
    }
  });

  it('leaves PUBLIC_URL’s own host, and any host that is not a loopback name, alone', async () => {
    for (const host of ['localhost:3000', 'northframe.example', 'evil.example:3000']) {
      expect((await request(app).get('/admin').set('Host', host)).text, host).toBe('served');
    }
  });
});
