import { useEffect, useRef, useState } from 'react';
import { bookingStatusLabels, type BookingStatus } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import { useCompanyBooking, useUpdateBookingStatus } from '@/features/company-dashboard/api/company-bookings';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useLinkedId } from '@/lib/use-linked-id';

export type BookingDialog = 'details' | 'status' | 'assign' | 'reschedule';

/*
 * Each dialog loads when it first opens: the status form's schema and react-hook-form, the reschedule's day strip,
 * are no part of the Overview's or Bookings' first load (docs/decisions/0119-schemas-load-with-their-forms.md).
 */
const showsBooking = ({ booking }: { booking: CompanyBooking | null }) => booking !== null;
const BookingDetailsDialog = lazyDialog(() => import('./booking-details-dialog'), 'BookingDetailsDialog', showsBooking);
const BookingStatusDialog = lazyDialog(() => import('./booking-status-dialog'), 'BookingStatusDialog', showsBooking);
const AssignEmployeeDialog = lazyDialog(() => import('./assign-employee-dialog'), 'AssignEmployeeDialog', showsBooking);
const RescheduleDialog = lazyDialog(() => import('./reschedule-dialog'), 'RescheduleDialog', showsBooking);

/**
 * The details, status, assign and reschedule dialogs of one appointment at a time, for every screen that lists appointments
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
        onReschedule={opener('reschedule')}
      />
      <BookingStatusDialog booking={shown('status')} companyId={companyId} onClose={close} />
      <AssignEmployeeDialog booking={shown('assign')} companyId={companyId} onClose={close} />
      <RescheduleDialog booking={shown('reschedule')} companyId={companyId} onClose={close} />
    </>
  );
  useOpenLinkedBooking(companyId, open);
  return { open, opener, dialogs };
}

/**
 * A notification's or an email's link (`?bookingId=`) opens that appointment's details, wherever it is in the lists
 * today; an id that is not the company's says so. The id then leaves the URL, so a reload does not open it again.
 */
function useOpenLinkedBooking(
  companyId: string | undefined,
  open: (booking: CompanyBooking, dialog: BookingDialog) => void,
) {
  const [bookingId, clear] = useLinkedId('bookingId');
  const linked = useCompanyBooking(companyId, bookingId);
  const toast = useToast();
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!bookingId || handled.current === bookingId || (!linked.data && !linked.isError)) return;
    handled.current = bookingId;
    if (linked.data) open(linked.data, 'details');
    else
      toast.show({
        tone: 'danger',
        message: failureText(linked.error, {
          failed: 'That appointment could not be opened',
          exception: 'Error opening the appointment',
        }),
      });
    clear();
  });
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
