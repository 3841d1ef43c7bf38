import { useState, type ReactNode } from 'react';
import { BarChart3, Building2, FileText, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { Button } from '@/components/button';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { GlobalSearch } from '@/components/layout/global-search';
import { SidebarLogOutButton } from '@/components/layout/sidebar-log-out-button';
import { adminSearch } from '@/features/admin-dashboard/components/shell/admin-search';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { AnalyticsSection } from '@/features/admin-dashboard/components/analytics/analytics-section';
import { CriticalAlertsMenu } from '@/features/admin-dashboard/components/shell/critical-alerts-menu';
import { AuditLogSection } from '@/features/admin-dashboard/components/audit/audit-log-section';
import { CompaniesSection } from '@/features/admin-dashboard/components/companies/companies-section';
import { ExportDialog } from '@/features/admin-dashboard/components/exports/export-dialog';
import { OverviewSection, type OverviewActions } from '@/features/admin-dashboard/components/overview/overview-section';
import { SettingsSection } from '@/features/admin-dashboard/components/settings/settings-section';
import {
  adminDashboard,
  adminSectionFromParams,
  type AdminSection,
  type AdminSidebarSection,
} from '@/features/admin-dashboard/components/shell/admin-sections';
import { UsersSection } from '@/features/admin-dashboard/components/users/users-section';
import styles from './admin-dashboard-route.module.css';

const sectionIcons: Record<AdminSidebarSection, LucideIcon> = {
  overview: LayoutDashboard,
  users: Users,
  companies: Building2,
  analytics: BarChart3,
  settings: Settings,
};

const sections = adminDashboard.sidebarSections(sectionIcons);

/** The section registry; only the overview takes the shell's actions (its quick actions are the header's). */
const sectionComponents: Record<AdminSection, (actions: OverviewActions) => ReactNode> = {
  overview: (actions) => <OverviewSection {...actions} />,
  users: () => <UsersSection />,
  companies: () => <CompaniesSection />,
  analytics: () => <AnalyticsSection />,
  settings: () => <SettingsSection />,
  'audit-log': () => <AuditLogSection />,
};

/**
 * /admin/dashboard (superadmin only; RequireRole in the router sends anyone else home): the five sections of
 * docs/product.md#superadmin-console and the audit log, the current one in the URL (?section=), so deep links, reload and Back work.
 */
export function AdminDashboardRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const section = adminSectionFromParams(searchParams);
  const [exportOpen, setExportOpen] = useState(false);
  const actions: OverviewActions = { onGenerateReport: () => setExportOpen(true) };

  return (
    <>
      <PageTitle title={adminDashboard.pageTitle(section)} />
      <DashboardShell
        {...adminDashboard.shell(section)}
        sections={sections}
        search={
          <GlobalSearch
            label="Search users and companies"
            placeholder="Search users, companies"
            scope={['superadmin']}
            search={adminSearch}
          />
        }
        user={{ name: user?.displayName || 'Superadmin', email: user?.email ?? '', role: roleLabels.superadmin }}
        alerts={<CriticalAlertsMenu />}
        headerActions={
          <Button
            variant="secondary"
            size="sm"
            className={styles.headerButton}
            icon={<FileText />}
            onClick={() => setExportOpen(true)}
          >
            Generate Report
          </Button>
        }
        sidebarFooter={<SidebarLogOutButton label="Logout" />}
      >
        {sectionComponents[section](actions)}
      </DashboardShell>
      <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
    </>
  );
}
