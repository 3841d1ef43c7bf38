import { superadminMessages } from '@contracts/superadmin';
import { useToast } from '@/components/toast-context';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';

/**
 * The error handler of the platform actions (the quick actions, maintenance on and off): a danger toast "Failed to
 * execute action", with the server's reason when it gave one.
 */
export function useActionFailedToast(): (error: unknown) => void {
  const toast = useToast();
  return (error) =>
    toast.show({
      tone: 'danger',
      message: actionFailureText(
        error,
        (reason) => `${superadminMessages.actionFailed}: ${reason}`,
        superadminMessages.actionFailed,
      ),
    });
}
