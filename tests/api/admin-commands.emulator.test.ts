// `npm run admin -- ...` as an operator types it, against the test emulators (the commands reach a real project's
// Auth and Firestore, or the emulators named by FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST).
import { spawnSync } from 'node:child_process';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from '../../functions/src/contracts/platform-settings';
import { admin, clearEmulators, createUser, projectId } from './support/emulators';
import {
  addEmployee,
  bookService,
  checkData,
  createListedCompany,
  createOwnerWithPet,
  requestBooking,
  teamBlocksOn,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

function adminCommand(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args, '--project', projectId], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run admin', () => {
  beforeEach(clearEmulators);

  it('when grant-role names an account and a role, then the claim and the directory entry carry the role', async () => {
    const user = await createUser();
    const { status, output } = adminCommand('grant-role', user.email, 'superadmin');
    expect(output).toContain(`${user.email} is now superadmin`);
    expect(status).toBe(0);
    const { auth, db } = admin();
    expect((await auth.getUser(user.uid)).customClaims?.role).toBe('superadmin');
    expect((await db.doc(`users/${user.uid}`).get()).get('role')).toBe('superadmin');
  });

  it('when grant-role names an unknown role, then it prints the usage, exits 1 and changes nothing', async () => {
    const user = await createUser();
    const { status, output } = adminCommand('grant-role', user.email, 'owner');
    expect(status).toBe(1);
    expect(output).toContain('Usage: npm run admin -- grant-role');
    expect((await admin().auth.getUser(user.uid)).customClaims?.role).toBeUndefined();
  });

  it('when an account has no directory entry, then sync-directory gives it one without a role', async () => {
    const uid = `imported-${Date.now()}`;
    // importUsers fires no Auth trigger: the account is like one made before the trigger was deployed.
    await admin().auth.importUsers([
      { uid, email: `${uid}@example.test`, displayName: 'Imported Owner', emailVerified: true },
    ]);
    const { status, output } = adminCommand('sync-directory');
    expect(output).toMatch(/\d+ accounts are in the superadmin's user directory/);
    expect(status).toBe(0);
    const entry = await admin().db.doc(`users/${uid}`).get();
    expect(entry.get('email')).toBe(`${uid}@example.test`);
    expect(entry.get('role')).toBeNull();
  });

  it('when the IP whitelist holds addresses, then clear-ip-whitelist empties it and audits the change', async () => {
    const { db } = admin();
    await db
      .doc('platform/settings')
      .set({ security: { ...defaultPlatformSettings.security, ipWhitelist: ['203.0.113.7'] } });
    const { status, output } = adminCommand('clear-ip-whitelist');
    expect(output).toContain('The IP whitelist is empty');
    expect(status).toBe(0);
    expect((await db.doc('platform/settings').get()).get('security.ipWhitelist')).toEqual([]);
    const audit = (await db.collection('auditLog').where('action', '==', 'settings.update').get()).docs.map((doc) =>
      doc.data(),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].before.security.ipWhitelist).toEqual(['203.0.113.7']);
  });

  it('when active appointments have no team member, then assign-open-bookings places them, lists the rest and is idempotent', async () => {
    const listed = await createListedCompany();
    const date = weekdayAfter(3);
    const book = async (petOwner: OwnerWithPet, time: string) =>
      (await bookService(listed, petOwner, date, { time })).id;
    const alice = await createOwnerWithPet('Max');
    const bob = await createOwnerWithPet('Rex');
    // Booked while the company worked as one person; then it hired Ann, who took a new 10:00 booking.
    const early = await book(alice, '10:00');
    const late = await book(alice, '14:00');
    const ann = await addEmployee(listed.company, 'Ann');
    await book(bob, '10:00');

    const first = adminCommand('assign-open-bookings');
    expect(first.output).toContain('1 appointments placed, 1 already had their team member, 1 could not be placed.');
    expect(first.output).toContain(`bookings/${early}: nobody who performs it is free then`);
    expect(first.status).toBe(0);
    const { db } = admin();
    expect((await db.doc(`bookings/${late}`).get()).data()).toMatchObject({ employeeId: ann, employeeName: 'Ann' });
    expect(Object.values(await teamBlocksOn(listed.company, date, ann))).toContain(late);

    const again = adminCommand('assign-open-bookings');
    expect(again.output).toContain('0 appointments placed, 2 already had their team member, 1 could not be placed.');
  }, 120_000);

  it("when an appointment's time is held the way it was before Nov 29, then assign-open-bookings moves it into its day with its member", async () => {
    const listed = await createListedCompany();
    const date = weekdayAfter(3);
    const ann = await addEmployee(listed.company, 'Ann');
    const booked = await bookService(listed, await createOwnerWithPet('Max'), date, { time: '10:00' });
    const { db } = admin();
    // The hold as the code before Nov 29 wrote it: the blocks in the member's own schedule document.
    const blocks = await teamBlocksOn(listed.company, date, ann);
    await db.doc(`employeeSchedules/${listed.company.uid}_${ann}`).set({ blocks });
    await db.doc(`teamDays/${listed.company.uid}_${date}`).delete();
    await db.doc(`bookings/${booked.id}`).update({ 'hold.teamDayId': FieldValue.delete() });
    expect(checkData().output).toContain(`bookings/${booked.id}: holds its team member's time in employeeSchedules/`);

    const moved = adminCommand('assign-open-bookings');
    expect(moved.output).toContain('1 appointments placed, 0 already had their team member, 0 could not be placed.');
    expect((await db.doc(`bookings/${booked.id}`).get()).data()).toMatchObject({
      employeeId: ann,
      hold: { teamDayId: `${listed.company.uid}_${date}`, employeeScheduleId: `${listed.company.uid}_${ann}` },
    });
    expect(await teamBlocksOn(listed.company, date, ann)).toEqual(blocks);
    expect((await db.doc(`employeeSchedules/${listed.company.uid}_${ann}`).get()).get('blocks')).toEqual({});
    expect(checkData().status).toBe(0);
    expect(adminCommand('assign-open-bookings').output).toContain('0 appointments placed, 1 already had');
  }, 120_000);

  it('when counters are wrong or missing, then check-data reports them and recount-counters rewrites them, once', async () => {
    const listed = await createListedCompany();
    const { company } = listed;
    const customer = await createOwnerWithPet();
    const { owner } = customer;
    const booked = await requestBooking(listed, customer, weekdayAfter(3));
    expect(booked.status).toBe(201);
    const { db } = admin();
    // As a database from before the counters: none on the owner, a wrong one on the company.
    await db.doc(`users/${owner.uid}`).update({ ownerCounts: null });
    await db.doc(`companies/${company.uid}/totals/all`).update({ 'statuses.pending': 7 });

    const checked = checkData();
    expect(checked.output).toContain(
      `counters: companies/${company.uid}/totals/all: statuses.pending is 7, the bookings give 1`,
    );
    expect(checked.output).toContain(`counters: users/${owner.uid}: ownerCounts.bookings is 0, the bookings give 1`);
    expect(checked.status).toBe(1);

    const first = adminCommand('recount-counters');
    expect(first.output).toContain(
      'The counters are recounted from the bookings and customers: 2 document(s) corrected.',
    );
    expect(first.status).toBe(0);
    expect((await db.doc(`companies/${company.uid}/totals/all`).get()).get('statuses.pending')).toBe(1);
    expect((await db.doc(`users/${owner.uid}`).get()).get('ownerCounts')).toEqual({
      bookings: 1,
      companies: 1,
      favorites: 0,
    });
    expect(adminCommand('recount-counters').output).toContain('0 document(s) corrected');
    expect(checkData().status).toBe(0);
  });
});
