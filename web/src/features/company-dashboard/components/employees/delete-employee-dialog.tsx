import type { Employee } from '@contracts/employees';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { failureText } from '@/lib/api-client';

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
      {error ? (
        <Alert tone="danger">
          {failureText(error, { failed: 'Failed to remove employee', exception: 'Error removing employee' })}
        </Alert>
      ) : null}
    </Dialog>
  );
}
