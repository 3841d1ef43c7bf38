import type { ComponentType } from 'react';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Dialog } from '@/components/dialog';

/** What each action's dialog takes: the booking it acts on (null while closed), the acting company, how to close. */
export interface BookingActionProps {
  booking: CompanyBooking | null;
  companyId: string | undefined;
  onClose: () => void;
}

/** What each action's form takes: the dialog's, with its booking there. */
export type OpenBookingActionProps = Omit<BookingActionProps, 'booking'> & { booking: CompanyBooking };

interface BookingActionDialogProps extends BookingActionProps {
  title: string;
  /** The line under the title: which appointment the action changes. */
  describe: (booking: CompanyBooking) => string;
  form: ComponentType<OpenBookingActionProps>;
}

/** The modal of one action on a booking (status, assignment, a move), opened from the list and the Day view. */
export function BookingActionDialog({
  booking,
  companyId,
  onClose,
  title,
  describe,
  form: Form,
}: BookingActionDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      align="start"
      title={title}
      description={booking ? describe(booking) : undefined}
    >
      {/* Keyed by booking, so nothing chosen for one booking carries over to the next. */}
      {booking ? <Form key={booking.id} booking={booking} companyId={companyId} onClose={onClose} /> : null}
    </Dialog>
  );
}
