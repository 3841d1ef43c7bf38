// Issue 22: the company hears of its trial's end and of each subscription change, in the app and by email, once per
// event, in the transaction of the change (docs/decisions/0098-subscription-notices.md).
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '../../functions/src/contracts/notifications';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { fixedClock } from '../../functions/src/core/clock';
import { db } from '../../functions/src/core/firebase';
import { platformSettingsRepository } from '../../functions/src/data/platform-settings';
import { expireSubscriptions } from '../../functions/src/modules/subscriptions/expire-subscriptions';
import { sendTrialEndingNotices } from '../../functions/src/modules/subscriptions';
import { admin, api, clearEmulators, createCompanyUser, type TestUser } from './support/emulators';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PLAN_PANEL = '/company/dashboard?panel=plan';

interface StoredMail {
  to: string;
  message: { subject: string; text: string; html: string };
  topic: { kind: string; companyId?: string };
}

let company: TestUser;

beforeEach(async () => {
  await clearEmulators();
  platformSettingsRepository.clearCache();
  company = await createCompanyUser();
  await admin().db.doc(`companies/${company.uid}`).update({ name: 'Happy Paws', timezone: 'America/Chicago' });
});

/** The company's mails of one kind, by id. */
const mailsOf = async (kind: string) =>
  (await admin().db.collection('mail').where('topic.companyId', '==', company.uid).get()).docs
    .filter((doc) => doc.get('topic.kind') === kind)
    .map((doc) => ({ id: doc.id, ...(doc.data() as StoredMail) }));
const inbox = async () =>
  (await api('GET', '/api/notifications', { token: company.idToken })).body.data as NotificationsPage;
const emailsOff = async () =>
  expect(
    (
      await api('PUT', '/api/users/me/settings', {
        token: company.idToken,
        body: { ...defaultUserSettings, emailNotifications: false },
      })
    ).status,
  ).toBe(200);
const post = (path: string, body?: unknown) =>
  api('POST', `/api/companies/subscription/${path}`, { token: company.idToken, body });

/** Starts a trial through the API and answers its stored end. */
async function startTrial(planId = 'professional'): Promise<Date> {
  expect((await post('trial', { planId })).status).toBe(200);
  const stored = await admin().db.doc(`companies/${company.uid}/private/account`).get();
  return (stored.get('subscription.trialEndsAt') as { toDate(): Date }).toDate();
}
const at = (end: Date, offset: number) => fixedClock(new Date(end.getTime() + offset).toISOString());

/** The one mail of the kind: to the company, both parts linking to the plan panel; and its in-app item. */
async function expectToldOnce(kind: string, subject: string) {
  const mails = await mailsOf(kind);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail).toMatchObject({ to: company.email, message: { subject }, topic: { kind, companyId: company.uid } });
  expect(mail.message.text).toContain(PLAN_PANEL);
  expect(mail.message.html).toContain(PLAN_PANEL);
  expect(mail.message.text).toContain('Hello Happy Paws,');
  const items = (await inbox()).notifications.filter((item) => item.id === mail.id.replace(/-company$/, ''));
  expect(items).toEqual([expect.objectContaining({ kind: 'subscription', link: PLAN_PANEL, readAt: null })]);
  return mail;
}

describe('the trial notices', () => {
  it('when a trial ends within 3 days, then one notice by email and in the app, however often the job runs', async () => {
    const ends = await startTrial();
    expect(await sendTrialEndingNotices(at(ends, -4 * DAY))).toBe(0);
    expect(await sendTrialEndingNotices(at(ends, -3 * DAY + HOUR))).toBe(1);
    const [first, second] = await Promise.all([
      sendTrialEndingNotices(at(ends, -2 * DAY)),
      sendTrialEndingNotices(at(ends, -2 * DAY)),
    ]);
    expect(first + second).toBe(0);
    const mail = await expectToldOnce('trial_ending', 'Your Petnest Professional trial ends in 3 days');
    expect(mail.message.text).toMatch(/Central Time/);
    expect((await inbox()).unreadCount).toBe(1);
  });

  it('when the job comes late, then the trial is still told before its end, and never after', async () => {
    const ends = await startTrial();
    expect(await sendTrialEndingNotices(at(ends, HOUR))).toBe(0);
    expect(await sendTrialEndingNotices(at(ends, -HOUR))).toBe(1);
    const mails = await mailsOf('trial_ending');
    expect(mails.map((mail) => mail.message.subject)).toEqual(['Your Petnest Professional trial ends in 1 day']);
  });

  it('when the trial has ended, then the expiry job tells it once, even run twice', async () => {
    const ends = await startTrial('starter');
    const [first, second] = await Promise.all([
      expireSubscriptions(at(ends, HOUR)),
      expireSubscriptions(at(ends, HOUR)),
    ]);
    expect(first + second).toBe(1);
    expect(await expireSubscriptions(at(ends, 2 * HOUR))).toBe(0);
    await expectToldOnce('trial_expired', 'Your Petnest Starter trial has ended');
  });

  it('when the company subscribed during its trial, then neither trial notice comes', async () => {
    const ends = await startTrial();
    expect((await post('subscribe', { planId: 'professional' })).status).toBe(200);
    expect(await sendTrialEndingNotices(at(ends, -2 * DAY))).toBe(0);
    expect(await expireSubscriptions(at(ends, HOUR))).toBe(0);
    expect(await mailsOf('trial_ending')).toEqual([]);
    expect(await mailsOf('trial_expired')).toEqual([]);
  });

  it('when the company switched email off, then the notices come in the app only', async () => {
    await emailsOff();
    const ends = await startTrial();
    expect(await sendTrialEndingNotices(at(ends, -2 * DAY))).toBe(1);
    expect(await expireSubscriptions(at(ends, HOUR))).toBe(1);
    expect(await mailsOf('trial_ending')).toEqual([]);
    expect(await mailsOf('trial_expired')).toEqual([]);
    expect((await inbox()).notifications.map((item) => item.title)).toEqual([
      'Your Professional trial has ended',
      'Your Professional trial ends in 2 days',
    ]);
  });

  it('when the platform switches email off, then the expired trial is told in the app only', async () => {
    await admin()
      .db.doc('platform/settings')
      .set({ notifications: { emailEnabled: false } }, { merge: true });
    platformSettingsRepository.clearCache();
    const ends = await startTrial();
    expect(await expireSubscriptions(at(ends, HOUR))).toBe(1);
    expect(await mailsOf('trial_expired')).toEqual([]);
    expect((await inbox()).unreadCount).toBe(1);
  });
});

describe('the subscription notices', () => {
  it('when a company subscribes after its trial, then "started" is told once; a retried request adds nothing', async () => {
    await startTrial('starter');
    expect((await post('subscribe', { planId: 'starter', billingPeriod: 'yearly' })).status).toBe(200);
    expect((await post('subscribe', { planId: 'starter', billingPeriod: 'yearly' })).status).toBe(409);
    const mail = await expectToldOnce('subscription_started', 'Your Petnest Starter subscription has started');
    const [invoice] = (await admin().db.collection(`companies/${company.uid}/invoices`).get()).docs;
    expect(mail.id).toBe(`subscription-${invoice!.id}-company`);
    expect(mail.message.text).toContain('Billing: $290.00 yearly');
  });

  it('when a company cancels, then "cancelled" says until when; cancelling again is refused and adds nothing', async () => {
    expect((await post('subscribe', { planId: 'starter' })).status).toBe(200);
    expect((await post('cancel')).status).toBe(200);
    expect((await post('cancel')).status).toBe(409);
    const mail = await expectToldOnce('subscription_cancelled', 'Your Petnest Starter subscription is cancelled');
    expect(mail.message.text).toMatch(/Access until: .+ Central Time/);
  });

  it('when a company pays again for the plan it cancelled, then "renewed"; a new plan "started"', async () => {
    expect((await post('subscribe', { planId: 'starter' })).status).toBe(200);
    expect((await post('cancel')).status).toBe(200);
    expect((await post('subscribe', { planId: 'starter' })).status).toBe(200);
    await expectToldOnce('subscription_renewed', 'Your Petnest Starter subscription has renewed');
    expect((await post('subscribe', { planId: 'professional' })).status).toBe(200);
    const started = (await mailsOf('subscription_started')).map((mail) => mail.message.subject);
    expect(started.sort()).toEqual([
      'Your Petnest Professional subscription has started',
      'Your Petnest Starter subscription has started',
    ]);
  });

  it('when the company switched email off, then a purchase is told in the app only', async () => {
    await emailsOff();
    expect((await post('subscribe', { planId: 'starter' })).status).toBe(200);
    expect(await mailsOf('subscription_started')).toEqual([]);
    expect((await inbox()).notifications.map((item) => item.title)).toEqual(['Your Starter subscription has started']);
  });
});

describe('replaying an event', () => {
  it('when the same notice is written again, then the transaction refuses it', async () => {
    const ends = await startTrial();
    expect(await sendTrialEndingNotices(at(ends, -2 * DAY))).toBe(1);
    // The marker off, the job tries again: the ids from the event refuse a second item and mail.
    await admin().db.doc(`companies/${company.uid}/private/account`).update({ trialEndingToldFor: null });
    await expect(sendTrialEndingNotices(at(ends, -DAY))).rejects.toThrow(/already exists/i);
    expect(await mailsOf('trial_ending')).toHaveLength(1);
    expect((await db().collection(`users/${company.uid}/notifications`).get()).size).toBe(1);
  });
});
