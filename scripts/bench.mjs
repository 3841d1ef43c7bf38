#!/usr/bin/env node
// `npm run bench`: the performance budgets of docs/performance.md#budgets on emulators of its own (own ports and
// project, never those of `npm start` or `npm test`). Prints a table and writes bench-results/latest.json.
import { spawnSync } from 'node:child_process';
import {
  emulatorsExec,
  fail,
  log,
  placeholderSite,
  prepareOwnEmulators,
  repoRoot,
  run,
} from './support/environment.mjs';

const PROJECT = 'demo-petnest-bench';
// Apart from npm start, npm test (both suites), the lab and npm test with PETNEST_TEST_PORT_OFFSET=20000, and below
// Linux's ephemeral ports (32768 and up): an emulator port there can be held for a moment by any outgoing connection,
// and the emulator then refuses to start ("port taken"; seen beside npm start in check-scripts).
// PETNEST_BENCH_PORT_OFFSET moves them all, so two benches (or a bench and a test run with another offset) can share
// a machine.
const benchPortOffset = Number(process.env.PETNEST_BENCH_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries({
    auth: 29099,
    firestore: 28080,
    functions: 25001,
    hosting: 25000,
    storage: 29199,
    firestoreWebsocket: 29150,
    hub: 24400,
    logging: 24500,
    eventarc: 29299,
    tasks: 29499,
  }).map(([name, port]) => [name, port + benchPortOffset]),
);

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'api' && only !== 'web')
  fail(`Unknown --only=${only}: --only=api (the API rows, no web audits) or --only=web (the page audits only).`);
// `--smoke`: tiny data, a few samples, API only (see scripts/bench/bench.ts); what CI runs so the bench cannot rot.
const smoke = args.includes('--smoke');
const unknown = args.filter((arg) => !arg.startsWith('--only=') && arg !== '--smoke');
if (unknown.length) fail(`Unknown option ${unknown.join(' ')}: npm run bench [-- --only=api | --only=web | --smoke]`);

const { setup, config } = prepareOwnEmulators('bench', ports, () => {
  // The web audits need a build of the app; the API rows only need Hosting to serve something.
  if (smoke || only === 'api') return placeholderSite('bench');
  run('Build the web app for the bench emulators', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: `${repoRoot}/web`,
    env: {
      ...process.env,
      PETNEST_WEB_OUT_DIR: 'dist-bench',
      VITE_FIREBASE_PROJECT_ID: PROJECT,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    },
  });
  return 'web/dist-bench';
});
log('Starting the bench emulators...');
const result = spawnSync(
  process.execPath,
  emulatorsExec({ config, project: PROJECT, storage: false, command: 'npx tsx scripts/bench/bench.ts' }),
  {
    cwd: repoRoot,
    stdio: 'inherit',
    // The rate limits run as in production (scripts/bench/bench.ts measures what they cost).
    env: {
      ...setup.env,
      // The API runs in this process as the deployed function runs: with functions/.env's NODE_ENV.
      NODE_ENV: 'production',
      PETNEST_BENCH_ONLY: only ?? '',
      PETNEST_BENCH_SMOKE: smoke ? '1' : '',
      PETNEST_HOSTING_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
      PETNEST_WEB_DIST: `${repoRoot}/web/dist-bench`,
    },
  },
);
if (result.status !== 0) fail('The bench failed or a budget was not met; see above.');
