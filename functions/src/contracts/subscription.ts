import { z } from 'zod';
import { billingPeriods, findPlan, planFeatures, planIds, type BillingPeriod, type PlanId } from './plans';
import { subscriptionStatuses, type SubscriptionStatus } from './company';

export const startTrialInputSchema = z.strictObject({
  planId: z.enum(planIds, { error: 'Choose the Starter, Professional or Enterprise plan.' }),
});
export type StartTrialInput = z.infer<typeof startTrialInputSchema>;

export const subscribeInputSchema = z.strictObject({
  planId: z.enum(planIds, { error: 'Choose the Starter, Professional or Enterprise plan.' }),
  billingPeriod: z.enum(billingPeriods, { error: 'Billing period must be monthly or yearly.' }).default('monthly'),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** What is stored; dates as instants. */
export interface SubscriptionState {
  plan: PlanId | null;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** What GET /api/subscription answers. */
/** An invoice the billing provider recorded, as the plan panel lists it. */
export const invoiceSchema = z.object({
  id: z.string(),
  plan: z.enum(planIds),
  planName: z.string(),
  billingPeriod: z.enum(billingPeriods),
  amount: z.number(),
  currency: z.literal('USD'),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** The plan panel shows the latest invoices; older ones are for support. */
export const INVOICES_SHOWN = 24;

export const subscriptionViewSchema = z.object({
  plan: z.enum(planIds).nullable(),
  planName: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  billingPeriod: z.enum(billingPeriods).nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  daysLeft: z.number().int(),
  hasAccess: z.boolean(),
  label: z.string(),
  features: z.array(z.enum(planFeatures)),
  limits: z.object({ maxServices: z.number(), maxEmployees: z.number(), maxBookingsPerMonth: z.number() }),
  usage: z.object({ services: z.number(), employees: z.number(), bookingsThisMonth: z.number() }),
  enforcement: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

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
