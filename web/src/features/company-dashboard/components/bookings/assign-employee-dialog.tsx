import { useState, type FormEvent } from 'react';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import { useAssignBooking } from '@/features/company-dashboard/api/company-bookings';
import { useEmployees } from '@/features/company-dashboard/api/employees';
import { formatCalendarDate, formatTime } from '@/lib/format';
import styles from './bookings.module.css';

const UNASSIGNED = '';

interface AssignEmployeeDialogProps {
  booking: CompanyBooking | null;
  companyId: string | undefined;
  onClose: () => void;
}

/**
 * The assign-employee modal, offered for pending or confirmed bookings only: the company's active employees, or
 * Unassigned, which removes the assignment (docs/product.md#booking-statuses). An overlap refused by the server (409) shows
 * the server's message.
 */
export function AssignEmployeeDialog({ booking, companyId, onClose }: AssignEmployeeDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      align="start"
      title="Assign Employee"
      description={
        booking
          ? `${booking.serviceName} for ${booking.petName}, ${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}`
          : undefined
      }
    >
      {booking ? <AssignForm key={booking.id} booking={booking} companyId={companyId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AssignForm({
  booking,
  companyId,
  onClose,
}: {
  booking: CompanyBooking;
  companyId: string | undefined;
  onClose: () => void;
}) {
  const employees = useEmployees(companyId);
  const assign = useAssignBooking(companyId);
  const toast = useToast();
  const [employeeId, setEmployeeId] = useState(booking.employeeId ?? UNASSIGNED);
  const active = (employees.data ?? []).filter((employee) => employee.status === 'active');
  // A company with active employees gives every appointment one of them (issue 21): Unassigned is for one-person companies.
  const options = [
    ...(active.length === 0
      ? [{ value: UNASSIGNED, label: 'Unassigned' }]
      : booking.employeeId
        ? []
        : [{ value: UNASSIGNED, label: 'Choose a team member' }]),
    ...active.map((employee) => ({ value: employee.id, label: `${employee.name} (${employee.position})` })),
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    assign.mutate(
      { bookingId: booking.id, input: { employeeId: employeeId === UNASSIGNED ? null : employeeId } },
      {
        onSuccess: (result) => {
          const name = active.find((employee) => employee.id === employeeId)?.name;
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
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {assign.isError ? (
        <Alert tone="danger">
          {failureText(assign.error, { failed: 'Failed to assign employee', exception: 'Error assigning employee' })}
        </Alert>
      ) : null}
      {employees.isPending ? (
        <Skeleton height={68} radius="md" />
      ) : employees.isError ? (
        <Alert tone="danger">
          {failureText(employees.error, {
            failed: 'Failed to load employees',
            exception: 'Error loading employees',
            preferServerMessage: false,
          })}
        </Alert>
      ) : (
        <SelectField
          label="Employee"
          options={options}
          value={employeeId}
          onChange={(event) => setEmployeeId(event.target.value)}
          hint={
            active.length === 0
              ? 'No active employees yet: add them in Employees.'
              : 'Only active employees can be assigned.'
          }
        />
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={assign.isPending} disabled={employees.isPending || employees.isError}>
          Save Assignment
        </Button>
      </div>
    </form>
  );
}
