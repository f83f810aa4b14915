// The client build's minifier (vite.config.ts): oxc, Vite's own, for every chunk, run here rather than by Vite so
// that React DOM's chunk can be rewritten first. Its CommonJS wrappers become function expressions in parentheses,
// and it gets V8's compile hint (eager-compile.ts): V8 then compiles React DOM as the script streams in, off the main
// thread, instead of in the entry's first task. oxc keeps those parentheses (terser drops them).
import { minify as oxc, type Plugin } from 'vite';
import { COMPILE_HINT, commonJsWrappersAsFunctions } from './eager-compile.ts';

/** A source map's mappings, moved down one line for a line put before the code. */
function shiftMapDown(map: string | null): string | null {
  if (map === null) return null;
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/** `eager`: the names of the chunks (a code-splitting group's name, or an entry's) compiled as they stream in. */
export function minifyClient({ eager }: { eager: readonly string[] }): Plugin {
  return {
    name: 'northframe:minify-client',
    apply: 'build',
    enforce: 'post',
    async renderChunk(code, chunk, outputOptions) {
      const sourcemap = Boolean(outputOptions.sourcemap);
      const isEager = eager.includes(chunk.name);
      const source = isEager ? commonJsWrappersAsFunctions(code) : code;
      const result = await oxc(chunk.fileName, source, { module: true, compress: { target: 'es2022' }, mangle: true, sourcemap });
      if (result.errors.length > 0) this.error(`oxc could not minify ${chunk.fileName}: ${result.errors[0]!.message}`);
      const map = result.map ? JSON.stringify(result.map) : null;
      if (!isEager) return { code: result.code, map };
      return { code: COMPILE_HINT + result.code, map: shiftMapDown(map) };
    },
  };
}
