import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, LayoutDashboard, PawPrint, Store, UserRound, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { roleLabels } from '@contracts/roles';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { GlobalSearch } from '@/components/layout/global-search';
import { PageTitle } from '@/components/page-title';
import { LoadingRows } from '@/components/query-state';
import { lazyNamed } from '@/lib/lazy-named';
import { useSession } from '@/lib/session';
import {
  ownerDashboard,
  sectionFromParams,
  type OwnerSection,
} from '@/features/owner-dashboard/components/dashboard-sections';
import { OwnerHeaderActions } from '@/features/owner-dashboard/components/header-actions';
import { OverviewSection } from '@/features/owner-dashboard/components/overview-section';
import { ownerSearch } from '@/features/owner-dashboard/components/owner-search';
import layout from '@/components/layout/dashboard-sections.module.css';

const sectionIcons: Record<OwnerSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  pets: PawPrint,
  bookings: CalendarDays,
  browse: Store,
  profile: UserRound,
};

const sections = ownerDashboard.sidebarSections(sectionIcons);

/*
 * The overview shows first; the other sections load when opened, so its first load carries none of their forms,
 * dialogs and schemas (docs/decisions/0119-schemas-load-with-their-forms.md).
 */
const PetManager = lazyNamed(() => import('@/components/pets/pet-manager'), 'PetManager');
const BookingsSection = lazyNamed(
  () => import('@/features/owner-dashboard/components/bookings-section'),
  'BookingsSection',
);
const BrowseSection = lazyNamed(() => import('@/features/owner-dashboard/components/browse-section'), 'BrowseSection');
const OwnerProfilePanel = lazyNamed(() => import('@/components/owner-profile/owner-profile-form'), 'OwnerProfilePanel');

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
        <Suspense fallback={<LoadingRows subject="the section" className={layout.stack} rows={3} rowHeight={96} />}>
          {section === 'pets' ? (
            <PetManager
              startAdding={searchParams.get('add') === '1'}
              onStartAddingDone={() => setSearchParams({ section: 'pets' }, { replace: true })}
            />
          ) : null}
          {section === 'bookings' ? <BookingsSection /> : null}
          {section === 'browse' ? <BrowseSection /> : null}
          {section === 'profile' ? <OwnerProfilePanel /> : null}
        </Suspense>
      </DashboardShell>
    </>
  );
}
