// GET /img/NAME.HASH.WIDTH.EXT: a site image's served file. Each is made once from its master by the image worker
// (recipe.ts, variants.ts), the first time it is asked for, into the image cache (IMAGE_CACHE_DIR; several instances
// may share one), and served from there ever after; nothing under /img is committed. Only a file the manifest lists
// is ever made, so a request cannot make the server encode an invented size: anything else is a cheap 404. The
// start-up warm-up asks for every file the pages use, in the pages' order, at the worker's lowest priority (its
// user agent says so), so visitors' files are made first and a warmed server has them all.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { ImageManifestEntry } from '#shared/image-manifest';
import type { ImageJobs } from '../storage/image-jobs';
import { listMasters, type Master } from './masters';
import { fileName, parseFileName } from './recipe';

/** Looks up an image's row by name: as the site uses it now, and as it was built. */
export interface ImageRows {
  entry(name: string): ImageManifestEntry | undefined;
  builtIn(name: string): ImageManifestEntry | undefined;
}

/** The warm-up's user agent (warm-up.ts): its files are made when no visitor's waits. */
export const WARM_UP_AGENT = 'northframe-warm-up';

export class SiteImages {
  private readonly masters: Map<string, Master>;
  /** Files being made, so a burst of requests for one file makes it once. */
  private readonly making = new Map<string, Promise<void>>();

  /** `rows` is the manifest as the site uses it now: the owner may have moved a focal point (site-image-overlay.ts). */
  constructor(
    private readonly root: string,
    readonly cacheDir: string,
    private readonly rows: ImageRows,
    private readonly jobs: ImageJobs,
  ) {
    this.masters = new Map(listMasters(root).map((m) => [m.name, m]));
  }

  /** The file's path in the cache, made first if it is not there; null when the name is not a file of the manifest. */
  async ensure(file: string, { background = false } = {}): Promise<string | null> {
    // The built-in files stay served after the owner moves a focal point: a page cached before it names them.
    const asked = parseFileName(file, this.rows) ?? parseFileName(file, { entry: (name) => this.rows.builtIn(name) });
    const found = asked && this.masters.get(asked.name);
    if (!asked || !found) return null;
    // The tall crop is cut around the point the row names (the owner's, when they moved it).
    const master: Master = { ...found, focal: asked.entry.focal };
    const out = path.join(this.cacheDir, fileName(asked.name, asked.entry.hash, asked.variant));
    if (existsSync(out)) return out;
    let made = this.making.get(out);
    // Asked for by the warm-up and still waiting in its lane: a visitor's request moves it to the first.
    if (made && !background) this.jobs.promote(out);
    if (!made) {
      made = this.jobs.variant(this.root, master, asked.variant, out, { background }).finally(() => this.making.delete(out));
      this.making.set(out, made);
    }
    await made;
    return out;
  }

  handler(): RequestHandler {
    return (req, res, next) => {
      const file = req.path.startsWith('/img/') ? req.path.slice('/img/'.length) : '';
      if (!file || file.includes('/')) return next();
      this.ensure(file, { background: req.get('user-agent') === WARM_UP_AGENT }).then(
        (found) => {
          if (!found) return res.status(404).type('text/plain').send('Not found');
          // Hashed names: a year, immutable (static-files.ts's IMMUTABLE). Sent by its name inside the cache, so a
          // cache folder under a dot folder (the default, .cache/img) is not refused as a dotfile.
          res.sendFile(path.basename(found), { root: this.cacheDir, maxAge: '1y', immutable: true, dotfiles: 'deny', lastModified: false });
        },
        (error: unknown) => next(error),
      );
    };
  }
}
