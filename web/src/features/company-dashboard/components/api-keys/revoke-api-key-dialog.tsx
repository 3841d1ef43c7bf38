import type { ApiKeySummary } from '@contracts/api-keys';
import { FailureAlert } from '@/components/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast-context';
import { useRevokeApiKey } from '@/features/company-dashboard/api/api-keys';

/** Revoke confirmation: the key stops working at once for everything that uses it. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const toast = useToast();

  function close() {
    revoke.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={close}
      title="Revoke API key?"
      description={
        apiKey ? <p>{`"${apiKey.name}" (${apiKey.hint}) stops working at once. This cannot be undone.`}</p> : undefined
      }
      keepLabel="Keep Key"
      confirmLabel="Revoke Key"
      busy={revoke.isPending}
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey.id, {
          onSuccess: (result) => {
            toast.show({ message: result.message ?? 'API key revoked.' });
            close();
          },
        })
      }
    >
      <FailureAlert error={revoke.error} failed="Failed to revoke the API key" exception="Error revoking the API key" />
    </ConfirmDialog>
  );
}
