import { bookingStatuses, bookingStatusLabels } from '@contracts/booking-vocabulary';
import { bookingStatusUpdateSchema } from '@contracts/company-bookings';
import { FailureAlert } from '@/components/alert';
import { Checkbox } from '@/components/checkbox';
import { labelledOptions, SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useUpdateBookingStatus } from '@/features/company-dashboard/api/company-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { BookingActionDialog, type BookingActionProps, type OpenBookingActionProps } from './booking-action-dialog';
import { DialogForm } from '@/features/company-dashboard/components/dialog-form';
import { useSchemaForm } from '@/lib/use-schema-form';

const statusOptions = [
  { value: '', label: 'Select a status' },
  ...labelledOptions(bookingStatuses, bookingStatusLabels),
];

/** The status modal (docs/product.md#booking-statuses): the current status pre-selected, optional notes, notify on by default. */
export function BookingStatusDialog(props: BookingActionProps) {
  return (
    <BookingActionDialog
      {...props}
      title="Update Appointment Status"
      describe={(shown) =>
        `${shown.serviceName} for ${shown.petName} (${shown.customerName}), ${formatCalendarDate(shown.date)} at ${formatTime(shown.time)}`
      }
      form={StatusForm}
    />
  );
}

function StatusForm({ booking, companyId, onClose }: OpenBookingActionProps) {
  const update = useUpdateBookingStatus(companyId);
  const toast = useToast();
  const { register, handleSubmit, field } = useSchemaForm(bookingStatusUpdateSchema, {
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
    <DialogForm onSubmit={onSubmit} onClose={onClose} submitLabel="Update Status" submitting={update.isPending}>
      <FailureAlert
        error={update.error}
        failed="Failed to update appointment status"
        exception="Error updating appointment status"
      />
      <SelectField label="Status" options={statusOptions} {...field('status')} />
      <TextareaField label="Notes (optional)" rows={3} maxLength={1000} {...field('notes')} />
      <Checkbox label="Notify customer by email" {...register('notifyCustomer')} />
    </DialogForm>
  );
}
