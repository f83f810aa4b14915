// The media store and the vitals store keep the portfolio store's promises: an acknowledged write is on disk
// (a kill -9 right after the answer loses nothing), a file that does not parse is moved aside, not overwritten,
// and writes queued together all land.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { adminEnv } from '#test/admin-session';
import { quietLog } from '#test/test-app';
import { tempSite } from '#test/temp-site';
import { freePort, processSite, signInOverHttp, startServerProcess } from '#test/server-process';
import type { MediaEntry, VitalsResponse } from '#shared/api';
import type { MediaRecord } from '#shared/api';
import { mediaRecord } from '#test/media-record';
import { MediaStore, mediaFileFor } from './media-store';
import { VitalsStore } from '../vitals/vitals-store';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const record = mediaRecord;

describe('MediaStore', () => {
  it('keeps every one of 100 concurrent acknowledged writes, on disk and after reopening', async () => {
    const site = tempSite();
    const file = mediaFileFor(site.dbFile);
    expect(path.basename(file)).toBe('db.media.json');
    const store = new MediaStore(file, quietLog().log);
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.add(record(i))));
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.update(record(i).id, { alt: `alt ${i}` })));
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as { media: MediaRecord[] };
    expect(onDisk.media).toHaveLength(100);
    const reopened = new MediaStore(file, quietLog().log);
    const list = await reopened.list();
    expect(list).toHaveLength(100);
    expect(list.filter((m) => m.alt.startsWith('alt ')).length).toBe(50);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('moves a file that does not parse aside, starts empty, and logs it', async () => {
    const site = tempSite();
    const file = mediaFileFor(site.dbFile);
    writeFileSync(file, '{"media": [ {"id": oops');
    const { log, lines } = quietLog();
    const store = new MediaStore(file, log, site.uploadsDir);
    expect(await store.list()).toEqual([]);
    const aside = readdirSync(path.dirname(file)).find((f) => f.startsWith('db.media.json.corrupt-'));
    expect(aside).toBeTruthy();
    expect(readFileSync(path.join(path.dirname(file), aside!), 'utf8')).toContain('oops');
    expect(lines.join('\n')).toMatch(/moved aside/);
  });

  it('drops records whose file is gone from the uploads folder', async () => {
    const site = tempSite();
    const file = mediaFileFor(site.dbFile);
    writeFileSync(file, JSON.stringify({ media: [record(1)] }));
    const store = new MediaStore(file, quietLog().log, site.uploadsDir);
    expect(await store.list()).toEqual([]);
  });
});

describe('VitalsStore on disk', () => {
  it('files one entry per visit (same id replaces), keeps the window, and survives reopening', async () => {
    const site = tempSite();
    let now = Date.UTC(2026, 5, 1, 16);
    const clock = () => now;
    const store = new VitalsStore(site.dataDir, quietLog().log, clock);
    await store.add('/about', 'CLS', 0.05, 'v1-a');
    await store.add('/about', 'CLS', 0.3, 'v1-a');
    now += 86_400_000;
    await Promise.all([
      store.add('/about', 'LCP', 1800, 'v2-a'),
      store.add('/about', 'LCP', 2600, 'v2-b'),
      store.add('/', 'INP', 90, 'v2-c'),
    ]);
    const summary = await new VitalsStore(site.dataDir, quietLog().log, clock).summary();
    expect(summary['/about']!.CLS).toMatchObject({ p75: 0.3, count: 1, rating: 'poor' });
    expect(summary['/about']!.LCP).toMatchObject({ count: 2, trend: [{ day: '2026-06-02', count: 2 }] });
    expect(summary['/']!.INP).toMatchObject({ p75: 90, rating: 'good' });
    // 31 days later the old samples are out of the window.
    now += 31 * 86_400_000;
    expect(await new VitalsStore(site.dataDir, quietLog().log, clock).summary()).toEqual({});
    expect(existsSync(path.join(site.dataDir, 'vitals.bin'))).toBe(true);
  });
});

describe('kill -9 right after the answer', () => {
  it('keeps an acknowledged upload, its alt text and the vitals reports across a hard kill and restart', async () => {
    const site = processSite();
    const env = { ...site.env, ...adminEnv(fake), WARM_UP: '0' };
    let server = startServerProcess(await freePort(), env);
    await server.listening;
    const admin = await signInOverHttp(server.url, fake);
    const form = new FormData();
    const sharp = (await import('sharp')).default;
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'kill.jpg');
    const { 'Content-Type': _json, ...headers } = admin.headers;
    const uploaded = (await (await fetch(`${server.url}/api/upload`, { method: 'POST', headers, body: form })).json()) as MediaEntry;
    const patched = await fetch(`${server.url}/api/admin/media/${uploaded.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      body: JSON.stringify({ alt: 'Survives a kill' }),
    });
    expect(patched.status).toBe(200);
    const vitals = await fetch(`${server.url}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'LCP', value: 2100, id: 'kill-1', path: '/about' }),
    });
    expect(vitals.status).toBe(202);
    server.child.kill('SIGKILL');
    await server.exited;

    server = startServerProcess(await freePort(), env);
    await server.listening;
    try {
      const again = await signInOverHttp(server.url, fake);
      const media = (await (await fetch(`${server.url}/api/admin/media`, { headers: { cookie: again.cookie } })).json()) as {
        media: MediaEntry[];
      };
      expect(media.media).toEqual([expect.objectContaining({ id: uploaded.id, alt: 'Survives a kill', originalName: 'kill.jpg' })]);
      const figures = (await (
        await fetch(`${server.url}/api/admin/vitals`, { headers: { cookie: again.cookie } })
      ).json()) as VitalsResponse;
      expect(figures.routes['/about']?.LCP).toMatchObject({ p75: 2100, count: 1 });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
