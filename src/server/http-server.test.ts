// createHttpServer(timeouts, app): the server makes each request and response with the app's own prototypes, so
// Express's per-request prototype swap changes nothing, and everything Express adds still works through it.
import { afterEach, describe, expect, it } from 'vitest';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { createHttpServer, DEFAULT_TIMEOUTS } from './http-server';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(s: Server): Promise<string> {
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

describe('createHttpServer with an Express app', () => {
  it('makes requests and responses with the app’s prototypes before Express sees them', async () => {
    const app = express();
    const s = createHttpServer(DEFAULT_TIMEOUTS, app);
    const born: boolean[] = [];
    // Runs before the app's own listener: what Node made, before Express's prototype swap.
    s.prependListener('request', (req, res) => {
      born.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    app.get('/hello', (req, res) => {
      res.locals.who = req.query.who;
      res.status(201).json({ who: res.locals.who, sameApp: req.app === app, back: res.req === req });
    });
    s.on('request', app);
    const base = await listen(s);

    const res = await fetch(`${base}/hello?who=owner`);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ who: 'owner', sameApp: true, back: true });
    expect(born).toEqual([true, true]);

    // Express's own 404 (its final handler) still answers a path no route takes.
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Cannot GET /nowhere');
  });

  it('serves a plain handler with Node’s own classes when given no app', async () => {
    const s = createHttpServer();
    s.on('request', (req, res) => {
      res.end(
        JSON.stringify([Object.getPrototypeOf(req) === IncomingMessage.prototype, Object.getPrototypeOf(res) === ServerResponse.prototype]),
      );
    });
    const base = await listen(s);
    expect(await (await fetch(`${base}/`)).json()).toEqual([true, true]);
  });
});
