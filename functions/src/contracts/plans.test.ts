import { describe, expect, it } from 'vitest';
import { findPlan, isNearLimit, isUnderLimit, plans, UNLIMITED, yearlySavings } from './plans';

describe('the plan catalog', () => {
  it('when read, then it sells the three pricing-page plans at their prices and employee caps', () => {
    expect(plans.map((plan) => [plan.id, plan.monthlyPrice, plan.yearlyPrice, plan.maxEmployees])).toEqual([
      ['starter', 29, 290, 3],
      ['professional', 59, 590, 10],
      ['enterprise', 99, 990, 50],
    ]);
  });

  it('when read, then limits come from the access-rule table and only Professional is recommended', () => {
    expect(plans.map((plan) => [plan.maxServices, plan.maxBookingsPerMonth])).toEqual([
      [10, 200],
      [25, 1000],
      [UNLIMITED, UNLIMITED],
    ]);
    expect(plans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['professional']);
    expect(plans.every((plan) => plan.freeTrialDays === 7)).toBe(true);
  });

  it('when features are compared, then each plan includes the one below it', () => {
    const [starter, professional, enterprise] = plans;
    expect(professional.features).toEqual(
      expect.arrayContaining([...starter.features, 'advancedAnalytics', 'customBranding']),
    );
    expect(enterprise.features).toEqual(
      expect.arrayContaining([...professional.features, 'prioritySupport', 'apiAccess', 'whiteLabel']),
    );
    expect(starter.features).not.toContain('advancedAnalytics');
  });

  it('when yearly savings are computed, then they are 12 x monthly - yearly', () => {
    expect(plans.map(yearlySavings)).toEqual([58, 118, 198]);
  });

  it('when a plan is looked up, then unknown ids give undefined', () => {
    expect(findPlan('professional')?.name).toBe('Professional');
    expect(findPlan('free')).toBeUndefined();
  });
});

describe('limits', () => {
  it('when usage is under the limit, then it passes; at the limit it is blocked; -1 never blocks', () => {
    expect(isUnderLimit(9, 10)).toBe(true);
    expect(isUnderLimit(10, 10)).toBe(false);
    expect(isUnderLimit(10_000, UNLIMITED)).toBe(true);
  });

  it('when usage reaches 80 % of a limit, then it warns', () => {
    expect(isNearLimit(7, 10)).toBe(false);
    expect(isNearLimit(8, 10)).toBe(true);
    expect(isNearLimit(500, UNLIMITED)).toBe(false);
  });
});
