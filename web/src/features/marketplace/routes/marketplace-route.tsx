import { Page } from '@/components/container';
import { MarketplaceBrowser } from '@/components/marketplace/marketplace-browser';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';

/** /marketplace: every listed service, filtered on the server, with the filters in the URL. */
export function MarketplaceRoute() {
  return (
    <Page>
      <PageTitle title="Marketplace" />
      <PageHeader
        title="Marketplace"
        description="Find trusted pet services near you: grooming, vet care, boarding, training, walking and pet sitting."
      />
      <MarketplaceBrowser />
    </Page>
  );
}
