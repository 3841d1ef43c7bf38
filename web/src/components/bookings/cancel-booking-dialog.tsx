import type { OwnerBooking } from '@contracts/bookings';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import { useCancelBooking } from '@/lib/api/owner-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';

/** The cancel modal; offered only while the server says the booking can be cancelled (canCancel). */
export function CancelBookingDialog({ booking, onClose }: { booking: OwnerBooking | null; onClose: () => void }) {
  const cancel = useCancelBooking();
  const toast = useToast();

  function close() {
    cancel.reset();
    onClose();
  }

  function confirm() {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: (result) => {
        toast.show({ message: result.message ?? 'Your booking was cancelled.' });
        close();
      },
    });
  }

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Cancel Booking?"
      description={
        booking ? (
          <p>{`${booking.serviceName} at ${booking.companyName} for ${booking.petName} on ${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}. Cancellation is free up to 24 hours before the appointment.`}</p>
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep Booking
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
            Cancel Booking
          </Button>
        </>
      }
    >
      {cancel.isError ? (
        <Alert tone="danger">
          {failureText(cancel.error, { failed: 'Failed to cancel booking', exception: 'Error cancelling booking' })}
        </Alert>
      ) : null}
    </Dialog>
  );
}
