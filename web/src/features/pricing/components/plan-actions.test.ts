import { describe, expect, it } from 'vitest';
import { plans, yearlySavings } from '@contracts/plans';
import { planActionTarget } from '@/features/pricing/components/plan-actions';

describe('planActionTarget: where a pricing button leads each role', () => {
  it('when nobody is signed in, then both buttons go to /signup', () => {
    expect(
      planActionTarget({ signedIn: false, role: null, planId: 'starter', action: 'trial', period: 'monthly' }),
    ).toBe('/signup');
    expect(
      planActionTarget({ signedIn: false, role: null, planId: 'starter', action: 'subscribe', period: 'yearly' }),
    ).toBe('/signup');
  });

  it.each(['pet_owner', 'superadmin'] as const)(
    'when a %s is signed in, then both buttons go to company sign-up',
    (role) => {
      expect(
        planActionTarget({ signedIn: true, role, planId: 'professional', action: 'trial', period: 'monthly' }),
      ).toBe('/signup?type=company');
      expect(
        planActionTarget({ signedIn: true, role, planId: 'professional', action: 'subscribe', period: 'monthly' }),
      ).toBe('/signup?type=company');
    },
  );

  it('when a pet_company is signed in, then trial and subscribe go to the company routes with the period', () => {
    expect(
      planActionTarget({
        signedIn: true,
        role: 'pet_company',
        planId: 'enterprise',
        action: 'trial',
        period: 'yearly',
      }),
    ).toBe('/company/trial/enterprise');
    expect(
      planActionTarget({
        signedIn: true,
        role: 'pet_company',
        planId: 'enterprise',
        action: 'subscribe',
        period: 'yearly',
      }),
    ).toBe('/company/subscribe/enterprise?period=yearly');
    expect(
      planActionTarget({
        signedIn: true,
        role: 'pet_company',
        planId: 'starter',
        action: 'subscribe',
        period: 'monthly',
      }),
    ).toBe('/company/subscribe/starter?period=monthly');
  });
});

describe('yearly savings: 12 times the monthly price minus the yearly price', () => {
  it('when computed for each plan, then it is 12 x monthly - yearly', () => {
    expect(plans.map((plan) => [plan.id, yearlySavings(plan)])).toEqual([
      ['starter', 58],
      ['professional', 118],
      ['enterprise', 198],
    ]);
  });
});
