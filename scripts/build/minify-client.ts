// The client build's minifier, chosen chunk by chunk (vite.config.ts).
//
// Terser, three passes, for every chunk but React DOM's: the entry comes out about 0.3 KB of brotli smaller than oxc
// (Vite's default) makes it.
//
// React DOM's chunk goes to oxc. It comes out 72 B smaller there, and oxc keeps the parentheses around the function
// that wraps each CommonJS module (`e((e=>{…}))`). V8 reads a parenthesised function as one about to run and compiles
// it in a single pass. Terser drops them, so V8 pre-parses the whole of React DOM and then parses it again when the
// page requires it: about 85 ms more of the entry's first task at 4x CPU on every page (docs/performance.md).
import { minify as oxc, type Plugin } from 'vite';
import { minify as terser, type MinifyOptions } from 'terser';

const TERSER_OPTIONS: MinifyOptions = { module: true, ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { comments: false } };

/** `oxcChunks`: the names of the chunks oxc minifies (a code-splitting group's name, or an entry's). */
export function minifyClient(oxcChunks: readonly string[]): Plugin {
  return {
    name: 'northframe:minify-client',
    apply: 'build',
    enforce: 'post',
    async renderChunk(code, chunk, outputOptions) {
      const sourcemap = Boolean(outputOptions.sourcemap);
      if (oxcChunks.includes(chunk.name)) {
        const result = await oxc(chunk.fileName, code, { module: true, compress: { target: 'es2022' }, mangle: true, sourcemap });
        if (result.errors.length > 0) this.error(`oxc could not minify ${chunk.fileName}: ${result.errors[0]!.message}`);
        return { code: result.code, map: result.map ?? null };
      }
      const result = await terser(code, { ...TERSER_OPTIONS, sourceMap: sourcemap });
      return { code: result.code ?? '', map: typeof result.map === 'string' ? result.map : null };
    },
  };
}
