// npm start: build when there is no build or when any source is newer than it (scripts/ensure-build.ts, in a child
// process under tsx), then serve production from the server bundle (dist/node/server.js) in this process, on plain
// Node: the serving process carries no TypeScript loader. Signals reach the server directly (SIGTERM drains).
import { spawnSync } from 'node:child_process';

const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
process.env.NODE_ENV ??= 'production';
await import('../dist/node/server.js');
