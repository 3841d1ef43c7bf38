import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

// The Storage emulator needs a rules runtime that firebase-tools downloads; offline machines cannot start it.
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const skipReason =
  'SKIPPED: the Storage emulator cannot start on this machine (its rules runtime cannot be downloaded offline)';
if (!storageHost) console.warn(`[storage.rules] ${skipReason}`);

describe.skipIf(!storageHost)(storageHost ? 'storage.rules' : `storage.rules (${skipReason})`, () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host, port] = (storageHost ?? '127.0.0.1:19199').split(':');
    env = await initializeTestEnvironment({
      projectId: `storage-rules-${Date.now()}`,
      storage: { rules: readFileSync('storage.rules', 'utf8'), host, port: Number(port) },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref('companies/acme/public/logo.png').putString('x');
      await context.storage().ref('users/alice/pets/p1/photo.png').putString('x');
    });
  });
  afterAll(() => env?.cleanup());

  it('when anyone reads public company media, then it succeeds', () =>
    assertSucceeds(env.unauthenticatedContext().storage().ref('companies/acme/public/logo.png').getMetadata()));
  it('when anyone reads other media, then it fails (the API serves it)', () =>
    assertFails(env.authenticatedContext('alice').storage().ref('users/alice/pets/p1/photo.png').getMetadata()));
  it('when a client writes anywhere, then it fails: uploads go through the API', async () => {
    await assertFails(
      env.authenticatedContext('acme').storage().ref('companies/acme/public/new.png').putString('x').then(),
    );
    await assertFails(
      env.unauthenticatedContext().storage().ref('companies/acme/public/new.png').putString('x').then(),
    );
  });
});
