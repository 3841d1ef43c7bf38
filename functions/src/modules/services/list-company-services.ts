import type { CompanyService } from '../../contracts/services';
import { toCompanyService } from './company-service-view';
import { servicesRepository } from '../../data/services';

/** Bounded: Enterprise has no cap, and a grid of more than this many services would not be read anyway. */
export const COMPANY_SERVICES_LIMIT = 200;

export async function listCompanyServices(companyId: string): Promise<CompanyService[]> {
  return (await servicesRepository.listForCompany(companyId, COMPANY_SERVICES_LIMIT)).map(toCompanyService);
}
