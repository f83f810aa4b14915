import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifyClient } from './scripts/build/minify-client.ts';
import { clientChunkGroups } from './scripts/build/client-chunks.ts';

// react-router's package exports point Node and bundlers at its development build (extra checks, warnings,
// several times slower on the server). Production builds use its production files instead.
const rrProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** React DOM's chunk (with React and the scheduler): split out below (scripts/build/client-chunks.ts) and compiled as
 * it streams in (scripts/build/minify-client.ts). */
const REACT_DOM_CHUNK = 'react-dom';
const ENTRY = 'src/app/entry-client.tsx';

// One config for the client build, the SSR build, the dev server and vitest.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [minifyClient({ eager: [REACT_DOM_CHUNK] })])],
  resolve: {
    alias: [
      // Radix's scroll lock injects <style> tags, which the CSP blocks; this shim applies the same CSS as a constructed stylesheet.
      { find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('./src/app/lib/style-singleton.ts', import.meta.url)) },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: rrProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rrProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // Bundled into the SSR build so the alias above applies there too.
  ssr: { noExternal: mode === 'production' ? ['react-router'] : [] },
  build: {
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    target: 'es2022',
    // The client's JavaScript is minified by minifyClient (plugins above), with oxc as Vite would, after its rewrite.
    // Vite's own minifier is off, here and in the output options below (where it would print every chunk once more).
    minify: false,
    // CSS is minified in both builds: the SSR build names the admin's stylesheet by the hash of its minified bytes, as
    // the client build writes it.
    cssMinify: 'lightningcss',
    // The client has no index.html: the server renders the document and bootstraps this module.
    // boot.ts is the only script the HTML loads: it starts the entry once the hero image has arrived. The stylesheet
    // is an input of its own, not an import of the entry, so no chunk names it as a dependency to link on the client.
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: [ENTRY, 'src/app/boot.ts', 'src/app/styles/app.css'],
          // React DOM (with React and the scheduler) is a chunk of its own, which the server lists to run before the
          // entry (src/server/render/renderer.ts): two tasks instead of one long one on a slow phone. Everything else
          // the entry imports statically is in the entry's chunk.
          output: {
            minify: false,
            codeSplitting: {
              groups: clientChunkGroups({
                entry: fileURLToPath(new URL(ENTRY, import.meta.url)),
                // Rolldown names an entry's chunk after its file.
                entryName: path.parse(ENTRY).name,
                reactDom: REACT_DOM_CHUNK,
              }),
            },
          },
        },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Generous, so the suite holds with both cores busy: a test waits for conditions, and a timeout only ends a
    // test that is stuck.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['./vitest.global-setup.ts'],
    // The Observatory's scanner lives in its own install (test/observatory); it runs through Vite (not Node's loader)
    // so the test can stand in for its downloaded HSTS preload list.
    alias: [
      {
        find: /^@mdn\/mdn-http-observatory/,
        replacement: fileURLToPath(new URL('./test/observatory/node_modules/@mdn/mdn-http-observatory', import.meta.url)),
      },
    ],
    server: { deps: { inline: [/mdn-http-observatory/] } },
  },
}));
