// The store: seeding, corrupt files moved aside, serialised fsynced writes, unique ids, and reorder rules.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedPortfolio } from '#content/seed-portfolio';
import { quietLog } from '#test/test-app';
import { PortfolioStore } from './portfolio-store';

const item = { title: 'T', description: 'D', type: 'image' as const, src: 'leslieville-kitchen' };

function tempFile() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'nf-store-')), 'db.json');
}

const quiet = quietLog;

describe('PortfolioStore', () => {
  it('seeds a missing file from the starting items', async () => {
    const file = tempFile();
    const { log, lines } = quiet();
    const store = new PortfolioStore(file, log);
    expect(await store.read()).toEqual(seedPortfolio);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(seedPortfolio);
    expect(lines.join()).toMatch(/seeded/);
  });

  it('seeds a store whose folder does not exist yet', async () => {
    const file = path.join(path.dirname(tempFile()), 'new', 'folder', 'db.json');
    const store = new PortfolioStore(file, quiet().log);
    expect(await store.read()).toEqual(seedPortfolio);
    expect(existsSync(file)).toBe(true);
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
    const logged = JSON.parse(lines.join()) as { msg: string; movedTo: string; level: number };
    expect(logged.msg).toMatch(/could not be read/);
    expect(logged.movedTo).toBe(path.join(path.dirname(file), aside[0]!));
    expect(logged.level).toBe(50);
    expect(await store.list('photographyPortfolio')).toEqual(seedPortfolio.photographyPortfolio);
  });

  it('sets apart items that fail the item schema (a null, a missing title, a duplicate id), keeps them beside the store, and says so', async () => {
    const file = tempFile();
    const good = { ...item, id: 'photography-1', alt: 'A kitchen' };
    writeFileSync(
      file,
      JSON.stringify({ photographyPortfolio: [null, good, { ...item, id: 'photography-2', title: '' }, good], videoPortfolio: [] }),
    );
    const { log, lines } = quiet();
    const store = new PortfolioStore(file, log);
    expect(await store.list('photographyPortfolio')).toEqual([good]);
    const aside = readdirSync(path.dirname(file)).filter((f) => f.startsWith('db.json.quarantine-'));
    expect(aside).toHaveLength(1);
    const kept = JSON.parse(readFileSync(path.join(path.dirname(file), aside[0]!), 'utf8')) as {
      index: number;
      item: unknown;
      reason: string;
    }[];
    expect(kept.map((k) => k.index)).toEqual([0, 2, 3]);
    expect(kept[0]!.item).toBeNull();
    expect(kept[2]!.reason).toMatch(/duplicate id/);
    expect(lines.join()).toMatch(/did not pass the item schema/);
    // The store on disk no longer holds them, so the next start is clean.
    expect(JSON.parse(readFileSync(file, 'utf8')).photographyPortfolio).toEqual([good]);
  });

  it('gives an item saved with a retired drawing name the render that replaced it, and writes that back', async () => {
    const file = tempFile();
    const old = { ...item, id: 'photography-1', alt: 'A house at dusk', src: 'house-dusk', thumbnail: 'kitchen' };
    writeFileSync(file, JSON.stringify({ photographyPortfolio: [old] }));
    const { log, lines } = quiet();
    const store = new PortfolioStore(file, log);
    const renamed = { ...old, src: 'leaside-infill-twilight', thumbnail: 'leslieville-kitchen' };
    expect(await store.list('photographyPortfolio')).toEqual([renamed]);
    expect(readdirSync(path.dirname(file)).filter((f) => f.includes('quarantine'))).toEqual([]);
    expect(lines.join()).toMatch(/retired site images/);
    expect(JSON.parse(readFileSync(file, 'utf8')).photographyPortfolio).toEqual([renamed]);
  });

  it('removes the temporary file of a write that failed (a full disk) and keeps the old data', async () => {
    const file = tempFile();
    const store = new PortfolioStore(file, quiet().log);
    await store.open();
    const before = await store.list('dronePortfolio');
    // A directory where the final file should go makes the rename fail after the temp file was written.
    const { rmSync, mkdirSync } = await import('node:fs');
    rmSync(file);
    mkdirSync(file);
    await expect(store.add('dronePortfolio', item)).rejects.toThrow(/could not be saved/);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await store.list('dronePortfolio')).toEqual(before);
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
