import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPublicPages } from './vite-plugin-prerender.ts';

// `npm start` runs Vite with /api proxied to the Functions emulator, so the browser sees one origin, as on Hosting.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-petnest';
  const functionsOrigin = env.PETNEST_FUNCTIONS_ORIGIN || 'http://127.0.0.1:5001';
  return {
    plugins: [react(), prerenderPublicPages()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contracts': fileURLToPath(new URL('../functions/src/contracts', import.meta.url)),
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      host: '127.0.0.1',
      proxy: {
        '/api': { target: `${functionsOrigin}/${projectId}/us-central1/api`, changeOrigin: true },
      },
    },
    build: {
      outDir: env.PETNEST_WEB_OUT_DIR || 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The prerender reads which files each page needs.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // Shared building blocks (top-level components, the service card and Book Now, formatting, icons,
                // the query library) in one chunk: a page then waits for four files instead of thirty tiny ones,
                // which is what made /marketplace slow on a phone (Lighthouse mobile under 90). Feature code, forms
                // and dashboards stay in their own lazy chunks.
                name: 'ui',
                test: /web[\\/]src[\\/](components[\\/]([^\\/]+|services[\\/][^\\/]+|booking[\\/](use-book-now|bookable-service))\.tsx?|lib[\\/](format|time-zone)\.ts)$|node_modules[\\/](lucide-react|@tanstack)[\\/]/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  };
});
