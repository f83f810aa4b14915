// The real process: a bad environment stops it with a message; SIGTERM lets a request in flight finish, then exits 0.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { testConfig } from '#test/test-app';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  // Awaited only by tests that expect the server to start.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad environment with a message naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('drains a request in flight on SIGTERM, then exits 0', async () => {
    const config = testConfig();
    const port = 41000 + Math.floor(Math.random() * 2000);
    const server = startServer({ PORT: String(port), DB_FILE: config.dbFile, UPLOADS_DIR: config.uploadsDir, DATA_DIR: config.dataDir });
    await server.listening;

    // Start a POST whose body has not fully arrived yet, then ask the server to stop.
    const body = JSON.stringify({ name: 'LCP', value: 900, path: '/' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString()));
    socket.write(
      `POST /api/vitals HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));

    expect(response).toMatch(/^HTTP\/1\.1 202/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM');
  }, 30000);
});
