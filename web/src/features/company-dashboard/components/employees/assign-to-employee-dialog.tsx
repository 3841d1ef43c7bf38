import type { CompanyBooking } from '@contracts/company-bookings';
import type { Employee } from '@contracts/employees';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import { FailureAlert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toast-context';
import { useAssignBooking, useCompanyBookingsRange } from '@/features/company-dashboard/api/company-bookings';
import { assignable } from '@/features/company-dashboard/components/bookings/booking-views';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate, isFutureWallTime, localDateString } from '@/lib/time-zone';
import layout from '@/components/layout/dashboard-sections.module.css';
import { EmployeeDialog, type EmployeeDialogProps } from './employee-dialog';
import styles from './employees.module.css';

/** The Assign button of a card offers the next two weeks' unassigned pending or confirmed appointments. */
const ASSIGN_WINDOW_DAYS = 14;

export function AssignToEmployeeDialog({ employee, companyId, onClose }: EmployeeDialogProps) {
  return (
    <EmployeeDialog
      employee={employee}
      onClose={onClose}
      title={(chosen) => `Assign ${chosen.name}`}
      closedTitle="Assign"
      description="Unassigned pending and confirmed appointments in the next two weeks."
    >
      {(chosen) => <OpenAppointments employee={chosen} companyId={companyId} onClose={onClose} />}
    </EmployeeDialog>
  );
}

function OpenAppointments({
  employee,
  companyId,
  onClose,
}: {
  employee: Employee;
  companyId: string | undefined;
  onClose: () => void;
}) {
  const today = localDateString();
  const bookings = useCompanyBookingsRange(companyId, today, addDaysToDate(today, ASSIGN_WINDOW_DAYS));
  const assign = useAssignBooking(companyId);
  const toast = useToast();

  if (bookings.isPending || bookings.isError) {
    return (
      <QueryState
        query={bookings}
        subject="appointments"
        className={styles.openList}
        rows={3}
        rowHeight={56}
        radius="md"
      />
    );
  }
  const open = bookings.data.bookings
    .filter(
      (booking) =>
        booking.employeeId === null &&
        assignable(booking) &&
        isFutureWallTime(booking.date, booking.time, booking.timeZone),
    )
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));

  function choose(booking: CompanyBooking) {
    assign.mutate(
      { bookingId: booking.id, input: { employeeId: employee.id } },
      {
        onSuccess: (result) => {
          toast.show({
            message:
              result.message ??
              `${employee.name} is assigned to ${booking.serviceName} on ${formatCalendarDate(booking.date)}.`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <div className={styles.openList}>
      <FailureAlert error={assign.error} failed="Failed to assign employee" exception="Error assigning employee" />
      {open.length === 0 ? (
        <p className={layout.muted}>Every upcoming appointment already has an employee.</p>
      ) : (
        <ul className={layout.list}>
          {open.map((booking) => (
            <li key={booking.id} className={`${layout.tintedRow} ${styles.openItem}`}>
              <div>
                <p
                  className={styles.openWhen}
                >{`${formatCalendarDate(booking.date, { weekday: true })}, ${formatTime(booking.time)}`}</p>
                <p
                  className={layout.muted}
                >{`${booking.serviceName} · ${booking.petName} (${booking.customerName})`}</p>
              </div>
              <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
              <Button
                size="sm"
                loading={assign.isPending && assign.variables?.bookingId === booking.id}
                disabled={assign.isPending}
                onClick={() => choose(booking)}
              >
                Assign
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
