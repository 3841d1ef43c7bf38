import { effectiveStatus } from '../../contracts/subscription';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';

/** active -> cancelled: access stays until the end of the paid period, then the subscription expires. */
export async function cancelSubscription(companyId: string, clock: Clock): Promise<{ accessUntil: Date }> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const account = await companiesRepository.getAccountInTransaction(tx, companyId);
    if (!account) throw notFound('Company not found');
    const current = account.subscription;
    if (effectiveStatus(current, now) !== 'active' || !current.currentPeriodEnd) {
      throw new AppError('CONFLICT', 409, 'There is no active paid subscription to cancel.');
    }
    companiesRepository.setSubscriptionInTransaction(tx, companyId, { ...current, status: 'cancelled' }, now);
    return { accessUntil: current.currentPeriodEnd };
  });
}
