import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, LayoutDashboard, PawPrint, Store, UserRound, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { GlobalSearch } from '@/components/layout/global-search';
import { PageTitle } from '@/components/page-title';
import { OwnerProfilePanel } from '@/components/owner-profile/owner-profile-form';
import { PetManager } from '@/components/pets/pet-manager';
import { useSession } from '@/lib/session';
import { BookingsSection } from '@/features/owner-dashboard/components/bookings-section';
import { BrowseSection } from '@/features/owner-dashboard/components/browse-section';
import {
  ownerDashboard,
  sectionFromParams,
  type OwnerSection,
} from '@/features/owner-dashboard/components/dashboard-sections';
import { OwnerHeaderActions } from '@/features/owner-dashboard/components/header-actions';
import { OverviewSection } from '@/features/owner-dashboard/components/overview-section';
import { ownerSearch } from '@/features/owner-dashboard/components/owner-search';

const sectionIcons: Record<OwnerSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  pets: PawPrint,
  bookings: CalendarDays,
  browse: Store,
  profile: UserRound,
};

const sections = ownerDashboard.sidebarSections(sectionIcons);

/** /pet-owner/dashboard (pet_owner or superadmin): five sections, the current one in the URL (?section=pets). */
export function OwnerDashboardRoute() {
  const { user, role } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFromParams(searchParams);
  const name = user?.displayName || 'Pet Owner';
  const queryClient = useQueryClient();
  const uid = user?.uid ?? '';

  return (
    <>
      <PageTitle title={ownerDashboard.pageTitle(section)} />
      <DashboardShell
        {...ownerDashboard.shell(section)}
        sections={sections}
        search={
          // A superadmin looking at the owner dashboard has no bookings or pets of his own to search.
          role === 'pet_owner' ? (
            <GlobalSearch
              label="Search your bookings and pets"
              placeholder="Search bookings, pets"
              scope={['owner', uid]}
              search={ownerSearch(queryClient, uid)}
            />
          ) : undefined
        }
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
