#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, then the emulator suites (rules, API, browser) on their own ports and
// demo project, so a running `npm start` is never touched. Exits non-zero on the first failing layer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  checkNode,
  emulatorList,
  emulatorSetup,
  ensureDependencies,
  fail,
  firebaseBin,
  log,
  repoRoot,
  run,
  testPorts,
  writeFirebaseConfig,
} from './support/environment.mjs';

const TEST_PROJECT = 'demo-petnest-test';
// A run on moved ports (PETNEST_TEST_PORT_OFFSET) builds and configures apart, so two runs never share files.
const runName = `test${process.env.PETNEST_TEST_PORT_OFFSET ?? ''}`;
const webOutDir = `dist-${runName}`;
const started = Date.now();
// `npm test -- --only=emulator` or `--only=e2e` runs one emulator layer, for a quicker loop while working.
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && !['emulator', 'e2e'].includes(only)) fail('--only takes emulator or e2e.');
// `--files=tests/api/a.emulator.test.ts,...` narrows the emulator layer (Vitest) or the browser layer (Playwright)
// to some files, for the same quick loop.
const files = process.argv.find((arg) => arg.startsWith('--files='))?.slice('--files='.length) ?? '';

checkNode();
ensureDependencies();

if (!only) {
  run('Lint (eslint with zero warnings, then the Prettier check)', 'npm', ['run', '--silent', 'lint']);
  run('Typecheck (functions, web, tests)', 'npm', ['run', '--silent', 'typecheck']);
  run('Unit tests (functions, web)', 'npx', ['vitest', 'run', '--project', 'unit-functions', '--project', 'unit-web']);
}
run('Build functions', 'npm', ['run', '--silent', 'build', '-w', 'functions']);
// The emulator layer only needs Hosting to serve some build: an earlier one is reused.
const reuseWebBuild = only === 'emulator' && existsSync(`${repoRoot}/web/${webOutDir}/index.html`);
if (!reuseWebBuild)
  run('Build the web app for the test emulators', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: `${repoRoot}/web`,
    env: {
      ...process.env,
      PETNEST_WEB_OUT_DIR: webOutDir,
      VITE_FIREBASE_PROJECT_ID: TEST_PROJECT,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${testPorts.auth}`,
    },
  });

const setup = emulatorSetup();
if (!setup.storage) {
  log(
    'The Storage emulator cannot start on this machine (its rules runtime cannot be downloaded offline); ' +
      'photo storage uses the local adapter and the storage-rules tests are skipped with that reason.',
  );
}
const config = writeFirebaseConfig(runName, {
  ports: testPorts,
  storage: setup.storage,
  ui: false,
  hostingPublic: `web/${webOutDir}`,
});
log(`Starting the test emulators (${emulatorList(setup.storage)}) for project ${TEST_PROJECT}...`);
const result = spawnSync(
  process.execPath,
  [
    firebaseBin,
    'emulators:exec',
    '--config',
    config,
    '--project',
    TEST_PROJECT,
    '--only',
    emulatorList(setup.storage),
    `node scripts/emulator-suites.mjs`,
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...setup.env,
      PETNEST_HOSTING_ORIGIN: `http://127.0.0.1:${testPorts.hosting}`,
      PETNEST_FUNCTIONS_ORIGIN: `http://127.0.0.1:${testPorts.functions}`,
      PETNEST_STORAGE_EMULATOR: setup.storage ? '1' : '0',
      PETNEST_TEST_LAYERS: only ?? 'all',
      PETNEST_TEST_FILES: files,
      // Tests write platform/settings directly and expect the next call to act on it: no settings cache.
      PETNEST_SETTINGS_CACHE_MS: '0',
    },
  },
);
if (result.status !== 0) fail('The emulator suites failed; see the output above.');
log(`All test layers passed in ${Math.round((Date.now() - started) / 1000)} s.`);
