import { useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/alert';
import { loadFailureTexts, QueryFailure } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast-context';
import { useAssignBooking, useBookingAssignable } from '@/features/company-dashboard/api/company-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { BookingActionDialog, type BookingActionProps, type OpenBookingActionProps } from './booking-action-dialog';
import { DialogForm } from '@/features/company-dashboard/components/dialog-form';
import styles from './bookings.module.css';

const UNASSIGNED = '';

/**
 * The assign-employee modal, offered for pending or confirmed bookings only (from the list and the Day view): the team
 * members free for the appointment (`GET /api/bookings/{id}/assignable`), the others with why not, or Unassigned for a
 * company without active employees (docs/product.md#booking-statuses). A move refused meanwhile (409) shows the
 * server's message.
 */
export function AssignEmployeeDialog(props: BookingActionProps) {
  return (
    <BookingActionDialog
      {...props}
      title="Assign Employee"
      describe={(shown) =>
        `${shown.serviceName} for ${shown.petName}, ${formatCalendarDate(shown.date)} at ${formatTime(shown.time)}`
      }
      form={AssignForm}
    />
  );
}

function AssignForm({ booking, companyId, onClose }: OpenBookingActionProps) {
  const assignable = useBookingAssignable(companyId, booking.id);
  const assign = useAssignBooking(companyId);
  const toast = useToast();
  const team = assignable.data?.team ?? [];
  const free = team.filter((member) => member.free);
  const busy = team.filter((member) => !member.free && member.reason !== 'inactive');
  const unassignedAllowed = assignable.data?.unassignedAllowed ?? false;
  const keeps = free.some((member) => member.current);
  const [chosen, setChosen] = useState<string | null>(null);
  const employeeId = chosen ?? (keeps ? (booking.employeeId ?? UNASSIGNED) : UNASSIGNED);
  // Only members the server says are free for the whole appointment and its buffer (docs/decisions/0087-day-view.md);
  // Unassigned only for a company without active employees (issue 21, docs/product.md#booking-statuses).
  const options = [
    ...(unassignedAllowed
      ? [{ value: UNASSIGNED, label: 'Unassigned' }]
      : keeps
        ? []
        : [{ value: UNASSIGNED, label: free.length ? 'Choose a team member' : 'Nobody is free' }]),
    ...free.map((member) => ({ value: member.employeeId, label: `${member.name} (${member.position})` })),
  ];
  const nothingToSave = !unassignedAllowed && employeeId === UNASSIGNED;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    assign.mutate(
      { bookingId: booking.id, input: { employeeId: employeeId === UNASSIGNED ? null : employeeId } },
      {
        onSuccess: (result) => {
          const name = team.find((member) => member.employeeId === employeeId)?.name;
          toast.show({
            message:
              result.message ?? (name ? `${name} is assigned to this appointment.` : 'The appointment is unassigned.'),
          });
          onClose();
        },
      },
    );
  }

  return (
    <DialogForm
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Save Assignment"
      submitting={assign.isPending}
      submitDisabled={assignable.isPending || assignable.isError || nothingToSave}
    >
      <FailureAlert error={assign.error} failed="Failed to assign employee" exception="Error assigning employee" />
      {assignable.isPending ? (
        <Skeleton height={68} radius="md" />
      ) : assignable.isError ? (
        <QueryFailure query={assignable} {...loadFailureTexts('employees')} />
      ) : (
        <>
          <SelectField
            label="Employee"
            options={options}
            value={employeeId}
            onChange={(event) => setChosen(event.target.value)}
            hint={
              unassignedAllowed
                ? 'No active employees yet: add them in Employees.'
                : free.length === 0
                  ? 'Nobody on the team is free for this appointment.'
                  : 'Only team members free for the whole appointment and its buffer are listed.'
            }
          />
          {busy.length > 0 ? (
            <div className={styles.notFree}>
              <h3 className={styles.notFreeTitle}>Not free for this appointment</h3>
              <ul>
                {busy.map((member) => (
                  <li key={member.employeeId}>
                    <strong>{member.name}</strong>: {member.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </DialogForm>
  );
}
