// Types of processes.mjs for the TypeScript scripts that import it (scripts/lab).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function startProcess(label: string, command: string, args: string[], options?: SpawnOptions): ChildProcess;
export function stopAll(signal?: NodeJS.Signals): void;
export function waitFor(url: string, options?: { timeoutMs?: number; label?: string }): Promise<void>;
