// Everything the root scripts need before they can do their job: Node and Java checks, installing
// dependencies when missing or stale, and the emulator set-up of docs/architecture.md#emulators-and-offline-machines (Java >= 21 first on PATH,
// the Cloud SDK Firestore emulator when firebase-tools has no jar of its own, Storage only where it can start).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Local runs never look for a Google Cloud metadata server: the admin SDK would otherwise probe one (outside this
// machine) when it looks for credentials. Every script and the emulators it starts inherit this.
process.env.METADATA_SERVER_DETECTION ??= 'none';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheDir = join(repoRoot, '.cache');
// The local media store (photos, where the Storage emulator cannot start): one folder for the functions emulator
// and for the seed, whatever their working directory.
process.env.PETNEST_MEDIA_DIR ??= join(cacheDir, 'media');
const firebaseEmulatorCache = join(homedir(), '.cache', 'firebase', 'emulators');
const cloudSdkFirestoreJars = [
  process.env.CLOUDSDK_ROOT &&
    join(process.env.CLOUDSDK_ROOT, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'),
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
].filter(Boolean);

export function log(message) {
  console.log(`[petnest] ${message}`);
}

export function fail(message) {
  console.error(`\n[petnest] ${message}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Petnest needs Node.js 20.19 or newer; this is ${process.versions.node}. Install a current Node.js LTS.`);
  }
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const lock = join(repoRoot, 'package-lock.json');
  const marker = join(repoRoot, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) fail('npm ci failed; see the output above.');
}

function javaMajor(javaBin) {
  try {
    const out = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
    const text = `${out.stderr ?? ''}${out.stdout ?? ''}`;
    const match = text.match(/version "(\d+)(?:\.(\d+))?/);
    if (!match) return 0;
    return match[1] === '1' ? Number(match[2]) : Number(match[1]);
  } catch {
    return 0;
  }
}

/** Finds a Java >= 21: JAVA_HOME, then `java` on PATH, then /usr/lib/jvm/*. Returns its bin folder. */
export function findJava() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  const onPath = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) candidates.push(onPath);
  if (existsSync('/usr/lib/jvm')) {
    for (const name of readdirSync('/usr/lib/jvm').sort().reverse()) {
      candidates.push(join('/usr/lib/jvm', name, 'bin', 'java'));
    }
  }
  for (const candidate of candidates) {
    if (existsSync(candidate) && javaMajor(candidate) >= 21) return dirname(candidate);
  }
  fail(
    'The Firebase emulators need Java 21 or newer, and none was found (JAVA_HOME, PATH, /usr/lib/jvm). ' +
      'Install a JDK 21+ (for example Temurin 21) and try again.',
  );
}

function cachedEmulatorJar(prefix) {
  if (!existsSync(firebaseEmulatorCache)) return undefined;
  return readdirSync(firebaseEmulatorCache).find((name) => name.startsWith(prefix) && name.endsWith('.jar'));
}

/**
 * firebase-tools cannot download its Firestore emulator without internet; the Cloud SDK ships the same emulator
 * without a Main-Class. A tiny launcher jar pointing at it is what firebase-tools then runs.
 */
function firestoreLauncher(javaBin) {
  if (cachedEmulatorJar('cloud-firestore-emulator')) return undefined;
  const sdkJar = cloudSdkFirestoreJars.find((path) => existsSync(path));
  if (!sdkJar) return undefined;
  const dir = join(cacheDir, 'emulators');
  const launcher = join(dir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    [
      'Manifest-Version: 1.0',
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `Class-Path: file://${sdkJar}`,
      '',
    ].join('\n'),
  );
  execFileSync(join(javaBin, 'jar'), ['cfm', launcher, manifest], { cwd: dir });
  return launcher;
}

/**
 * The emulator environment: Java first on PATH, the Firestore launcher when needed, and which optional
 * emulators (Storage, the UI) can start here. Offline machines cannot fetch either.
 */
export function emulatorSetup() {
  const javaBin = findJava();
  const launcher = firestoreLauncher(javaBin);
  const offline = Boolean(launcher);
  const storageOverride = process.env.PETNEST_STORAGE_EMULATOR;
  const storage = storageOverride
    ? storageOverride === '1'
    : !offline || Boolean(cachedEmulatorJar('cloud-storage-rules-runtime'));
  const env = {
    ...process.env,
    PATH: `${javaBin}:${process.env.PATH}`,
    JAVA_HOME: dirname(javaBin),
    // firebase-tools gives the functions' code 10 s to load before it gives up on them; a busy 2-core machine
    // (a test run beside a build) took longer, and every API test then failed.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    ...(launcher ? { FIRESTORE_EMULATOR_BINARY_PATH: launcher } : {}),
  };
  // The lab (scripts/lab) runs this jar itself, to pause and restart Firestore under load.
  const cachedJar = cachedEmulatorJar('cloud-firestore-emulator');
  const firestoreJar = launcher ?? (cachedJar ? join(firebaseEmulatorCache, cachedJar) : undefined);
  return { env, storage, ui: !offline, offline, firestoreJar };
}

export const startPorts = { auth: 9099, firestore: 8080, functions: 5001, hosting: 5000, storage: 9199 };
/** `npm test`'s ports; PETNEST_TEST_PORT_OFFSET moves them all, so two test runs can share a machine. */
const testPortOffset = Number(process.env.PETNEST_TEST_PORT_OFFSET ?? 0);
/** The test ports moved by `shift` more (a second emulator suite of the same run). */
export function testPortsShifted(shift) {
  return Object.fromEntries(
    Object.entries({
      auth: 19099,
      firestore: 18080,
      functions: 15001,
      hosting: 15000,
      storage: 19199,
      firestoreWebsocket: 19150,
      hub: 14400,
      logging: 14500,
      eventarc: 19299,
      tasks: 19499,
    }).map(([name, port]) => [name, port + testPortOffset + shift]),
  );
}
export const testPorts = testPortsShifted(0);

/**
 * Writes a firebase config for one purpose (start, test, bench) next to firebase.json, so that its relative
 * paths still hold: the same rules, functions and hosting, with the ports and emulators of that purpose.
 */
export function writeFirebaseConfig(purpose, { ports, storage, ui, hostingPublic, functionsSource }) {
  const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const emulators = {
    auth: { host: '127.0.0.1', port: ports.auth },
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      ...(ports.firestoreWebsocket ? { websocketPort: ports.firestoreWebsocket } : {}),
    },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    ...(storage ? { storage: { host: '127.0.0.1', port: ports.storage } } : {}),
    ...(ports.hub ? { hub: { host: '127.0.0.1', port: ports.hub } } : {}),
    ...(ports.logging ? { logging: { host: '127.0.0.1', port: ports.logging } } : {}),
    ...(ports.eventarc ? { eventarc: { host: '127.0.0.1', port: ports.eventarc } } : {}),
    ...(ports.tasks ? { tasks: { host: '127.0.0.1', port: ports.tasks } } : {}),
    ui: { enabled: ui },
    singleProjectMode: true,
  };
  const config = { ...base, emulators };
  if (!storage) delete config.storage;
  if (hostingPublic) config.hosting = { ...base.hosting, public: hostingPublic };
  if (functionsSource) config.functions = base.functions.map((codebase) => ({ ...codebase, source: functionsSource }));
  const file = join(repoRoot, `firebase.${purpose}.local.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * How a script on emulators of its own (the bench, the lab) starts: Node and the dependencies checked, the functions
 * built, then `hostingPublic()` (the folder Hosting serves, made or built after the functions), and the config for
 * `purpose` written on `ports` without the Storage emulator or the UI. The Functions emulator reloads every worker
 * when its source folder changes, so the config points it at a snapshot of this build (`.cache/{purpose}-functions`):
 * a rebuild meanwhile (a running `npm start`'s watcher, `npm test`) cannot reload the workers in the middle of a
 * measurement. Answers the emulator set-up and that config.
 */
export function prepareOwnEmulators(purpose, ports, hostingPublic) {
  checkNode();
  ensureDependencies();
  run('Build functions', 'npm', ['run', '--silent', 'build', '-w', 'functions']);
  const functionsSnapshot = join(cacheDir, `${purpose}-functions`);
  rmSync(functionsSnapshot, { recursive: true, force: true });
  mkdirSync(functionsSnapshot, { recursive: true });
  cpSync(join(repoRoot, 'functions', 'lib'), join(functionsSnapshot, 'lib'), { recursive: true });
  // package.json names the entry point; .env is the environment the emulator gives the function, as deployed.
  for (const file of ['package.json', '.env'])
    if (existsSync(join(repoRoot, 'functions', file)))
      cpSync(join(repoRoot, 'functions', file), join(functionsSnapshot, file));
  if (existsSync(join(repoRoot, 'functions', 'node_modules')))
    symlinkSync(join(repoRoot, 'functions', 'node_modules'), join(functionsSnapshot, 'node_modules'));
  const publicDir = hostingPublic();
  const setup = emulatorSetup();
  const config = writeFirebaseConfig(purpose, {
    ports,
    storage: false,
    ui: false,
    hostingPublic: publicDir,
    functionsSource: relative(repoRoot, functionsSnapshot),
  });
  return { setup, config };
}

/**
 * A one-page site for Hosting where a script loads only the API (the lab, the bench without its web audits): no
 * web build needed. Answers its folder relative to the repo, as a firebase config's `hosting.public`.
 */
export function placeholderSite(purpose) {
  const folder = join(cacheDir, `${purpose}-public`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><title>Petnest ${purpose}</title><p>This run serves the API only.</p>\n`,
  );
  return relative(repoRoot, folder);
}

export function emulatorList(storage) {
  return ['auth', 'firestore', 'functions', 'hosting', ...(storage ? ['storage'] : [])].join(',');
}

export const firebaseBin = join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** Node's arguments for `firebase emulators:exec`: the emulators of a config and project run `command`, then stop. */
export function emulatorsExec({ config, project, storage, command }) {
  return [
    firebaseBin,
    'emulators:exec',
    '--config',
    config,
    '--project',
    project,
    '--only',
    emulatorList(storage),
    command,
  ];
}

/** Runs a command in the repo, streaming its output; exits the script on failure. */
export function run(label, command, args, options = {}) {
  log(label);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${label} failed.`);
}

/**
 * Runs steps (`{ label, command, args }`) side by side, each with its output held back and printed whole when it
 * ends, so that their lines never interleave; exits the script once all have ended if any failed.
 */
export async function runSideBySide(steps) {
  const started = Date.now();
  const ended = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolvePromise) => {
          log(`${label} (started)`);
          const chunks = [];
          const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
          child.once('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            log(`${label}: ${code === 0 ? 'passed' : 'FAILED'} after ${seconds} s`);
            process.stdout.write(Buffer.concat(chunks));
            resolvePromise({ label, code });
          });
        }),
    ),
  );
  const failed = ended.filter(({ code }) => code !== 0).map(({ label }) => label);
  if (failed.length) fail(`${failed.join('; ')} failed.`);
}

/**
 * The environment of a script that reads Petnest's data (`npm run <script>`): the emulators of a running `npm start`,
 * or with `-- --project <id>` a real project, with the admin credentials of GOOGLE_APPLICATION_CREDENTIALS (or the
 * gcloud application default).
 */
export async function targetEnvironment(script) {
  const projectFlag = process.argv.indexOf('--project');
  const env = { ...process.env };
  if (projectFlag >= 0) {
    const project = process.argv[projectFlag + 1];
    if (!project) fail(`Usage: npm run ${script} -- --project <firebase project id>`);
    delete env.FIRESTORE_EMULATOR_HOST;
    return Object.assign(env, { GCLOUD_PROJECT: project, GOOGLE_CLOUD_PROJECT: project });
  }
  const firestore = `127.0.0.1:${startPorts.firestore}`;
  try {
    await fetch(`http://${firestore}/`);
  } catch {
    fail('The emulators are not running. Start Petnest with `npm start` first, or pass `-- --project <id>`.');
  }
  return Object.assign(env, {
    FIRESTORE_EMULATOR_HOST: firestore,
    GCLOUD_PROJECT: 'demo-petnest',
    GOOGLE_CLOUD_PROJECT: 'demo-petnest',
  });
}
