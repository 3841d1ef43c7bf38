import { Store } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';

/** Browse Services: a coming-soon placeholder in the dashboard (docs/product.md#owner-dashboard), pointing to the marketplace. */
export function BrowseSection() {
  return (
    <EmptyState
      icon={<Store size={28} />}
      title="Coming soon"
      headingLevel="h2"
      description="Browsing services inside your dashboard is coming soon. Meanwhile, the marketplace lists every provider."
      action={<ButtonLink to="/marketplace">Go to the Marketplace</ButtonLink>}
    />
  );
}
