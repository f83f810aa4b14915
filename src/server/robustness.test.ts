// Hostile clients on loopback with raw sockets: slow headers and bodies are cut off while others are served,
// oversized headers get 431, path tricks never leak a file, and a client vanishing mid-stream crashes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { Server } from 'node:http';
import { listenLikeServer, testApp } from '#test/test-app';

let server: Server;
let port: number;

beforeAll(async () => {
  const { app } = await testApp();
  ({ server, port } = await listenLikeServer(app, { headersTimeoutMs: 1500, requestTimeoutMs: 2500, keepAliveTimeoutMs: 1000 }));
});
afterAll(() => server.close());

/** Sends raw bytes at once and resolves with everything the server answered before closing (or after `waitMs`). */
function raw(chunks: (string | Buffer)[], { waitMs = 8000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const status = (answer: string) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

interface Trickled {
  /** What the server answered (0 when nothing). */
  status: number;
  /** Chunks the client still had to send when the server closed the connection; 0 when the client ran out first. */
  unsent: number;
}

/**
 * A slow client: writes one chunk every `gapMs` and resolves once the server closes the connection. A client that
 * runs out of chunks waits `afterMs` more and then gives up itself, and `unsent` is 0: the server never cut it off.
 * `started` resolves once the first chunk is written.
 */
function trickle(chunks: string[], gapMs: number, afterMs = 5000): { started: Promise<void>; done: Promise<Trickled> } {
  let written = 0;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<Trickled>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ status: status(answer), unsent: chunks.length - written }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed || socket.writableEnded) return;
        socket.write(chunk);
        written++;
        markStarted();
        await new Promise((r) => setTimeout(r, gapMs));
      }
      // Every chunk sent and the server still holds the connection: give up, the test then fails on `unsent`.
      setTimeout(() => socket.destroy(), afterMs);
    });
  });
  return { started, done };
}

describe('slow and oversized clients', () => {
  // The server above cuts off headers after 1.5 s and whole requests after 2.5 s (Node checks every second at most).
  // Each slow client below would keep going for about 10 s: it must be answered 408 (Node's answer to those two
  // timeouts and nothing else) and disconnected while it still has bytes to send.
  it('cuts off a client that sends its headers too slowly, while serving others', async () => {
    const lines = ['GET / HTTP/1.1\r\n', 'Host: x\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const slow = trickle(lines, 250);
    await slow.started;
    const fast = await raw(['GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(status(fast)).toBe(200);
    const answer = await slow.done;
    expect(answer.status).toBe(408);
    expect(answer.unsent).toBeGreaterThan(0);
  }, 60_000);

  it('cuts off a client that sends its body too slowly', async () => {
    // A valid report, so a server that waited for all of it would answer 202.
    const body = JSON.stringify({ name: 'LCP', value: 1, path: '/', id: 'slow-body-client' });
    const head = `POST /api/vitals HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await trickle([head, ...body.split('')], 250).done;
    expect(answer.status).toBe(408);
    expect(answer.unsent).toBeGreaterThan(0);
  }, 60_000);

  it('answers oversized headers with 431', async () => {
    const answer = await raw([`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`]);
    expect(status(answer)).toBe(431);
  });
});

describe('path traversal', () => {
  const secrets = ['db.json', 'package.json', '.env', '.db.json.tmp', 'src/server/env.ts'];
  const tricks = (file: string) => [
    `/..%2f${file}`,
    `/assets/..%2f..%2f${file}`,
    `/%2e%2e/${file}`,
    `/assets/%2e%2e/%2e%2e/${file}`,
    `/..%5c${file}`,
    `/assets/..%5c..%5c${file}`,
    `/${file}%00.js`,
    `/uploads/..%2f..%2f${file}`,
    `/uploads/%2e%2e%2f${file}`,
    `/img/..%2f..%2f${file}`,
  ];
  it.each(secrets)(
    'never serves %s',
    async (file) => {
      for (const path of tricks(file)) {
        const answer = await raw([`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
        expect(status(answer), path).toBeGreaterThanOrEqual(300);
        expect(answer, path).not.toMatch(/"photographyPortfolio"|"devDependencies"|SESSION_SECRET|envSchema/);
      }
    },
    30000,
  );
});

describe('request targets that parse as another host', () => {
  // new URL("/\x", base) is http://x/: such targets once rendered with a foreign origin, and a bare "/\" threw (500).
  it.each([
    ['/\\', '/'],
    ['/\\\\', '/'],
    ['//', '/'],
    ['/\\evil.example', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/\\/evil.example?x=1', '/evil.example?x=1'],
  ])('%s redirects to the local path %s', async (target, location) => {
    const answer = await raw([`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
    expect(status(answer)).toBe(301);
    expect(answer).toMatch(new RegExp(`^Location: ${location.replace(/[?]/g, '\\$&')}\r$`, 'm'));
  });
});

describe('clients that disappear', () => {
  it('survives a client that disconnects mid-stream', async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /services/photography HTTP/1.1\r\nHost: x\r\n\r\n'));
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
        socket.on('error', () => resolve());
      });
    }
    const after = await raw(['GET /contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(status(after)).toBe(200);
  });
});
