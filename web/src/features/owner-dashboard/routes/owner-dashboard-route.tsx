import { ComingSoonPage } from '@/components/coming-soon-page';

/** /pet-owner/dashboard (pet_owner or superadmin): the shell; document 3 fills it. */
export function OwnerDashboardRoute() {
  return <ComingSoonPage title="Pet Owner Dashboard" description="Your pets, bookings and reviews in one place." />;
}
