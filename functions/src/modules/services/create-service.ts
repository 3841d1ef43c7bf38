import { resolvedBookingMode, type ServiceFields } from '../../contracts/services';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { addWithinPlanLimit } from '../../core/plan-access';
import { companiesRepository } from '../../data/companies';
import { storeCompanyImages, withStoredImages } from '../../data/company-media';
import { isCompanyListable, listingFields } from '../../data/service-listing';
import { servicesRepository, type ServiceDoc } from '../../data/services';
import { checkTeamMembers } from './team-members';

/**
 * Adds a service; the plan's maxServices is checked and the usage counted in the same transaction. Its photos
 * (data URLs) are stored first and removed again if the transaction refuses.
 */
export async function createService(companyId: string, fields: ServiceFields, clock: Clock): Promise<string> {
  const ref = servicesRepository.newRef(companyId);
  const images = await storeCompanyImages(companyId, fields.images, 'images');
  const refusal = (_usage: number, limit: number) =>
    `Your plan allows ${limit} services. Upgrade your plan to add more.`;
  await withStoredImages(images.created, () =>
    addWithinPlanLimit(companyId, 'maxServices', refusal, async (tx, account) => {
      const now = clock.now();
      const company = await companiesRepository.getInTransaction(tx, companyId);
      if (!company) throw notFound('Company not found');
      await checkTeamMembers(tx, companyId, fields.employeeIds);
      const rating = { sum: 0, count: 0 };
      const { capacity, ...rest } = fields;
      const service: ServiceDoc = {
        ...rest,
        // The category's default mode is written down, so the stored service never depends on the default.
        bookingMode: resolvedBookingMode(fields),
        ...(capacity !== undefined ? { capacity } : {}),
        companyId,
        images: images.urls,
        rating,
        createdAt: now,
        updatedAt: now,
        ...listingFields({ ...fields, rating }, company, isCompanyListable(company, account, now)),
      };
      tx.create(ref, service);
      companiesRepository.incrementServicesInTransaction(tx, companyId, 1, now);
      return { result: undefined, replaced: [] };
    }),
  );
  return ref.id;
}
