#!/usr/bin/env node
// `npm run lab`: the reliability lab of issue 7 (never part of `npm test`). Mixed load through the real stack
// (Hosting -> the Functions emulator -> Firestore) while faults are injected: a function worker killed, Firestore
// paused, Firestore restarted. Own ports and project, like `npm run bench`. Prints a table per phase, writes
// lab-results/latest.json, then runs the invariant checker on the lab's data. `-- --duration=<s>` sets the load's
// length (default 60 s); `-- --pause=<s>` how long Firestore stays paused (default 8 s).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cacheDir, fail, log, placeholderSite, prepareOwnEmulators, repoRoot } from './support/environment.mjs';

const PROJECT = 'demo-petnest-lab';
// Apart from npm start, npm test (with or without the usual offsets) and npm run bench, and below Linux's ephemeral
// ports, where any outgoing connection may hold one for a moment (scripts/bench.mjs).
const ports = {
  auth: 26099,
  firestore: 26080,
  functions: 26001,
  hosting: 26000,
  hub: 26400,
  logging: 26500,
  eventarc: 26299,
  tasks: 26499,
};

const option = (name, fallback) => {
  const raw = process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) fail(`--${name} takes a number of seconds, not "${raw}".`);
  return value;
};
const duration = option('duration', 60);
const pause = option('pause', 8);

// The lab loads the API: Hosting serves a one-page placeholder instead of a web build (npm run bench audits the pages).
// The lab starts Firestore itself; the config still names its port, which firebase-tools then leaves alone.
const { setup, config } = prepareOwnEmulators('lab', ports, () => placeholderSite('lab'));
if (!setup.firestoreJar)
  fail("The lab runs the Firestore emulator itself and found no jar (neither firebase-tools' nor the Cloud SDK's).");
log(`Starting the lab (${duration} s of load) on project ${PROJECT}...`);
const result = spawnSync('npx', ['tsx', 'scripts/lab/lab.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...setup.env,
    GCLOUD_PROJECT: PROJECT,
    GOOGLE_CLOUD_PROJECT: PROJECT,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    PETNEST_HOSTING_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
    // Photos of the lab's uploads and seed, apart from those of npm start.
    PETNEST_MEDIA_DIR: join(cacheDir, 'lab-media'),
    PETNEST_LAB_CONFIG: config,
    PETNEST_LAB_FIRESTORE_JAR: setup.firestoreJar,
    PETNEST_LAB_DURATION_S: String(duration),
    PETNEST_LAB_PAUSE_S: String(pause),
  },
});
// 3: the lab's emulators never came up (scripts/lab/lab.ts).
if (result.status === 3) fail("The lab's emulators did not start; the end of their log is above.");
if (result.status !== 0) fail('The lab found a problem (an unexplained 5xx, a hang or a data difference); see above.');
