import type { BillingPeriod, Plan } from '../contracts/plans';

export interface ChargeRequest {
  companyId: string;
  plan: Plan;
  billingPeriod: BillingPeriod;
  now: Date;
}

export interface ChargeResult {
  provider: string;
  amount: number;
  currency: 'USD';
  /** The provider's reference; the built-in provider has none. */
  externalId: string | null;
}

/**
 * How a subscription is paid (ARCHITECTURE.md section 7). The built-in provider takes no money: there is no
 * payment network here, so it only answers what would be charged, and the use case records the invoice.
 * A Stripe provider is the production path and is not built yet.
 */
export interface BillingProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const recordOnlyBillingProvider: BillingProvider = {
  async charge({ plan, billingPeriod }) {
    return {
      provider: 'record-only',
      amount: billingPeriod === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
      currency: 'USD',
      externalId: null,
    };
  },
};
