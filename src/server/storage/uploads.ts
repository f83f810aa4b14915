// Upload files on disk beside the processing: the temporary files a killed process left behind, and how much the
// uploads folder holds against its quota.
import { readdir, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';

/** A half-written output of the image worker: `.name.tmp`, never served (a dot-name). */
const isUnfinished = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/**
 * Deletes temporary files that a killed process left behind, at start-up: half-written outputs in the uploads
 * folder, or uploads still waiting in DATA_DIR/incoming (`unfinished` says which names those are). They were never
 * served, but they must not pile up. `olderThanMs` spares young ones on a folder other instances share.
 */
export async function removeUnfinishedUploads(uploadsDir: string, olderThanMs = 0, unfinished = isUnfinished): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch {
    return 0;
  }
  const now = Date.now();
  const temp = names.filter(unfinished);
  const ages = await Promise.all(
    temp.map((n) =>
      stat(path.join(uploadsDir, n)).then(
        (s) => now - s.mtimeMs,
        () => -1,
      ),
    ),
  );
  const stale = temp.filter((_, i) => ages[i]! >= olderThanMs);
  await Promise.all(stale.map((n) => unlink(path.join(uploadsDir, n)).catch(() => undefined)));
  return stale.length;
}

/** How long a measured total of the uploads folder is trusted before it is measured again (deletions lower it). */
const USAGE_FRESH_MS = 60_000;

/**
 * The bytes the uploads folder holds, against its quota (UPLOADS_QUOTA_MB) and the disk's free space. Measured by
 * listing the folder at most once a minute, with each saved upload added as it lands, so an upload never waits on a
 * walk of thousands of files.
 */
export class UploadsUsage {
  private measured?: { at: number; bytes: number };
  private measuring?: Promise<number>;

  constructor(
    private readonly dir: string,
    private readonly quotaBytes: number,
  ) {}

  private async measure(): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let bytes = 0;
    for (const name of names) bytes += (await stat(path.join(this.dir, name)).catch(() => undefined))?.size ?? 0;
    this.measured = { at: Date.now(), bytes };
    return bytes;
  }

  async bytes(): Promise<number> {
    if (this.measured && Date.now() - this.measured.at < USAGE_FRESH_MS) return this.measured.bytes;
    this.measuring ??= this.measure().finally(() => (this.measuring = undefined));
    return this.measuring;
  }

  /** A saved upload's files. */
  add(bytes: number) {
    if (this.measured) this.measured.bytes += bytes;
  }

  /** Why an upload of about `incoming` bytes cannot be stored now, or null. Processing writes about the same again. */
  async problem(incoming: number): Promise<string | null> {
    const used = await this.bytes();
    if (used + incoming > this.quotaBytes) {
      const quota = Math.round(this.quotaBytes / 1024 / 1024);
      return `The uploads folder is full (${quota} MB): delete unused images in the media library, or raise UPLOADS_QUOTA_MB`;
    }
    const disk = await statfs(this.dir).catch(() => undefined);
    if (disk && disk.bavail * disk.bsize < incoming * 3 + 256 * 1024 * 1024) {
      return 'The server’s disk is nearly full: free some space on it, then upload again';
    }
    return null;
  }
}
