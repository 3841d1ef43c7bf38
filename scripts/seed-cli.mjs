#!/usr/bin/env node
// `npm run seed`: (re)seeds the emulators of a running `npm start`. `-- --reset` clears them first.
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, fail, log, repoRoot, startPorts } from './support/environment.mjs';

const PROJECT = 'demo-petnest';
checkNode();
ensureDependencies();

const firestore = `127.0.0.1:${startPorts.firestore}`;
const auth = `127.0.0.1:${startPorts.auth}`;
try {
  await fetch(`http://${firestore}/`);
  await fetch(`http://${auth}/`);
} catch {
  fail('The emulators are not running. Start Petnest with `npm start` first.');
}
if (process.argv.includes('--reset')) {
  log('Clearing the emulators...');
  await fetch(`http://${firestore}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${auth}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
}
const result = spawnSync('npx', ['tsx', 'scripts/seed/seed.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    GCLOUD_PROJECT: PROJECT,
    GOOGLE_CLOUD_PROJECT: PROJECT,
  },
});
process.exit(result.status ?? 1);
