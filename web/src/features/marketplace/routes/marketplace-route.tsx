import { Store } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';

/** /marketplace: a placeholder until the marketplace issue lands. */
export function MarketplaceRoute() {
  return (
    <Page>
      <PageTitle title="Marketplace" />
      <PageHeader title="Marketplace" description="Find trusted pet services near you." />
      <EmptyState
        icon={<Store size={28} />}
        description="Services will appear here."
        action={
          <ButtonLink to="/petnest-business" variant="secondary">
            List your business
          </ButtonLink>
        }
      />
    </Page>
  );
}
