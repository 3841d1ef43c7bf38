import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssMixins from 'postcss-mixins';
import { defineConfig, loadEnv, type Rolldown } from 'vite';
import { hoistTransitiveImports } from './vite-plugin-hoist-imports.ts';
import { budgetedPageModules, prerenderedPageModules, prerenderPublicPages } from './vite-plugin-prerender.ts';

/**
 * Shared building blocks: top-level components, the service card and Book Now, formatting, the auth loader, the query
 * library, the icon component. Not the icons themselves: the icon barrel makes every icon look reachable from every
 * page, so each icon goes with the pages that draw it.
 */
const sharedBuildingBlock = new RegExp(
  [
    String.raw`web[\\/]src[\\/]components[\\/]([^\\/]+|services[\\/][^\\/]+)\.tsx?$`,
    String.raw`web[\\/]src[\\/]components[\\/]booking[\\/](use-book-now|bookable-service)\.tsx?$`,
    String.raw`web[\\/]src[\\/]lib[\\/](format|time-zone|firebase-auth-loader)\.ts$`,
    String.raw`node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|@tanstack[\\/])`,
  ].join('|'),
);

/**
 * The shared chunk: the building blocks that both pages with a first-load budget (the marketplace and a company's
 * page) import, in one file, so a page waits for a few files instead of thirty tiny ones (what made /marketplace slow
 * on a phone; many small files also compress worse). A block that only one of them or only other pages import is left
 * to the bundler, which shares it among the pages that use it: a company's page does not download the marketplace's
 * filters, nor the marketplace the company page's stats (docs/decisions/0117-the-shared-chunk-holds-what-both-budgeted-pages-use.md).
 * Blocks only the dashboards use stay out of it, so a visitor's first load does not carry them (issue 10: at most
 * 100 KB gzip).
 */
function publicSharedChunk(root: string): Rolldown.CodeSplittingNameFunction {
  let sharedByBudgetedPages: Set<string> | undefined;
  const staticImportsOf = (ctx: Rolldown.ChunkingContext, module: string) => {
    const seen = new Set<string>();
    const pending = [resolve(root, module)];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (moduleId, ctx) => {
    if (!sharedBuildingBlock.test(moduleId)) return null;
    sharedByBudgetedPages ??= budgetedPageModules
      .map((module) => staticImportsOf(ctx, module))
      .reduce((shared, imports) => new Set([...shared].filter((id) => imports.has(id))));
    return sharedByBudgetedPages.has(moduleId) ? 'ui' : null;
  };
}

const reactRouterProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// `npm start` runs Vite with /api proxied to the Functions emulator, so the browser sees one origin, as on Hosting.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-petnest';
  const functionsOrigin = env.PETNEST_FUNCTIONS_ORIGIN || 'http://127.0.0.1:5001';
  return {
    plugins: [
      react(),
      hoistTransitiveImports(prerenderedPageModules.map((module) => fileURLToPath(new URL(module, import.meta.url)))),
      prerenderPublicPages(),
    ],
    css: {
      // A recipe a shared class cannot carry, inside a media query or on an element without a class of its own
      // (docs/decisions/0115-css-mixins.md).
      postcss: {
        plugins: [
          postcssMixins({ mixinsFiles: fileURLToPath(new URL('./src/app/styles/mixins.css', import.meta.url)) }),
        ],
      },
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contracts': fileURLToPath(new URL('../functions/src/contracts', import.meta.url)),
        // React Router's package exports only its development build; a build takes the production one it ships
        // beside it, 0.5 KB gzip smaller on every page (docs/decisions/0117-the-shared-chunk-holds-what-both-budgeted-pages-use.md).
        // `npm start` keeps the development build and its warnings.
        ...(command === 'build' ? { 'react-router': reactRouterProductionBuild } : {}),
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      host: '127.0.0.1',
      proxy: {
        // xfwd: the API builds absolute links (a calendar feed's URL) from the page's host, as behind Hosting.
        '/api': { target: `${functionsOrigin}/${projectId}/us-central1/api`, changeOrigin: true, xfwd: true },
      },
    },
    build: {
      outDir: env.PETNEST_WEB_OUT_DIR || 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // A lazy page's code arrives through its import graph; only its CSS is preloaded, so the page never shows
      // unstyled. One <link rel=modulepreload> per file (53 for the owner dashboard) cost a phone's main thread about
      // 200 ms of blocking time (docs/decisions/0116-lazy-pages-preload-css-only.md).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      // The prerender reads which files each page needs.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: publicSharedChunk(fileURLToPath(new URL('.', import.meta.url))), minShareCount: 2 }],
          },
        },
      },
    },
  };
});
