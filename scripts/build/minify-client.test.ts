import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { minifyClient } from './minify-client.ts';

// A chunk as rolldown prints a wrapped CommonJS module: the wrapper function in parentheses, called on first require.
const WRAPPED = `/** @license MIT */
import { t as __commonJSMin } from "./rolldown-runtime.js";
var require_lib = __commonJSMin(((exports, module) => {
  function add(first, second) { return first + second; }
  module.exports = { add };
}));
export { require_lib as t };
`;

async function minify(chunkName: string): Promise<string> {
  const hook = minifyClient(['react-dom']).renderChunk as Extract<Plugin['renderChunk'], (...args: never[]) => unknown>;
  const context = { error: (message: string) => Promise.reject(new Error(message)) };
  const chunk = { name: chunkName, fileName: `assets/${chunkName}-hash.js` };
  const result = (await hook.call(context as never, WRAPPED, chunk as never, { sourcemap: false } as never, {} as never)) as {
    code: string;
  };
  return result.code;
}

describe('minifyClient', () => {
  it("keeps the parentheses around the CommonJS wrapper in React DOM's chunk", async () => {
    const code = await minify('react-dom');
    // `e(((e,t)=>{`, where terser prints `e((e,t)=>{`.
    expect(code).toMatch(/[\w$]\(\(\([\w$]+,[\w$]+\)=>\{/);
    expect(code.length).toBeLessThan(WRAPPED.length / 2);
  });

  it('minifies every other chunk with terser, without the licence comments', async () => {
    const code = await minify('entry-client');
    expect(code).not.toContain('\n  ');
    expect(code).not.toMatch(/\/\*|\/\//);
    expect(code).toContain('export{');
  });
});
