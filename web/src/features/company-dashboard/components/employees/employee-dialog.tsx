import type { ReactNode } from 'react';
import type { Employee } from '@contracts/employees';
import { Dialog } from '@/components/dialog';

/** What an employee card's dialog is given: the chosen team member, null while none is. */
export interface EmployeeDialogProps {
  employee: Employee | null;
  companyId: string | undefined;
  onClose: () => void;
}

interface EmployeeDialogFrameProps extends Omit<EmployeeDialogProps, 'companyId'> {
  /** The title, naming the team member. */
  title: (employee: Employee) => string;
  /** The title while no one is chosen (the dialog is closed). */
  closedTitle: string;
  description: string;
  children: (employee: Employee) => ReactNode;
}

/** A large dialog about one team member, open while a card's button (Assign, Calendar feed) has chosen one. */
export function EmployeeDialog({
  employee,
  onClose,
  title,
  closedTitle,
  description,
  children,
}: EmployeeDialogFrameProps) {
  return (
    <Dialog
      open={employee !== null}
      onClose={onClose}
      size="lg"
      align="start"
      title={employee ? title(employee) : closedTitle}
      description={description}
    >
      {employee ? children(employee) : null}
    </Dialog>
  );
}
