import type { SubscriptionView } from '@contracts/subscription';

/** A company's subscription as GET /api/subscription answers it: a Starter trial with 5 days left by default. */
export function aSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    plan: 'starter',
    planName: 'Starter',
    status: 'trial',
    billingPeriod: null,
    trialEndsAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    currentPeriodEnd: null,
    daysLeft: 5,
    hasAccess: true,
    label: 'Trial (5 days left)',
    features: [
      'basicSupport',
      'basicAnalytics',
      'basicReporting',
      'profileCustomization',
      'profileImages',
      'employeeManagement',
    ],
    limits: { maxServices: 10, maxEmployees: 3, maxBookingsPerMonth: 200 },
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
