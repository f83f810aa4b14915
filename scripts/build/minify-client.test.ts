import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { minifyClient } from './minify-client.ts';
import { COMPILE_HINT } from './eager-compile.ts';

// A chunk as rolldown prints a wrapped CommonJS module: the wrapper function in parentheses, called on first require.
const WRAPPED = `/** @license MIT */
import { t as __commonJSMin } from "./rolldown-runtime.js";
var require_lib = __commonJSMin(((exports, module) => {
  function add(first, second) { return first + second; }
  module.exports = { add };
}));
export { require_lib as t };
`;

async function minify(chunkName: string, options: { compileHints?: string[]; sourcemap?: boolean } = {}) {
  const plugin = minifyClient({ oxc: ['react-dom'], compileHints: options.compileHints ?? [] });
  const hook = plugin.renderChunk as Extract<Plugin['renderChunk'], (...args: never[]) => unknown>;
  const context = { error: (message: string) => Promise.reject(new Error(message)) };
  const chunk = { name: chunkName, fileName: `assets/${chunkName}-hash.js` };
  const output = { sourcemap: options.sourcemap ?? false };
  return (await hook.call(context as never, WRAPPED, chunk as never, output as never, {} as never)) as { code: string; map: string | null };
}

describe('minifyClient', () => {
  it("writes React DOM's CommonJS wrappers as function expressions in parentheses, minified by oxc", async () => {
    const { code } = await minify('react-dom');
    // `e((function(e,t){`: an arrow here (`e(((e,t)=>{`) is compiled on the main thread when it is first called.
    expect(code).toMatch(/[\w$]\(\(function\([\w$]+,[\w$]+\)\{/);
    expect(code).not.toContain('=>');
    expect(code.length).toBeLessThan(WRAPPED.length / 2);
  });

  it('minifies every other chunk with terser, without the licence comments', async () => {
    const { code } = await minify('entry-client');
    expect(code).not.toContain('\n  ');
    expect(code).not.toMatch(/\/\*|\/\//);
    expect(code).toContain('export{');
  });

  it("puts V8's compile hint first in the chunks named, minified by oxc or by terser", async () => {
    expect((await minify('react-dom', { compileHints: ['react-dom'] })).code.startsWith(COMPILE_HINT)).toBe(true);
    expect((await minify('entry-client', { compileHints: ['react-dom'] })).code).not.toContain('allFunctionsCalledOnLoad');
    expect((await minify('entry-client', { compileHints: ['entry-client'] })).code.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('moves the source map down the one line the hint adds', async () => {
    for (const chunk of ['react-dom', 'entry-client']) {
      const plain = JSON.parse((await minify(chunk, { sourcemap: true })).map!) as { mappings: string };
      const hinted = JSON.parse((await minify(chunk, { sourcemap: true, compileHints: [chunk] })).map!) as { mappings: string };
      expect(plain.mappings.length).toBeGreaterThan(10);
      expect(hinted.mappings).toBe(`;${plain.mappings}`);
    }
  });
});
