#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
// GCLOUD_PROJECT): the rules and API suites with Vitest, then demo data, then the browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
if (layers !== 'e2e') step('Emulator tests (rules, API)', 'npx', ['vitest', 'run', '--project', 'emulator', ...files]);
if (layers === 'emulator') process.exit(0);
step('Seeding demo data for the browser tests', 'npx', ['tsx', 'scripts/seed/seed.ts']);

const chromium = process.env.PETNEST_CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`[petnest] Browser tests need Chromium at ${chromium} (apt-get install -y chromium, or set PETNEST_CHROMIUM).`);
  process.exit(1);
}
step('Browser tests (Playwright on Chromium)', 'npx', ['playwright', 'test', ...files]);
