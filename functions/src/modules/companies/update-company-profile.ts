import { profileMessages, verificationFields, type CompanyProfileFields } from '../../contracts/company-profile';
import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { readCompanyChangeInTransaction } from '../../data/sync-listings';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { storeCompanyImages, withStoredImages } from '../../data/company-media';
import { getCompanyProfile } from './get-company-profile';
import { companySearchTokens } from '../../data/new-company';
import { nextSummaryDue } from '../../data/summary-schedule';

/** Whether a save verifies the company (docs/product.md#verification): name, address, city and description filled. */
export const isProfileComplete = (company: Pick<CompanyDoc, (typeof verificationFields)[number]>) =>
  verificationFields.every((field) => company[field].trim().length > 0);

/**
 * Merges the sent fields into the profile, verifying a complete one unless a superadmin withdrew the verification. New pictures are stored first; the profile, its verification and the
 * listing fields of every service of the company change in one transaction; replaced pictures are removed after.
 * A company never writes its email, rating, status, subscription or counters: the input schema has no such field.
 */
export async function updateCompanyProfile(companyId: string, fields: CompanyProfileFields, clock: Clock) {
  const [logo, images] = await Promise.all([
    fields.logoUrl ? storeCompanyImages(companyId, [fields.logoUrl], 'logoUrl') : undefined,
    fields.images ? storeCompanyImages(companyId, fields.images, 'images') : undefined,
  ]);
  const outcome = await withStoredImages([...(logo?.created ?? []), ...(images?.created ?? [])], () =>
    db().runTransaction(async (tx) => {
      const now = clock.now();
      const { listings, company, account } = await readCompanyChangeInTransaction(tx, companyId);
      const { logoUrl: _logo, images: _images, ...textFields } = fields;
      const patch: Partial<CompanyDoc> = {
        ...textFields,
        ...(fields.logoUrl !== undefined ? { logoUrl: logo?.urls[0] ?? null } : {}),
        ...(images ? { images: images.urls } : {}),
        updatedAt: now,
      };
      patch.verified = !company.verificationRevoked && isProfileComplete({ ...company, ...patch });
      patch.searchTokens = companySearchTokens({ ...company, ...patch });
      // The weekly summary follows the company's clock: a new time zone moves its Monday 08:00.
      if (patch.timezone && patch.timezone !== company.timezone)
        patch.nextSummaryAt = nextSummaryDue(now, patch.timezone);
      companiesRepository.updateInTransaction(tx, companyId, patch);
      listings.write(account, now, patch);
      const kept = new Set(['logoUrl' in patch ? patch.logoUrl : company.logoUrl, ...(patch.images ?? company.images)]);
      const replaced = [company.logoUrl, ...company.images].filter(
        (url): url is string => url !== null && !kept.has(url),
      );
      return { result: { verified: patch.verified, revoked: company.verificationRevoked === true }, replaced };
    }),
  );
  const message = outcome.verified
    ? profileMessages.verified
    : outcome.revoked
      ? profileMessages.verificationRevoked
      : profileMessages.incomplete;
  return { profile: await getCompanyProfile(companyId), message };
}
