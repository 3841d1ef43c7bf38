import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Test tiers by suffix (docs/architecture.md#tests): *.test.ts(x) are unit tests; *.emulator.test.ts run under the emulators.

// Vitest's default is one core fewer than the machine has: a single worker on two cores, with the other core idle
// while jsdom and the transforms load. The unit files share nothing, so they use every core.
const unitWorkers = availableParallelism();
export default defineConfig({
  test: {
    // Request logs and the like are shown for failing tests only.
    silent: 'passed-only',
    projects: [
      {
        test: {
          name: 'unit-functions',
          root: './functions',
          maxWorkers: unitWorkers,
          // The offline scripts' pure parts (scripts/check-data) are tested with the functions they mirror.
          include: ['src/**/*.test.ts', '../scripts/**/*.test.ts'],
          exclude: ['src/**/*.emulator.test.ts'],
          environment: 'node',
          // A hang guard, not a speed target: the rate-limit test sends 1,200 requests through the app in-process.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: {
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
            '@contracts': fileURLToPath(new URL('./functions/src/contracts', import.meta.url)),
          },
        },
        test: {
          name: 'unit-web',
          root: './web',
          maxWorkers: unitWorkers,
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugin-*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          css: false,
          // A hang guard, not a speed target (speed lives in npm run bench): a whole dashboard section
          // driven click by click in jsdom takes 2-5 s on a quiet 2-core machine and more under load.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'emulator',
          root: '.',
          include: [
            'functions/src/**/*.emulator.test.ts',
            'tests/rules/**/*.emulator.test.ts',
            'tests/api/**/*.emulator.test.ts',
          ],
          environment: 'node',
          // One emulator suite is shared: files run one after another, so no test clears another's data.
          fileParallelism: false,
          // Lists the routes whose answers were not checked for want of a response schema.
          globalSetup: ['./tests/api/support/response-contract-report.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
