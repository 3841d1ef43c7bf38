import { dirname, posix, relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Every chunk of a lazily loaded page names, besides the files it imports, the files those import in turn, so the
 * browser asks for the page's whole static graph as soon as it reads the page's first file, instead of one level of
 * imports per round trip (what Rollup does by default and Rolldown does not yet: its `hoistTransitiveImports` is
 * unimplemented). The added imports come last: each file is already evaluated by then, through the import that
 * reached it, so the order in which modules run does not change.
 *
 * The files the HTML already lists are left as they are: the entry's (preloaded by every HTML page) and those of the
 * prerendered pages, whose boot script preloads them; there the imports would only add bytes to the first load that
 * has a budget (docs/decisions/0122-chunks-name-their-whole-import-graph.md).
 */
export function hoistTransitiveImports(prerenderedPageModules: readonly string[]): Plugin {
  const prerendered = new Set(prerenderedPageModules);
  return {
    name: 'petnest:hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      nameWholeImportGraph(
        Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
        (chunk) => chunk.isEntry || prerendered.has(chunk.facadeModuleId ?? ''),
      );
    },
  };
}

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'code'>;

/**
 * Appends to each chunk's code an import of every chunk its imports reach and it does not import itself; except in
 * the chunks the HTML preloads (`isPreloaded` and everything they import).
 */
export function nameWholeImportGraph<C extends Chunk>(chunks: C[], isPreloaded: (chunk: C) => boolean): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reachedFrom = (files: readonly string[]) => {
    const reached = new Set<string>();
    const pending = [...files];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const imported = byFile.get(file);
      // A package left external (the prerender's server build) is not a file of the bundle.
      if (reached.has(file) || !imported) continue;
      reached.add(file);
      pending.push(...imported.imports);
    }
    return reached;
  };
  const preloaded = reachedFrom(chunks.filter(isPreloaded).map((chunk) => chunk.fileName));
  for (const chunk of chunks) {
    if (preloaded.has(chunk.fileName)) continue;
    const direct = new Set(chunk.imports);
    const hoisted = [...reachedFrom(chunk.imports)]
      .filter((file) => !direct.has(file) && file !== chunk.fileName)
      .sort();
    const from = dirname(chunk.fileName);
    chunk.code += hoisted.map((file) => `import"./${relative(from, file).split('\\').join(posix.sep)}";`).join('');
  }
}
