// The vitals file (security round 3, finding 3): a report writes its own slot, never the whole file, so a full store
// costs a report what an empty one does; the file never grows past its layout; what does not read as a sample is
// left out, and a file of another layout or an earlier version is set aside, never overwritten.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { quietLog } from '#test/test-app';
import { tempSite } from '#test/temp-site';
import { MAX_ROUTES, MAX_SAMPLES, VitalsStore } from './vitals-store';

const NOW = Date.UTC(2026, 10, 20, 15);
const clock = () => NOW;
const open = (dataDir: string) => new VitalsStore(dataDir, quietLog().log, clock);
const binFile = (dataDir: string) => path.join(dataDir, 'vitals.bin');

/** Bytes this process has written through write(2) and the like, by Linux's count. */
const bytesWritten = () => Number(/wchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))![1]);

/** Files `count` reports for each route and metric, in bursts (each burst shares one write pass and fsync). */
async function fill(store: VitalsStore, routes: string[], count: number) {
  for (const route of routes) {
    for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const) {
      await Promise.all(
        Array.from({ length: count }, (_, i) => store.add(route, name, name === 'CLS' ? 0.01 : 100 + i, `v6-${route}-${name}-${i}`)),
      );
    }
  }
}

describe('the vitals file', () => {
  it('writes a report into its own slot: on a full store one report writes a few dozen bytes, as on an empty one', async () => {
    const { dataDir } = tempSite();
    const store = open(dataDir);
    await store.add('/', 'LCP', 900, 'v6-first');
    const beforeEmpty = bytesWritten();
    await store.add('/', 'LCP', 950, 'v6-second');
    const onEmpty = bytesWritten() - beforeEmpty;

    await fill(store, ['/', '/about'], MAX_SAMPLES + 20);
    const size = statSync(binFile(dataDir)).size;
    const beforeFull = bytesWritten();
    await store.add('/about', 'LCP', 1234, 'v6-one-more');
    const onFull = bytesWritten() - beforeFull;

    expect(onEmpty).toBeLessThanOrEqual(64);
    expect(onFull).toBeLessThanOrEqual(64);
    // Past the window's 500 samples the oldest slot is reused: the file stays the size it was.
    expect(statSync(binFile(dataDir)).size).toBe(size);
    const summary = await store.summary();
    expect(summary['/about']!.LCP!.count).toBe(MAX_SAMPLES);
    await store.close();
  });

  it('never grows past its layout, however many routes report', async () => {
    const { dataDir } = tempSite();
    const store = open(dataDir);
    await Promise.all(Array.from({ length: MAX_ROUTES + 40 }, (_, i) => store.add(`/route-${i}`, 'LCP', 1000, `v6-r${i}`)));
    const full = statSync(binFile(dataDir)).size;
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.add(`/more-${i}`, 'CLS', 0.1, `v6-m${i}`)));
    expect(statSync(binFile(dataDir)).size).toBe(full);
    // 16 header bytes, then per route a 256-byte header and 6 metrics x 500 slots of 16 bytes: about 6 MB in all.
    expect(full).toBe(16 + MAX_ROUTES * (256 + 6 * MAX_SAMPLES * 16));
    expect(Object.keys(await store.summary())).toHaveLength(MAX_ROUTES);
    await store.close();
  });

  it('keeps one entry per visit and metric, and reads back what it wrote after a reopen', async () => {
    const { dataDir } = tempSite();
    const store = open(dataDir);
    await store.add('/about', 'CLS', 0.05, 'v6-a');
    await store.add('/about', 'CLS', 0.3, 'v6-a');
    await store.add('/about', 'LCP', 1800, 'v6-a');
    await store.close();
    const summary = await open(dataDir).summary();
    expect(summary['/about']!.CLS).toMatchObject({ p75: 0.3, count: 1, rating: 'poor' });
    expect(summary['/about']!.LCP).toMatchObject({ p75: 1800, count: 1 });
  });

  it('reads a slot that is not a plausible sample (a torn write, a hand edit) as empty', async () => {
    const { dataDir } = tempSite();
    const store = open(dataDir);
    await store.add('/', 'LCP', 1000, 'v6-a');
    await store.add('/', 'LCP', 2000, 'v6-b');
    await store.close();
    const bytes = readFileSync(binFile(dataDir));
    // The second LCP slot of the first route: a value of 600 s.
    bytes.writeDoubleLE(600_000, 16 + 256 + 16);
    writeFileSync(binFile(dataDir), bytes);
    expect((await open(dataDir).summary())['/']!.LCP).toMatchObject({ count: 1, p75: 1000 });
  });

  it('moves a file of another layout aside and starts anew', async () => {
    const { dataDir } = tempSite();
    writeFileSync(binFile(dataDir), 'not a vitals file');
    const store = open(dataDir);
    expect(await store.summary()).toEqual({});
    await store.add('/', 'FCP', 800);
    expect(readdirSync(dataDir).some((name) => name.startsWith('vitals.bin.corrupt-'))).toBe(true);
    expect((await open(dataDir).summary())['/']!.FCP).toMatchObject({ count: 1 });
  });

  it("reads an earlier version's vitals.json in once, leaving out what is implausible, then sets it aside", async () => {
    const { dataDir } = tempSite();
    const day = 86_400_000;
    const legacy = {
      routes: {
        '/about': { LCP: [[NOW - day, 1500, 'v5-x'], [NOW - day, 600_000, 'v5-y'], 'junk'], INP: [[NOW - 2 * day, 120]] },
        'not-a-path': { LCP: [[NOW, 100]] },
      },
    };
    writeFileSync(path.join(dataDir, 'vitals.json'), JSON.stringify(legacy));
    const summary = await open(dataDir).summary();
    expect(summary['/about']!.LCP).toMatchObject({ count: 1, p75: 1500 });
    expect(summary['/about']!.INP).toMatchObject({ count: 1, p75: 120 });
    expect(Object.keys(summary)).toEqual(['/about']);
    expect(existsSync(path.join(dataDir, 'vitals.json'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'vitals.json.imported'))).toBe(true);
    // Read in once: the next start finds the samples in vitals.bin.
    expect((await open(dataDir).summary())['/about']!.LCP).toMatchObject({ count: 1 });
  });
});
