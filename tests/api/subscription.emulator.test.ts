import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../functions/src/core/clock';
import { expireSubscriptions } from '../../functions/src/modules/subscriptions/expire-subscriptions';
import { admin, api, clearEmulators, createCompanyUser, createUser } from './support/emulators';

const DAY_MS = 24 * 60 * 60 * 1000;

async function account(uid: string) {
  return (await admin().db.doc(`companies/${uid}/private/account`).get()).data()!;
}

describe('GET /api/subscription', () => {
  beforeEach(clearEmulators);

  it('when a new company reads it, then status inactive, no access, "No Active Subscription"', async () => {
    const company = await createCompanyUser();
    const { status, body } = await api('GET', '/api/subscription', { token: company.idToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      plan: null,
      status: 'inactive',
      hasAccess: false,
      label: 'No Active Subscription',
      daysLeft: 0,
      enforcement: true,
    });
  });

  it('when a pet owner or a visitor asks, then 403 and 401', async () => {
    const owner = await createUser({ role: 'pet_owner' });
    expect((await api('GET', '/api/subscription', { token: owner.idToken })).status).toBe(403);
    expect((await api('GET', '/api/subscription')).status).toBe(401);
  });

  it('when a superadmin names a company with ?companyId=, then he reads that company; a company naming another is 403', async () => {
    const company = await createCompanyUser();
    const other = await createCompanyUser();
    const superadmin = await createUser({ role: 'superadmin' });
    const { status, body } = await api('GET', `/api/subscription?companyId=${company.uid}`, {
      token: superadmin.idToken,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'inactive', label: 'No Active Subscription' });
    expect((await api('GET', '/api/subscription', { token: superadmin.idToken })).status).toBe(400);
    expect((await api('GET', `/api/subscription?companyId=${company.uid}`, { token: other.idToken })).status).toBe(403);
  });

  it('when the stored trial end has passed, then it reads as expired before the job runs', async () => {
    const company = await createCompanyUser();
    await api('POST', '/api/companies/subscription/trial', { token: company.idToken, body: { planId: 'starter' } });
    await admin()
      .db.doc(`companies/${company.uid}/private/account`)
      .update({ 'subscription.trialEndsAt': new Date(Date.now() - DAY_MS) });
    const { body } = await api('GET', '/api/subscription', { token: company.idToken });
    expect(body.data).toMatchObject({ status: 'expired', hasAccess: false, label: 'Trial Expired' });
  });
});

describe('POST /api/companies/subscription/trial', () => {
  beforeEach(clearEmulators);

  it('when an inactive company starts a Professional trial, then 7 days of trial with its features', async () => {
    const company = await createCompanyUser();
    const { status, body } = await api('POST', '/api/companies/subscription/trial', {
      token: company.idToken,
      body: { planId: 'professional' },
    });
    expect(status).toBe(200);
    expect(body.message).toMatch(/^Your Professional trial has started\. It ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect(body.data).toMatchObject({
      plan: 'professional',
      status: 'trial',
      hasAccess: true,
      daysLeft: 7,
      label: 'Trial (7 days left)',
    });
    expect((body.data as { features: string[] }).features).toContain('advancedAnalytics');
    const stored = await account(company.uid);
    expect(stored.subscription.trialEndsAt.toDate().getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
  });

  it('when a trial was used already, then 409 and nothing changes', async () => {
    const company = await createCompanyUser();
    await api('POST', '/api/companies/subscription/trial', { token: company.idToken, body: { planId: 'starter' } });
    const before = await account(company.uid);
    const again = await api('POST', '/api/companies/subscription/trial', {
      token: company.idToken,
      body: { planId: 'enterprise' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await account(company.uid)).subscription).toEqual(before.subscription);
  });

  it('when the plan is unknown or fields are extra, then 400', async () => {
    const company = await createCompanyUser();
    const unknown = await api('POST', '/api/companies/subscription/trial', {
      token: company.idToken,
      body: { planId: 'free' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toHaveProperty('planId');
    const extra = await api('POST', '/api/companies/subscription/trial', {
      token: company.idToken,
      body: { planId: 'starter', status: 'active' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toHaveProperty('status');
  });

  it('when a pet owner tries, then 403', async () => {
    const owner = await createUser({ role: 'pet_owner' });
    expect(
      (await api('POST', '/api/companies/subscription/trial', { token: owner.idToken, body: { planId: 'starter' } }))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/companies/subscription/subscribe and /cancel', () => {
  beforeEach(clearEmulators);

  it('when a company subscribes yearly, then it is active for a year and an invoice is recorded at the yearly price', async () => {
    const company = await createCompanyUser();
    const { status, body } = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'enterprise', billingPeriod: 'yearly' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      billingPeriod: 'yearly',
      label: 'Active - Enterprise',
      hasAccess: true,
    });
    const invoices = await admin().db.collection(`companies/${company.uid}/invoices`).get();
    expect(invoices.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ plan: 'enterprise', amount: 990, currency: 'USD', provider: 'record-only' }),
    ]);
  });

  it('when a company reads its invoices, then the recorded ones newest first; an owner gets 403', async () => {
    const company = await createCompanyUser();
    expect((await api('GET', '/api/companies/subscription/invoices', { token: company.idToken })).body.data).toEqual(
      [],
    );
    await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter', billingPeriod: 'monthly' },
    });
    await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'professional', billingPeriod: 'yearly' },
    });
    const { status, body } = await api('GET', '/api/companies/subscription/invoices', { token: company.idToken });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        plan: 'professional',
        planName: 'Professional',
        billingPeriod: 'yearly',
        amount: 590,
        currency: 'USD',
      }),
      expect.objectContaining({ plan: 'starter', planName: 'Starter', billingPeriod: 'monthly', amount: 29 }),
    ]);
    const owner = await createUser({ role: 'pet_owner' });
    expect((await api('GET', '/api/companies/subscription/invoices', { token: owner.idToken })).status).toBe(403);
  });

  it('when the billing period is left out, then monthly', async () => {
    const company = await createCompanyUser();
    const { body } = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter' },
    });
    expect(body.data).toMatchObject({ billingPeriod: 'monthly' });
  });

  it('when the same plan and period is bought again, then 409 and no second invoice', async () => {
    const company = await createCompanyUser();
    await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter', billingPeriod: 'monthly' },
    });
    const again = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter', billingPeriod: 'monthly' },
    });
    expect(again.status).toBe(409);
    expect((await admin().db.collection(`companies/${company.uid}/invoices`).count().get()).data().count).toBe(1);
  });

  it('when the billing period is invalid, then 400', async () => {
    const company = await createCompanyUser();
    const { status, body } = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter', billingPeriod: 'weekly' },
    });
    expect(status).toBe(400);
    expect(body.details).toHaveProperty('billingPeriod');
  });

  it('when an active subscription is cancelled, then access stays until the period end', async () => {
    const company = await createCompanyUser();
    await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'professional' },
    });
    const { status, body } = await api('POST', '/api/companies/subscription/cancel', { token: company.idToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'cancelled', hasAccess: true, label: 'Subscription Cancelled' });
  });

  it('when there is nothing to cancel, then 409', async () => {
    const company = await createCompanyUser();
    const { status, body } = await api('POST', '/api/companies/subscription/cancel', { token: company.idToken });
    expect(status).toBe(409);
    expect(body.code).toBe('CONFLICT');
  });
});

describe('the expireSubscriptions scheduled job', () => {
  beforeEach(clearEmulators);

  it('when trials and paid periods have ended, then they become expired and running ones stay', async () => {
    const ended = await createCompanyUser();
    const running = await createCompanyUser();
    const lapsed = await createCompanyUser();
    await api('POST', '/api/companies/subscription/trial', { token: ended.idToken, body: { planId: 'starter' } });
    await api('POST', '/api/companies/subscription/trial', { token: running.idToken, body: { planId: 'starter' } });
    await api('POST', '/api/companies/subscription/subscribe', { token: lapsed.idToken, body: { planId: 'starter' } });

    const eightDaysLater = new Date(Date.now() + 8 * DAY_MS);
    await admin()
      .db.doc(`companies/${running.uid}/private/account`)
      .update({ 'subscription.trialEndsAt': new Date(eightDaysLater.getTime() + DAY_MS) });
    await admin()
      .db.doc(`companies/${lapsed.uid}/private/account`)
      .update({ 'subscription.currentPeriodEnd': new Date(eightDaysLater.getTime() - DAY_MS) });

    expect(await expireSubscriptions(fixedClock(eightDaysLater.toISOString()))).toBe(2);
    expect((await account(ended.uid)).subscription.status).toBe('expired');
    expect((await account(lapsed.uid)).subscription.status).toBe('expired');
    expect((await account(running.uid)).subscription.status).toBe('trial');
    expect(await expireSubscriptions(fixedClock(eightDaysLater.toISOString()))).toBe(0);
  });
});
