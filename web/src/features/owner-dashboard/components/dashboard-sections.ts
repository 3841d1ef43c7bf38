import { defineDashboard } from '@/components/layout/define-dashboard';

/** The five sections of docs/product.md#owner-dashboard; the current one is the URL's `section` parameter. */
export const ownerSections = ['dashboard', 'pets', 'bookings', 'browse', 'profile'] as const;
export type OwnerSection = (typeof ownerSections)[number];

export const ownerSectionLabels: Record<OwnerSection, string> = {
  dashboard: 'Dashboard',
  pets: 'My Pets',
  bookings: 'My Bookings',
  browse: 'Browse Services',
  profile: 'Profile',
};

export const ownerDashboard = defineDashboard({
  path: '/pet-owner/dashboard',
  sections: ownerSections,
  labels: ownerSectionLabels,
});

export const sectionFromParams = ownerDashboard.sectionFromParams;

export function sectionPath(section: OwnerSection): string {
  return ownerDashboard.sectionPath(section);
}
