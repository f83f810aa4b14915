// minifyClient on one small chunk: what it does to a chunk named eager and to any other. The real build's output is
// checked in built-client.test.ts.
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

async function minify(chunkName: string, { sourcemap = false } = {}) {
  const plugin = minifyClient({ eager: ['react-dom'] });
  const hook = plugin.renderChunk as Extract<Plugin['renderChunk'], (...args: never[]) => unknown>;
  const context = { error: (message: string) => Promise.reject(new Error(message)) };
  const chunk = { name: chunkName, fileName: `assets/${chunkName}-hash.js` };
  return (await hook.call(context as never, WRAPPED, chunk as never, { sourcemap } as never, {} as never)) as {
    code: string;
    map: string | null;
  };
}

describe('minifyClient', () => {
  it('rewrites and hints only the eager chunks, and minifies every chunk', async () => {
    const eager = (await minify('react-dom')).code;
    expect(eager.startsWith(COMPILE_HINT)).toBe(true);
    expect(eager).toMatch(/[\w$]\(\(function\([\w$]+,[\w$]+\)\{/);
    const other = (await minify('entry-client')).code;
    expect(other).not.toContain('allFunctionsCalledOnLoad');
    expect(other).toContain('=>');
    // Minified: local names mangled, whitespace and comments gone.
    for (const code of [eager.replace(COMPILE_HINT, ''), other]) {
      expect(code).not.toMatch(/second|@license|\n/);
      expect(code.length).toBeLessThan(WRAPPED.length * 0.6);
    }
  });

  it('moves the source map down the one line the hint adds', async () => {
    const map = JSON.parse((await minify('react-dom', { sourcemap: true })).map!) as { mappings: string };
    const plain = JSON.parse((await minify('entry-client', { sourcemap: true })).map!) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(plain.mappings.startsWith(';')).toBe(false);
  });
});
