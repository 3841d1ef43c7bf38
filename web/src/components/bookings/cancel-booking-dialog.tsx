import { useState } from 'react';
import { CANCELLATION_CUTOFF_HOURS } from '@contracts/booking-vocabulary';
import type { OwnerBooking } from '@contracts/bookings';
import { FailureAlert } from '@/components/alert';
import { stayDatesText } from '@/components/bookings/booking-terms';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Radio, RadioGroup } from '@/components/radio-group';
import { useToast } from '@/components/toast-context';
import { useCancelBooking, type CancelScope } from '@/lib/api/owner-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';

const scopeLabels: Record<CancelScope, string> = {
  this: 'Only this appointment',
  following: 'This and the following ones',
};

/** "on Dec 15, 2026 at 10:00 AM"; a stay: its nights and check-in time. */
function whenText(booking: OwnerBooking): string {
  const nights = stayDatesText(booking);
  const at = formatTime(booking.time);
  return nights ? `${nights}, checking in at ${at}` : `on ${formatCalendarDate(booking.date)} at ${at}`;
}

/** The cancel modal; offered only while the server says the booking can be cancelled (canCancel). */
export function CancelBookingDialog({ booking, onClose }: { booking: OwnerBooking | null; onClose: () => void }) {
  const cancel = useCancelBooking();
  const toast = useToast();
  // Only a booking of a repeat series asks which ones; a single booking is cancelled alone, with no body.
  const [scope, setScope] = useState<CancelScope>('this');
  const inSeries = Boolean(booking?.seriesId);

  function close() {
    cancel.reset();
    setScope('this');
    onClose();
  }

  function confirm() {
    if (!booking) return;
    cancel.mutate(
      { bookingId: booking.id, scope: inSeries ? scope : undefined },
      {
        onSuccess: (result) => {
          toast.show({ message: result.message ?? 'Your booking was cancelled.' });
          close();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={booking !== null}
      onClose={close}
      title="Cancel Booking?"
      description={
        booking ? (
          <p>{`${booking.serviceName} at ${booking.companyName} for ${booking.petName} ${whenText(booking)}. Cancellation is free up to ${CANCELLATION_CUTOFF_HOURS} hours before the ${booking.bookingMode === 'stay' ? 'check-in' : 'appointment'}.`}</p>
        ) : undefined
      }
      keepLabel="Keep Booking"
      confirmLabel="Cancel Booking"
      busy={cancel.isPending}
      onConfirm={confirm}
    >
      {inSeries ? (
        <RadioGroup
          legend="Which appointments?"
          hint="This booking repeats; earlier appointments of the series stay booked."
        >
          {(Object.keys(scopeLabels) as CancelScope[]).map((option) => (
            <Radio
              key={option}
              name="cancel-scope"
              value={option}
              label={scopeLabels[option]}
              checked={scope === option}
              onChange={() => setScope(option)}
            />
          ))}
        </RadioGroup>
      ) : null}
      <FailureAlert error={cancel.error} failed="Failed to cancel booking" exception="Error cancelling booking" />
    </ConfirmDialog>
  );
}
