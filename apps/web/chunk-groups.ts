/**
 * Rolldown chunk groups that follow the module graph (vite.config.ts, `codeSplitting.groups`).
 */

/** The part of Rolldown's chunking context a group's `name` function reads. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The modules `root` imports statically, itself included, transitively (not what it loads with
 * import()), leaving out the modules `skip` matches and what is reached only through them.
 */
export function staticClosure(graph: ModuleGraph, root: string, skip?: RegExp): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || skip?.test(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
  }
  return seen;
}

/**
 * A `name` function for the code a lazy page runs before it renders (`page`: its module and what it
 * imports statically), except what the app's entry (`entry`) loads already: the modules that more
 * than `sharedBy` other lazy modules (pages, panels) also import go into the chunk `shared`, the rest
 * into `chunk`. Without it the bundler splits that code by which pages share it: the script page
 * asked for 42 files of 1-16 KB before it could render, six at a time, a round trip each on a phone.
 * With it the page loads two files, and a page that shares widely used code (dialogs, menus, form
 * fields) with it loads the shared file, never the page's own. One module is in one chunk either
 * way (no copies, so a React context stays one object).
 */
export function pageChunks(options: {
  entry: string;
  page: string;
  chunk: string;
  shared: string;
  sharedBy: number;
  /**
   * Modules another group takes: packages imported through an index that re-exports everything
   * (@twl/contract), of which the bundler keeps only what is used, while a walk of the imports
   * would count every file.
   */
  skip?: RegExp;
}) {
  let names: Map<string, string> | undefined;
  const assign = (graph: ModuleGraph) => {
    // The entry's modules among them are taken by the `$initial` group, declared with a higher
    // priority (a closure walked here would over-count them: a barrel such as @twl/contract's index
    // reaches every file, while the bundler keeps in the entry only what the entry uses).
    const members = [...staticClosure(graph, options.page, options.skip)];
    // Every module the app loads with import(), found by walking static and dynamic imports.
    const lazyRoots = new Set<string>();
    const seen = new Set<string>();
    const pending = [options.entry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      for (const imported of info?.dynamicallyImportedIds ?? []) lazyRoots.add(imported);
      pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    lazyRoots.delete(options.page);
    const users = new Map<string, number>();
    for (const root of lazyRoots)
      for (const id of staticClosure(graph, root, options.skip)) users.set(id, (users.get(id) ?? 0) + 1);
    return new Map(
      members.map((id) => [id, (users.get(id) ?? 0) > options.sharedBy ? options.shared : options.chunk]),
    );
  };
  return (moduleId: string, ctx: ModuleGraph) => (names ??= assign(ctx)).get(moduleId) ?? null;
}
