// Builds the site when there is no build or when any source is newer than it. Used by npm start (scripts/start.mjs runs
// this file) and the SSR tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'server.ts', 'vite.config.ts', 'package.json', 'package-lock.json'];

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
  const outputs = [marker, 'dist/client/.vite/manifest.json', 'dist/node/server.js'].map((f) => path.resolve(root, f));
  if (outputs.some((f) => !existsSync(f))) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function ensureBuild(root = process.cwd()) {
  if (!buildIsStale(root)) return;
  console.info('Building the site (no build yet, or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) throw new Error('The build failed');
}

// Run as a script (`tsx scripts/ensure-build.ts`): build if stale, exit 1 if the build failed.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'ensure-build.ts')) {
  try {
    ensureBuild();
  } catch {
    process.exit(1);
  }
}
