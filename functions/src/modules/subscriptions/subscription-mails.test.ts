import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMail } from '../mail';
import {
  cancelledNotice,
  PLAN_PANEL_PATH,
  purchaseKind,
  purchaseNotice,
  trialEndingNotice,
  trialExpiredNotice,
  type ToldCompany,
} from './subscription-mails';

const company: ToldCompany = { id: 'c1', name: 'Happy Paws', timeZone: 'America/Chicago' };
// 4:30 PM in Chicago on Dec 1, 2026 (UTC-6).
const end = new Date('2026-12-01T22:30:00Z');
const chicagoEnd = /Dec 1, 2026 at 4:30\sPM Central Time/;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('subscription emails', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('when a trial ends in 3 days, then the company reads the end in its zone and a link to its plan panel', async () => {
    vi.stubEnv('PETNEST_APP_URL', 'https://petnest.example/');
    const notice = trialEndingNotice(company, 'Professional', end, new Date(end.getTime() - 3 * DAY + HOUR));
    const mail = await renderMail(notice.mail);
    expect(mail.subject).toBe('Your Petnest Professional trial ends in 3 days');
    expect(notice.title).toBe('Your Professional trial ends in 3 days');
    expect(notice.body).toMatch(chicagoEnd);
    expect(mail.text).toContain('Hello Happy Paws,');
    expect(mail.text).toMatch(new RegExp(`Trial ends: ${chicagoEnd.source}`));
    expect(mail.text).toContain('Choose your plan: https://petnest.example/company/dashboard?panel=plan');
    expect(mail.html).toContain('href="https://petnest.example/company/dashboard?panel=plan"');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('max-width:560px');
  });

  it('when the job comes late, then the notice counts the days really left', () => {
    expect(trialEndingNotice(company, 'Starter', end, new Date(end.getTime() - 20 * HOUR)).title).toBe(
      'Your Starter trial ends in 1 day',
    );
  });

  it('when a trial has expired, then the mail says the services are off the marketplace until a plan is chosen', async () => {
    const mail = await renderMail(trialExpiredNotice(company, 'Starter', end).mail);
    expect(mail.subject).toBe('Your Petnest Starter trial has ended');
    expect(mail.text).toMatch(chicagoEnd);
    expect(mail.text).toContain('Your services are off the marketplace for now.');
    expect(mail.text).toContain(`Subscribe now: http://127.0.0.1:5000${PLAN_PANEL_PATH}`);
  });

  it('when a subscription starts or renews, then the mail names the plan, the amount and the period end', async () => {
    const purchase = { plan: 'Professional', billingPeriod: 'yearly' as const, amount: 590, periodEnd: end };
    const started = await renderMail(purchaseNotice(company, 'started', purchase).mail);
    expect(started.subject).toBe('Your Petnest Professional subscription has started');
    expect(started.text).toContain('Billing: $590.00 yearly');
    expect(started.text).toMatch(new RegExp(`Paid until: ${chicagoEnd.source}`));
    const renewed = purchaseNotice(company, 'renewed', purchase);
    expect(renewed.title).toBe('Your Professional subscription has renewed');
    expect((await renderMail(renewed.mail)).text).toContain('runs for another period');
  });

  it('when a subscription is cancelled, then the mail says until when the company keeps access', async () => {
    const notice = cancelledNotice(company, 'Starter', end);
    const mail = await renderMail(notice.mail);
    expect(mail.subject).toBe('Your Petnest Starter subscription is cancelled');
    expect(mail.text).toMatch(new RegExp(`Access until: ${chicagoEnd.source}`));
    expect(mail.text).toContain('You received this email because you run a company on Petnest.');
    expect(mail.html).toContain('/settings');
  });
});

describe('purchaseKind', () => {
  it('when the company pays again for the plan of its last paid period, then it is a renewal', () => {
    expect(purchaseKind({ plan: 'starter', currentPeriodEnd: end }, 'starter')).toBe('renewed');
  });
  it('when there was no paid period (none, or a trial of the plan) or the plan changes, then it starts', () => {
    expect(purchaseKind({ plan: null, currentPeriodEnd: null }, 'starter')).toBe('started');
    expect(purchaseKind({ plan: 'starter', currentPeriodEnd: null }, 'starter')).toBe('started');
    expect(purchaseKind({ plan: 'starter', currentPeriodEnd: end }, 'professional')).toBe('started');
  });
});
