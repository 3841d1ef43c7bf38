import { Rocket } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';

/** docs/product.md#pages-and-routes: a placeholder saying coming soon. */
export function CareersRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Careers" />
      <PageHeader
        eyebrow="Careers"
        title="Careers at Petnest"
        description="Help us make pet care simpler for owners and the businesses that serve them."
      />
      <EmptyState
        icon={<Rocket size={28} />}
        title="Coming soon"
        description="Our careers page is coming soon. Check back for open positions."
        action={
          <ButtonLink to="/about" variant="secondary">
            Learn about Petnest
          </ButtonLink>
        }
      />
    </Page>
  );
}
