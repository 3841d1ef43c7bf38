import { useState, type FormEvent } from 'react';
import { MAX_AVAILABILITY_DAYS } from '@contracts/bookings';
import { FailureAlert } from '@/components/alert';
import { DayStrip } from '@/components/booking/day-strip';
import { SlotPicker } from '@/components/booking/slot-picker';
import { loadFailureTexts, QueryFailure } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useAvailability, useAvailabilityRange } from '@/lib/api/booking';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate, localDateString } from '@/lib/time-zone';
import { useRescheduleBooking } from '@/features/company-dashboard/api/company-bookings';
import dialogForm from '@/components/dialog-form.module.css';
import { BookingActionDialog, type BookingActionProps, type OpenBookingActionProps } from './booking-action-dialog';
import { DialogForm } from '@/features/company-dashboard/components/dialog-form';

/**
 * Reschedule (docs/decisions/0103-moving-a-booking.md): the coming days and the free times of the same team member,
 * as the owner's booking dialog shows them, and a note the customer reads in the notice the move sends.
 */
export function RescheduleDialog(props: BookingActionProps) {
  return (
    <BookingActionDialog
      {...props}
      title="Reschedule Appointment"
      describe={(shown) =>
        `${shown.serviceName} for ${shown.petName}, now ${formatCalendarDate(shown.date, { weekday: true })} at ${formatTime(shown.time)}${shown.employeeName ? ` with ${shown.employeeName}` : ''}`
      }
      form={RescheduleForm}
    />
  );
}

function RescheduleForm({ booking, companyId, onClose }: OpenBookingActionProps) {
  // Moves follow the booking rules: from tomorrow, up to a year ahead.
  const [earliest] = useState(() => addDaysToDate(localDateString(), 1));
  const [latest] = useState(() => addDaysToDate(localDateString(), 365));
  const [stripStart, setStripStart] = useState(() => (booking.date > earliest ? booking.date : earliest));
  const [date, setDate] = useState(booking.date >= earliest ? booking.date : '');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const member = booking.employeeId ?? '';
  const range = useAvailabilityRange(booking.companyId, booking.serviceId, stripStart, MAX_AVAILABILITY_DAYS, member);
  const day = useAvailability(booking.companyId, booking.serviceId, date, member);
  const reschedule = useRescheduleBooking(companyId);
  const toast = useToast();
  const dates = Array.from({ length: MAX_AVAILABILITY_DAYS }, (_, index) => addDaysToDate(stripStart, index)).filter(
    (candidate) => candidate <= latest,
  );
  const unchanged = date === booking.date && time === booking.time;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reschedule.mutate(
      { bookingId: booking.id, input: { date, time, note } },
      {
        onSuccess: (result) => {
          toast.show({ message: `${result.message ?? 'Moved.'} ${booking.customerName} has been told.` });
          onClose();
        },
      },
    );
  }

  return (
    <DialogForm
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Move Appointment"
      submitting={reschedule.isPending}
      submitDisabled={!date || !time || unchanged}
    >
      <FailureAlert
        error={reschedule.error}
        failed="Failed to move the appointment"
        exception="Error moving the appointment"
      />
      {range.isError ? (
        <QueryFailure query={range} {...loadFailureTexts('the free times')} />
      ) : (
        <DayStrip
          dates={dates}
          freeByDate={range.data ? new Map(range.data.days.map((entry) => [entry.date, entry.free])) : undefined}
          loading={range.isPending}
          value={date}
          onChange={(chosen) => {
            setDate(chosen);
            setTime('');
          }}
          legend="New date"
          onEarlier={
            stripStart > earliest
              ? () => setStripStart(maxDate(earliest, addDaysToDate(stripStart, -MAX_AVAILABILITY_DAYS)))
              : undefined
          }
          onLater={
            addDaysToDate(stripStart, MAX_AVAILABILITY_DAYS) <= latest
              ? () => setStripStart(addDaysToDate(stripStart, MAX_AVAILABILITY_DAYS))
              : undefined
          }
          hint={
            booking.employeeName
              ? `Free times of ${booking.employeeName}; assign someone else afterwards if they are busy.`
              : 'Free times of your company.'
          }
        />
      )}
      {!date ? null : day.isPending ? (
        <div aria-busy="true" className={dialogForm.spacedForm}>
          <span className="visually-hidden">Loading the free times</span>
          <Skeleton height={104} radius="md" />
        </div>
      ) : day.isError ? (
        <QueryFailure query={day} {...loadFailureTexts('the free times')} />
      ) : (
        <SlotPicker legend="New time" slots={day.data?.slots ?? []} value={time} onChange={setTime} />
      )}
      <TextareaField
        label="Note to the customer (optional)"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint="Sent with the notice of the new time."
      />
    </DialogForm>
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
