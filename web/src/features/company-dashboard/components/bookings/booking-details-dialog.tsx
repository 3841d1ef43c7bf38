import { Repeat } from 'lucide-react';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { DescriptionItem } from '@/components/description-item';
import { Badge } from '@/components/badge';
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button';
import { checkOutText, holdsAPlace } from '@/components/bookings/booking-terms';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import {
  formatCalendarDate,
  formatCurrency,
  formatDate,
  formatDuration,
  formatTime,
  priceUnitSuffix,
} from '@/lib/format';
import { assignable, movable } from './booking-views';
import styles from './bookings.module.css';

interface BookingDetailsDialogProps {
  booking: CompanyBooking | null;
  onClose: () => void;
  onUpdateStatus: (booking: CompanyBooking) => void;
  onAssign: (booking: CompanyBooking) => void;
  onReschedule: (booking: CompanyBooking) => void;
}

/** The details modal: the appointment, the customer, the pet, the notes and the history of its statuses. */
export function BookingDetailsDialog({
  booking,
  onClose,
  onUpdateStatus,
  onAssign,
  onReschedule,
}: BookingDetailsDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      size="lg"
      align="start"
      title="Appointment Details"
      footer={
        booking ? (
          <>
            <AddToCalendarButton bookingId={booking.id} size="md" />
            {movable(booking) ? (
              <Button variant="secondary" onClick={() => onReschedule(booking)}>
                Reschedule
              </Button>
            ) : null}
            {assignable(booking) ? (
              <Button variant="secondary" onClick={() => onAssign(booking)}>
                Assign Employee
              </Button>
            ) : null}
            <Button onClick={() => onUpdateStatus(booking)}>Update Status</Button>
          </>
        ) : undefined
      }
    >
      {booking ? (
        <div className={styles.details}>
          <div className={styles.detailsHead}>
            <p className={styles.detailsService}>{booking.serviceName}</p>
            <div className={styles.detailsBadges}>
              {booking.seriesId ? (
                <Badge tone="info" icon={<Repeat size={14} aria-hidden="true" />}>
                  Part of a repeat series
                </Badge>
              ) : null}
              <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
            </div>
          </div>
          <dl className={styles.descriptionList}>
            <BookingTerms booking={booking} />
            <DescriptionItem label="Customer" value={booking.customerName} />
            <DescriptionItem label="Email" value={booking.customerEmail || 'Not given'} />
            <DescriptionItem label="Phone" value={booking.customerPhone || 'Not given'} />
            <DescriptionItem
              label="Pet"
              value={[booking.petName, booking.petType, booking.petBreed, booking.petAge].filter(Boolean).join(' · ')}
            />
            {holdsAPlace(booking) ? null : (
              <DescriptionItem label="Employee" value={booking.employeeName ?? 'Unassigned'} />
            )}
            <DescriptionItem label="Notes" value={booking.notes || 'None'} />
            <DescriptionItem label="Special requirements" value={booking.specialRequirements || 'None'} />
            {booking.review ? (
              <DescriptionItem
                label="Review"
                value={`${booking.review.rating} of 5 stars. "${booking.review.review}"`}
              />
            ) : null}
          </dl>
          {booking.statusHistory.length > 0 ? (
            <section aria-label="Status history">
              <h3 className={styles.subheading}>Status history</h3>
              <ol className={styles.history}>
                {booking.statusHistory.map((entry) => (
                  <li key={`${entry.at}-${entry.status}`}>
                    <Badge tone={entry.status}>{bookingStatusLabels[entry.status]}</Badge>
                    <span>{`${formatDate(entry.at)}${entry.note ? `: ${entry.note}` : ''}`}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * When and for how much: an appointment's date, time, length and price; a stay's check-in, check-out, nightly price
 * and total; a day booking's day and daily price (places are held by the night or the day, not by the minute).
 */
function BookingTerms({ booking }: { booking: CompanyBooking }) {
  const checkOut = checkOutText(booking);
  return (
    <>
      {checkOut ? (
        <>
          <DescriptionItem
            label="Check-in"
            value={`${formatCalendarDate(booking.date, { weekday: true })}, ${formatTime(booking.time)}`}
          />
          <DescriptionItem label="Check-out" value={checkOut} />
        </>
      ) : (
        <>
          <DescriptionItem label="Date" value={formatCalendarDate(booking.date, { weekday: true })} />
          <DescriptionItem label="Time" value={formatTime(booking.time)} />
        </>
      )}
      {holdsAPlace(booking) ? null : <DescriptionItem label="Duration" value={formatDuration(booking.duration)} />}
      <DescriptionItem
        label="Price"
        value={`${formatCurrency(booking.servicePrice)}${priceUnitSuffix(booking.bookingMode)}`}
      />
      {booking.totalAmount !== booking.servicePrice ? (
        <DescriptionItem label="Total" value={formatCurrency(booking.totalAmount)} />
      ) : null}
    </>
  );
}
