import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bookingStatuses, bookingStatusLabels } from '@contracts/booking-vocabulary';
import { bookingStatusUpdateSchema, type CompanyBooking } from '@contracts/company-bookings';
import { FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useUpdateBookingStatus } from '@/features/company-dashboard/api/company-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';
import styles from './bookings.module.css';

type StatusFormValues = z.input<typeof bookingStatusUpdateSchema>;
type StatusFormOutput = z.output<typeof bookingStatusUpdateSchema>;

const statusOptions = [
  { value: '', label: 'Select a status' },
  ...bookingStatuses.map((status) => ({ value: status, label: bookingStatusLabels[status] })),
];

interface BookingStatusDialogProps {
  booking: CompanyBooking | null;
  companyId: string | undefined;
  onClose: () => void;
}

/** The status modal (docs/product.md#booking-statuses): the current status pre-selected, optional notes, notify on by default. */
export function BookingStatusDialog({ booking, companyId, onClose }: BookingStatusDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      align="start"
      title="Update Appointment Status"
      description={
        booking
          ? `${booking.serviceName} for ${booking.petName} (${booking.customerName}), ${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}`
          : undefined
      }
    >
      {booking ? <StatusForm key={booking.id} booking={booking} companyId={companyId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function StatusForm({
  booking,
  companyId,
  onClose,
}: {
  booking: CompanyBooking;
  companyId: string | undefined;
  onClose: () => void;
}) {
  const update = useUpdateBookingStatus(companyId);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StatusFormValues, unknown, StatusFormOutput>({
    resolver: zodResolver(bookingStatusUpdateSchema),
    defaultValues: { status: booking.status, notes: '', notifyCustomer: true },
  });

  const onSubmit = handleSubmit((input) =>
    update.mutate(
      { bookingId: booking.id, input },
      {
        onSuccess: (result) => {
          toast.show({ message: result.message ?? `Appointment marked ${bookingStatusLabels[input.status]}.` });
          onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <FailureAlert
        error={update.error}
        failed="Failed to update appointment status"
        exception="Error updating appointment status"
      />
      <SelectField label="Status" options={statusOptions} error={errors.status?.message} {...register('status')} />
      <TextareaField
        label="Notes (optional)"
        rows={3}
        maxLength={1000}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Checkbox label="Notify customer by email" {...register('notifyCustomer')} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Update Status
        </Button>
      </div>
    </form>
  );
}
