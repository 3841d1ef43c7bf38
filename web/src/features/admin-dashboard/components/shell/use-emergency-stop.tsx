import { useState } from 'react';
import { superadminMessages } from '@contracts/superadmin';
import { useToast } from '@/components/toast-context';
import { useMaintenanceAction } from '@/features/admin-dashboard/api/platform-settings';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';

export const EMERGENCY_STOP_DONE = 'Maintenance mode is on: the platform now answers only superadmins.';

/**
 * Emergency Stop (header and overview quick action): after the spec's confirmation it switches maintenance mode on
 * for real (POST /api/superadmin/actions/maintenance {enabled: true}); Settings switches it off again.
 */
export function useEmergencyStop() {
  const [open, setOpen] = useState(false);
  const maintenance = useMaintenanceAction();
  const toast = useToast();

  function confirm() {
    maintenance.mutate(true, {
      onSuccess: () => {
        setOpen(false);
        toast.show({ message: EMERGENCY_STOP_DONE, tone: 'info' });
      },
      onError: (error) =>
        toast.show({
          message: actionFailureText(
            error,
            (reason) => `${superadminMessages.actionFailed}: ${reason}`,
            superadminMessages.actionFailed,
          ),
          tone: 'danger',
        }),
    });
  }

  return {
    request: () => setOpen(true),
    dialog: (
      <ConfirmActionDialog
        open={open}
        title="Emergency Stop"
        confirmLabel="Stop the platform"
        loading={maintenance.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    ),
  };
}
