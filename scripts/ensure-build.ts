// Builds the site when there is no build or when any source is newer than it. Used by npm start and the SSR tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildIsStale(root = process.cwd()): boolean {
  const marker = path.join(root, 'dist/server/entry-server.js');
  if (!existsSync(marker) || !existsSync(path.join(root, 'dist/client/.vite/manifest.json'))) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function ensureBuild(root = process.cwd()) {
  if (!buildIsStale(root)) return;
  console.info('Building the site (no build yet, or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) throw new Error('The build failed');
}
