import { useState, type ReactNode } from 'react';
import { BarChart3, CalendarDays, ClipboardList, Contact, LayoutDashboard, LogOut, Store, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { Button } from '@/components/button';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { NotificationBell } from '@/components/layout/notification-bell';
import { PageTitle } from '@/components/page-title';
import { SubscriptionStatusChip } from '@/components/plan-gates/subscription-status-chip';
import { TrialBanner } from '@/components/plan-gates/trial-banner';
import { useCompanyProfile } from '@/features/company-dashboard/api/company-profile';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { useSession } from '@/lib/session';
import { AnalyticsSection } from '@/features/company-dashboard/components/analytics/analytics-section';
import { BookingsSection } from '@/features/company-dashboard/components/bookings/bookings-section';
import { CustomersSection } from '@/features/company-dashboard/components/customers/customers-section';
import { EmployeesSection } from '@/features/company-dashboard/components/employees/employees-section';
import { OverviewSection } from '@/features/company-dashboard/components/overview/overview-section';
import { ProfileSection } from '@/features/company-dashboard/components/profile/profile-section';
import { ServicesSection } from '@/features/company-dashboard/components/services/services-section';
import { CompanyStandingAlert } from '@/features/company-dashboard/components/shell/company-standing-alert';
import {
  companyDashboard,
  companySectionLabels,
  sectionFeatures,
  sectionFromParams,
  type CompanySection,
} from '@/features/company-dashboard/components/shell/dashboard-sections';
import { SectionGate } from '@/features/company-dashboard/components/shell/section-gate';
import { SubscriptionPanel } from '@/features/company-dashboard/components/subscription/subscription-panel';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import styles from '@/features/company-dashboard/components/shell/company-shell.module.css';

/** docs/product.md#display-constants: the header's notification badge is fixed at 3. */
export const NOTIFICATION_BADGE_COUNT = 3;

const sectionIcons: Record<CompanySection, ReactNode> = {
  overview: <LayoutDashboard size={20} aria-hidden="true" />,
  profile: <Store size={20} aria-hidden="true" />,
  services: <ClipboardList size={20} aria-hidden="true" />,
  bookings: <CalendarDays size={20} aria-hidden="true" />,
  customers: <Contact size={20} aria-hidden="true" />,
  employees: <Users size={20} aria-hidden="true" />,
  analytics: <BarChart3 size={20} aria-hidden="true" />,
};

/** The section registry: H4b's four sections come from their own files and take no props. */
const sectionComponents: Record<CompanySection, () => ReactNode> = {
  overview: OverviewSection,
  profile: ProfileSection,
  services: ServicesSection,
  bookings: BookingsSection,
  customers: CustomersSection,
  employees: EmployeesSection,
  analytics: AnalyticsSection,
};

/** /company/dashboard (pet_company, or a superadmin with ?companyId=): seven sections, the current one in the URL. */
export function CompanyDashboardRoute() {
  const { companyId } = useActingCompany();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const section = sectionFromParams(searchParams);
  const profile = useCompanyProfile(companyId);
  const subscription = useCompanySubscription(companyId);
  const [planOpen, setPlanOpen] = useState(false);
  const name = profile.data?.name || user?.displayName || 'Your company';
  const Section = sectionComponents[section];

  const sections = companyDashboard.sidebarSections(sectionIcons, { companyId });

  async function logOut() {
    await signOut();
    void navigate('/', { replace: true });
  }

  return (
    <>
      <PageTitle title={`${companySectionLabels[section]} - Company Dashboard`} />
      <DashboardShell
        label="Company dashboard"
        sections={sections}
        activeId={section}
        title={companySectionLabels[section]}
        user={{
          name,
          email: profile.data?.email ?? user?.email ?? '',
          role: roleLabels.pet_company,
          avatarUrl: profile.data?.logoUrl,
        }}
        headerActions={<NotificationBell count={NOTIFICATION_BADGE_COUNT} />}
        sidebarFooter={
          <>
            <button
              type="button"
              className={styles.planButton}
              onClick={() => setPlanOpen(true)}
              aria-haspopup="dialog"
            >
              <span className={styles.planLabel}>Your plan</span>
              <SubscriptionStatusChip subscription={subscription.data} />
            </button>
            <Button
              variant="secondary"
              block
              icon={<LogOut size={18} aria-hidden="true" />}
              onClick={() => void logOut()}
            >
              Log Out
            </Button>
          </>
        }
      >
        <CompanyStandingAlert profile={profile.data} />
        {subscription.data ? <TrialBanner subscription={subscription.data} /> : null}
        <SectionGate key={section} feature={sectionFeatures[section]}>
          <Section />
        </SectionGate>
      </DashboardShell>
      <SubscriptionPanel open={planOpen} onClose={() => setPlanOpen(false)} />
    </>
  );
}
