import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '@/components/alert';
import { Button } from '@/components/button';

/** Try Again: loads what failed once more. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => void onRetry()}>
      Try Again
    </Button>
  );
}

interface ErrorWithRetryProps {
  /** The spec's text, as the alert's title, or as its body when given as children. */
  title?: ReactNode;
  children?: ReactNode;
  tone?: AlertTone;
  onRetry: () => unknown;
}

/** A load that failed: the spec's text with Try Again, the one error state of every data screen (and of QueryState). */
export function ErrorWithRetry({ title, children, tone = 'danger', onRetry }: ErrorWithRetryProps) {
  return (
    <Alert tone={tone} title={title} action={<RetryButton onRetry={onRetry} />}>
      {children}
    </Alert>
  );
}
