import { defineDashboard } from '@/components/layout/define-dashboard';

/**
 * The five sections of docs/product.md#superadmin-console, plus `audit-log`, a page reached only by links (the overview's recent
 * activity and Settings), not from the sidebar. The current one is the URL's `section` parameter.
 */
export const adminSidebarSections = ['overview', 'users', 'companies', 'analytics', 'settings'] as const;
export const adminSections = [...adminSidebarSections, 'audit-log'] as const;
export type AdminSidebarSection = (typeof adminSidebarSections)[number];
export type AdminSection = (typeof adminSections)[number];

export const adminSectionLabels: Record<AdminSection, string> = {
  overview: 'Overview',
  users: 'Users',
  companies: 'Companies',
  analytics: 'Analytics',
  settings: 'Settings',
  'audit-log': 'Audit Log',
};

export const adminDashboard = defineDashboard({
  path: '/admin/dashboard',
  sections: adminSections,
  labels: adminSectionLabels,
  sidebar: adminSidebarSections,
});

export const adminSectionFromParams = adminDashboard.sectionFromParams;

export function adminSectionPath(section: AdminSection): string {
  return adminDashboard.sectionPath(section);
}
