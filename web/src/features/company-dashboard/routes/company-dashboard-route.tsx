import { ComingSoonPage } from '@/components/coming-soon-page';

/** /company/dashboard (pet_company or superadmin): the shell; document 2 fills it. */
export function CompanyDashboardRoute() {
  return <ComingSoonPage title="Company Dashboard" description="Your profile, services, bookings, employees, customers and analytics." />;
}
