import { findPlan, isUnderLimit, UNLIMITED } from '../../contracts/plans';
import type { ServiceFields } from '../../contracts/services';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../companies/companies.repository';
import { platformSettingsRepository } from '../platform/platform-settings.repository';
import { isCompanyListable, listingFields } from './service-listing';
import { servicesRepository, type ServiceDoc } from './services.repository';

/** Adds a service; the plan's maxServices is checked and the usage counted in the same transaction. */
export async function createService(companyId: string, fields: ServiceFields, clock: Clock): Promise<string> {
  const now = clock.now();
  const { subscriptionEnforcement } = await platformSettingsRepository.get();
  const ref = servicesRepository.newRef(companyId);
  await db().runTransaction(async (tx) => {
    const [company, account] = await Promise.all([
      companiesRepository.getInTransaction(tx, companyId),
      companiesRepository.getAccountInTransaction(tx, companyId),
    ]);
    if (!company || !account) throw notFound('Company not found');
    const limit = subscriptionEnforcement ? findPlan(account.subscription.plan ?? '')?.maxServices ?? 0 : UNLIMITED;
    if (!isUnderLimit(account.usage.services, limit)) {
      throw new AppError('LIMIT_REACHED', 409, `Your plan allows ${limit} services. Upgrade your plan to add more.`);
    }
    const rating = { sum: 0, count: 0 };
    const service: ServiceDoc = {
      ...fields,
      companyId,
      images: [],
      rating,
      createdAt: now,
      updatedAt: now,
      ...listingFields({ ...fields, rating }, company, isCompanyListable(company, account, now)),
    };
    tx.create(ref, service);
    companiesRepository.incrementServicesInTransaction(tx, companyId, 1, now);
  });
  return ref.id;
}
