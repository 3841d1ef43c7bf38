import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { useFirestoreRules } from './support/rules-environment';

// apiKeys/{sha256(key)} (docs/decisions/0105-api-keys.md) is read and written by the API alone: a client that could
// list it would learn which hashes open which company, one that could write it would mint a key of its choice.
const suite = useFirestoreRules('rules-api-keys', async (db) => {
  await db.doc('companies/acme').set({ name: 'Acme Grooming', status: 'active', verified: true });
  await db.doc('apiKeys/hash1').set({ companyId: 'acme', name: 'Zapier', scope: 'read', hint: 'pn_live_…abcd' });
});

const clients = {
  'a visitor': () => suite.env.unauthenticatedContext().firestore(),
  'a pet owner': () => suite.env.authenticatedContext('alice').firestore(),
  'the owning company': () => suite.env.authenticatedContext('acme', { role: 'pet_company' }).firestore(),
  'a superadmin': () => suite.env.authenticatedContext('root', { role: 'superadmin' }).firestore(),
};

describe('apiKeys (server only)', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} reads a key or lists the keys, then it fails`, async () => {
      await assertFails(db().doc('apiKeys/hash1').get());
      await assertFails(db().collection('apiKeys').get());
      await assertFails(db().collection('apiKeys').where('companyId', '==', 'acme').get());
    });

    it(`when ${who} creates, changes or deletes a key, then it fails`, async () => {
      await assertFails(db().doc('apiKeys/chosen').set({ companyId: 'acme', scope: 'read_write' }));
      await assertFails(db().doc('apiKeys/hash1').update({ scope: 'read_write' }));
      await assertFails(db().doc('apiKeys/hash1').delete());
    });
  }
});
