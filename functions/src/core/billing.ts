import type { BillingPeriod, Plan } from '../contracts/plans';

export interface ChargeRequest {
  companyId: string;
  plan: Plan;
  billingPeriod: BillingPeriod;
  now: Date;
  /**
   * Names this purchase: a provider that takes money answers a repeated key with the first charge instead of
   * charging again (Stripe's `Idempotency-Key`), so retrying a subscription that failed after the charge is safe.
   */
  idempotencyKey: string;
}

export interface ChargeResult {
  provider: string;
  amount: number;
  currency: 'USD';
  /** The provider's reference; the built-in provider has none. */
  externalId: string | null;
}

/**
 * How a subscription is paid (docs/architecture.md#plans-catalog). The built-in provider takes no money: there is no
 * payment network here, so it only answers what would be charged, and the use case records the invoice.
 * A Stripe provider is the production path and is not built yet. `charge` is called outside any Firestore
 * transaction (a transaction callback may run more than once) and with an idempotency key.
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
