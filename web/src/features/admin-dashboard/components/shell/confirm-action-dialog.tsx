import { TriangleAlert } from 'lucide-react';
import { superadminMessages } from '@contracts/superadmin';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmActionDialogProps {
  open: boolean;
  /** What is about to happen, e.g. "Emergency Stop". */
  title: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/product.md#superadmin-console: an action that affects the platform asks first, with the spec's text. */
export function ConfirmActionDialog({
  open,
  title,
  confirmLabel,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      icon={<TriangleAlert size={28} aria-hidden="true" />}
      description={superadminMessages.confirmAction}
      keepLabel="Cancel"
      keepWaits
      confirmLabel={confirmLabel}
      busy={loading}
      onConfirm={onConfirm}
    />
  );
}
