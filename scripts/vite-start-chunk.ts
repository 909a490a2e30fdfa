import { resolve } from 'node:path';

/** What a chunk group's `name` function may ask of the module graph (Rolldown's ChunkingContext, in part). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The app's start as one chunk (issue 41): every module the app's entry (`src/web/main.tsx`) imports statically,
 * however deep, but the entry itself and what an earlier group took (React). Left to Rolldown, those modules were
 * split by which lazy screens also import them into ten files, and a handheld on HTTP/1.1 fetches at most six at once:
 * each further file waited a round trip for a free connection and kept a share of the slow link from the large ones.
 * A module the entry reaches only through a barrel that re-exports it is in the entry's graph too, so the entry's
 * graph imports no barrel (web/ui has none; an import of one would put all of it into the start, which the budgets
 * of bench/lib/web-size.build.test.ts would report).
 */
export function startChunkGroup(webRoot: string) {
  const entry = resolve(webRoot, 'main.tsx');
  // one walk per chunking pass (Rolldown hands every call of a pass the same graph)
  const graphs = new WeakMap<ModuleGraph, Set<string>>();
  const staticGraph = (modules: ModuleGraph) => {
    const known = graphs.get(modules);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(modules.getModuleInfo(id)?.importedIds ?? []));
    }
    graphs.set(modules, seen);
    return seen;
  };
  return {
    name: (id: string, modules: ModuleGraph) => (id !== entry && staticGraph(modules).has(id) ? 'start' : null),
    priority: 5,
  };
}
