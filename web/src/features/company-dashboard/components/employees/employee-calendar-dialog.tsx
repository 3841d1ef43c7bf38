import type { Employee } from '@contracts/employees';
import { CalendarFeed } from '@/components/calendar/calendar-feed';
import { Dialog } from '@/components/dialog';

/** A team member's private calendar feed: his appointments, for his own calendar app. */
export function EmployeeCalendarDialog({
  employee,
  companyId,
  onClose,
}: {
  employee: Employee | null;
  companyId: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={employee !== null}
      onClose={onClose}
      size="lg"
      align="start"
      title={employee ? `${employee.name}’s calendar feed` : 'Calendar feed'}
      description="The appointments assigned to this team member, kept up to date in any calendar app that subscribes."
    >
      {employee ? <CalendarFeed of={{ employeeId: employee.id, companyId }} /> : null}
    </Dialog>
  );
}
