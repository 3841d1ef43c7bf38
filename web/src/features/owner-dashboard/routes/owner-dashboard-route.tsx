import type { ReactNode } from 'react';
import { CalendarDays, LayoutDashboard, PawPrint, Store, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { PageTitle } from '@/components/page-title';
import { OwnerProfilePanel } from '@/components/owner-profile/owner-profile-form';
import { PetManager } from '@/components/pets/pet-manager';
import { useSession } from '@/lib/session';
import { BookingsSection } from '@/features/owner-dashboard/components/bookings-section';
import { BrowseSection } from '@/features/owner-dashboard/components/browse-section';
import {
  ownerDashboard,
  ownerSectionLabels,
  sectionFromParams,
  type OwnerSection,
} from '@/features/owner-dashboard/components/dashboard-sections';
import { OwnerHeaderActions } from '@/features/owner-dashboard/components/header-actions';
import { OverviewSection } from '@/features/owner-dashboard/components/overview-section';

const sectionIcons: Record<OwnerSection, ReactNode> = {
  dashboard: <LayoutDashboard size={20} aria-hidden="true" />,
  pets: <PawPrint size={20} aria-hidden="true" />,
  bookings: <CalendarDays size={20} aria-hidden="true" />,
  browse: <Store size={20} aria-hidden="true" />,
  profile: <UserRound size={20} aria-hidden="true" />,
};

const sections = ownerDashboard.sidebarSections(sectionIcons);

/** /pet-owner/dashboard (pet_owner or superadmin): five sections, the current one in the URL (?section=pets). */
export function OwnerDashboardRoute() {
  const { user, role } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFromParams(searchParams);
  const name = user?.displayName || 'Pet Owner';

  return (
    <>
      <PageTitle title={`${ownerSectionLabels[section]} - Pet Owner Dashboard`} />
      <DashboardShell
        label="Pet owner dashboard"
        home={ownerDashboard.sectionPath('dashboard')}
        sections={sections}
        activeId={section}
        title={ownerSectionLabels[section]}
        user={{ name, email: user?.email ?? '', role: role ? roleLabels[role] : '' }}
        headerActions={<OwnerHeaderActions />}
      >
        {section === 'dashboard' ? <OverviewSection firstName={name.split(' ')[0] ?? name} /> : null}
        {section === 'pets' ? (
          <PetManager
            startAdding={searchParams.get('add') === '1'}
            onStartAddingDone={() => setSearchParams({ section: 'pets' }, { replace: true })}
          />
        ) : null}
        {section === 'bookings' ? <BookingsSection /> : null}
        {section === 'browse' ? <BrowseSection /> : null}
        {section === 'profile' ? <OwnerProfilePanel /> : null}
      </DashboardShell>
    </>
  );
}
