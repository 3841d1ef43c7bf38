import type { SubscriptionView } from '../../contracts/subscription';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { monthKey } from '../../core/time-zones';
import { companiesRepository } from '../../data/companies';
import { platformSettingsRepository } from '../../data/platform-settings';
import { toSubscriptionView } from './subscription-view';

export async function getSubscription(companyId: string, clock: Clock): Promise<SubscriptionView> {
  const now = clock.now();
  const [company, account, settings] = await Promise.all([
    companiesRepository.ref(companyId).get(),
    companiesRepository.getAccount(companyId),
    platformSettingsRepository.get(),
  ]);
  if (!company.exists || !account) throw notFound('Company not found');
  const timeZone = (company.get('timezone') as string | undefined) ?? 'America/New_York';
  const bookingsThisMonth = await companiesRepository.bookingsInMonth(companyId, monthKey(now, timeZone));
  return toSubscriptionView(account, bookingsThisMonth, settings.general.subscriptionEnforcement, now);
}
