import { useState } from 'react';
import { bookingStatusLabels, type BookingStatus } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import { useUpdateBookingStatus } from '@/features/company-dashboard/api/company-bookings';
import { AssignEmployeeDialog } from './assign-employee-dialog';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingStatusDialog } from './booking-status-dialog';

export type BookingDialog = 'details' | 'status' | 'assign';

/**
 * The details, status and assign dialogs of one appointment at a time, for every screen that lists appointments
 * (Bookings, the Overview's day): `open(booking, 'details')` shows one, and `dialogs` is rendered once.
 */
export function useBookingDialogs(companyId: string | undefined) {
  const [opened, setOpened] = useState<{ booking: CompanyBooking; dialog: BookingDialog } | null>(null);
  const open = (booking: CompanyBooking, dialog: BookingDialog) => setOpened({ booking, dialog });
  const opener = (dialog: BookingDialog) => (booking: CompanyBooking) => open(booking, dialog);
  const close = () => setOpened(null);
  const shown = (dialog: BookingDialog) => (opened?.dialog === dialog ? opened.booking : null);
  const dialogs = (
    <>
      <BookingDetailsDialog
        booking={shown('details')}
        onClose={close}
        onUpdateStatus={opener('status')}
        onAssign={opener('assign')}
      />
      <BookingStatusDialog booking={shown('status')} companyId={companyId} onClose={close} />
      <AssignEmployeeDialog booking={shown('assign')} companyId={companyId} onClose={close} />
    </>
  );
  return { open, opener, dialogs };
}

/**
 * One-click status changes (the row menu's next step, the Overview's Confirm): the customer is notified as the
 * status dialog does by default, and a toast says what happened or why not.
 */
export function useQuickStatus(companyId: string | undefined) {
  const update = useUpdateBookingStatus(companyId);
  const toast = useToast();
  const change = (booking: CompanyBooking, status: BookingStatus) =>
    update.mutate(
      { bookingId: booking.id, input: { status, notifyCustomer: true } },
      {
        onSuccess: () =>
          toast.show({ message: `${booking.petName}'s ${booking.serviceName} is ${bookingStatusLabels[status]}.` }),
        onError: (error) =>
          toast.show({
            tone: 'danger',
            message: failureText(error, {
              failed: 'Failed to update appointment status',
              exception: 'Error updating appointment status',
            }),
          }),
      },
    );
  /** The appointment whose change is on its way, so its button can show progress. */
  const pendingId = update.isPending ? update.variables?.bookingId : undefined;
  return { change, pendingId };
}
