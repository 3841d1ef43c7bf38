// One emulator setup for the rules suites: each suite gets a project of its own (so suites never see each other's
// documents), the repository's rules file, and a cleanup after its last test.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

type AdminFirestore = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
type AdminStorage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host, port: Number(port) };
}

/** The suite's environment, set up before its first test; `seed` writes with the rules off before every test. */
export function useFirestoreRules(
  name: string,
  seed: (db: AdminFirestore) => Promise<void>,
): { env: RulesTestEnvironment } {
  const suite = {} as { env: RulesTestEnvironment };
  beforeAll(async () => {
    suite.env = await initializeTestEnvironment({
      projectId: `${name}-${Date.now()}`,
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        ...hostAndPort(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:18080'),
      },
    });
  });
  afterAll(() => suite.env?.cleanup());
  beforeEach(async () => {
    await suite.env.clearFirestore();
    await suite.env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });
  return suite;
}

/** The same for storage.rules at `address`; `seed` writes with the rules off once, before the first test. */
export function useStorageRules(
  name: string,
  address: string,
  seed: (storage: AdminStorage) => Promise<void>,
): { env: RulesTestEnvironment } {
  const suite = {} as { env: RulesTestEnvironment };
  beforeAll(async () => {
    suite.env = await initializeTestEnvironment({
      projectId: `${name}-${Date.now()}`,
      storage: { rules: readFileSync('storage.rules', 'utf8'), ...hostAndPort(address) },
    });
    await suite.env.withSecurityRulesDisabled((context) => seed(context.storage()));
  });
  afterAll(() => suite.env?.cleanup());
  return suite;
}
