import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Test tiers by suffix (docs/architecture.md#tests): *.test.ts(x) are unit tests; *.emulator.test.ts run under the emulators.

// Vitest's default is one core fewer than the machine has: a single worker on two cores, with the other core idle
// while jsdom and the transforms load. The unit files share nothing, so they use every core.
const unitWorkers = availableParallelism();

/** The unit test files in `dirs` of `root` (named relative to `root`) that replace a module with vi.mock. */
function filesReplacingModules(root: string, dirs: string[]): string[] {
  const rootPath = fileURLToPath(new URL(root, import.meta.url));
  return dirs.flatMap((dir) =>
    readdirSync(join(rootPath, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.emulator.test.ts'))
      .map((file) => join(dir, file))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(rootPath, file), 'utf8'))),
  );
}

/**
 * A unit project in two parts ([decision 0127](docs/decisions/0127-unit-files-share-a-module-registry.md)): the files
 * share one module registry and test environment per worker, which cost more than the tests themselves when each file
 * built its own; a file that replaces a module keeps its own registry (`<name>-isolated`), so its stand-in reaches no
 * other file and no other file's module reaches it.
 */
function unitProject(
  project: TestProjectInlineConfiguration & { test: { name: string; root: string; include: string[] } },
  sourceDirs: string[],
): TestProjectInlineConfiguration[] {
  const isolated = filesReplacingModules(project.test.root, sourceDirs);
  const test = { ...project.test, maxWorkers: unitWorkers };
  return [
    { ...project, test: { ...test, isolate: false, exclude: [...(test.exclude ?? []), ...isolated] } },
    { ...project, test: { ...test, name: `${test.name}-isolated`, include: isolated } },
  ];
}

export default defineConfig({
  test: {
    // Request logs and the like are shown for failing tests only.
    silent: 'passed-only',
    projects: [
      ...unitProject(
        {
          test: {
            name: 'unit-functions',
            root: './functions',
            // The offline scripts' pure parts (scripts/check-data) are tested with the functions they mirror.
            include: ['src/**/*.test.ts', '../scripts/**/*.test.ts'],
            exclude: ['src/**/*.emulator.test.ts'],
            environment: 'node',
            // A hang guard, not a speed target: the rate-limit test sends 1,200 requests through the app in-process.
            testTimeout: 20_000,
          },
        },
        ['src', '../scripts'],
      ),
      ...unitProject(
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
            include: ['src/**/*.test.{ts,tsx}', 'vite-plugin-*.test.ts'],
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup-tests.ts'],
            css: false,
            // A hang guard, not a speed target (speed lives in npm run bench): a whole dashboard section
            // driven click by click in jsdom takes 2-5 s on a quiet 2-core machine and more under load.
            testTimeout: 20_000,
          },
        },
        ['src'],
      ),
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
          // ... in one process with one module registry: a process and the functions' modules per file cost about
          // 1 s each. No module keeps data between tests (the platform settings' cache is off under npm test).
          isolate: false,
          // Lists the routes whose answers were not checked for want of a response schema.
          globalSetup: ['./tests/api/support/response-contract-report.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
