import { useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import dialogForm from '@/components/dialog-form.module.css';

export const DELETE_CONFIRMATION = 'DELETE';

/** The Danger Zone's confirmation: typing DELETE arms the button, which deletes the account for good. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      align="start"
      title="Delete your account?"
      description="Your account, your pets and their photos, and your personal details are deleted. Providers keep their booking records without your name or contact details. This cannot be undone."
    >
      {open ? <DeleteAccountForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const armed = typed.trim() === DELETE_CONFIRMATION;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (armed) deleteAccount.mutate();
  }

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate aria-label="Confirm account deletion">
      <FailureAlert
        error={deleteAccount.error}
        failed="Failed to delete account. Please try again."
        exception="Error deleting account. Please try again."
      />
      <TextField
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={dialogForm.actions}>
        <Button variant="secondary" onClick={onClose}>
          Keep Account
        </Button>
        <Button type="submit" variant="danger" disabled={!armed} loading={deleteAccount.isPending}>
          Delete Account
        </Button>
      </div>
    </form>
  );
}
