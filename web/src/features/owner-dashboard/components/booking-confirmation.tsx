import { CalendarDays, CircleCheck, Clock } from 'lucide-react';
import type { OwnerBooking } from '@contracts/bookings';
import { Badge } from '@/components/badge';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button';
import { bookedMoment, bookedWhen } from '@/components/bookings/booked-when';
import { checkOutText } from '@/components/bookings/booking-terms';
import { formatCurrency } from '@/lib/format';
import styles from './booking-confirmation.module.css';

/** How long before the start an owner may still cancel for free (docs/product.md#cancellation). */
const FREE_CANCELLATION_HOURS = 24;

/**
 * What an owner sees after booking (View booking): what was booked, with whom, the cancellation policy with its
 * deadline, what happens next, and the booking in a calendar. A series names its first appointment and how many.
 */
export function BookingConfirmation({
  booking,
  appointments,
  allBookingsPath,
}: {
  booking: OwnerBooking;
  /** How many appointments the booking made (a repeat series makes several). */
  appointments: number;
  allBookingsPath: string;
}) {
  const pending = booking.status === 'pending';
  const deadline = bookedMoment(
    new Date(Date.parse(booking.startAt) - FREE_CANCELLATION_HOURS * 3_600_000),
    booking.timeZone,
  );
  const checkOut = checkOutText(booking);
  const phone = booking.companyPhone ? ` at ${booking.companyPhone}` : '';
  return (
    <Card as="section" padding="lg" className={styles.panel} aria-labelledby="booking-confirmation-title">
      <div className={styles.head}>
        <span className={styles.icon}>
          <CircleCheck size={28} aria-hidden="true" />
        </span>
        <div>
          <h2 id="booking-confirmation-title" className={styles.title}>
            {pending ? 'Booking requested' : 'Booking confirmed'}
          </h2>
          <p className={styles.lead}>
            {appointments > 1
              ? `${appointments} appointments of ${booking.serviceName} for ${booking.petName} with ${booking.companyName}.`
              : `${booking.serviceName} for ${booking.petName} with ${booking.companyName}.`}
          </p>
        </div>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{checkOut ? 'Check-in' : appointments > 1 ? 'First' : 'When'}</dt>
          <dd>{bookedWhen(booking)}</dd>
        </div>
        {checkOut ? (
          <div>
            <dt>Check-out</dt>
            <dd>{checkOut}</dd>
          </div>
        ) : (
          <div>
            <dt>With</dt>
            <dd>{booking.employeeName ?? `The team at ${booking.companyName}`}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd>{formatCurrency(booking.totalAmount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={booking.status}>{pending ? 'Waiting for the provider' : 'Confirmed'}</Badge>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="booking-next-title" className={styles.next}>
        <h3 id="booking-next-title" className={styles.nextTitle}>
          What happens next
        </h3>
        <ol className={styles.steps}>
          {pending ? (
            <li>
              <CircleCheck size={18} aria-hidden="true" />
              {`${booking.companyName} confirms or declines your request. You get an email and a notification either way.`}
            </li>
          ) : null}
          <li>
            <Clock size={18} aria-hidden="true" />A reminder comes the day before, by email and in the app.
          </li>
          <li>
            <CalendarDays size={18} aria-hidden="true" />
            {`Cancellation is free until ${deadline} (24 hours before). After that, call ${booking.companyName}${phone}.`}
          </li>
        </ol>
      </section>

      <div className={styles.actions}>
        <AddToCalendarButton bookingId={booking.id} size="md" variant="secondary" />
        <ButtonLink to={allBookingsPath} variant="primary">
          View all bookings
        </ButtonLink>
        <ButtonLink to={`/company/${booking.companyId}`} variant="ghost">
          {`Back to ${booking.companyName}`}
        </ButtonLink>
      </div>
    </Card>
  );
}
