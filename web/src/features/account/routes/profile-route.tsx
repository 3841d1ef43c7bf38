import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { AccountSummary } from '@/features/account/components/account-summary';

/** /profile: for now an overview of the account (document 3 fills in the pet-owner profile). */
export function ProfileRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Profile" />
      <PageHeader eyebrow="Account overview" title="Profile" description="The details of your Petnest account. Editing your profile is coming soon." />
      <AccountSummary />
    </Page>
  );
}
