// npm start: build when there is no build or when any source is newer than it, then serve production.
import { ensureBuild } from './ensure-build.ts';

try {
  ensureBuild();
} catch {
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('../server.ts');
