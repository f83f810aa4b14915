// The client build's minifier, chosen chunk by chunk (vite.config.ts).
//
// Terser, three passes, for every chunk but React DOM's: the entry comes out about 0.3 KB of brotli smaller than oxc
// (Vite's default) makes it.
//
// React DOM's chunk goes to oxc. It comes out 72 B smaller there, and oxc keeps the parentheses around the function
// that wraps each CommonJS module; terser drops them, and its React DOM ran the entry's first task about 85 ms longer
// at 4x CPU. Before oxc, those wrappers become function expressions, and the chunk gets V8's compile hint
// (eager-compile.ts): V8 then compiles React DOM as it streams in, off the main thread (docs/performance.md).
import { minify as oxc, type Plugin } from 'vite';
import { minify as terser, type MinifyOptions } from 'terser';
import { COMPILE_HINT, commonJsWrappersAsFunctions } from './eager-compile.ts';

const TERSER_OPTIONS: MinifyOptions = { module: true, ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { comments: false } };

/** A minified chunk: its code and, in a `--sourcemap` build, its map. */
type Minified = { code: string; map: string | null };

/** A source map's mappings, moved down one line for a line put before the code. */
function shiftMapDown(map: string | null): string | null {
  if (map === null) return null;
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * `oxc`: the names of the chunks oxc minifies (a code-splitting group's name, or an entry's); their CommonJS wrappers
 * become function expressions first. `compileHints`: the chunks that get V8's compile hint.
 * Both are in scripts/build/eager-compile.ts.
 */
export function minifyClient({ oxc: oxcChunks, compileHints }: { oxc: readonly string[]; compileHints: readonly string[] }): Plugin {
  return {
    name: 'northframe:minify-client',
    apply: 'build',
    enforce: 'post',
    async renderChunk(code, chunk, outputOptions) {
      const sourcemap = Boolean(outputOptions.sourcemap);
      let minified: Minified;
      if (oxcChunks.includes(chunk.name)) {
        const source = commonJsWrappersAsFunctions(code);
        const result = await oxc(chunk.fileName, source, { module: true, compress: { target: 'es2022' }, mangle: true, sourcemap });
        if (result.errors.length > 0) this.error(`oxc could not minify ${chunk.fileName}: ${result.errors[0]!.message}`);
        minified = { code: result.code, map: result.map ? JSON.stringify(result.map) : null };
      } else {
        const result = await terser(code, { ...TERSER_OPTIONS, sourceMap: sourcemap });
        minified = { code: result.code ?? '', map: typeof result.map === 'string' ? result.map : null };
      }
      if (!compileHints.includes(chunk.name)) return minified;
      return { code: COMPILE_HINT + minified.code, map: shiftMapDown(minified.map) };
    },
  };
}
