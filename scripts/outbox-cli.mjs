#!/usr/bin/env node
// `npm run outbox`: the emails Petnest would have sent, latest first (scripts/outbox), from the emulators of a running
// `npm start`; `-- --project <id>` reads a real project's `mail` collection instead (read only).
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, repoRoot, targetEnvironment } from './support/environment.mjs';

checkNode();
ensureDependencies();
const env = await targetEnvironment('outbox');
const args = process.argv.slice(2).filter((arg, index, all) => arg !== '--project' && all[index - 1] !== '--project');
const result = spawnSync('npx', ['tsx', 'scripts/outbox/outbox.ts', ...args], { cwd: repoRoot, stdio: 'inherit', env });
process.exit(result.status ?? 1);
