#!/usr/bin/env node
// `npm run deploy -- --project <your-project-id>`: builds and deploys hosting, the functions and the rules to a
// real Firebase project (see the README). Refuses demo- projects, which exist only on the emulators.
import { spawnSync } from 'node:child_process';
import { checkNode, ensureDependencies, fail, firebaseBin, repoRoot, run } from './support/environment.mjs';

checkNode();
ensureDependencies();
const flag = process.argv.indexOf('--project');
const project = flag >= 0 ? process.argv[flag + 1] : undefined;
if (!project || project.startsWith('demo-'))
  fail('Name a real Firebase project: npm run deploy -- --project <project-id>');
if (!process.env.VITE_FIREBASE_API_KEY)
  fail('Set VITE_FIREBASE_API_KEY (and VITE_FIREBASE_PROJECT_ID) to the web app config of the project.');

run('Building functions', 'npm', ['run', '--silent', 'build', '-w', 'functions']);
run('Building the web app', 'npx', ['vite', 'build'], {
  cwd: `${repoRoot}/web`,
  env: { ...process.env, VITE_FIREBASE_PROJECT_ID: process.env.VITE_FIREBASE_PROJECT_ID ?? project },
});
const result = spawnSync(process.execPath, [firebaseBin, 'deploy', '--project', project], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
