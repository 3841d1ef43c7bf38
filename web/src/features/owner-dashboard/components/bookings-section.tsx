import { useEffect, useState } from 'react';
import { CalendarX2, RotateCcw, Star, XCircle } from 'lucide-react';
import { type OwnerBooking } from '@contracts/bookings';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import { Button, ButtonLink } from '@/components/button';
import { bookableFromBooking } from '@/components/booking/bookable-service';
import { useBookNow } from '@/components/booking/use-book-now';
import { SearchField } from '@/components/search-field';
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button';
import { BookingCard, bookingCardId } from '@/components/bookings/booking-card';
import { OwnerBookingsState } from '@/components/bookings/owner-bookings-state';
import { EmptyState } from '@/components/empty-state';
import { Tabs } from '@/components/tabs';
import { useOwnerBookings } from '@/lib/api/owner-bookings';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useLinkedId } from '@/lib/use-linked-id';
import { BookingConfirmation } from '@/features/owner-dashboard/components/booking-confirmation';
import { ownerDashboard } from '@/features/owner-dashboard/components/dashboard-sections';
import {
  filterBookings,
  splitByTime,
  statusCounts,
  visibleTabs,
  type BookingTab,
} from '@/features/owner-dashboard/components/booking-filters';
import bookingList from '@/components/bookings/booking-list.module.css';
import styles from './bookings-section.module.css';

/** The cancel and review dialogs load when first opened (docs/decisions/0119-schemas-load-with-their-forms.md). */
const showsBooking = ({ booking }: { booking: OwnerBooking | null }) => booking !== null;
const CancelBookingDialog = lazyDialog(
  () => import('@/components/bookings/cancel-booking-dialog'),
  'CancelBookingDialog',
  showsBooking,
);
const ReviewDialog = lazyDialog(() => import('@/components/bookings/review-dialog'), 'ReviewDialog', showsBooking);

/** How many past bookings show at first, and how many more each "Show more" adds. */
export const PAST_PAGE_SIZE = 20;

/**
 * The owner's actions on one booking, offered only where they apply: Cancel and Add to calendar ahead of it,
 * Rate & Review (when the server allows) and Book Again after it.
 */
export function BookingActions({
  booking,
  upcoming,
  onCancel,
  onReview,
  onBookAgain,
}: {
  booking: OwnerBooking;
  upcoming: boolean;
  onCancel: () => void;
  onReview: () => void;
  onBookAgain: () => void;
}) {
  return (
    <>
      {booking.canReview ? (
        <Button size="sm" variant="accent" icon={<Star />} onClick={onReview}>
          Rate &amp; Review
        </Button>
      ) : null}
      {booking.canCancel ? (
        <Button size="sm" variant="secondary" icon={<XCircle />} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      {upcoming ? (
        <AddToCalendarButton bookingId={booking.id} />
      ) : (
        <Button size="sm" variant="ghost" icon={<RotateCcw />} onClick={onBookAgain}>
          Book Again
        </Button>
      )}
    </>
  );
}

/**
 * A notification's or an email's link (`?bookingId=`) marks that booking and scrolls it into view, showing enough of
 * Past to reach it; the mark stays while the link is in the URL.
 */
function useLinkedBooking(bookings: readonly OwnerBooking[] | undefined, setPastShown: (shown: number) => void) {
  const [linkedId] = useLinkedId('bookingId');
  const { past } = splitByTime(bookings ?? [], new Date());
  const pastIndex = past.findIndex((booking) => booking.id === linkedId);
  useEffect(() => {
    if (!linkedId || !bookings) return;
    if (pastIndex >= PAST_PAGE_SIZE) setPastShown(Math.ceil((pastIndex + 1) / PAST_PAGE_SIZE) * PAST_PAGE_SIZE);
    // After the render that shows the card (jsdom has no scrollIntoView).
    requestAnimationFrame(() =>
      document.getElementById(bookingCardId(linkedId))?.scrollIntoView?.({ block: 'center' }),
    );
    // Once per link and load: later renders must not pull the page back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId, Boolean(bookings), pastIndex]);
  return linkedId;
}

/** My Bookings: status tabs with counts, a search box, then Upcoming and Past (paged), the cancel and review modals. */
export function BookingsSection() {
  const bookings = useOwnerBookings();
  const { bookNow, dialog } = useBookNow();
  const [tab, setTab] = useState<BookingTab>('all');
  const [search, setSearch] = useState('');
  const [pastShown, setPastShown] = useState(PAST_PAGE_SIZE);
  const [cancelling, setCancelling] = useState<OwnerBooking | null>(null);
  const [reviewing, setReviewing] = useState<OwnerBooking | null>(null);
  const linkedId = useLinkedBooking(bookings.data, setPastShown);
  // Right after booking (View booking), the linked booking shows as a confirmation first.
  const [booked] = useLinkedId('booked');

  if (bookings.isPending || bookings.isError) return <OwnerBookingsState query={bookings} cardHeight={150} />;

  const all = bookings.data;
  const confirmed = booked ? all.find((booking) => booking.id === linkedId) : undefined;
  if (confirmed) {
    return (
      <BookingConfirmation
        booking={confirmed}
        appointments={confirmed.seriesId ? all.filter((booking) => booking.seriesId === confirmed.seriesId).length : 1}
        allBookingsPath={ownerDashboard.sectionPath('bookings', { bookingId: confirmed.id })}
      />
    );
  }
  const counts = statusCounts(all);
  const shown = filterBookings(all, tab, search);
  const { upcoming, past } = splitByTime(shown, new Date());
  const tabs = visibleTabs(counts).map((id) => ({
    id,
    label: `${id === 'all' ? 'All' : bookingStatusLabels[id]} (${counts[id]})`,
  }));
  const cards = (list: readonly OwnerBooking[], isUpcoming: boolean) => (
    <ul className={bookingList.list}>
      {list.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            headingLevel="h3"
            highlighted={booking.id === linkedId}
            actions={
              <BookingActions
                booking={booking}
                upcoming={isUpcoming}
                onCancel={() => setCancelling(booking)}
                onReview={() => setReviewing(booking)}
                onBookAgain={() => bookNow(bookableFromBooking(booking))}
              />
            }
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <SearchField
        id="booking-search"
        label="Search bookings"
        placeholder="Search by service, provider or pet"
        value={search}
        onValueChange={setSearch}
      />
      <Tabs label="Booking status" items={tabs} value={tab} onValueChange={(id) => setTab(id as BookingTab)}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<CalendarX2 size={28} />}
            title={all.length === 0 ? 'No bookings yet' : 'No bookings found'}
            description={
              all.length === 0
                ? 'Find a trusted provider and book your first service.'
                : 'No booking matches this status and search.'
            }
            headingLevel="h2"
            action={<ButtonLink to="/marketplace">Browse Services</ButtonLink>}
          />
        ) : (
          <div className={styles.groups}>
            {upcoming.length > 0 ? (
              <section aria-labelledby="upcoming-bookings" className={styles.group}>
                <h2 id="upcoming-bookings" className={styles.groupTitle}>{`Upcoming (${upcoming.length})`}</h2>
                {cards(upcoming, true)}
              </section>
            ) : null}
            {past.length > 0 ? (
              <section aria-labelledby="past-bookings" className={styles.group}>
                <h2 id="past-bookings" className={styles.groupTitle}>{`Past (${past.length})`}</h2>
                {cards(past.slice(0, pastShown), false)}
                {past.length > pastShown ? (
                  <Button
                    variant="secondary"
                    className={styles.more}
                    onClick={() => setPastShown((count) => count + PAST_PAGE_SIZE)}
                  >
                    {`Show more (${past.length - pastShown} more)`}
                  </Button>
                ) : null}
              </section>
            ) : null}
          </div>
        )}
      </Tabs>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
      {dialog}
    </>
  );
}
