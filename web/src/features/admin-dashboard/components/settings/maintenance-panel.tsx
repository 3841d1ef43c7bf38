import { useState } from 'react';
import { OctagonX, Power, TriangleAlert } from 'lucide-react';
import { superadminMessages } from '@contracts/superadmin';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast-context';
import { useMaintenanceAction } from '@/features/admin-dashboard/api/platform-settings';
import { useActionFailedToast } from '@/features/admin-dashboard/hooks/use-action-failed-toast';
import { ConfirmActionDialog } from '@/features/admin-dashboard/components/shell/confirm-action-dialog';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './settings-section.module.css';

/** The word typed to confirm Emergency Stop (issue 25: a typed confirmation, not one click). */
export const EMERGENCY_STOP_WORD = 'STOP';
export const EMERGENCY_STOP_DONE = 'Maintenance mode is on: the platform now answers only superadmins.';
export const MAINTENANCE_OFF_DONE = 'Maintenance mode is off: the platform is open again.';

/**
 * Settings > Maintenance (docs/decisions/0088-moderation-with-reasons.md, docs/decisions/0059-maintenance-page-and-emergency-stop.md):
 * Emergency Stop switches maintenance on after the admin types STOP; Turn off maintenance asks with the spec's text.
 */
export function MaintenancePanel({ maintenanceMode }: { maintenanceMode: boolean | undefined }) {
  const toast = useToast();
  const maintenance = useMaintenanceAction();
  const [stopping, setStopping] = useState(false);
  const [resuming, setResuming] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === EMERGENCY_STOP_WORD;

  const failed = useActionFailedToast();

  function stop() {
    if (!confirmed) return;
    maintenance.mutate(true, {
      onSuccess: () => {
        setStopping(false);
        setTyped('');
        toast.show({ tone: 'info', message: EMERGENCY_STOP_DONE });
      },
      onError: failed,
    });
  }

  function resume() {
    maintenance.mutate(false, {
      onSuccess: () => {
        setResuming(false);
        toast.show({ tone: 'success', message: MAINTENANCE_OFF_DONE });
      },
      onError: failed,
    });
  }

  return (
    <div className={styles.fields}>
      {maintenanceMode ? (
        <Alert tone="warning" title="Maintenance mode is on">
          Everyone but superadmins sees the maintenance page and the API answers 503.
        </Alert>
      ) : (
        <p className={layout.muted}>
          The platform is open. Emergency Stop puts it in maintenance at once: everyone but superadmins sees the
          maintenance page and the API answers 503.
        </p>
      )}
      <div className={layout.controls}>
        {maintenanceMode ? (
          <Button variant="primary" icon={<Power />} onClick={() => setResuming(true)}>
            Turn off maintenance mode
          </Button>
        ) : (
          <Button
            variant="danger"
            icon={<OctagonX />}
            disabled={maintenanceMode === undefined}
            onClick={() => setStopping(true)}
          >
            Emergency Stop
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={stopping}
        onClose={() => {
          setStopping(false);
          setTyped('');
        }}
        title="Emergency Stop"
        icon={<TriangleAlert size={28} aria-hidden="true" />}
        description={`${superadminMessages.confirmAction} Type ${EMERGENCY_STOP_WORD} to confirm.`}
        keepLabel="Cancel"
        keepWaits
        confirmLabel="Stop the platform"
        confirmDisabled={!confirmed}
        busy={maintenance.isPending}
        onConfirm={stop}
      >
        <TextField
          label={`Type ${EMERGENCY_STOP_WORD} to confirm`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              stop();
            }
          }}
        />
      </ConfirmDialog>
      <ConfirmActionDialog
        open={resuming}
        title="Turn off maintenance mode"
        confirmLabel="Turn off"
        loading={maintenance.isPending}
        onConfirm={resume}
        onClose={() => setResuming(false)}
      />
    </div>
  );
}
