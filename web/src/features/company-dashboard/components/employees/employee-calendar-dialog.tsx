import { CalendarFeed } from '@/components/calendar/calendar-feed';
import { EmployeeDialog, type EmployeeDialogProps } from './employee-dialog';

/** A team member's private calendar feed: his appointments, for his own calendar app. */
export function EmployeeCalendarDialog({ employee, companyId, onClose }: EmployeeDialogProps) {
  return (
    <EmployeeDialog
      employee={employee}
      onClose={onClose}
      title={(chosen) => `${chosen.name}’s calendar feed`}
      closedTitle="Calendar feed"
      description="The appointments assigned to this team member, kept up to date in any calendar app that subscribes."
    >
      {(chosen) => <CalendarFeed of={{ employeeId: chosen.id, companyId }} />}
    </EmployeeDialog>
  );
}
