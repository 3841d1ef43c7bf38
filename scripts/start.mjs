#!/usr/bin/env node
// `npm start`: functions in watch mode, the emulators (auth, firestore, functions, hosting; storage where it can
// start), demo data when the database is empty, and Vite with /api proxied. Ctrl+C stops everything and keeps the
// emulator data in .cache/emulator-data for the next start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
  startPorts,
  writeFirebaseConfig,
} from './support/environment.mjs';
import { startProcess, stopAll, waitFor } from './support/processes.mjs';
import { demoBanner } from './support/demo-banner.mjs';

const PROJECT = 'demo-petnest';
const dataDir = join(repoRoot, '.cache', 'emulator-data');
const webEnv = {
  ...process.env,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${startPorts.auth}`,
};

checkNode();
ensureDependencies();
const setup = emulatorSetup();
if (!setup.storage)
  log('The Storage emulator cannot start on this machine (offline); photos use the local media store.');

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
function shutdown(code) {
  log('Stopping Petnest...');
  stopAll('SIGINT');
  setTimeout(() => process.exit(code), 8000).unref();
}

run('Building functions', 'npm', ['run', '--silent', 'build', '-w', 'functions']);
run('Building the web app for the Hosting emulator', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'web'),
  env: webEnv,
});
startProcess('functions watcher', 'npm', ['run', '--silent', 'build:watch', '-w', 'functions']);

const config = writeFirebaseConfig('start', {
  ports: startPorts,
  storage: setup.storage,
  ui: setup.ui,
  hostingPublic: 'web/dist',
});
const dataArgs = existsSync(dataDir)
  ? ['--import', dataDir, '--export-on-exit', dataDir]
  : ['--export-on-exit', dataDir];
startProcess(
  'emulators',
  process.execPath,
  [
    firebaseBin,
    'emulators:start',
    '--config',
    config,
    '--project',
    PROJECT,
    '--only',
    emulatorList(setup.storage),
    ...dataArgs,
  ],
  { env: setup.env },
);

try {
  await waitFor(`http://127.0.0.1:${startPorts.functions}/${PROJECT}/us-central1/api/api/health`, {
    label: 'The API on the Functions emulator',
    timeoutMs: 180_000,
  });
} catch (error) {
  stopAll();
  fail(`${error.message}. See the emulator output above.`);
}

run('Seeding demo data (only when the database is empty)', 'npx', ['tsx', 'scripts/seed/seed.ts', '--if-empty'], {
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${startPorts.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${startPorts.auth}`,
    GCLOUD_PROJECT: PROJECT,
    GOOGLE_CLOUD_PROJECT: PROJECT,
  },
});

startProcess('vite', 'npx', ['vite', '--clearScreen', 'false'], {
  cwd: join(repoRoot, 'web'),
  env: { ...webEnv, PETNEST_FUNCTIONS_ORIGIN: `http://127.0.0.1:${startPorts.functions}` },
});
await waitFor('http://127.0.0.1:5173/', { label: 'Vite' }).catch(() => undefined);

console.log(
  demoBanner({
    app: 'http://localhost:5173',
    hosting: `http://127.0.0.1:${startPorts.hosting}`,
    api: `http://127.0.0.1:${startPorts.functions}/${PROJECT}/us-central1/api/api`,
    ui: setup.ui ? 'http://127.0.0.1:4000' : undefined,
  }),
);
