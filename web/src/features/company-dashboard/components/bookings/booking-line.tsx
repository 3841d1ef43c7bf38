import type { ReactNode } from 'react';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Badge } from '@/components/badge';
import styles from './bookings.module.css';

/**
 * One booking of a short list (Upcoming, a night's guests): what names it, a muted line under it and its status, the
 * whole line a button that opens the details.
 */
export function BookingLine({
  booking,
  headline,
  detail,
  onOpen,
}: {
  booking: CompanyBooking;
  headline: ReactNode;
  detail: ReactNode;
  onOpen: (booking: CompanyBooking) => void;
}) {
  return (
    <button type="button" className={styles.bookingLine} onClick={() => onOpen(booking)}>
      <span className={styles.bookingLineHeadline}>{headline}</span>
      <span className={styles.bookingLineDetail}>{detail}</span>
      <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
    </button>
  );
}
