import { findPlan, FREE_TRIAL_DAYS } from '../../contracts/plans';
import type { StartTrialInput } from '../../contracts/subscription';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../companies/companies.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** inactive -> trial: 7 days of the chosen plan's features, no card. A company has one trial, ever. */
export async function startTrial(companyId: string, input: StartTrialInput, clock: Clock): Promise<{ trialEndsAt: Date }> {
  const plan = findPlan(input.planId)!;
  const now = clock.now();
  const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  await db().runTransaction(async (tx) => {
    const account = await companiesRepository.getAccountInTransaction(tx, companyId);
    if (!account) throw notFound('Company not found');
    if (account.subscription.status !== 'inactive') {
      throw new AppError('CONFLICT', 409, 'Your free trial has already been used. Choose a plan to subscribe.');
    }
    companiesRepository.setSubscriptionInTransaction(tx, companyId, {
      plan: plan.id, status: 'trial', billingPeriod: null, trialEndsAt, currentPeriodEnd: null,
    }, now);
  });
  return { trialEndsAt };
}
