/**
 * The chunks of the way in, each one file: a module the console shell needs (antd's core, its
 * providers, the query client: console-shell.tsx and everything it imports) goes in the shell's
 * chunk, and one the admin layout needs (its menu, header, breadcrumb) in the layout's, instead
 * of being spread over some forty small chunks named after whichever module came first, one for
 * every set of screens that happen to share it. A small file compresses worse than the same code
 * in a big one (brotli starts each file anew, and each file repeats its imports and exports):
 * every screen after sign-in loads both anyway.
 *
 * The first chunk is the entry's own static closure (main.tsx and all it imports, the sign-in
 * page's code): left to itself the bundler cut it into some twenty files, one for each set of
 * later chunks that also import a module of it, although every later chunk runs after the
 * entry: twenty requests on a phone's link where one does (docs/operations.md).
 *
 * Rolldown's groups (build.rolldownOptions.output.codeSplitting.groups) capture modules by a
 * test; here the test is "in the static import closure of this root, and not in an earlier
 * group's or the first chunk's", computed once the module graph is known (buildEnd), before the
 * chunks are made.
 */
import type { Plugin } from 'vite';

/** The group of the entry's closure: its chunk is the entry's own (index-<hash>.js). */
export const FIRST_CHUNK = 'index';

export interface WayInChunk {
  /** The chunk's name (its file is `<name>-<hash>.js`). */
  name: string;
  /** The module(s) whose static imports make the chunk, matched on their ids. */
  roots: RegExp;
  /**
   * Modules whose static imports stay out of the chunk (to the bundler's own chunks): what a
   * screen that does not need the rest shares with it, e.g. the switcher's Alert and form
   * hooks, which the list kit imports too.
   */
  except?: RegExp;
}

/** The modules `roots` import statically, directly or not, the roots included. */
export function staticClosure(roots: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...importsOf(id));
  }
  return seen;
}

/**
 * Each chunk's modules: first the entries' closure (FIRST_CHUNK), then for each chunk the
 * closure of its roots without the modules of the chunks before it and without the closure of
 * its `except`.
 */
export function chunkModules(
  chunks: readonly WayInChunk[],
  ids: readonly string[],
  entries: readonly string[],
  importsOf: (id: string) => readonly string[],
): Map<string, Set<string>> {
  const taken = staticClosure(entries, importsOf);
  const out = new Map<string, Set<string>>([[FIRST_CHUNK, new Set(taken)]]);
  for (const chunk of chunks) {
    const closure = staticClosure(ids.filter((id) => chunk.roots.test(id)), importsOf);
    const except = chunk.except ? staticClosure(ids.filter((id) => chunk.except!.test(id)), importsOf) : new Set<string>();
    const mine = new Set([...closure].filter((id) => !taken.has(id) && !except.has(id)));
    for (const id of mine) taken.add(id);
    out.set(chunk.name, mine);
  }
  return out;
}

/** The plugin that reads the module graph, and the groups whose tests use what it read. */
export function wayInChunks(chunks: readonly WayInChunk[]): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean }[] } {
  let modules = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'console:way-in-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const entries = ids.filter((id) => info(id)?.isEntry);
      modules = chunkModules(chunks, ids, entries, (id) => info(id)?.importedIds ?? []);
      for (const chunk of chunks) {
        if (!modules.get(chunk.name)?.size) this.error(`way-in chunk ${chunk.name}: no module matches ${String(chunk.roots)}`);
      }
    },
  };
  // Below the zod and texts groups (priority 10): those stay chunks of their own.
  const groups = [FIRST_CHUNK, ...chunks.map((chunk) => chunk.name)].map((name, i) => ({
    name,
    test: (id: string) => modules.get(name)?.has(id) ?? false,
    priority: 6 - i,
    // The closure is the group already; what it leaves out (an earlier chunk's) must stay there.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
