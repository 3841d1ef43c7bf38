import type { Employee } from '@contracts/employees';
import { FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

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
    <Dialog
      open={employee !== null}
      onClose={onClose}
      title="Delete Employee?"
      description={
        employee ? (
          <p>{`${employee.name} will be removed from your team and unassigned from upcoming appointments. This cannot be undone.`}</p>
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep Employee
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => employee && onConfirm(employee)}>
            Delete Employee
          </Button>
        </>
      }
    >
      <FailureAlert error={error} failed="Failed to remove employee" exception="Error removing employee" />
    </Dialog>
  );
}
