// The production server as one ES module (dist/node/server.js), so `npm start` runs it on plain Node: no TypeScript
// loader in the serving process (tsx's loader thread cost about 34 MB of memory, and a round trip per import()).
// Packages stay external (node_modules is there at run time); the project's own modules (#server/*, #shared/*,
// #content/*) are bundled. The page renderer is the separate SSR build in dist/server/, loaded at start-up.
import { build } from 'esbuild';

await build({
  entryPoints: ['server.ts'],
  outfile: 'dist/node/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
