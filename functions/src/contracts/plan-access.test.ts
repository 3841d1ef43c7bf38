import { describe, expect, it } from 'vitest';
import { effectiveLimit, planAccessMessages, planRefusal, type PlanAccessInput } from './plan-access';
import { UNLIMITED } from './plans';
import type { SubscriptionState } from './subscription-status';

const now = new Date('2026-11-21T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
const subscription = (patch: Partial<SubscriptionState>): SubscriptionState => ({
  plan: 'starter',
  status: 'active',
  billingPeriod: 'monthly',
  trialEndsAt: null,
  currentPeriodEnd: days(20),
  ...patch,
});
const input = (patch: Partial<PlanAccessInput>): PlanAccessInput => ({
  subscription: subscription({}),
  enforcement: true,
  bypass: false,
  now,
  ...patch,
});

describe('planRefusal', () => {
  it('when no trial was ever started, then "Start your free trial to access this feature"', () => {
    const refusal = planRefusal(
      input({ subscription: subscription({ plan: null, status: 'inactive', currentPeriodEnd: null }) }),
    );
    expect(refusal).toEqual({ kind: 'start_trial', message: planAccessMessages.startTrial });
    expect(refusal?.message).toBe('Start your free trial to access this feature');
  });

  it('when the trial has ended or the paid period lapsed, then a renew refusal', () => {
    expect(
      planRefusal(
        input({ subscription: subscription({ status: 'trial', trialEndsAt: days(-1), currentPeriodEnd: null }) }),
      )?.kind,
    ).toBe('renew');
    expect(planRefusal(input({ subscription: subscription({ status: 'expired' }) }))?.kind).toBe('renew');
    expect(
      planRefusal(input({ subscription: subscription({ status: 'cancelled', currentPeriodEnd: days(-1) }) }))?.kind,
    ).toBe('renew');
  });

  it('when a trial runs or a cancelled plan is before its period end, then access', () => {
    expect(
      planRefusal(
        input({ subscription: subscription({ status: 'trial', trialEndsAt: days(2), currentPeriodEnd: null }) }),
      ),
    ).toBeNull();
    expect(
      planRefusal(input({ subscription: subscription({ status: 'cancelled', currentPeriodEnd: days(2) }) })),
    ).toBeNull();
  });

  it('when the plan lacks the feature, then "Upgrade Required"; when it has it, then access', () => {
    expect(planRefusal(input({ feature: 'advancedAnalytics' }))).toEqual({
      kind: 'upgrade',
      message: 'Upgrade Required',
    });
    expect(planRefusal(input({ feature: 'basicReporting' }))).toBeNull();
    expect(
      planRefusal(input({ subscription: subscription({ plan: 'professional' }), feature: 'advancedAnalytics' })),
    ).toBeNull();
  });

  it('when enforcement is off or a superadmin acts, then nothing is refused', () => {
    const lapsed = subscription({ plan: null, status: 'inactive', currentPeriodEnd: null });
    expect(planRefusal(input({ subscription: lapsed, enforcement: false, feature: 'advancedAnalytics' }))).toBeNull();
    expect(planRefusal(input({ subscription: lapsed, bypass: true, feature: 'advancedAnalytics' }))).toBeNull();
  });
});

describe('effectiveLimit', () => {
  it('when enforcement is on, then the plan limit (0 without a plan); when off, then unlimited', () => {
    expect(effectiveLimit('starter', 'maxServices', true)).toBe(10);
    expect(effectiveLimit('enterprise', 'maxServices', true)).toBe(UNLIMITED);
    expect(effectiveLimit(null, 'maxEmployees', true)).toBe(0);
    expect(effectiveLimit('starter', 'maxServices', false)).toBe(UNLIMITED);
  });
});
