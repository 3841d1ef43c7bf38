#!/usr/bin/env node
// `npm run check-scripts`: every script the README lists, run the way a person runs it, in a short form, so a script
// that no longer starts fails CI (.ci/run runs this after `npm test`). `npm run bench -- --smoke` on its own
// emulators, beside `npm start` until the app and its seeded API answer through Vite, then `npm run seed`,
// `npm run check-data`, `npm run outbox` and each `npm run admin` command against it, Ctrl+C; then
// `npm run lab -- --duration=10 --pause=3` on its own emulators. The bench and the lab run on snapshots of the
// functions build (scripts/support/environment.mjs), so npm start's rebuild cannot reload their workers; the bench's
// light load and npm start's start-up share the two cores, the lab's faults and timings get them to themselves.
// `npm start` takes the fixed ports of a developer's session, so this refuses to run beside one.
// `-- --only=start|lab|bench` runs one part. (`npm run deploy` needs a real project and is not run here.)
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, createWriteStream, mkdirSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { cacheDir, checkNode, ensureDependencies, fail, log, repoRoot, startPorts } from './support/environment.mjs';
import { waitFor } from './support/processes.mjs';

const PROJECT = 'demo-petnest';
const parts = ['start', 'lab', 'bench'];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && !parts.includes(only)) fail(`--only takes one of ${parts.join(', ')}.`);
const logDir = join(cacheDir, 'check-scripts');
mkdirSync(logDir, { recursive: true });

checkNode();
ensureDependencies();

function npmRun(label, args, env = process.env) {
  const started = Date.now();
  log(`${label}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) fail(`${label} failed (npm ${args.join(' ')}, exit ${result.status}); see above.`);
  log(`${label} passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function portIsFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return error.cause?.code === 'ECONNREFUSED';
  }
}

/** The marketplace's first page through Vite's proxy: the app, the function and the seeded database together. */
async function seededMarketplace() {
  const body = await (await fetch('http://127.0.0.1:5173/api/services/public')).json();
  if (!body.success || !Array.isArray(body.data) || body.data.length === 0)
    throw new Error(`the marketplace answered ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.length;
}

async function checkStart() {
  for (const port of [...Object.values(startPorts), 5173]) {
    if (!(await portIsFree(port)))
      fail(`Port ${port} is in use (a running \`npm start\`?): stop it first, this check runs npm start itself.`);
  }
  const started = Date.now();
  const logFile = join(logDir, 'start.log');
  log(`npm start (its output in ${logFile})`);
  const output = createWriteStream(logFile);
  const start = spawn('npm', ['start'], { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  start.stdout.pipe(output);
  start.stderr.pipe(output);
  const exited = new Promise((resolve) => start.once('exit', (code, signal) => resolve(signal ?? code)));
  // Its output closes when the last process it started (the emulators export their data on the way out) is gone.
  const outputClosed = new Promise((resolve) => start.stdout.once('close', resolve));
  const stop = async () => {
    try {
      process.kill(-start.pid, 'SIGINT');
    } catch {
      // already gone
    }
    return Promise.race([
      outputClosed,
      new Promise((resolve) => setTimeout(() => resolve('still running after 90 s'), 90_000).unref()),
    ]);
  };
  try {
    await Promise.race([
      waitFor('http://127.0.0.1:5173/', { label: 'npm start (Vite at http://127.0.0.1:5173)', timeoutMs: 420_000 }),
      exited.then((code) => {
        throw new Error(`npm start exited (${code}) before the app answered`);
      }),
    ]);
    const services = await seededMarketplace();
    const page = await (await fetch('http://127.0.0.1:5173/marketplace')).text();
    if (!page.includes('<div id="root"')) throw new Error('Vite did not serve the app at /marketplace');
    log(
      `npm start is up in ${Math.round((Date.now() - started) / 1000)} s: the app at :5173, ${services} services on the marketplace's first page.`,
    );
  } catch (error) {
    await stop();
    process.stdout.write(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
    fail(`npm start did not come up: ${error.message}`);
  }
  try {
    npmRun('Re-seeding the running app', ['run', 'seed']);
    npmRun('Checking its data', ['run', 'check-data']);
    npmRun('Reading its outbox', ['run', 'outbox', '--', '--limit=3']);
    // The admin commands target a real project, or the emulators named by the usual variables.
    const emulatorEnv = {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${startPorts.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${startPorts.auth}`,
    };
    const adminCommand = (title, ...command) =>
      npmRun(`Admin: ${title}`, ['run', 'admin', '--', ...command, '--project', PROJECT], emulatorEnv);
    adminCommand('grant a role', 'grant-role', 'owner-01@petnest.demo', 'pet_owner');
    adminCommand('sync the user directory', 'sync-directory');
    adminCommand('clear the IP whitelist', 'clear-ip-whitelist');
    adminCommand('give open appointments a team member', 'assign-open-bookings');
    adminCommand('recount the counters', 'recount-counters');
    adminCommand('schedule the weekly summaries', 'schedule-summaries');
    await seededMarketplace();
  } finally {
    const stopped = await stop();
    if (stopped === 'still running after 90 s') fail('npm start and its emulators did not stop within 90 s of Ctrl+C.');
    log('npm start and everything it started stopped on Ctrl+C.');
  }
}

/**
 * `npm run bench -- --smoke` in the background, its output in its log and printed whole when it ends. `prepared`
 * resolves once it has built the functions and taken its snapshot of them (its emulators are starting): npm start,
 * which rebuilds them, may begin then. `ended` resolves once it has ended and been reported (after npm start's part,
 * so a failing bench never leaves npm start running).
 */
function startBench() {
  const logFile = join(logDir, 'bench.log');
  log(`The bench, smoke size: npm run bench -- --smoke (beside npm start; its output in ${logFile})`);
  const output = openSync(logFile, 'w');
  const bench = spawn('npm', ['run', 'bench', '--', '--smoke'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  // A failing npm start part ends this script: the bench and its emulators go with it.
  process.once('exit', () => {
    if (bench.exitCode === null) process.kill(-bench.pid, 'SIGINT');
  });
  const started = Date.now();
  const exited = new Promise((resolve) => bench.once('exit', (code) => resolve(code)));
  const prepared = (async () => {
    while (!readFileSync(logFile, 'utf8').includes('Starting the bench emulators')) {
      if (bench.exitCode !== null) return;
      await sleep(500);
    }
  })();
  return {
    prepared,
    ended: async () => {
      const code = await exited;
      process.stdout.write(readFileSync(logFile, 'utf8'));
      if (code !== 0) fail(`The bench, smoke size failed (npm run bench -- --smoke, exit ${code}); see above.`);
      log(`The bench, smoke size passed in ${Math.round((Date.now() - started) / 1000)} s.`);
    },
  };
}

const started = Date.now();
const bench = !only || only === 'bench' ? startBench() : undefined;
await bench?.prepared;
if (!only || only === 'start') await checkStart();
await bench?.ended();
if (!only || only === 'lab')
  npmRun('The load-and-fault lab, short', ['run', 'lab', '--', '--duration=10', '--pause=3']);
log(`Every script ran in its short form in ${Math.round((Date.now() - started) / 1000)} s.`);
