import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** Leaves things as they are: the keep button, Escape and the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** What the question needs besides its text: a choice, a word to type, the failure. */
  children?: ReactNode;
  /** The button that changes nothing: "Keep Pet", "Cancel". */
  keepLabel: string;
  /** The button that does what cannot be taken back: "Delete Pet". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The action is on its way: the confirm button spins. */
  busy: boolean;
  /** The keep button waits for the action too (the superadmin's platform actions). */
  keepWaits?: boolean;
  /** The confirm button waits for the children (a word typed). */
  confirmDisabled?: boolean;
}

/** The confirmation before a destructive action: its question, then Keep … and the danger button that acts. */
export function ConfirmDialog({
  keepLabel,
  confirmLabel,
  onConfirm,
  busy,
  keepWaits = false,
  confirmDisabled = false,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={dialog.onClose} disabled={keepWaits && busy}>
            {keepLabel}
          </Button>
          <Button variant="danger" disabled={confirmDisabled} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
