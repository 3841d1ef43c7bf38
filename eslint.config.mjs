import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-test*/**', '**/dist-bench/**', 'functions/lib/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'],
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
  // web boundaries: imports flow one way, app -> features -> components/lib/config (STYLE.md rule 2). A deliberate
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
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          { from: { element: { type: 'web-feature' } }, disallow: { to: { element: { type: 'web-feature' } } }, message: 'A feature never imports another feature: move what both need to components/ or lib/.' },
          { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
          { from: { element: { type: 'web-components' } }, disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } }, message: 'components/ never imports features/ or app/.' },
          { from: { element: { type: 'web-lib' } }, disallow: { to: { element: { types: { anyOf: ['web-components', 'web-feature', 'web-app'] } } } }, message: 'lib/ never imports components/, features/ or app/.' },
          { disallow: { to: { element: { type: 'web-functions' } } }, message: 'web imports from functions only functions/src/contracts (@contracts).' },
        ],
      }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'functions/**/*.ts', 'tests/**/*.ts', '*.config.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
