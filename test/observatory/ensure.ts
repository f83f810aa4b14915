// Installs MDN HTTP Observatory's scanner into test/observatory/node_modules from its own lock file, with install
// scripts off: its API server pulls in pg-native (which compiles libpq) and a CA bundle download, neither of which
// the scanner needs. Kept apart so the site's own `npm ci` needs no compiler and no download outside the registry.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('test/observatory');
const STAMP = path.join(DIR, 'node_modules/.installed-lock');

export function ensureObservatory(): void {
  const lock = readFileSync(path.join(DIR, 'package-lock.json'), 'utf8');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lock) return;
  console.info('Installing the MDN HTTP Observatory scanner for the security test (test/observatory, about 20 s)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  writeFileSync(STAMP, lock);
}
