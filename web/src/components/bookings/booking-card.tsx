import type { ReactNode } from 'react';
import { Building2, CalendarDays, Clock, PawPrint, Repeat, UserRound } from 'lucide-react';
import { type OwnerBooking } from '@contracts/bookings';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import { Badge } from '@/components/badge';
import { stayDatesText } from '@/components/bookings/booking-terms';
import { DescriptionItem } from '@/components/description-item';
import { formatCalendarDate, formatCurrency, formatTime } from '@/lib/format';
import { timeZoneLabel, viewerTimeZone } from '@/lib/time-zone';
import styles from './booking-card.module.css';

interface BookingCardProps {
  booking: OwnerBooking;
  /** Buttons for what the owner may do with this booking. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The booking a link pointed at (a notification's, an email's): marked, and named the current one. */
  highlighted?: boolean;
}

/** The element id of a booking's card, so a link can scroll to it. */
export const bookingCardId = (bookingId: string) => `booking-${bookingId}`;

/**
 * One owner booking: service, company, pet, date (a stay's check-in and check-out), time (in the provider's zone),
 * price and status.
 */
export function BookingCard({ booking, actions, headingLevel: Heading = 'h3', highlighted = false }: BookingCardProps) {
  const stayDates = stayDatesText(booking);
  const zone = booking.timeZone && booking.timeZone !== viewerTimeZone() ? ` (${timeZoneLabel(booking.timeZone)})` : '';
  return (
    <article
      id={bookingCardId(booking.id)}
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      aria-label={`${booking.serviceName}, ${formatCalendarDate(booking.date)}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className={styles.top}>
        <Heading className={styles.title}>{booking.serviceName}</Heading>
        <div className={styles.badges}>
          {booking.seriesId ? (
            <Badge tone="info" icon={<Repeat size={14} aria-hidden="true" />}>
              Repeats
            </Badge>
          ) : null}
          <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
        </div>
      </div>
      <dl className={styles.details}>
        <DescriptionItem icon={Building2} label="Provider" value={booking.companyName} />
        <DescriptionItem icon={PawPrint} label="Pet" value={booking.petName} />
        {stayDates ? (
          <DescriptionItem icon={CalendarDays} label="Check-in and check-out" value={stayDates} />
        ) : (
          <DescriptionItem
            icon={CalendarDays}
            label="Date"
            value={formatCalendarDate(booking.date, { weekday: true })}
          />
        )}
        <DescriptionItem icon={Clock} label="Time" value={`${formatTime(booking.time)}${zone}`} />
        {booking.employeeName ? (
          <DescriptionItem icon={UserRound} label="With" value={`with ${booking.employeeName}`} />
        ) : null}
      </dl>
      {booking.review ? (
        <p
          className={styles.review}
        >{`Your review: ${booking.review.rating} of 5 stars. "${booking.review.review}"`}</p>
      ) : null}
      <div className={styles.bottom}>
        <p className={styles.price}>
          <span className="visually-hidden">Price: </span>
          {formatCurrency(booking.totalAmount || booking.servicePrice)}
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
