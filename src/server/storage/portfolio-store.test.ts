// The store: seeding, corrupt files moved aside, serialised fsynced writes, unique ids, and reorder rules.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedPortfolio } from '#content/seed-portfolio';
import { PortfolioStore } from './portfolio-store';

const item = { title: 'T', description: 'D', type: 'image' as const, src: 'kitchen' };

function tempFile() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'nf-store-')), 'db.json');
}

function quiet() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, log: { error: keep, warn: keep, info: keep } };
}

describe('PortfolioStore', () => {
  it('seeds a missing file from the starting items', async () => {
    const file = tempFile();
    const { log, lines } = quiet();
    const store = new PortfolioStore(file, log);
    expect(await store.read()).toEqual(seedPortfolio);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(seedPortfolio);
    expect(lines.join()).toMatch(/seeded/);
  });

  it('moves a corrupt file aside, never overwriting it, and says so', async () => {
    const file = tempFile();
    writeFileSync(file, '{"photographyPortfolio": [ {"id": ');
    const { log, lines } = quiet();
    const store = new PortfolioStore(file, log);
    await store.open();
    const aside = readdirSync(path.dirname(file)).filter((f) => f.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(path.dirname(file), aside[0]!), 'utf8')).toBe('{"photographyPortfolio": [ {"id": ');
    expect(lines.join()).toMatch(/could not be read.*moved to/);
    expect(await store.list('photographyPortfolio')).toEqual(seedPortfolio.photographyPortfolio);
  });

  it('keeps unknown top-level keys out and fills missing collections', async () => {
    const file = tempFile();
    writeFileSync(
      file,
      JSON.stringify({ photographyPortfolio: [{ ...item, id: 'photography-1' }], __proto__: { x: 1 }, videoPortfolio: 'nope' }),
    );
    const store = new PortfolioStore(file, quiet().log);
    const data = await store.read();
    expect(data.photographyPortfolio).toHaveLength(1);
    expect(data.videoPortfolio).toEqual([]);
    expect(Object.keys(data)).toHaveLength(8);
  });

  it('serialises concurrent writes: every acknowledged add is on disk exactly once, with unique ids', async () => {
    const file = tempFile();
    const store = new PortfolioStore(file, quiet().log);
    const added = await Promise.all(Array.from({ length: 100 }, (_, i) => store.add('dronePortfolio', { ...item, title: `T${i}` })));
    expect(new Set(added.map((a) => a.id)).size).toBe(100);
    const disk = JSON.parse(readFileSync(file, 'utf8')).dronePortfolio as { id: string }[];
    for (const a of added) expect(disk.filter((d) => d.id === a.id)).toHaveLength(1);
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('updates in place, removes, and reorders only with the exact id set', async () => {
    const store = new PortfolioStore(tempFile(), quiet().log);
    const [a, b] = [await store.add('editingPortfolio', item), await store.add('editingPortfolio', item)];
    expect(await store.update('editingPortfolio', { ...a, title: 'New' })).toMatchObject({ id: a.id, title: 'New' });
    expect(await store.update('editingPortfolio', { ...a, id: 'missing' })).toBeUndefined();
    const ids = (await store.list('editingPortfolio')).map((i) => i.id);
    expect(await store.reorder('editingPortfolio', ids.slice(1))).toBeUndefined();
    const reversed = [...ids].reverse();
    expect((await store.reorder('editingPortfolio', reversed))!.map((i) => i.id)).toEqual(reversed);
    expect(await store.remove('editingPortfolio', b.id)).toBe(true);
    expect(await store.remove('editingPortfolio', b.id)).toBe(false);
  });
});
