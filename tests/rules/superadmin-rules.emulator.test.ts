import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { useFirestoreRules } from './support/rules-environment';

// What the superadmin console changes (roles, disabled accounts, company status and verification, platform
// settings, the audit log) is written by the API alone: no client writes it, not even a superadmin with the claim,
// and the audit log is read through the API only.
const suite = useFirestoreRules('rules-superadmin', async (db) => {
  await db
    .doc('users/alice')
    .set({ email: 'alice@example.com', role: 'pet_owner', disabled: false, emailVerified: true });
  await db
    .doc('users/acme')
    .set({ email: 'acme@example.com', role: 'pet_company', disabled: false, emailVerified: true });
  await db.doc('companies/acme').set({ name: 'Acme Grooming', status: 'active', verified: true });
  await db.doc('platform/settings').set({ maintenanceMode: false });
  await db.doc('auditLog/a1').set({
    action: 'user.role',
    actorUid: 'root',
    targetId: 'alice',
    before: { role: 'pet_owner' },
    after: { role: 'pet_company' },
  });
});

const clients = {
  'a visitor': () => suite.env.unauthenticatedContext().firestore(),
  'the pet owner': () => suite.env.authenticatedContext('alice').firestore(),
  'the company': () => suite.env.authenticatedContext('acme', { role: 'pet_company' }).firestore(),
  'a superadmin': () => suite.env.authenticatedContext('root', { role: 'superadmin' }).firestore(),
};

describe('superadmin-only data written by clients', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} writes a role or the disabled flag of a user, then it fails`, async () => {
      await assertFails(db().doc('users/alice').update({ role: 'superadmin' }));
      await assertFails(db().doc('users/alice').update({ disabled: true }));
      await assertFails(db().doc('users/acme').set({ role: 'superadmin' }, { merge: true }));
      await assertFails(db().doc('users/mallory').set({ role: 'superadmin', disabled: false }));
    });

    it(`when ${who} writes the status or verification of a company, then it fails`, async () => {
      await assertFails(db().doc('companies/acme').update({ status: 'suspended' }));
      await assertFails(db().doc('companies/acme').update({ verified: false }));
      await assertFails(db().doc('companies/acme').set({ status: 'active', verified: true }, { merge: true }));
    });

    it(`when ${who} writes platform settings, then it fails`, async () => {
      await assertFails(db().doc('platform/settings').set({ maintenanceMode: true }, { merge: true }));
      await assertFails(db().doc('platform/other').set({ anything: true }));
      await assertFails(db().doc('platform/settings').delete());
    });

    it(`when ${who} reads, adds, changes or erases an audit entry, then it fails`, async () => {
      await assertFails(db().doc('auditLog/a1').get());
      await assertFails(db().collection('auditLog').get());
      await assertFails(db().collection('auditLog').add({ action: 'user.role', actorUid: 'forged' }));
      await assertFails(
        db()
          .doc('auditLog/a1')
          .update({ after: { role: 'pet_owner' } }),
      );
      await assertFails(db().doc('auditLog/a1').delete());
    });
  }
});

describe('what a superadmin may read directly', () => {
  it('when a superadmin reads a user, a company or the settings, then it succeeds; others read only their own', async () => {
    await assertSucceeds(clients['a superadmin']().doc('users/alice').get());
    await assertSucceeds(clients['a superadmin']().doc('companies/acme').get());
    await assertSucceeds(clients['a superadmin']().doc('platform/settings').get());
    await assertSucceeds(clients['the pet owner']().doc('users/alice').get());
    await assertFails(clients['the pet owner']().doc('users/acme').get());
    await assertFails(clients['the company']().doc('platform/settings').get());
    await assertFails(clients['a visitor']().doc('users/alice').get());
  });
});
