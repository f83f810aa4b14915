// The client build's chunks, beyond rolldown's own splitting (vite.config.ts). Two rules:
//
// React DOM, with React, its JSX runtime and the scheduler, is a chunk of its own. The server lists it to run before
// the entry, in a task of its own (docs/performance.md, "The entry in two tasks"), and minify-client.ts compiles it
// as it streams in.
//
// Every other module the entry imports statically goes into the entry's chunk. Rolldown put a few of them (the picture,
// the icon, Vite's preload helper) in small chunks of their own, because lazy chunks that other lazy chunks load import
// them too. Each such chunk was one more module script for boot.ts to append, one more request and one more task, and
// its imports and exports cost bytes on every page (docs/performance.md, "Three module scripts instead of seven").

/** What a chunk rule reads of the module graph: rolldown's `ChunkingContext`, narrowed. */
export type ModuleGraph = { getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null };

/** A code-splitting group, as rolldown's `output.codeSplitting.groups` takes it. */
type ChunkGroup = {
  name: string | ((moduleId: string, graph: ModuleGraph) => string | null);
  test?: RegExp;
  priority: number;
};

/** React DOM's chunk: its modules, by path. */
export const REACT_DOM_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The modules `entry` imports statically, itself included, read from the module graph. */
export function staticImports(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The groups for a client build whose entry is the module at `entry` (an absolute path) and whose chunk is named
 * `entryName`; React DOM's chunk is named `reactDom`. Make one set per build: the entry's imports are read from the
 * graph once, on the first module asked about.
 */
export function clientChunkGroups({ entry, entryName, reactDom }: { entry: string; entryName: string; reactDom: string }): ChunkGroup[] {
  let entryImports: Set<string> | undefined;
  return [
    // The higher priority wins: React's modules are among the entry's imports too.
    { name: reactDom, test: REACT_DOM_MODULES, priority: 2 },
    {
      name: (moduleId, graph) => {
        entryImports ??= staticImports(entry, graph);
        return entryImports.has(moduleId) ? entryName : null;
      },
      priority: 1,
    },
  ];
}
