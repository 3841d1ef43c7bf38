import { superadminMessages, type PlatformUser } from '@contracts/superadmin';
import { useToast } from '@/components/toast-context';
import { useSetUserDisabled } from '@/features/admin-dashboard/api/superadmin';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';

/**
 * Disables or enables an account (`PUT /api/superadmin/users/{uid}/disable`) and says how it went in a toast with the
 * specification's texts; the details dialog's button and the table's row menu both act through it.
 */
export function useUserAccess() {
  const toast = useToast();
  const setDisabled = useSetUserDisabled();
  return {
    pending: setDisabled.isPending,
    toggle(user: PlatformUser, { onSettled }: { onSettled?: () => void } = {}) {
      const disabled = !user.disabled;
      setDisabled.mutate(
        { uid: user.uid, disabled },
        {
          onSuccess: () => toast.show({ message: superadminMessages.userStatusUpdated(disabled) }),
          onError: (error) =>
            toast.show({
              tone: 'danger',
              message: actionFailureText(
                error,
                superadminMessages.userStatusFailed,
                superadminMessages.userStatusNetworkFailed,
              ),
            }),
          onSettled,
        },
      );
    },
  };
}
