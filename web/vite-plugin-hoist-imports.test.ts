import { describe, expect, it } from 'vitest';
import { nameWholeImportGraph } from './vite-plugin-hoist-imports.ts';

const chunk = (fileName: string, imports: string[]) => ({ fileName, imports, code: `/*${fileName}*/` });

function hoist(...chunks: ReturnType<typeof chunk>[]): Record<string, string> {
  nameWholeImportGraph(chunks, (file) => file.fileName.startsWith('preloaded'));
  return Object.fromEntries(chunks.map((file) => [file.fileName, file.code]));
}

describe('nameWholeImportGraph', () => {
  it('names, after its own code, every file its imports reach that it does not import itself', () => {
    const code = hoist(
      chunk('assets/page.js', ['assets/shell.js']),
      chunk('assets/shell.js', ['assets/menu.js', 'assets/runtime.js']),
      chunk('assets/menu.js', ['assets/runtime.js', 'assets/icon.js']),
      chunk('assets/runtime.js', []),
      chunk('assets/icon.js', []),
    );
    expect(code['assets/page.js']).toBe('/*assets/page.js*/import"./icon.js";import"./menu.js";import"./runtime.js";');
    expect(code['assets/shell.js']).toBe('/*assets/shell.js*/import"./icon.js";');
    expect(code['assets/menu.js']).toBe('/*assets/menu.js*/');
  });

  it('leaves out packages that are not files of the bundle and survives import cycles', () => {
    const code = hoist(
      chunk('page.js', ['a.js']),
      chunk('a.js', ['b.js', 'react-dom/server']),
      chunk('b.js', ['a.js', 'page.js']),
    );
    expect(code['page.js']).toBe('/*page.js*/import"./b.js";');
    expect(code['a.js']).toBe('/*a.js*/import"./page.js";');
  });

  it('writes paths relative to the importing file', () => {
    const code = hoist(
      chunk('entry.js', ['assets/a.js']),
      chunk('assets/a.js', ['assets/deep/b.js']),
      chunk('assets/deep/b.js', []),
    );
    expect(code['entry.js']).toBe('/*entry.js*/import"./assets/deep/b.js";');
  });

  it('leaves the files the HTML preloads, and everything they import, as they are', () => {
    const code = hoist(
      chunk('preloaded-page.js', ['shared.js']),
      chunk('shared.js', ['menu.js']),
      chunk('menu.js', ['icon.js']),
      chunk('icon.js', []),
      chunk('lazy-page.js', ['shared.js']),
    );
    expect(code['preloaded-page.js']).toBe('/*preloaded-page.js*/');
    expect(code['shared.js']).toBe('/*shared.js*/');
    expect(code['lazy-page.js']).toBe('/*lazy-page.js*/import"./icon.js";import"./menu.js";');
  });
});
