import { planRefusal, type PlanLimit, type PlanRefusal } from '@contracts/plan-access';
import { isNearLimit, isUnderLimit, UNLIMITED, type PlanFeature } from '@contracts/plans';
import type { SubscriptionState } from '@contracts/subscription-status';
import type { SubscriptionView } from '@contracts/subscription';

/** The stored state behind a view, so the web asks the very rule the server enforces (`planRefusal`). */
export function subscriptionStateOf(view: SubscriptionView): SubscriptionState {
  return {
    plan: view.plan,
    status: view.status,
    billingPeriod: view.billingPeriod,
    trialEndsAt: view.trialEndsAt ? new Date(view.trialEndsAt) : null,
    currentPeriodEnd: view.currentPeriodEnd ? new Date(view.currentPeriodEnd) : null,
  };
}

/** Why the company may not use a section (or a feature) now; null when it may. */
export function gateRefusal(
  view: SubscriptionView,
  { feature, bypass = false, now = new Date() }: { feature?: PlanFeature; bypass?: boolean; now?: Date } = {},
): PlanRefusal | null {
  return planRefusal({ subscription: subscriptionStateOf(view), enforcement: view.enforcement, bypass, feature, now });
}

export interface LimitState {
  usage: number;
  /** UNLIMITED (-1) when the plan has no cap or enforcement is off. */
  limit: number;
  unlimited: boolean;
  /** From 80 % of the limit (docs/product.md#plans). */
  near: boolean;
  /** Adding is blocked at the limit. */
  reached: boolean;
}

const usageOf: Record<PlanLimit, (view: SubscriptionView) => number> = {
  maxServices: (view) => view.usage.services,
  maxEmployees: (view) => view.usage.employees,
  maxBookingsPerMonth: (view) => view.usage.bookingsThisMonth,
};

/** Usage against one limit of the plan; `usage` may be given when the screen counts its own list. */
export function limitState(
  view: SubscriptionView,
  limit: PlanLimit,
  { usage = usageOf[limit](view), bypass = false }: { usage?: number; bypass?: boolean } = {},
): LimitState {
  const cap = bypass || !view.enforcement ? UNLIMITED : view.limits[limit];
  return {
    usage,
    limit: cap,
    unlimited: cap === UNLIMITED,
    near: isNearLimit(usage, cap),
    reached: !isUnderLimit(usage, cap),
  };
}

export type TrialBannerTone = 'info' | 'warning' | 'expired';

/**
 * The trial banner's style (docs/product.md#subscriptions): info, warning at 3 days or fewer, expired after the end.
 * The view's status is already the effective one, so an ended trial reads `expired` with no paid period ever.
 */
export function trialBannerTone(view: SubscriptionView): TrialBannerTone | null {
  if (view.status === 'trial') return view.daysLeft <= 3 ? 'warning' : 'info';
  if (view.status === 'expired' && view.trialEndsAt !== null && view.currentPeriodEnd === null) return 'expired';
  return null;
}
