import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Dialog } from '@/components/dialog';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useAddCustomerNote } from '@/features/company-dashboard/api/customers';
import { DialogForm } from '@/features/company-dashboard/components/dialog-form';

interface AddNoteDialogProps {
  open: boolean;
  companyId: string | undefined;
  customerId: string;
  customerName: string;
  onClose: () => void;
}

/** Add Note: the button stays disabled while the note is empty or only whitespace (docs/product.md#validation). */
export function AddNoteDialog({ open, companyId, customerId, customerName, onClose }: AddNoteDialogProps) {
  const add = useAddCustomerNote(companyId, customerId);
  const toast = useToast();
  const [note, setNote] = useState('');

  function close() {
    add.reset();
    setNote('');
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return;
    add.mutate(
      { note: note.trim() },
      {
        onSuccess: () => {
          toast.show({ message: `Note added for ${customerName}.` });
          close();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      align="start"
      title="Add Note"
      description={`A private note about ${customerName}; only your team sees it.`}
    >
      <DialogForm
        onSubmit={onSubmit}
        onClose={close}
        submitLabel="Add Note"
        submitting={add.isPending}
        submitDisabled={note.trim() === ''}
      >
        {add.isError ? <Alert tone="danger">Failed to add note</Alert> : null}
        <TextareaField
          label="Note"
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
