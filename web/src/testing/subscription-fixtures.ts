import { findPlan, type PlanId } from '@contracts/plans';
import type { SubscriptionView } from '@contracts/subscription';

/** What a subscription to `planId` takes from the plan catalog: the plan's name, features and limits. */
export function planFields(planId: PlanId): Pick<SubscriptionView, 'plan' | 'planName' | 'features' | 'limits'> {
  const plan = findPlan(planId);
  if (!plan) throw new Error(`No plan ${planId}`);
  return {
    plan: plan.id,
    planName: plan.name,
    features: [...plan.features],
    limits: {
      maxServices: plan.maxServices,
      maxEmployees: plan.maxEmployees,
      maxBookingsPerMonth: plan.maxBookingsPerMonth,
    },
  };
}

/** A company's subscription as GET /api/subscription answers it: a Starter trial with 5 days left by default. */
export function aSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    ...planFields('starter'),
    status: 'trial',
    billingPeriod: null,
    trialEndsAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    currentPeriodEnd: null,
    daysLeft: 5,
    hasAccess: true,
    label: 'Trial (5 days left)',
    usage: { services: 1, employees: 0, bookingsThisMonth: 0 },
    enforcement: true,
    ...overrides,
  };
}

/** A company that never started a trial: no plan, no access, no room for anything. */
export const noSubscription = aSubscription({
  plan: null,
  planName: null,
  status: 'inactive',
  trialEndsAt: null,
  daysLeft: 0,
  hasAccess: false,
  label: 'No Active Subscription',
  features: [],
  limits: { maxServices: 0, maxEmployees: 0, maxBookingsPerMonth: 0 },
});
