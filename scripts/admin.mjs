#!/usr/bin/env node
// `npm run admin -- <command> ...`: see scripts/admin/admin.ts.
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, repoRoot } from './support/environment.mjs';

checkNode();
ensureDependencies();
const result = spawnSync('npx', ['tsx', 'scripts/admin/admin.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
