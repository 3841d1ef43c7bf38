import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The contracts modules whose import builds zod schemas: those that import zod, and those that import one of them
 * (read from their imports; an `import type` builds nothing).
 */
const contractsDir = new URL('./functions/src/contracts/', import.meta.url);
const contractsValueImports = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => {
    const source = readFileSync(new URL(file, contractsDir), 'utf8');
    return {
      name: file.slice(0, -3),
      imports: [...source.matchAll(/^import (?!type )[^;]*? from '(?:\.\/)?([^']+)';$/gm)].map((match) => match[1]),
    };
  });
const schemaContracts = new Set();
for (let known = -1; known !== schemaContracts.size;) {
  known = schemaContracts.size;
  for (const { name, imports } of contractsValueImports)
    if (imports.some((from) => from === 'zod' || schemaContracts.has(from))) schemaContracts.add(name);
}
const schemasLoadWithForms = 'docs/decisions/0119-schemas-load-with-their-forms.md';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test*/**',
      '**/dist-bench/**',
      'functions/lib/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  // web boundaries: imports flow one way, app -> features -> components/lib/config (docs/architecture.md#layers). A deliberate
  // exception is one `allow` policy below with its reason.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-components', pattern: 'web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'web-contracts', pattern: 'functions/src/contracts', partialMatch: false },
        { type: 'web-functions', pattern: 'functions', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'A feature never imports another feature: move what both need to components/ or lib/.',
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            {
              from: { element: { type: 'web-components' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message: 'components/ never imports features/ or app/.',
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { types: { anyOf: ['web-components', 'web-feature', 'web-app'] } } } },
              message: 'lib/ never imports components/, features/ or app/.',
            },
            {
              disallow: { to: { element: { type: 'web-functions' } } },
              message: 'web imports from functions only functions/src/contracts (@contracts).',
            },
          ],
        },
      ],
    },
  },
  // The screens a business uses all day (the company's Overview and Bookings, the owner dashboard) and what they share
  // build no schema before they show: outside the forms and dialogs, which load when opened, their code takes only
  // types from a schema module, and nothing from zod or react-hook-form (docs/decisions/0119). The other company
  // sections, the superadmin's dashboard and the sign-in and waitlist pages load with their forms and are not checked.
  {
    files: [
      'web/src/*.{ts,tsx}',
      'web/src/{app,config,lib,components}/**/*.{ts,tsx}',
      'web/src/features/owner-dashboard/**/*.{ts,tsx}',
      'web/src/features/company-dashboard/{routes,hooks,api}/**/*.{ts,tsx}',
      'web/src/features/company-dashboard/components/{shell,overview,bookings}/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*-{form,dialog,validation}.{ts,tsx}',
      // The form's field binder, which react-hook-form's `get` reads errors with.
      'web/src/lib/bind-fields.ts',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...[...schemaContracts].map((name) => `@contracts/${name}`),
            'zod',
            'react-hook-form',
            '@hookform/resolvers/zod',
            '@/lib/use-schema-form',
            '@/lib/bind-fields',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message: `Loads with the forms: take a constant from a zod-free contracts module (${schemasLoadWithForms}), or load the form or dialog when it opens (lazyDialog).`,
          })),
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'functions/**/*.ts', 'tests/**/*.ts', '*.config.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  // Browser journeys take `test` from their support module, whose `request` fixture closes each connection: a reused
  // keep-alive socket the Hosting emulator is closing fails a journey with ECONNRESET (tests/e2e/support/test.ts).
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from './support/test' (its request fixture closes each connection).",
            },
          ],
        },
      ],
    },
  },

  // ---- functions boundaries (issue 24): how functions/src and scripts/ may import -------------------------------
  // contracts <- core infrastructure <- data <- core <- modules, each layer importing only those before it:
  // - contracts: the zod schemas shared with the web app; they import nothing else.
  // - core infrastructure: the Firebase handles, errors, deadlines, contention and media storage, which data/ needs and
  //   which import nothing of data/ (the rest of core/ reads data, so data/ cannot import it).
  // - data: one file per collection or aggregate, the only code that knows collection names.
  // - core: auth, validation, clock, rate limits, plan access, request services; imports data/, never a module.
  // - modules/<name>: its own files, and another module only through that module's public entry, modules/<name>/index.ts.
  // - app.ts and index.ts wire the modules' routes and triggers; scripts/ use functions/src only through app.ts, data/,
  //   contracts/, core/ and the modules' public entries.
  // A deliberate exception is one policy line here, with its reason.
  {
    files: ['functions/src/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['functions/tsconfig.json', 'tests/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/elements': [
        { type: 'contracts', pattern: 'functions/src/contracts', partialMatch: false },
        { type: 'core', pattern: 'functions/src/core', partialMatch: false },
        { type: 'data', pattern: 'functions/src/data', partialMatch: false },
        { type: 'module', pattern: 'functions/src/modules/*', partialMatch: false, capture: ['module'] },
        { type: 'functions-entry', pattern: 'functions/src', partialMatch: false },
        { type: 'script', pattern: 'scripts', partialMatch: false },
      ],
      'boundaries/files': [
        {
          category: 'core-infrastructure',
          pattern: 'functions/src/core/{firebase,errors,deadline,contention,images,media-store}{.test,}.ts',
        },
        { category: 'module-entry', pattern: 'functions/src/modules/*/index.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            {
              from: { element: { type: 'data' } },
              allow: { to: { element: { types: { anyOf: ['data', 'contracts'] } } } },
            },
            {
              from: { element: { type: 'data' } },
              allow: { to: { element: { type: 'core' }, file: { categories: 'core-infrastructure' } } },
            },
            {
              from: { element: { type: 'core' } },
              allow: { to: { element: { types: { anyOf: ['core', 'data', 'contracts'] } } } },
            },
            // Core infrastructure is what data/ builds on, so it cannot import data/. (Imports inside core/ are one
            // element's own and go unchecked: that it imports none of the rest of core/ is kept by review.)
            {
              from: { element: { type: 'core' }, file: { categories: 'core-infrastructure' } },
              disallow: { to: { element: { type: 'data' } } },
            },
            {
              from: { element: { type: 'module' } },
              allow: { to: { element: { types: { anyOf: ['data', 'core', 'contracts'] } } } },
            },
            {
              from: { element: { type: 'module' } },
              allow: {
                to: { element: { type: 'module', captured: { module: '{{ from.element.captured.module }}' } } },
              },
            },
            {
              from: { element: { type: 'module' } },
              allow: { to: { element: { type: 'module' }, file: { categories: 'module-entry' } } },
            },
            {
              from: { element: { type: 'functions-entry' } },
              allow: {
                to: { element: { types: { anyOf: ['functions-entry', 'module', 'data', 'core', 'contracts'] } } },
              },
            },
            {
              from: { element: { type: 'script' } },
              allow: {
                to: { element: { types: { anyOf: ['script', 'functions-entry', 'data', 'core', 'contracts'] } } },
              },
            },
            {
              from: { element: { type: 'script' } },
              allow: { to: { element: { type: 'module' }, file: { categories: 'module-entry' } } },
            },
          ],
        },
      ],
    },
  },
);
