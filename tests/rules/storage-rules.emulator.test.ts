import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { useStorageRules } from './support/rules-environment';

// The Storage emulator needs a rules runtime that firebase-tools downloads; offline machines cannot start it.
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const skipReason =
  'SKIPPED: the Storage emulator cannot start on this machine (its rules runtime cannot be downloaded offline)';
if (!storageHost) console.warn(`[storage.rules] ${skipReason}`);

describe.skipIf(!storageHost)(storageHost ? 'storage.rules' : `storage.rules (${skipReason})`, () => {
  const suite = useStorageRules('storage-rules', storageHost ?? '', async (storage) => {
    await storage.ref('companies/acme/public/logo.png').putString('x');
    await storage.ref('users/alice/pets/p1/photo.png').putString('x');
  });

  it('when anyone reads public company media, then it succeeds', () =>
    assertSucceeds(suite.env.unauthenticatedContext().storage().ref('companies/acme/public/logo.png').getMetadata()));
  it('when anyone reads other media, then it fails (the API serves it)', () =>
    assertFails(suite.env.authenticatedContext('alice').storage().ref('users/alice/pets/p1/photo.png').getMetadata()));
  it('when a client writes anywhere, then it fails: uploads go through the API', async () => {
    await assertFails(
      suite.env.authenticatedContext('acme').storage().ref('companies/acme/public/new.png').putString('x').then(),
    );
    await assertFails(
      suite.env.unauthenticatedContext().storage().ref('companies/acme/public/new.png').putString('x').then(),
    );
  });
});
