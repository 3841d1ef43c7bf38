import { keysOf } from '@contracts/vocabulary';
import { defineDashboard } from '@/components/layout/define-dashboard';

/** The five sections of docs/product.md#owner-dashboard; the current one is the URL's `section` parameter. */
const ownerSectionLabels = {
  dashboard: 'Dashboard',
  pets: 'My Pets',
  bookings: 'My Bookings',
  browse: 'Browse Services',
  profile: 'Profile',
};
export const ownerSections = keysOf(ownerSectionLabels);
export type OwnerSection = (typeof ownerSections)[number];

export const ownerDashboard = defineDashboard({
  name: 'Pet Owner Dashboard',
  label: 'Pet owner dashboard',
  path: '/pet-owner/dashboard',
  sections: ownerSections,
  labels: ownerSectionLabels,
});

export const sectionFromParams = ownerDashboard.sectionFromParams;

export function sectionPath(section: OwnerSection): string {
  return ownerDashboard.sectionPath(section);
}
