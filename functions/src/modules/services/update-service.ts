import { resolvedBookingMode, type ServiceFields, type ServiceToggle } from '../../contracts/services';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';
import { storeCompanyImages, withStoredImages } from '../../data/company-media';
import { toCompanyService } from './company-service-view';
import { isCompanyListable, listingFields } from '../../data/service-listing';
import { servicesRepository, type StoredService } from '../../data/services';
import { checkTeamMembers } from './team-members';

const serviceNotFound = () => notFound('Service not found');

/**
 * The full form, or `{ isActive }` from the card's toggle. The listing fields follow in the same write, so an
 * inactive service leaves the marketplace at once. Another company's service is a 404.
 */
export async function updateService(
  companyId: string,
  serviceId: string,
  input: ServiceFields | ServiceToggle,
  clock: Clock,
) {
  const images = 'images' in input ? await storeCompanyImages(companyId, input.images, 'images') : undefined;
  const updated = await withStoredImages(images?.created ?? [], () =>
    db().runTransaction(async (tx) => {
      const now = clock.now();
      const [service, company, account] = await Promise.all([
        servicesRepository.getInTransaction(tx, companyId, serviceId),
        companiesRepository.getInTransaction(tx, companyId),
        companiesRepository.getAccountInTransaction(tx, companyId),
      ]);
      if (!service || !company || !account) throw serviceNotFound();
      if ('employeeIds' in input) await checkTeamMembers(tx, companyId, input.employeeIds);
      // The full form says how the service is booked (its category's default when it names none).
      const fields =
        'category' in input ? { ...withoutUndefined(input), bookingMode: resolvedBookingMode(input) } : input;
      const next: StoredService = { ...service, ...fields, images: images?.urls ?? service.images, updatedAt: now };
      const patch = {
        ...fields,
        images: next.images,
        updatedAt: now,
        ...listingFields(next, company, isCompanyListable(company, account, now)),
      };
      servicesRepository.updateInTransaction(tx, companyId, serviceId, patch);
      return { result: { ...next, ...patch }, replaced: service.images.filter((url) => !next.images.includes(url)) };
    }),
  );
  return toCompanyService(updated);
}

/** Firestore refuses undefined values: an absent optional field (capacity) is left as stored. */
function withoutUndefined<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;
}
