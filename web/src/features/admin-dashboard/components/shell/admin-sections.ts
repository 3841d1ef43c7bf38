import { keysOf } from '@contracts/vocabulary';
import { defineDashboard } from '@/components/layout/define-dashboard';

/**
 * The five sections of docs/product.md#superadmin-console, plus `audit-log`, a page reached only by links (the overview's recent
 * activity and Settings), not from the sidebar. The current one is the URL's `section` parameter.
 */
const adminSectionLabels = {
  overview: 'Overview',
  users: 'Users',
  companies: 'Companies',
  analytics: 'Analytics',
  settings: 'Settings',
  'audit-log': 'Audit Log',
};
export const adminSections = keysOf(adminSectionLabels);
export type AdminSection = (typeof adminSections)[number];
export type AdminSidebarSection = Exclude<AdminSection, 'audit-log'>;
export const adminSidebarSections = adminSections.filter(
  (section): section is AdminSidebarSection => section !== 'audit-log',
);

export const adminDashboard = defineDashboard({
  name: 'Admin Dashboard',
  label: 'Admin dashboard',
  path: '/admin/dashboard',
  sections: adminSections,
  labels: adminSectionLabels,
  sidebar: adminSidebarSections,
});

export const adminSectionFromParams = adminDashboard.sectionFromParams;

export function adminSectionPath(section: AdminSection): string {
  return adminDashboard.sectionPath(section);
}
