import { useState } from 'react';
import { CalendarX2, RotateCcw, Star } from 'lucide-react';
import type { OwnerBooking } from '@contracts/bookings';
import { Button, ButtonLink } from '@/components/button';
import { bookableFromBooking } from '@/components/booking/bookable-service';
import { useBookNow } from '@/components/booking/use-book-now';
import { BookingCard } from '@/components/bookings/booking-card';
import { OwnerBookingsState } from '@/components/bookings/owner-bookings-state';
import { ReviewDialog } from '@/components/bookings/review-dialog';
import { EmptyState } from '@/components/empty-state';
import { useOwnerBookings } from '@/lib/api/owner-bookings';
import bookingList from '@/components/bookings/booking-list.module.css';

/** Booking History on /profile: one card per booking; completed ones offer Rate Service and Book Again. */
export function BookingHistory() {
  const bookings = useOwnerBookings();
  const { bookNow, dialog } = useBookNow();
  const [reviewing, setReviewing] = useState<OwnerBooking | null>(null);

  if (bookings.isPending || bookings.isError) return <OwnerBookingsState query={bookings} cardHeight={140} />;
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 size={28} />}
        title="No bookings yet"
        headingLevel="h2"
        description="Your bookings will appear here once you book a service."
        action={<ButtonLink to="/marketplace">Browse Services</ButtonLink>}
      />
    );
  }

  return (
    <>
      <ul className={bookingList.list}>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              headingLevel="h2"
              actions={
                booking.status === 'completed' ? (
                  <>
                    {booking.canReview ? (
                      <Button size="sm" variant="accent" icon={<Star />} onClick={() => setReviewing(booking)}>
                        Rate Service
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<RotateCcw />}
                      onClick={() => bookNow(bookableFromBooking(booking))}
                    >
                      Book Again
                    </Button>
                  </>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
      {dialog}
    </>
  );
}
