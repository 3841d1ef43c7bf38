import { findPlan } from '../../contracts/plans';
import {
  daysLeft,
  effectiveStatus,
  hasSubscriptionAccess,
  subscriptionLabel,
} from '../../contracts/subscription-status';
import type { SubscriptionView } from '../../contracts/subscription';
import type { CompanyAccountDoc } from '../../data/companies';

/** Shapes the stored account as the client reads it, evaluated at `now`. */
export function toSubscriptionView(
  account: CompanyAccountDoc,
  bookingsThisMonth: number,
  enforcement: boolean,
  now: Date,
): SubscriptionView {
  const state = account.subscription;
  const plan = state.plan ? findPlan(state.plan) : undefined;
  const status = effectiveStatus(state, now);
  const end = status === 'trial' ? state.trialEndsAt : state.currentPeriodEnd;
  return {
    plan: state.plan,
    planName: plan?.name ?? null,
    status,
    billingPeriod: state.billingPeriod,
    trialEndsAt: state.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    daysLeft: daysLeft(end, now),
    hasAccess: hasSubscriptionAccess(state, now),
    label: subscriptionLabel(state, now),
    features: plan ? [...plan.features] : [],
    limits: {
      maxServices: plan?.maxServices ?? 0,
      maxEmployees: plan?.maxEmployees ?? 0,
      maxBookingsPerMonth: plan?.maxBookingsPerMonth ?? 0,
    },
    usage: { services: account.usage.services, employees: account.usage.employees, bookingsThisMonth },
    enforcement,
  };
}
