// Types of environment.mjs for the TypeScript scripts that import it (scripts/lab).
export const repoRoot: string;
export const cacheDir: string;
export const firebaseBin: string;
export const startPorts: Record<'auth' | 'firestore' | 'functions' | 'hosting' | 'storage', number>;
export const testPorts: Record<string, number>;
export function log(message: string): void;
export function fail(message: string): never;
export function checkNode(): void;
export function ensureDependencies(): void;
export function findJava(): string;
export function emulatorSetup(): {
  env: NodeJS.ProcessEnv;
  storage: boolean;
  ui: boolean;
  offline: boolean;
  firestoreJar: string | undefined;
};
export function writeFirebaseConfig(
  purpose: string,
  options: {
    ports: Record<string, number>;
    storage: boolean;
    ui: boolean;
    hostingPublic?: string;
    functionsSource?: string;
  },
): string;
export function prepareOwnEmulators(
  purpose: string,
  ports: Record<string, number>,
  hostingPublic: () => string,
): { setup: ReturnType<typeof emulatorSetup>; config: string };
export function placeholderSite(purpose: string): string;
export function emulatorList(storage: boolean): string;
export function run(
  label: string,
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnSyncOptions,
): void;
