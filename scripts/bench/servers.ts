// Child process for `npm run bench`: the real app (cached and uncached) and the limit, a minimal Express
// handler serving the same bytes from memory. A control port reports RSS and registers pages for the limit.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import { quietLog, testConfig } from '../../src/server/testing/test-app.ts';

const listen = (app: express.Express) =>
  new Promise<number>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const { log } = quietLog();
const cached = (await createApp(testConfig({ NODE_ENV: 'production' }), { log })).app;
const uncached = (await createApp(testConfig({ NODE_ENV: 'production' }), { log, htmlCache: false })).app;

const pages = new Map<string, { headers: Record<string, string>; body: Buffer }>();
const limit = express();
limit.disable('x-powered-by');
limit.get('/{*splat}', (req, res) => {
  const page = pages.get(req.path);
  if (!page) return res.status(404).end();
  res.set(page.headers);
  res.end(page.body);
});

const control = express();
control.use(express.json({ limit: '5mb' }));
control.get('/rss', (_req, res) => res.json({ rss: process.memoryUsage().rss }));
control.post('/limit', (req, res) => {
  pages.set(req.body.path, { headers: req.body.headers, body: Buffer.from(req.body.body, 'base64') });
  res.json({ ok: true });
});

const ports = {
  cached: await listen(cached),
  uncached: await listen(uncached),
  limit: await listen(limit),
  control: await listen(control),
};
process.send?.(ports);
