/**
 * The five sections of docs/product.md#superadmin-console, plus `audit-log`, a page reached only by links (the overview's recent
 * activity and Settings), not from the sidebar. The current one is the URL's `section` parameter.
 */
export const adminSidebarSections = ['overview', 'users', 'companies', 'analytics', 'settings'] as const;
export const adminSections = [...adminSidebarSections, 'audit-log'] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionLabels: Record<AdminSection, string> = {
  overview: 'Overview',
  users: 'Users',
  companies: 'Companies',
  analytics: 'Analytics',
  settings: 'Settings',
  'audit-log': 'Audit Log',
};

export function adminSectionFromParams(params: URLSearchParams): AdminSection {
  const value = params.get('section');
  return adminSections.find((section) => section === value) ?? 'overview';
}

export function adminSectionPath(section: AdminSection): string {
  return section === 'overview' ? '/admin/dashboard' : `/admin/dashboard?section=${section}`;
}
