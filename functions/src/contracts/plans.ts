/**
 * The one plan catalog (docs/architecture.md#plans-catalog). The server enforces it; the web app reads the same
 * constants to render pricing, so the two can never disagree.
 */
export const planIds = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

const starterFeatures = [
  'basicSupport',
  'basicAnalytics',
  'basicReporting',
  'profileCustomization',
  'profileImages',
  'employeeManagement',
] as const;
const professionalFeatures = [...starterFeatures, 'advancedAnalytics', 'customBranding'] as const;
const enterpriseFeatures = [...professionalFeatures, 'prioritySupport', 'apiAccess', 'whiteLabel'] as const;
/** Every feature there is: each plan adds to the one below it, and Enterprise has them all. */
export const planFeatures = enterpriseFeatures;
export type PlanFeature = (typeof planFeatures)[number];

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** -1 means unlimited, as in the specification's access rules. */
export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  maxServices: number;
  maxEmployees: number;
  maxBookingsPerMonth: number;
  features: readonly PlanFeature[];
  /** What the pricing page lists, in its words. */
  highlights: readonly string[];
  recommended: boolean;
  freeTrialDays: number;
}

export const FREE_TRIAL_DAYS = 7;
export const USAGE_WARNING_RATIO = 0.8;
export const YEARLY_SAVINGS_BADGE = '17%';

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For independent groomers, walkers and sitters getting started.',
    monthlyPrice: 29,
    yearlyPrice: 290,
    maxServices: 10,
    maxEmployees: 3,
    maxBookingsPerMonth: 200,
    features: starterFeatures,
    highlights: [
      'Up to 10 services',
      'Up to 3 employees',
      '200 bookings per month',
      'Basic analytics and reporting',
      'Profile customization and photos',
      'Email support',
    ],
    recommended: false,
    freeTrialDays: FREE_TRIAL_DAYS,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For growing businesses with a team and a full calendar.',
    monthlyPrice: 59,
    yearlyPrice: 590,
    maxServices: 25,
    maxEmployees: 10,
    maxBookingsPerMonth: 1000,
    features: professionalFeatures,
    highlights: [
      'Up to 25 services',
      'Up to 10 employees',
      '1,000 bookings per month',
      'Advanced analytics and revenue insights',
      'Custom branding',
      'Everything in Starter',
    ],
    recommended: true,
    freeTrialDays: FREE_TRIAL_DAYS,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For multi-location providers who need scale and priority care.',
    monthlyPrice: 99,
    yearlyPrice: 990,
    maxServices: UNLIMITED,
    maxEmployees: 50,
    maxBookingsPerMonth: UNLIMITED,
    features: enterpriseFeatures,
    highlights: [
      'Unlimited services',
      'Up to 50 employees',
      'Unlimited bookings',
      'API access',
      'Priority support',
      'White label',
      'Everything in Professional',
    ],
    recommended: false,
    freeTrialDays: FREE_TRIAL_DAYS,
  },
];

export function findPlan(planId: string): Plan | undefined {
  return plans.find((plan) => plan.id === planId);
}

/** docs/product.md#display-constants: savings are 12 times the monthly price minus the yearly price. */
export function yearlySavings(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): number {
  return plan.monthlyPrice * 12 - plan.yearlyPrice;
}

/** A usage check passes only when usage is under the limit; -1 is unlimited (docs/product.md#plans). */
export function isUnderLimit(usage: number, limit: number): boolean {
  return limit === UNLIMITED || usage < limit;
}

/** The usage-limit gate warns from 80 % of a limit (docs/product.md#plans). */
export function isNearLimit(usage: number, limit: number): boolean {
  return limit !== UNLIMITED && limit > 0 && usage >= limit * USAGE_WARNING_RATIO;
}
