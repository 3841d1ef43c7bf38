import { superadminMessages } from '@contracts/superadmin';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

/** The "Failed to Load Analytics" (docs/product.md#messages-and-timings) with Retry, for every panel fed by the analytics call. */
export function AnalyticsFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      tone="danger"
      title={superadminMessages.analyticsFailedTitle}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {superadminMessages.analyticsFailedText}
    </Alert>
  );
}
