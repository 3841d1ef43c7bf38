// Issue 22 section 2: the superadmin's critical alerts count real conditions, and every scheduled job records its
// last run (docs/decisions/0099-weekly-summary-and-critical-alerts.md).
import { beforeEach, describe, expect, it } from 'vitest';
import type { CriticalAlert } from '../../functions/src/contracts/superadmin';
import { fixedClock, systemClock } from '../../functions/src/core/clock';
import { recordJobRun } from '../../functions/src/modules/platform';
import { admin, api, clearEmulators, createCompanyUser, type TestUser } from './support/emulators';
import { createSuperadmin } from './support/fixtures';

let root: TestUser;

beforeEach(async () => {
  await clearEmulators();
  root = await createSuperadmin();
});

async function alerts(): Promise<CriticalAlert[]> {
  const { status, body } = await api('GET', '/api/superadmin/alerts', { token: root.idToken });
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  return body.data as CriticalAlert[];
}
const kinds = async () => (await alerts()).map((alert) => alert.kind);

describe('GET /api/superadmin/alerts', () => {
  it('when nothing needs the admin, then no alerts; someone else is refused', async () => {
    expect(await alerts()).toEqual([]);
    const company = await createCompanyUser();
    const refused = await api('GET', '/api/superadmin/alerts', { token: company.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });

  it('when maintenance mode is switched on, then an alert leading to the maintenance settings, gone when it is off', async () => {
    const settings = admin().db.doc('platform/settings');
    await settings.set({ general: { maintenanceMode: true } }, { merge: true });
    expect(await alerts()).toEqual([
      expect.objectContaining({
        kind: 'maintenance_on',
        count: 1,
        link: '/admin/dashboard?section=settings&tab=maintenance',
      }),
    ]);
    await settings.set({ general: { maintenanceMode: false } }, { merge: true });
    expect(await kinds()).toEqual([]);
  });

  it('when companies wait for review, then their count leads to the pending companies, gone once reviewed', async () => {
    const companies = await Promise.all([createCompanyUser(), createCompanyUser()]);
    await Promise.all(
      companies.map((company) => admin().db.doc(`companies/${company.uid}`).update({ status: 'pending' })),
    );
    expect(await alerts()).toEqual([
      expect.objectContaining({
        kind: 'companies_pending',
        title: '2 companies waiting for review',
        count: 2,
        link: '/admin/dashboard?section=companies&status=pending',
      }),
    ]);
    await Promise.all(
      companies.map((company) => admin().db.doc(`companies/${company.uid}`).update({ status: 'active' })),
    );
    expect(await kinds()).toEqual([]);
  });

  it('when the mail extension marks a mail as failed, then it is counted until it is delivered', async () => {
    const mail = admin().db.doc('mail/welcome-someone');
    await mail.set({ to: 'a@example.com', message: { subject: 'Hi', text: 'Hi' }, delivery: { state: 'ERROR' } });
    await admin()
      .db.doc('mail/welcome-other')
      .set({ to: 'b@example.com', delivery: { state: 'SUCCESS' } });
    expect(await alerts()).toEqual([
      expect.objectContaining({ kind: 'mail_failed', title: '1 email could not be delivered', count: 1 }),
    ]);
    await mail.update({ 'delivery.state': 'SUCCESS' });
    expect(await kinds()).toEqual([]);
  });

  it('when a scheduled job fails, then its run is recorded with the error and alerted, until a run succeeds', async () => {
    const clock = fixedClock('2026-11-30T14:00:00Z');
    await expect(
      recordJobRun('sendWeeklySummaries', clock, () => Promise.reject(new Error('Firestore is unavailable'))),
    ).rejects.toThrow('Firestore is unavailable');
    const run = await admin().db.doc('jobRuns/sendWeeklySummaries').get();
    expect(run.get('ok')).toBe(false);
    expect(run.get('error')).toBe('Firestore is unavailable');
    expect(run.get('finishedAt').toDate()).toEqual(new Date('2026-11-30T14:00:00Z'));
    expect(await alerts()).toEqual([
      expect.objectContaining({
        kind: 'job_failed',
        title: '1 scheduled job failed its last run',
        count: 1,
        detail: 'sendWeeklySummaries: Firestore is unavailable',
      }),
    ]);

    clock.set('2026-11-30T15:00:00Z');
    expect(await recordJobRun('sendWeeklySummaries', clock, async () => 3)).toBe(3);
    const recovered = await admin().db.doc('jobRuns/sendWeeklySummaries').get();
    expect(recovered.get('ok')).toBe(true);
    expect(recovered.get('error')).toBeNull();
    expect(recovered.get('startedAt').toDate()).toEqual(new Date('2026-11-30T15:00:00Z'));
    expect(await kinds()).toEqual([]);
  });

  it('when several conditions hold, then each is one alert, the most urgent first', async () => {
    const company = await createCompanyUser();
    await admin().db.doc(`companies/${company.uid}`).update({ status: 'pending' });
    await admin()
      .db.doc('platform/settings')
      .set({ general: { maintenanceMode: true } }, { merge: true });
    await expect(
      recordJobRun('expireSubscriptions', systemClock, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow();
    expect(await kinds()).toEqual(['maintenance_on', 'job_failed', 'companies_pending']);
  });
});
