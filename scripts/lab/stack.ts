// The lab's emulators as processes it controls: Firestore runs as the lab's own Java process (so that it can be
// paused and restarted under load), and firebase-tools runs Auth, Functions and Hosting with FIRESTORE_EMULATOR_HOST
// pointing at it. firebase-tools spawns each function worker with `...process.env`, so the workers keep talking
// to whatever listens on that port, across restarts, without firebase-tools noticing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, repoRoot } from '../support/environment.mjs';
import { waitFor } from '../support/processes.mjs';

const project = process.env.GCLOUD_PROJECT!;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST!;
const [host, port] = firestoreHost.split(':');

function logFile(dir: string, name: string): number {
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, name), 'a');
}

export class FirestoreProcess {
  private child?: ChildProcess;

  constructor(
    private readonly jar: string,
    private readonly logDir: string,
  ) {}

  get pid(): number {
    if (!this.child?.pid) throw new Error('Firestore is not running');
    return this.child.pid;
  }

  async start(seedFromExport?: string): Promise<void> {
    const out = logFile(this.logDir, 'firestore.log');
    const args = [
      '-jar',
      this.jar,
      '--host',
      host,
      '--port',
      port,
      '--project_id',
      project,
      '--single_project_mode',
      'true',
      ...(seedFromExport ? ['--seed_from_export', seedFromExport] : []),
    ];
    this.child = spawn('java', args, { stdio: ['ignore', out, out], detached: true });
    await waitFor(`http://${firestoreHost}/`, { timeoutMs: 60_000, label: "The lab's Firestore emulator" });
  }

  pause(): void {
    process.kill(this.pid, 'SIGSTOP');
  }

  resume(): void {
    process.kill(this.pid, 'SIGCONT');
  }

  /** Exports the data through the emulator's endpoint; answers the metadata file that `--seed_from_export` takes. */
  async exportTo(directory: string): Promise<string> {
    mkdirSync(directory, { recursive: true });
    const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${project}:export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ database: `projects/${project}/databases/(default)`, export_directory: directory }),
    });
    if (!response.ok) throw new Error(`The Firestore export failed: ${response.status} ${await response.text()}`);
    // The emulator writes firestore_export_<time>/firestore_export_<time>.overall_export_metadata under the directory.
    const metadata = (readdirSync(directory, { recursive: true }) as string[]).find((name) =>
      name.endsWith('.overall_export_metadata'),
    );
    if (!metadata) throw new Error(`The Firestore export wrote no metadata file in ${directory}`);
    return join(directory, metadata);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid!, 'SIGKILL');
    await exited;
  }
}

/** firebase-tools with Auth, Functions and Hosting, in its own process group; its output goes to a log file. */
export function startFirebase(config: string, logDir: string, env: NodeJS.ProcessEnv): ChildProcess {
  const out = logFile(logDir, 'emulators.log');
  return spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--config', config, '--project', project, '--only', 'auth,functions,hosting'],
    {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      detached: true,
      env,
    },
  );
}

/**
 * Waits for the API through Hosting. When firebase-tools exits first or the wait runs out, the error carries the
 * end of its log: CI keeps only what was printed, not lab-results/logs.
 */
export async function waitForFirebase(child: ChildProcess, url: string, logDir: string): Promise<void> {
  const label = "The lab's Hosting and Functions emulators";
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`firebase-tools exited (${signal ?? code}) before ${url} answered`)),
    ),
  );
  try {
    await Promise.race([waitFor(url, { timeoutMs: 180_000, label }), exited]);
  } catch (error) {
    const lines = readFileSync(join(logDir, 'emulators.log'), 'utf8').trimEnd().split('\n');
    throw new Error(`${(error as Error).message}. The end of emulators.log:\n${lines.slice(-40).join('\n')}`);
  }
}

/** Stops a process started detached, with everything it started (its process group). */
export function stopGroup(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGINT'): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** The Functions emulator's worker processes under `root`: each serves one request at a time. */
export function functionWorkers(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent pid is the 4th field of /proc/<pid>/stat, after the command name in parentheses.
      const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // exited meanwhile
    }
  }
  const workers: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) workers.push(child);
      } catch {
        // exited meanwhile
      }
      visit(child);
    }
  };
  visit(root);
  return workers;
}

/** Linux reports process times in USER_HZ clock ticks, 100 a second on every mainstream architecture. */
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat from the 3rd (state) on, after the command name in parentheses; undefined once gone. */
function statFields(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined;
  }
}

/** User plus system CPU time of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat); 0 once it exited. */
function cpuTicks(pid: number): number {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0;
}

/** How long ago a process started (field 22 of /proc/<pid>/stat, ticks after boot), in seconds; 0 once it exited. */
function ageSeconds(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return uptime - Number(fields[19]) / TICKS_PER_SECOND;
}

/**
 * A worker still starting up (loading the functions' code) is not serving a request yet, and the Functions emulator
 * waits up to 30 s for the socket of a worker that died starting, holding the request it was started for: killing
 * one tests the emulator, not Petnest. Workers this old have started.
 */
const STARTED_WORKER_AGE_S = 5;

/**
 * The started worker that used the most CPU over `windowMs`: the one most likely serving a request right now, so
 * killing it cuts a request in flight rather than an idle process.
 */
export async function busiestWorker(workers: readonly number[], windowMs: number): Promise<number | undefined> {
  const started = workers.filter((pid) => ageSeconds(pid) >= STARTED_WORKER_AGE_S);
  const before = new Map(started.map((pid) => [pid, cpuTicks(pid)]));
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  let busiest: { pid: number; ticks: number } | undefined;
  for (const pid of started) {
    const ticks = cpuTicks(pid) - (before.get(pid) ?? 0);
    if (!busiest || ticks > busiest.ticks) busiest = { pid, ticks };
  }
  return busiest?.pid;
}
