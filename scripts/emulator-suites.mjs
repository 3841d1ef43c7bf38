#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
// GCLOUD_PROJECT): the rules and API suites with Vitest, then demo data, then the browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function step(label, command, args) {
  console.log(`\n[petnest] ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[petnest] ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

const layers = process.env.PETNEST_TEST_LAYERS ?? 'all';
const files = (process.env.PETNEST_TEST_FILES ?? '').split(',').filter(Boolean);
// PETNEST_TEST_SHARD ("1/2") runs that part of the files, beside a suite that runs the rest (scripts/test.mjs).
const shard = process.env.PETNEST_TEST_SHARD ? [`--shard=${process.env.PETNEST_TEST_SHARD}`] : [];
if (layers !== 'e2e')
  step('Emulator tests (rules, API)', 'npx', ['vitest', 'run', '--project', 'emulator', ...shard, ...files]);
if (layers === 'emulator') process.exit(0);
step('Seeding demo data for the browser tests', 'npx', ['tsx', 'scripts/seed/seed.ts']);
// The seed goes through the use cases: the invariant checker proves they left every counter consistent.
step('Checking the data invariants (npm run check-data)', 'npx', ['tsx', 'scripts/check-data/check-data.ts']);

// Debian's old headless shell (apt-get install chromium-headless-shell) draws a page with less work than the full
// browser in headless mode: on two busy cores the journeys ran about 15% faster. Either serves; no browser is downloaded.
const chromium =
  process.env.PETNEST_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) {
  console.error(
    `[petnest] Browser tests need Chromium (apt-get install -y chromium-headless-shell or chromium, or set PETNEST_CHROMIUM).`,
  );
  process.exit(1);
}
// playwright.config.ts launches what this names.
process.env.PETNEST_CHROMIUM = chromium;
// `npm test` starts this suite while the second half of the emulator tests still runs: the journeys wait for it to
// end, so they never share the two cores with it (scripts/test.mjs writes "go", or "stop" when it failed).
const gate = process.env.PETNEST_BROWSER_GATE;
if (gate) {
  if (!existsSync(gate)) console.log('\n[petnest] Waiting for the second half of the emulator tests to end');
  while (!existsSync(gate)) await sleep(500);
  if (readFileSync(gate, 'utf8') !== 'go') {
    console.error('[petnest] The emulator tests failed: the browser tests are not run.');
    process.exit(1);
  }
}
// The Functions emulator serves one request per worker process and starts a new worker for each request that
// finds none idle; a new worker's first request pays the whole initialisation (firebase-admin, Firestore's gRPC
// client): 7-11 s when several start at once on a 2-core machine, where a deployed function serves concurrent
// requests on one warm instance. Pages send a few calls at once (the /profile tabs: profile, pets, bookings), so a
// journey met those cold starts mid-way: the account journey's profile save stayed on "Saving..." past its 10 s
// wait and passed only on retry. Start and initialise the workers the browser layer uses at once beforehand.
const WARM_FUNCTION_WORKERS = 8;
console.log(`\n[petnest] Warming ${WARM_FUNCTION_WORKERS} Functions emulator workers`);
await Promise.all(
  Array.from({ length: WARM_FUNCTION_WORKERS }, async () => {
    // Public and read-only; the maintenance gate and the marketplace query initialise Firestore.
    const response = await fetch(`${process.env.PETNEST_HOSTING_ORIGIN}/api/services/public`);
    await response.arrayBuffer();
  }),
);

step('Browser tests (Playwright on Chromium)', 'npx', ['playwright', 'test', ...files]);
