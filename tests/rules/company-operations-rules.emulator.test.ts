import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { useFirestoreRules } from './support/rules-environment';

// The collections the company operations added (team members' time, customer notes, mail) are API-only: the
// rules have no `allow` for them, so every client, the owning company and a superadmin included, is refused.
const suite = useFirestoreRules('rules-ops', async (db) => {
  await db.doc('companies/acme').set({ name: 'Acme Grooming', status: 'active' });
  await db.doc('employeeSchedules/acme_e1').set({ blocks: { '20261201T1500Z': 'b1' } });
  await db.doc('teamDays/acme_2026-12-01').set({ members: { acme_e1: { '20261201T1500Z': 'b1' } } });
  await db.doc('companies/acme/customers/alice/notes/n1').set({ text: 'Prefers mornings', authorId: 'acme' });
  await db.doc('mail/m1').set({ to: 'alice@example.com', message: { subject: 'Hi', text: 'Hello' } });
});

const clients = {
  'a visitor': () => suite.env.unauthenticatedContext().firestore(),
  'the pet owner': () => suite.env.authenticatedContext('alice').firestore(),
  'the owning company': () => suite.env.authenticatedContext('acme', { role: 'pet_company' }).firestore(),
  'another company': () => suite.env.authenticatedContext('other', { role: 'pet_company' }).firestore(),
  'a superadmin': () => suite.env.authenticatedContext('root', { role: 'superadmin' }).firestore(),
};

describe('employeeSchedules/{companyId_employeeId}', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} reads, lists or writes an employee schedule, then it fails (it would free or block an employee)`, async () => {
      await assertFails(db().doc('employeeSchedules/acme_e1').get());
      await assertFails(db().collection('employeeSchedules').get());
      await assertFails(db().doc('employeeSchedules/acme_e1').set({ blocks: {} }));
      await assertFails(
        db()
          .doc('employeeSchedules/acme_e2')
          .set({ blocks: { '20261201T1500Z': 'forged' } }),
      );
    });
  }
});

describe('teamDays/{companyId_date}', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} reads, lists or writes a company's day of team time, then it fails (it would free or block a team member)`, async () => {
      await assertFails(db().doc('teamDays/acme_2026-12-01').get());
      await assertFails(db().collection('teamDays').get());
      await assertFails(db().doc('teamDays/acme_2026-12-01').set({ members: {} }));
      await assertFails(
        db()
          .doc('teamDays/acme_2026-12-02')
          .set({ members: { acme_e1: { '20261202T1500Z': 'forged' } } }),
      );
    });
  }
});

describe('companies/{cid}/customers/{uid}/notes/{noteId}', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} reads or writes a customer note, then it fails (notes go through the API with their author)`, async () => {
      await assertFails(db().doc('companies/acme/customers/alice/notes/n1').get());
      await assertFails(db().collection('companies/acme/customers/alice/notes').get());
      await assertFails(
        db().collection('companies/acme/customers/alice/notes').add({ text: 'forged', authorId: 'acme' }),
      );
      await assertFails(db().doc('companies/acme/customers/alice/notes/n1').delete());
    });
  }
});

describe('mail/{id}', () => {
  for (const [who, db] of Object.entries(clients)) {
    it(`when ${who} reads or writes a mail document, then it fails (a client could otherwise send mail as Petnest)`, async () => {
      await assertFails(db().doc('mail/m1').get());
      await assertFails(
        db()
          .collection('mail')
          .add({ to: 'victim@example.com', message: { subject: 'x', text: 'y' } }),
      );
    });
  }
});
