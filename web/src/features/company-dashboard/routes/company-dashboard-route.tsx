import { Suspense, useEffect, useState, type ComponentType } from 'react';
import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  Contact,
  KeyRound,
  LayoutDashboard,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { GlobalSearch } from '@/components/layout/global-search';
import { SidebarLogOutButton } from '@/components/layout/sidebar-log-out-button';
import { companySearch } from '@/features/company-dashboard/components/shell/company-search';
import { PageTitle } from '@/components/page-title';
import { SubscriptionStatusChip } from '@/components/plan-gates/subscription-status-chip';
import { TrialBanner } from '@/components/plan-gates/trial-banner';
import { prefetchOverview } from '@/features/company-dashboard/api/company-dashboard';
import { prefetchBookings } from '@/features/company-dashboard/api/company-bookings';
import { currentMonth } from '@/features/company-dashboard/components/bookings/booking-views';
import { useCompanyProfile } from '@/features/company-dashboard/api/company-profile';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { lazyNamed } from '@/lib/lazy-named';
import { useSession } from '@/lib/session';
import { CompanyStandingAlert } from '@/features/company-dashboard/components/shell/company-standing-alert';
import {
  companyDashboard,
  sectionFeatures,
  sectionFromParams,
  type CompanySection,
} from '@/features/company-dashboard/components/shell/dashboard-sections';
import { SectionGate, SectionLoading } from '@/features/company-dashboard/components/shell/section-gate';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import styles from '@/features/company-dashboard/components/shell/company-shell.module.css';

const sectionIcons: Record<CompanySection, LucideIcon> = {
  overview: LayoutDashboard,
  profile: Store,
  services: ClipboardList,
  bookings: CalendarDays,
  customers: Contact,
  employees: Users,
  analytics: BarChart3,
  'api-keys': KeyRound,
};

/**
 * Each section's code loads when the section is opened, so the Overview a company opens first does not wait for the
 * forms, calendars and charts of the others (docs/decisions/0080-dashboard-code-loads-by-section.md).
 */
const sectionModules = {
  overview: () => import('@/features/company-dashboard/components/overview/overview-section'),
  profile: () => import('@/features/company-dashboard/components/profile/profile-section'),
  services: () => import('@/features/company-dashboard/components/services/services-section'),
  bookings: () => import('@/features/company-dashboard/components/bookings/bookings-section'),
  customers: () => import('@/features/company-dashboard/components/customers/customers-section'),
  employees: () => import('@/features/company-dashboard/components/employees/employees-section'),
  analytics: () => import('@/features/company-dashboard/components/analytics/analytics-section'),
  'api-keys': () => import('@/features/company-dashboard/components/api-keys/api-keys-section'),
} satisfies Record<CompanySection, () => Promise<unknown>>;

/** The section registry: each section comes from its own file and takes no props. */
const sectionComponents: Record<CompanySection, ComponentType> = {
  overview: lazyNamed(sectionModules.overview, 'OverviewSection'),
  profile: lazyNamed(sectionModules.profile, 'ProfileSection'),
  services: lazyNamed(sectionModules.services, 'ServicesSection'),
  bookings: lazyNamed(sectionModules.bookings, 'BookingsSection'),
  customers: lazyNamed(sectionModules.customers, 'CustomersSection'),
  employees: lazyNamed(sectionModules.employees, 'EmployeesSection'),
  analytics: lazyNamed(sectionModules.analytics, 'AnalyticsSection'),
  'api-keys': lazyNamed(sectionModules['api-keys'], 'ApiKeysSection'),
};

/** The plan panel opens from the sidebar; its code loads on the first press. */
const SubscriptionPanel = lazyNamed(
  () => import('@/features/company-dashboard/components/subscription/subscription-panel'),
  'SubscriptionPanel',
);

/** /company/dashboard (pet_company, or a superadmin with ?companyId=): eight sections, the current one in the URL. */
export function CompanyDashboardRoute() {
  const { companyId } = useActingCompany();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFromParams(searchParams);
  const profile = useCompanyProfile(companyId);
  const subscription = useCompanySubscription(companyId);
  const [planOpen, setPlanOpen] = useState(false);
  const [planPressed, setPlanPressed] = useState(false);
  const name = profile.data?.name || user?.displayName || 'Your company';
  const Section = sectionComponents[section];

  const sections = companyDashboard.sidebarSections(sectionIcons, { companyId });

  // The section's code downloads while the plan that gates it is read, not after; so does the Overview's data.
  const queryClient = useQueryClient();
  useEffect(() => {
    void sectionModules[section]();
    if (section === 'overview') prefetchOverview(queryClient, companyId);
    if (section === 'bookings') prefetchBookings(queryClient, companyId, currentMonth());
  }, [section, companyId, queryClient]);

  // `?panel=plan` is where the subscription notices lead (in the app and by email): it opens the plan panel, and
  // closing the panel drops it, so the same link opens it again.
  const planLinked = searchParams.get('panel') === 'plan';

  function closePlan() {
    setPlanOpen(false);
    if (!planLinked) return;
    // Stays mounted once shown, as after a press, so the dialog's own close runs.
    setPlanPressed(true);
    setSearchParams(
      (params) => {
        params.delete('panel');
        return params;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageTitle title={companyDashboard.pageTitle(section)} />
      <DashboardShell
        {...companyDashboard.shell(section, { companyId })}
        sections={sections}
        search={
          <GlobalSearch
            label="Search bookings and customers"
            placeholder="Search bookings, customers"
            scope={['company', companyId]}
            search={companySearch(companyId)}
          />
        }
        user={{
          name,
          email: profile.data?.email ?? user?.email ?? '',
          role: roleLabels.pet_company,
          avatarUrl: profile.data?.logoUrl,
        }}
        sidebarFooter={
          <>
            <button
              type="button"
              className={styles.planButton}
              onClick={() => {
                setPlanPressed(true);
                setPlanOpen(true);
              }}
              aria-haspopup="dialog"
            >
              <span className={styles.planLabel}>Your plan</span>
              <SubscriptionStatusChip subscription={subscription.data} />
            </button>
            <SidebarLogOutButton label="Log Out" />
          </>
        }
      >
        <CompanyStandingAlert profile={profile.data} />
        {subscription.data ? <TrialBanner subscription={subscription.data} /> : null}
        <SectionGate key={section} feature={sectionFeatures[section]}>
          <Suspense fallback={<SectionLoading />}>
            <Section />
          </Suspense>
        </SectionGate>
      </DashboardShell>
      {/* Mounted from the first press on, so closing it runs the dialog's own close (focus back on the badge). */}
      {planPressed || planLinked ? (
        <Suspense fallback={null}>
          <SubscriptionPanel open={planOpen || planLinked} onClose={closePlan} />
        </Suspense>
      ) : null}
    </>
  );
}
