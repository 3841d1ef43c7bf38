import { CalendarClock } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { MessagePage } from '@/components/message-page';

/** /booking/:serviceId: a placeholder saying the booking page is coming soon (docs/product.md#pages-and-routes). */
export function BookingRoute() {
  return (
    <MessagePage
      icon={<CalendarClock size={28} />}
      title="Book a service"
      description="Booking page coming soon."
      action={<ButtonLink to="/marketplace">Back to Marketplace</ButtonLink>}
    />
  );
}
