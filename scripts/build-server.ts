// The production server as one ES module (dist/node/server.js), so `npm start` runs it on plain Node: no TypeScript
// loader in the serving process (tsx's loader thread cost about 34 MB of memory, and a round trip per import()).
// Packages stay external (node_modules is there at run time); the project's own modules (#server/*, #shared/*,
// #content/*) are bundled. The page renderer is the separate SSR build in dist/server/, loaded at start-up. Code
// the server loads only on demand (the PostgreSQL state) is split into chunks of its own, with the packages it
// imports, so a server on files never loads the PostgreSQL driver.
import { build } from 'esbuild';

await build({
  // The image worker is a process of its own (src/server/storage/image-jobs.ts forks it): dist/node/image-worker.js.
  entryPoints: ['server.ts', 'src/server/storage/image-worker.ts'],
  outdir: 'dist/node',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
