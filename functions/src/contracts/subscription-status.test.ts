import { describe, expect, it } from 'vitest';
import {
  addBillingPeriod,
  daysLeft,
  effectiveStatus,
  hasSubscriptionAccess,
  subscriptionLabel,
  trialBannerTone,
  type SubscriptionState,
} from './subscription-status';

const now = new Date('2026-11-21T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
const state = (patch: Partial<SubscriptionState>): SubscriptionState => ({
  plan: 'professional',
  status: 'inactive',
  billingPeriod: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  ...patch,
});

describe('daysLeft', () => {
  it('when part of a day is left, then it rounds up; when past, then 0', () => {
    expect(daysLeft(days(2.1), now)).toBe(3);
    expect(daysLeft(days(7), now)).toBe(7);
    expect(daysLeft(days(-1), now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });
});

describe('subscription status and access', () => {
  it('when a trial is running, then access and "Trial (N days left)"', () => {
    const trial = state({ status: 'trial', trialEndsAt: days(5) });
    expect(hasSubscriptionAccess(trial, now)).toBe(true);
    expect(subscriptionLabel(trial, now)).toBe('Trial (5 days left)');
    expect(trialBannerTone(trial, now)).toBe('info');
    expect(trialBannerTone(state({ status: 'trial', trialEndsAt: days(3) }), now)).toBe('warning');
  });

  it('when the trial end has passed, then expired, no access, "Trial Expired"', () => {
    const ended = state({ status: 'trial', trialEndsAt: days(-0.5) });
    expect(effectiveStatus(ended, now)).toBe('expired');
    expect(hasSubscriptionAccess(ended, now)).toBe(false);
    expect(subscriptionLabel(ended, now)).toBe('Trial Expired');
    expect(trialBannerTone(ended, now)).toBe('expired');
  });

  it('when active, then "Active - Professional"; when cancelled, then access until the period end', () => {
    expect(subscriptionLabel(state({ status: 'active', currentPeriodEnd: days(20) }), now)).toBe(
      'Active - Professional',
    );
    const cancelled = state({ status: 'cancelled', currentPeriodEnd: days(4) });
    expect(hasSubscriptionAccess(cancelled, now)).toBe(true);
    expect(subscriptionLabel(cancelled, now)).toBe('Subscription Cancelled');
    const lapsed = state({ status: 'cancelled', currentPeriodEnd: days(-1) });
    expect(hasSubscriptionAccess(lapsed, now)).toBe(false);
    expect(subscriptionLabel(lapsed, now)).toBe('Subscription Expired');
  });

  it('when no trial was started, then no access and "No Active Subscription"', () => {
    expect(hasSubscriptionAccess(state({}), now)).toBe(false);
    expect(subscriptionLabel(state({ plan: null }), now)).toBe('No Active Subscription');
  });
});

describe('addBillingPeriod', () => {
  it('when monthly or yearly, then one calendar month or year later', () => {
    expect(addBillingPeriod(now, 'monthly').toISOString()).toBe('2026-12-21T12:00:00.000Z');
    expect(addBillingPeriod(now, 'yearly').toISOString()).toBe('2027-11-21T12:00:00.000Z');
  });
});
