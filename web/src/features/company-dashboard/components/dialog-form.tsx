import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/button';
import dialogForm from '@/components/dialog-form.module.css';

interface DialogFormActionsProps {
  onClose: () => void;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
}

/** The end of a dashboard dialog's form: Cancel, and the button that makes the change (busy while it saves). */
export function DialogFormActions({ onClose, submitLabel, submitting, submitDisabled }: DialogFormActionsProps) {
  return (
    <div className={dialogForm.tightActions}>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

interface DialogFormProps extends DialogFormActionsProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A dashboard dialog's form (a booking's action, a customer's note): its fields, then Cancel and submit. */
export function DialogForm({ onSubmit, children, ...actions }: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={dialogForm.spacedForm}>
      {children}
      <DialogFormActions {...actions} />
    </form>
  );
}
