import { useMutation } from '@tanstack/react-query';
import type { BillingPeriod, PlanId } from '@contracts/plans';
import { apiRequest } from '@/lib/api-client';

/** POST /api/companies/subscription/subscribe {planId, billingPeriod} (document 1 section 7). */
export function subscribe({ planId, billingPeriod }: { planId: PlanId; billingPeriod: BillingPeriod }) {
  return apiRequest<unknown>('/companies/subscription/subscribe', { method: 'POST', body: { planId, billingPeriod } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
