import { CalendarClock } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';

/** /booking/:serviceId: a placeholder saying the booking page is coming soon (docs/product.md#pages-and-routes). */
export function BookingRoute() {
  return (
    <Page size="narrow">
      <PageTitle title="Book a service" />
      <EmptyState
        icon={<CalendarClock size={28} />}
        title="Book a service"
        headingLevel="h1"
        description="Booking page coming soon."
        action={<ButtonLink to="/marketplace">Back to Marketplace</ButtonLink>}
      />
    </Page>
  );
}
