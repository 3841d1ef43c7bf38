import { useState } from 'react';
import { CalendarX2, Star, XCircle } from 'lucide-react';
import { bookingStatusLabels, type OwnerBooking } from '@contracts/bookings';
import { Button, ButtonLink } from '@/components/button';
import { SearchField } from '@/components/search-field';
import { BookingCard } from '@/components/bookings/booking-card';
import { CancelBookingDialog } from '@/components/bookings/cancel-booking-dialog';
import { ReviewDialog } from '@/components/bookings/review-dialog';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Tabs } from '@/components/tabs';
import { useOwnerBookings } from '@/lib/api/owner-bookings';
import { filterBookings, statusCounts, visibleTabs, type BookingTab } from '@/features/owner-dashboard/components/booking-filters';
import styles from './bookings-section.module.css';

/** The owner's actions on one booking, offered only when the server allows them (canCancel, canReview). */
export function BookingActions({ booking, onCancel, onReview }: { booking: OwnerBooking; onCancel: () => void; onReview: () => void }) {
  return (
    <>
      {booking.canReview ? (
        <Button size="sm" variant="accent" icon={<Star size={16} aria-hidden="true" />} onClick={onReview}>
          Rate &amp; Review
        </Button>
      ) : null}
      {booking.canCancel ? (
        <Button size="sm" variant="secondary" icon={<XCircle size={16} aria-hidden="true" />} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </>
  );
}

/** My Bookings: status tabs with counts, a search box, the cards, the cancel and review modals. */
export function BookingsSection() {
  const bookings = useOwnerBookings();
  const [tab, setTab] = useState<BookingTab>('all');
  const [search, setSearch] = useState('');
  const [cancelling, setCancelling] = useState<OwnerBooking | null>(null);
  const [reviewing, setReviewing] = useState<OwnerBooking | null>(null);

  if (bookings.isPending || bookings.isError) {
    return <QueryState query={bookings} subject="your bookings" failed="Failed to load bookings" exception="Error loading bookings" className={styles.list} rows={3} rowHeight={150} />;
  }

  const all = bookings.data;
  const counts = statusCounts(all);
  const shown = filterBookings(all, tab, search);
  const tabs = visibleTabs(counts).map((id) => ({ id, label: `${id === 'all' ? 'All' : bookingStatusLabels[id]} (${counts[id]})` }));

  return (
    <>
      <SearchField id="booking-search" label="Search bookings" placeholder="Search by service, provider or pet" value={search} onValueChange={setSearch} />
      <Tabs label="Booking status" items={tabs} value={tab} onValueChange={(id) => setTab(id as BookingTab)}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<CalendarX2 size={28} />}
            title={all.length === 0 ? 'No bookings yet' : 'No bookings found'}
            description={all.length === 0 ? 'Find a trusted provider and book your first service.' : 'No booking matches this status and search.'}
            headingLevel="h2"
            action={<ButtonLink to="/marketplace">Browse Services</ButtonLink>}
          />
        ) : (
          <ul className={styles.list}>
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  headingLevel="h2"
                  actions={<BookingActions booking={booking} onCancel={() => setCancelling(booking)} onReview={() => setReviewing(booking)} />}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
