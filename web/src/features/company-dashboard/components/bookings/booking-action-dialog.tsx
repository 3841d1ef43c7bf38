import { Fragment, type FormEventHandler, type ReactNode } from 'react';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import dashboardDialog from '@/features/company-dashboard/components/dashboard-dialog.module.css';

interface BookingActionDialogProps {
  booking: CompanyBooking | null;
  title: string;
  /** The line under the title: which appointment the action changes. */
  describe: (booking: CompanyBooking) => string;
  onClose: () => void;
  children: (booking: CompanyBooking) => ReactNode;
}

/** The modal of one action on a booking (status, assignment, a move), opened from the list and the Day view. */
export function BookingActionDialog({ booking, title, describe, onClose, children }: BookingActionDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      align="start"
      title={title}
      description={booking ? describe(booking) : undefined}
    >
      {/* Keyed by booking, so nothing chosen for one booking carries over to the next. */}
      {booking ? <Fragment key={booking.id}>{children(booking)}</Fragment> : null}
    </Dialog>
  );
}

interface BookingActionFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The action's form: its fields, then Cancel and the button that makes the change. */
export function BookingActionForm({
  onSubmit,
  onClose,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: BookingActionFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={dashboardDialog.form}>
      {children}
      <div className={dashboardDialog.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
