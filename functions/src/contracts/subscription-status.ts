/*
 * A subscription's status as of now and its words, without schemas: the company dashboard's plan gates evaluate these
 * on its first load (docs/decisions/0119-schemas-load-with-their-forms.md); the schemas are in subscription.ts.
 */
import { findPlan, type BillingPeriod, type PlanId } from './plans';
import type { SubscriptionStatus } from './company';
import { DAY_MS } from './durations';

/** What is stored; dates as instants. */
export interface SubscriptionState {
  plan: PlanId | null;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** Days left round up, minimum 0 (docs/product.md#subscriptions). */
export function daysLeft(end: Date | null, now: Date): number {
  if (!end) return 0;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** The status as of `now`: a trial or paid period that has ended is expired, whatever the scheduled job did yet. */
export function effectiveStatus(state: SubscriptionState, now: Date): SubscriptionStatus {
  const ended = (end: Date | null) => end !== null && end.getTime() <= now.getTime();
  if (state.status === 'trial' && ended(state.trialEndsAt)) return 'expired';
  if ((state.status === 'active' || state.status === 'cancelled') && ended(state.currentPeriodEnd)) return 'expired';
  return state.status;
}

/** Trial (not past its end) and active give access; cancelled keeps access until the period end. */
export function hasSubscriptionAccess(state: SubscriptionState, now: Date): boolean {
  const status = effectiveStatus(state, now);
  return status === 'trial' || status === 'active' || status === 'cancelled';
}

/** The chip texts of docs/product.md#subscriptions. */
export function subscriptionLabel(state: SubscriptionState, now: Date): string {
  const status = effectiveStatus(state, now);
  switch (status) {
    case 'trial':
      return `Trial (${daysLeft(state.trialEndsAt, now)} days left)`;
    case 'active':
      return `Active - ${findPlan(state.plan ?? '')?.name ?? 'Plan'}`;
    case 'cancelled':
      return 'Subscription Cancelled';
    case 'expired':
      return state.status === 'trial' ? 'Trial Expired' : 'Subscription Expired';
    case 'inactive':
      return 'No Active Subscription';
  }
}

/** Trial banner style: info, warning at 3 days or fewer, expired after the end. */
export function trialBannerTone(state: SubscriptionState, now: Date): 'info' | 'warning' | 'expired' | null {
  if (state.status !== 'trial') return null;
  if (effectiveStatus(state, now) === 'expired') return 'expired';
  return daysLeft(state.trialEndsAt, now) <= 3 ? 'warning' : 'info';
}

export function addBillingPeriod(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
