import { ComingSoonPage } from '@/components/coming-soon-page';

/** /admin/dashboard (superadmin only): the shell; document 3 fills it. */
export function AdminDashboardRoute() {
  return <ComingSoonPage title="Admin Dashboard" description="Users, companies, platform analytics and settings." />;
}
