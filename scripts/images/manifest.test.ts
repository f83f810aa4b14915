// The image manifest is made from the masters (npm run images:manifest, the build's first step): it lists every
// master and nothing else, at its current hash, and every file a page can ask for is named so the server can tell it
// from anything else. Brand files (favicon, icons, the social card, client wordmarks) are in public/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '#content/client-logos';
import type { ImageManifest } from '#shared/image-manifest';
import { listMasters, masterHash } from '#server/images/masters';
import { fileName, parseFileName, variantsOf } from '#server/images/recipe';
import { SiteImageOverlay } from '#server/images/site-image-overlay';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'src/content/image-manifest.json'), 'utf8')) as ImageManifest;
const masters = listMasters(root);
/** The manifest as the server reads it, with no edits from the owner. */
const rows = new SiteImageOverlay(manifest);

describe('image manifest', () => {
  it('lists every master and nothing else, each at its current hash', () => {
    expect(Object.keys(manifest).sort()).toEqual(masters.map((m) => m.name).sort());
    for (const m of masters) expect(manifest[m.name]!.hash, m.name).toBe(masterHash(root, m));
  });

  it('names every file of every image so that the server finds exactly that file, and no other', () => {
    for (const [name, entry] of Object.entries(manifest)) {
      expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
      for (const v of variantsOf(entry)) expect(parseFileName(fileName(name, entry.hash, v), rows)?.variant).toEqual(v);
    }
    const [name, entry] = Object.entries(manifest)[0]!;
    for (const invented of [
      `${name}.${entry.hash}.333.avif`,
      `${name}.00000000.480.avif`,
      `${name}.${entry.hash}.480.png`,
      `${name}.${entry.hash}.p1920.avif`,
      `no-such-image.${entry.hash}.480.avif`,
      `../${name}.${entry.hash}.480.avif`,
      `__proto__.${entry.hash}.480.avif`,
    ]) {
      expect(parseFileName(invented, rows), invented).toBeNull();
    }
  });
});

describe('brand files', () => {
  it('has every client logo and icon', () => {
    expect(clientLogos).toHaveLength(20);
    for (const l of clientLogos) expect(existsSync(join(root, 'public', l.logo))).toBe(true);
    for (const f of ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'og-default.jpg']) {
      expect(existsSync(join(root, 'public', f))).toBe(true);
    }
  });
});
