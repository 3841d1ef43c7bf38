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

export function sectionFromParams(params: URLSearchParams): OwnerSection {
  const value = params.get('section');
  return ownerSections.find((section) => section === value) ?? 'dashboard';
}

export function sectionPath(section: OwnerSection): string {
  return section === 'dashboard' ? '/pet-owner/dashboard' : `/pet-owner/dashboard?section=${section}`;
}
