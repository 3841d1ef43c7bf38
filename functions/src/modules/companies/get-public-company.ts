import type { PublicCompany } from '../../contracts/companies-public';
import type { PublicService } from '../../contracts/services';
import { notFound } from '../../core/errors';
import { toPublicService } from '../marketplace';
import { countersRepository } from '../../data/counters';
import { isCompanyListable, ratingAverage } from '../../data/service-listing';
import { servicesRepository } from '../../data/services';
import { companiesRepository, type CompanyDoc } from '../../data/companies';

const MAX_PUBLIC_SERVICES = 100;
const companyNotFound = () => notFound('Company not found');

/**
 * Suspended, rejected and unverified companies are not shown, as if they did not exist (issue 9: such a company
 * leaves the marketplace and its public page at once); the company itself still signs in and sees why.
 */
export async function visibleCompany(companyId: string): Promise<CompanyDoc> {
  const company = await companiesRepository.get(companyId);
  if (!company || !isCompanyVisible(company)) throw companyNotFound();
  return company;
}

export function isCompanyVisible(company: CompanyDoc): boolean {
  return company.verified && company.status !== 'suspended' && company.status !== 'rejected';
}

/** Bookings come from the company's counters (totals/all), so booking never has to write the company document. */
export async function getPublicCompany(companyId: string, now: Date): Promise<PublicCompany> {
  const [company, account, counts] = await Promise.all([
    visibleCompany(companyId),
    companiesRepository.getAccount(companyId),
    countersRepository.company(companyId),
  ]);
  const bookable = Boolean(account && isCompanyListable(company, account, now));
  return {
    id: companyId,
    name: company.name,
    description: company.description,
    logoUrl: company.logoUrl,
    images: company.images,
    verified: company.verified,
    city: company.city,
    state: company.state,
    address: company.address,
    phone: company.phone,
    rating: ratingAverage(company.rating),
    reviewCount: company.rating.count,
    totalBookings: counts.bookings,
    serviceCount: company.counters.services,
    businessHours: company.businessHours,
    timezone: company.timezone,
    bookable,
    notBookableReason: bookable ? null : `${company.name} is not taking bookings on Petnest at the moment.`,
  };
}

export async function listPublicCompanyServices(companyId: string): Promise<PublicService[]> {
  await visibleCompany(companyId);
  const services = await servicesRepository.listActive(companyId, MAX_PUBLIC_SERVICES);
  return services.map(toPublicService);
}
