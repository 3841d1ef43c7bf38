import { findPlan, UNLIMITED, type Plan, type PlanFeature } from './plans';
import { effectiveStatus, hasSubscriptionAccess, type SubscriptionState } from './subscription-status';

/**
 * The plan rules of docs/product.md#plans as pure functions: the server's `companyAccess` middleware and the
 * web's gates read the same decisions and texts, so a gate never promises what the server refuses.
 */
export const planAccessMessages = {
  /** docs/product.md#company-dashboard: the gate's words when no trial was ever started. */
  startTrial: 'Start your free trial to access this feature',
  /** "otherwise asks to renew" (docs/product.md#company-dashboard). */
  renew: 'Your subscription has ended. Renew your plan to access this feature',
  upgrade: 'Upgrade Required',
} as const;

export type PlanRefusal =
  { kind: 'start_trial'; message: string } | { kind: 'renew'; message: string } | { kind: 'upgrade'; message: string };

export interface PlanAccessInput {
  subscription: SubscriptionState;
  /** `subscriptionEnforcement` of the platform settings: off lifts every plan check. */
  enforcement: boolean;
  /** A superadmin acting on a company is never refused by its plan. */
  bypass: boolean;
  feature?: PlanFeature;
  now: Date;
}

/** Why a company may not use a section now, or null when it may. */
export function planRefusal({ subscription, enforcement, bypass, feature, now }: PlanAccessInput): PlanRefusal | null {
  if (bypass || !enforcement) return null;
  if (!hasSubscriptionAccess(subscription, now)) {
    return effectiveStatus(subscription, now) === 'inactive'
      ? { kind: 'start_trial', message: planAccessMessages.startTrial }
      : { kind: 'renew', message: planAccessMessages.renew };
  }
  if (feature && !planHasFeature(findPlan(subscription.plan ?? ''), feature)) {
    return { kind: 'upgrade', message: planAccessMessages.upgrade };
  }
  return null;
}

export function planHasFeature(plan: Plan | undefined, feature: PlanFeature): boolean {
  return plan?.features.includes(feature) ?? false;
}

export type PlanLimit = 'maxServices' | 'maxEmployees' | 'maxBookingsPerMonth';

/** The limit that applies: the plan's, unlimited when enforcement is off, 0 without a plan. */
export function effectiveLimit(planId: string | null, limit: PlanLimit, enforcement: boolean): number {
  if (!enforcement) return UNLIMITED;
  return findPlan(planId ?? '')?.[limit] ?? 0;
}
