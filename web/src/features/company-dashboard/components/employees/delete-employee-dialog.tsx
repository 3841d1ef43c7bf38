import type { Employee } from '@contracts/employees';
import { FailureAlert } from '@/components/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteEmployeeDialogProps {
  employee: Employee | null;
  deleting: boolean;
  error: unknown;
  onConfirm: (employee: Employee) => void;
  onClose: () => void;
}

/** The delete confirmation; the server unassigns the employee's future appointments. */
export function DeleteEmployeeDialog({ employee, deleting, error, onConfirm, onClose }: DeleteEmployeeDialogProps) {
  return (
    <ConfirmDialog
      open={employee !== null}
      onClose={onClose}
      title="Delete Employee?"
      description={
        employee ? (
          <p>{`${employee.name} will be removed from your team and unassigned from upcoming appointments. This cannot be undone.`}</p>
        ) : undefined
      }
      keepLabel="Keep Employee"
      confirmLabel="Delete Employee"
      busy={deleting}
      onConfirm={() => employee && onConfirm(employee)}
    >
      <FailureAlert error={error} failed="Failed to remove employee" exception="Error removing employee" />
    </ConfirmDialog>
  );
}
