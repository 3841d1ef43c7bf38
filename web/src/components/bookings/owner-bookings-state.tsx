import type { UseQueryResult } from '@tanstack/react-query';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import bookingList from './booking-list.module.css';

/** The owner's bookings (My Bookings, Booking History) while they load: three skeleton cards, or the failure. */
export function OwnerBookingsState({ query, cardHeight }: { query: UseQueryResult<unknown>; cardHeight: number }) {
  return (
    <QueryState
      query={query}
      subject="your bookings"
      {...loadFailureTexts('bookings')}
      className={bookingList.list}
      rows={3}
      rowHeight={cardHeight}
    />
  );
}
