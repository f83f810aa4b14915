// The build passes that shape the client's code, checked on what `npm run build` wrote to dist/client (vitest's
// global setup builds it when the sources are newer), so a Vite or Rolldown upgrade that switches one off fails
// here. The unit tests beside them cover each pass's edge cases on small inputs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './eager-compile.ts';

const DIST = new URL('../../dist/client/', import.meta.url);
type Chunk = { file: string; name?: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<string, Chunk>;
const chunkNamed = (name: string) => Object.entries(manifest).find(([, c]) => c.name === name);
const code = (chunk: Chunk) => readFileSync(new URL(chunk.file, DIST), 'utf8');

// A CommonJS wrapper as rolldown prints it after minification, `e((function(e,t){`, and as an arrow, `e(((e,t)=>{`.
const FUNCTION_WRAPPER = /[\w$]\(\(function\([\w$,]*\)\{/g;
const ARROW_WRAPPER = /[\w$]\(\(\(?[\w$,]*\)?=>\{/g;

describe('the built client', () => {
  const [reactDomKey, reactDom] = chunkNamed('react-dom') ?? [];
  const [, entry] = chunkNamed('entry-client') ?? [];

  it('has React DOM, React and the scheduler in a chunk of their own, which the entry imports (client-chunks.ts)', () => {
    expect(reactDom, 'no react-dom chunk in the build manifest').toBeDefined();
    expect(entry?.imports).toContain(reactDomKey);
    const body = code(reactDom!);
    expect(body).toContain('react.transitional.element'); // React
    expect(body).toContain('unstable_scheduleCallback'); // the scheduler
    expect(body).toContain('hydrateRoot'); // React DOM's client
    expect(code(entry!)).not.toContain('react.transitional.element');
  });

  it("starts React DOM's chunk with V8's compile hint and wraps each of its CommonJS modules in a function expression (eager-compile.ts)", () => {
    const body = code(reactDom!);
    expect(body.startsWith(COMPILE_HINT)).toBe(true);
    expect(body.match(FUNCTION_WRAPPER)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(body.match(ARROW_WRAPPER) ?? []).toEqual([]);
  });

  it('gives the compile hint to no other chunk, and minifies every chunk (minify-client.ts)', () => {
    for (const chunk of Object.values(manifest).filter((c) => c.file.endsWith('.js'))) {
      const body = code(chunk);
      // Booleans, so a failure names the chunk without printing all of it.
      if (chunk !== reactDom) expect(body.includes('allFunctionsCalledOnLoad'), `${chunk.file} has the hint`).toBe(false);
      // Minified: a few long lines (template literals keep their own newlines), where the unminified chunk has one
      // line per 30-40 bytes.
      expect(body.split('\n').length, `${chunk.file} lines`).toBeLessThanOrEqual(2 + body.length / 400);
    }
  });
});
