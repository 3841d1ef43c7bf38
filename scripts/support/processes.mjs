// Long-running children in their own process groups, so that stopping one stops everything it started
// (stopping `npx vite` by its pid alone leaves `node vite` running).
import { spawn } from 'node:child_process';

const children = [];

export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  children.push({ label, child });
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[petnest] ${label} stopped (${signal ?? `exit ${code}`}).`);
  });
  return child;
}

let stopping = false;

export function stopAll(signal = 'SIGINT') {
  stopping = true;
  for (const { child } of children.reverse()) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  }
}

export async function waitFor(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${label} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}
