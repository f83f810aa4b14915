// Keeps committed images honest: every manifest file exists, and every source's current hash
// matches the manifest, so an edited scene or photo without `npm run images` fails CI.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '#content/client-logos';
import { OUT_DIR, ROOT, listSources, outputFiles, readManifest } from './sources';

const manifest = readManifest();
const sources = listSources();

describe('image manifest', () => {
  it('lists every source and nothing else', () => {
    expect(Object.keys(manifest).sort()).toEqual(sources.map((s) => s.name).sort());
  });

  it.each(Object.entries(manifest))('%s has all its files on disk', (name, entry) => {
    const missing = outputFiles(name, entry).filter((f) => !existsSync(join(OUT_DIR, f)));
    expect(missing).toEqual([]);
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(entry.widths.length).toBeGreaterThan(0);
  });

  it.each(sources.map((s) => [s.name, s.hash] as const))('%s is up to date (run `npm run images`)', (name, hash) => {
    expect(manifest[name]?.hash).toBe(hash);
  });
});

describe('brand files', () => {
  it('has every client logo and icon', () => {
    expect(clientLogos).toHaveLength(20);
    for (const l of clientLogos) expect(existsSync(join(ROOT, 'public', l.logo))).toBe(true);
    for (const f of ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'og-default.jpg']) {
      expect(existsSync(join(ROOT, 'public', f))).toBe(true);
    }
  });
});
