import { describe, expect, it } from 'vitest';
import { clientChunkGroups, REACT_DOM_MODULES, staticImports, type ModuleGraph } from './client-chunks.ts';

/** A module graph from a table of static imports; a dynamic import is not an edge. */
function graphOf(imports: Record<string, string[]>): ModuleGraph & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getModuleInfo(id) {
      asked.push(id);
      return id in imports ? { importedIds: imports[id]! } : null;
    },
  };
}

// The entry imports the picture, which the picture's helper and React serve; a lazy page imports the picture too, and
// its own card, which the entry never imports.
const GRAPH = {
  '/app/entry.tsx': ['/app/picture.tsx', '/node_modules/react-dom/client.js'],
  '/app/picture.tsx': ['/app/images.ts', '/node_modules/react/index.js'],
  '/app/images.ts': ['/app/picture.tsx'],
  '/app/page.tsx': ['/app/picture.tsx', '/app/card.tsx'],
  '/app/card.tsx': [],
  '/node_modules/react-dom/client.js': ['/node_modules/react/index.js', '/node_modules/scheduler/index.js'],
  '/node_modules/react/index.js': [],
  '/node_modules/scheduler/index.js': [],
};

describe('staticImports', () => {
  it("follows the entry's static imports to the end, once each, through a cycle", () => {
    const graph = graphOf(GRAPH);
    expect([...staticImports('/app/entry.tsx', graph)].sort()).toEqual([
      '/app/entry.tsx',
      '/app/images.ts',
      '/app/picture.tsx',
      '/node_modules/react-dom/client.js',
      '/node_modules/react/index.js',
      '/node_modules/scheduler/index.js',
    ]);
    expect(new Set(graph.asked).size).toBe(graph.asked.length);
  });

  it('stops at a module the graph does not know (an external)', () => {
    expect([...staticImports('/app/entry.tsx', graphOf({ '/app/entry.tsx': ['node:fs'] }))]).toEqual(['/app/entry.tsx', 'node:fs']);
  });
});

describe('clientChunkGroups', () => {
  const [reactDom, entry] = clientChunkGroups({ entry: '/app/entry.tsx', entryName: 'entry-client', reactDom: 'react-dom' });

  it("puts React, React DOM and the scheduler in React DOM's chunk, ahead of the entry's rule", () => {
    expect(reactDom).toMatchObject({ name: 'react-dom', test: REACT_DOM_MODULES });
    expect(reactDom!.priority).toBeGreaterThan(entry!.priority);
    for (const id of ['/node_modules/react-dom/client.js', '/node_modules/react/jsx-runtime.js', '/node_modules/scheduler/index.js'])
      expect(REACT_DOM_MODULES.test(id)).toBe(true);
    // A package whose name only starts with "react" stays where rolldown puts it.
    expect(REACT_DOM_MODULES.test('/node_modules/react-router/dist/index.mjs')).toBe(false);
  });

  it("names the entry's chunk for every module the entry imports statically, and no chunk for the rest", () => {
    const name = entry!.name as Exclude<NonNullable<typeof entry>['name'], string>;
    const graph = graphOf(GRAPH);
    expect(name('/app/picture.tsx', graph)).toBe('entry-client');
    expect(name('/app/images.ts', graph)).toBe('entry-client');
    expect(name('/app/entry.tsx', graph)).toBe('entry-client');
    expect(name('/app/card.tsx', graph)).toBeNull();
    expect(name('/app/page.tsx', graph)).toBeNull();
    // The graph is read once per build, on the first module asked about.
    expect(graph.asked.filter((id) => id === '/app/entry.tsx')).toHaveLength(1);
  });
});
