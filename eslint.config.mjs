import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    files: ['scripts/**/*.mjs', 'functions/**/*.ts', 'tests/**/*.ts', '*.config.{ts,mjs}'],
    languageOptions: { globals: globals.node },
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
