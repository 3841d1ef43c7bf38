import type { CompanyProfile } from '../../contracts/company-profile';
import { notFound } from '../../core/errors';
import { countersRepository } from '../../data/counters';
import { ratingAverage } from '../../data/service-listing';
import { servicesRepository } from '../../data/services';
import { companiesRepository } from '../../data/companies';

/** The services the profile lists; the services screen pages the rest. */
export const PROFILE_SERVICES_LIMIT = 100;

/** The profile with its statistics from real counters: the rating aggregate and the bookings counter. */
export async function getCompanyProfile(companyId: string): Promise<CompanyProfile> {
  const [company, counts, services] = await Promise.all([
    companiesRepository.get(companyId),
    countersRepository.company(companyId),
    servicesRepository.listForCompany(companyId, PROFILE_SERVICES_LIMIT),
  ]);
  if (!company) throw notFound('Company not found');
  return {
    id: companyId,
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    city: company.city,
    state: company.state,
    zipCode: company.zipCode,
    description: company.description,
    logoUrl: company.logoUrl,
    businessHours: company.businessHours,
    images: company.images,
    timezone: company.timezone,
    rating: company.rating.count > 0 ? ratingAverage(company.rating) : null,
    reviewCount: company.rating.count,
    totalBookings: counts.bookings,
    services: services.map(({ id, name, category, price, isActive }) => ({ id, name, category, price, isActive })),
    verified: company.verified,
    status: company.status,
    standingReason: company.standingReason ?? null,
    joinedDate: company.createdAt.toISOString(),
  };
}
