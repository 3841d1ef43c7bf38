import { useState } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast-context';
import { loadFailureTexts } from '@/components/query-state';
import { failureText } from '@/lib/api-client';
import { useCalendarFeed, useResetCalendarFeed, type CalendarFeedOf } from '@/lib/api/calendar';
import styles from './calendar-feed.module.css';

/**
 * A private calendar feed: its URL to copy into Google Calendar, Apple Calendar or Outlook, and Reset link (with a
 * confirmation, since the old URL then stops working for everyone who has it).
 */
export function CalendarFeed({ of = {}, label = 'Calendar feed URL' }: { of?: CalendarFeedOf; label?: string }) {
  const feed = useCalendarFeed(of);
  const reset = useResetCalendarFeed(of);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (feed.isPending) {
    return (
      <div className={styles.feed} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the calendar link
        </span>
        <Skeleton height={40} />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <ErrorWithRetry
        title={failureText(feed.error, loadFailureTexts('the calendar link'))}
        onRetry={() => feed.refetch()}
      />
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: 'Calendar link copied.' });
    } catch {
      toast.show({ tone: 'danger', message: 'Could not copy. Select the link and copy it yourself.' });
    }
  }

  function closeConfirm() {
    reset.reset();
    setConfirming(false);
  }

  return (
    <div className={styles.feed}>
      <TextField
        label={label}
        value={feed.data.url}
        readOnly
        className={styles.url}
        onFocus={(event) => event.currentTarget.select()}
        hint="Subscribe to it from a URL in Google Calendar, Apple Calendar or Outlook. Anyone with the link sees these bookings: keep it private."
      />
      <div className={styles.actions}>
        <Button size="sm" icon={<Copy />} onClick={() => void copy(feed.data.url)}>
          Copy link
        </Button>
        <Button size="sm" variant="secondary" icon={<RefreshCw />} onClick={() => setConfirming(true)}>
          Reset link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={closeConfirm}
        title="Reset the calendar link?"
        description={
          <p>
            The current link stops working at once: every calendar subscribed to it stops updating. You will get a new
            link to subscribe with.
          </p>
        }
        keepLabel="Keep Link"
        confirmLabel="Reset Link"
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              toast.show({ message: 'The calendar link was reset. The old link no longer works.' });
              closeConfirm();
            },
          })
        }
      >
        <FailureAlert
          error={reset.error}
          failed="Failed to reset the calendar link"
          exception="Error resetting the calendar link"
        />
      </ConfirmDialog>
    </div>
  );
}
