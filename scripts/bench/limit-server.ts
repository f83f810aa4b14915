// Child process for `npm run bench`: the limit, a minimal Express handler serving from memory the exact bytes and
// headers the app sent for a cached page. Pages arrive by IPC; its port is sent back once it listens.
import express from 'express';
import type { AddressInfo } from 'node:net';

interface Page {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const pages = new Map<string, { headers: Record<string, string>; body: Buffer }>();
const limit = express();
limit.disable('x-powered-by');
limit.get('/{*splat}', (req, res) => {
  const page = pages.get(req.path);
  if (!page) return res.status(404).end();
  res.set(page.headers);
  res.end(page.body);
});

process.on('message', (page: Page) => {
  pages.set(page.path, { headers: page.headers, body: Buffer.from(page.body, 'base64') });
  process.send!({ type: 'stored', path: page.path });
});

const server = limit.listen(0, '127.0.0.1', () => process.send!({ type: 'listening', port: (server.address() as AddressInfo).port }));
