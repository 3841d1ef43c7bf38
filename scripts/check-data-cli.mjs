#!/usr/bin/env node
// `npm run check-data`: checks the data of a running `npm start` (its emulators) against the invariants of
// scripts/check-data. `-- --project <id>` checks a real project instead, with the admin credentials of
// GOOGLE_APPLICATION_CREDENTIALS (or the gcloud application default); it only reads.
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, repoRoot, targetEnvironment } from './support/environment.mjs';

checkNode();
ensureDependencies();

const env = await targetEnvironment('check-data');
const result = spawnSync('npx', ['tsx', 'scripts/check-data/check-data.ts'], { cwd: repoRoot, stdio: 'inherit', env });
process.exit(result.status ?? 1);
