import type { PlanFeature } from '@contracts/plans';
import { keysOf } from '@contracts/vocabulary';
import { defineDashboard } from '@/components/layout/define-dashboard';

/** The eight sections of docs/product.md#company-dashboard; the current one is the URL's `section` parameter. */
const companySectionLabels = {
  overview: 'Overview',
  profile: 'Profile',
  services: 'Services',
  bookings: 'Bookings',
  customers: 'Customers',
  employees: 'Employees',
  analytics: 'Analytics',
  'api-keys': 'API keys',
};
export const companySections = keysOf(companySectionLabels);
export type CompanySection = (typeof companySections)[number];

/**
 * The feature each section needs besides access (docs/product.md#plans): services and appointments need
 * basicReporting, employees employeeManagement, API keys apiAccess; the others need a running trial or plan only.
 */
export const sectionFeatures: Partial<Record<CompanySection, PlanFeature>> = {
  services: 'basicReporting',
  bookings: 'basicReporting',
  employees: 'employeeManagement',
  'api-keys': 'apiAccess',
};

export const companyDashboard = defineDashboard({
  name: 'Company Dashboard',
  label: 'Company dashboard',
  path: '/company/dashboard',
  sections: companySections,
  labels: companySectionLabels,
});

export const sectionFromParams = companyDashboard.sectionFromParams;

/** A section's URL; a superadmin's `companyId` travels along so every link stays on the same company. */
export function sectionPath(section: CompanySection, companyId?: string): string {
  return companyDashboard.sectionPath(section, { companyId });
}
