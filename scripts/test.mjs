#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, then the emulator suites (rules, API, browser) on their own ports and
// demo project, so a running `npm start` is never touched. Exits non-zero on the first failing layer.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  cacheDir,
  checkNode,
  emulatorList,
  emulatorSetup,
  ensureDependencies,
  fail,
  emulatorsExec,
  log,
  repoRoot,
  run,
  runSideBySide,
  testPorts,
  testPortsShifted,
  writeFirebaseConfig,
} from './support/environment.mjs';

const TEST_PROJECT = 'demo-petnest-test';
// The second emulator suite's ports: clear of the first's, of npm start's and of the bench's and lab's.
const EMULATOR_SHARD_PORT_SHIFT = 700;
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
  // Each of these keeps one core busy: on two cores, lint beside the typecheck, then the unit tests on two workers.
  await runSideBySide([
    {
      label: 'Lint (eslint with zero warnings, then the Prettier check)',
      command: 'npm',
      args: ['run', '--silent', 'lint'],
    },
    { label: 'Typecheck (functions, web, tests)', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ]);
  // unit-functions and unit-web, each with its -isolated part (vitest.config.ts).
  run('Unit tests (functions, web)', 'npx', ['vitest', 'run', '--project', 'unit-*']);
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

/**
 * One emulator suite: its own ports and config file, `scripts/emulator-suites.mjs` inside `firebase emulators:exec`
 * running the given layers. Resolves with its exit status; with `logFile` its output goes there, not to this terminal.
 */
function emulatorSuite({ name, ports, layers, shard = '', logFile, browserGate = '' }) {
  const config = writeFirebaseConfig(name, {
    ports,
    storage: setup.storage,
    ui: false,
    hostingPublic: `web/${webOutDir}`,
  });
  log(
    `Starting test emulators (${emulatorList(setup.storage)}) on port ${ports.hosting} for ${layers}${shard ? ` ${shard}` : ''}...`,
  );
  const child = spawn(
    process.execPath,
    emulatorsExec({
      config,
      project: TEST_PROJECT,
      storage: setup.storage,
      command: 'node scripts/emulator-suites.mjs',
    }),
    {
      cwd: repoRoot,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...setup.env,
        PETNEST_HOSTING_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
        PETNEST_FUNCTIONS_ORIGIN: `http://127.0.0.1:${ports.functions}`,
        PETNEST_STORAGE_EMULATOR: setup.storage ? '1' : '0',
        PETNEST_TEST_LAYERS: layers,
        PETNEST_TEST_FILES: files,
        PETNEST_TEST_SHARD: shard,
        PETNEST_BROWSER_GATE: browserGate,
        // Tests write platform/settings directly and expect the next call to act on it: no settings cache.
        PETNEST_SETTINGS_CACHE_MS: '0',
      },
    },
  );
  const output = logFile ? createWriteStream(logFile) : undefined;
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  return new Promise((resolve) => {
    child.once('close', (code) => (output ? output.end(() => resolve(code)) : resolve(code)));
  });
}

/** The lines of a suite's log from its last Vitest summary on, without colours: what a reader needs of a passing shard. */
function vitestSummary(logFile) {
  const lines = stripVTControlCharacters(readFileSync(logFile, 'utf8')).split('\n');
  const at = lines.findLastIndex((line) => line.includes('Test Files'));
  return at < 0 ? '' : lines.slice(at, at + 5).join('\n');
}

/** The second half's summary when it passed, else its last lines: its output went to its log, not to this terminal. */
function reportSecondHalf(code, logFile) {
  if (code === 0) log(`The second half of the emulator tests (its log: ${logFile}):\n${vitestSummary(logFile)}`);
  else {
    process.stdout.write(readFileSync(logFile, 'utf8').split('\n').slice(-400).join('\n'));
    log(`The second half of the emulator tests failed; its output above, all of it in ${logFile}.`);
  }
}

// The browser suite starts its emulators and seeds its data while the second half of the emulator tests finishes;
// its journeys wait at this gate until that half has ended ("go", or "stop" when it failed).
const browserGate = join(cacheDir, `${runName}-browser-gate`);
rmSync(browserGate, { force: true });
const browserSuite = () => emulatorSuite({ name: runName, ports: testPorts, layers: 'e2e', browserGate });
const browserFailed = 'The browser tests failed; see the output above.';

if (only === 'e2e' || (only !== 'emulator' && files)) {
  if (only !== 'e2e' && (await emulatorSuite({ name: runName, ports: testPorts, layers: 'emulator' })) !== 0)
    fail('The emulator tests failed; see the output above.');
  writeFileSync(browserGate, 'go');
  if ((await browserSuite()) !== 0) fail(browserFailed);
} else if (files) {
  if ((await emulatorSuite({ name: runName, ports: testPorts, layers: 'emulator' })) !== 0)
    fail('The emulator tests failed; see the output above.');
} else {
  // The rules and API files take turns within a suite (each clears the database), and a suite keeps about one core
  // busy: two suites side by side, each on its own emulators with half the files, halve the layer on two cores. The
  // browser suite takes the first half's ports once it is done (the web build names them), so its start and seed
  // use the core the first half leaves idle.
  const secondLog = join(cacheDir, `${runName}-emulator-shard-2.log`);
  const second = emulatorSuite({
    name: `${runName}-shard-2`,
    ports: testPortsShifted(EMULATOR_SHARD_PORT_SHIFT),
    layers: 'emulator',
    shard: '2/2',
    logFile: secondLog,
  });
  const first = await emulatorSuite({ name: runName, ports: testPorts, layers: 'emulator', shard: '1/2' });
  const browser = first === 0 && only !== 'emulator' ? browserSuite() : undefined;
  const secondCode = await second;
  reportSecondHalf(secondCode, secondLog);
  writeFileSync(browserGate, first === 0 && secondCode === 0 ? 'go' : 'stop');
  const browserCode = await browser;
  if (first !== 0 || secondCode !== 0) fail('The emulator tests failed.');
  if (browserCode !== undefined && browserCode !== 0) fail(browserFailed);
}
log(`All test layers passed in ${Math.round((Date.now() - started) / 1000)} s.`);
