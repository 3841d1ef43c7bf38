import { Building2 } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';

/** /company/:companyId: placeholder for the public company page (document 3). */
export function CompanyPageRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Company" />
      <EmptyState
        icon={<Building2 size={28} />}
        title="Company profile"
        headingLevel="h1"
        description="This company's public page is coming soon."
        action={<ButtonLink to="/marketplace">Back to Marketplace</ButtonLink>}
      />
    </Page>
  );
}
