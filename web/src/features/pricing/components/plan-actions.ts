import type { BillingPeriod, PlanId } from '@contracts/plans';
import type { Role } from '@contracts/roles';

export type PlanAction = 'trial' | 'subscribe';

interface PlanActionContext {
  signedIn: boolean;
  role: Role | null;
  planId: PlanId;
  action: PlanAction;
  period: BillingPeriod;
}

/**
 * Where a pricing button leads (docs/product.md#pages-and-routes): visitors sign up; signed-in people who are not a company
 * sign up as one; companies start a trial or subscribe to the plan for the chosen period.
 */
export function planActionTarget({ signedIn, role, planId, action, period }: PlanActionContext): string {
  if (!signedIn) return '/signup';
  if (role !== 'pet_company') return '/signup?type=company';
  if (action === 'trial') return `/company/trial/${planId}`;
  return `/company/subscribe/${planId}?period=${period}`;
}
