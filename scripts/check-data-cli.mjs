#!/usr/bin/env node
// `npm run check-data`: checks the data of a running `npm start` (its emulators) against the invariants of
// scripts/check-data. `-- --project <id>` checks a real project instead, with the admin credentials of
// GOOGLE_APPLICATION_CREDENTIALS (or the gcloud application default); it only reads.
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, fail, repoRoot, startPorts } from './support/environment.mjs';

checkNode();
ensureDependencies();

const projectFlag = process.argv.indexOf('--project');
const env = { ...process.env };
if (projectFlag >= 0) {
  const project = process.argv[projectFlag + 1];
  if (!project) fail('Usage: npm run check-data -- --project <firebase project id>');
  delete env.FIRESTORE_EMULATOR_HOST;
  Object.assign(env, { GCLOUD_PROJECT: project, GOOGLE_CLOUD_PROJECT: project });
} else {
  const firestore = `127.0.0.1:${startPorts.firestore}`;
  try {
    await fetch(`http://${firestore}/`);
  } catch {
    fail('The emulators are not running. Start Petnest with `npm start` first, or pass `-- --project <id>`.');
  }
  Object.assign(env, {
    FIRESTORE_EMULATOR_HOST: firestore,
    GCLOUD_PROJECT: 'demo-petnest',
    GOOGLE_CLOUD_PROJECT: 'demo-petnest',
  });
}
const result = spawnSync('npx', ['tsx', 'scripts/check-data/check-data.ts'], { cwd: repoRoot, stdio: 'inherit', env });
process.exit(result.status ?? 1);
