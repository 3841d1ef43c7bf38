import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { failureText } from '@/lib/api-client';

interface FailureTexts {
  failed: string;
  exception: string;
}

export interface QueryStateProps {
  query: UseQueryResult<unknown>;
  /** What is loading, for screen readers: "your bookings". */
  subject: string;
  /** The spec's texts: a refused request, and one that never got an answer; loadFailureTexts(subject) when left out. */
  failed?: string;
  exception?: string;
  className: string;
  style?: CSSProperties;
  rows: number;
  rowHeight: number;
  radius?: 'md' | 'lg';
}

/**
 * The spec's texts for a load that fails: "Failed to load …" when refused, "Error loading …" when never answered
 * (docs/product.md#messages-and-timings).
 */
export function loadFailureTexts(what: string): FailureTexts {
  return { failed: `Failed to load ${what}`, exception: `Error loading ${what}` };
}

type LoadingRowsProps = Pick<QueryStateProps, 'subject' | 'className' | 'style' | 'rows' | 'rowHeight' | 'radius'>;

/** Skeleton rows in the layout's shape, named for screen readers: what a data screen shows while it loads. */
export function LoadingRows({ subject, className, style, rows, rowHeight, radius = 'lg' }: LoadingRowsProps) {
  return (
    <div className={className} style={style} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading {subject}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} radius={radius} />
      ))}
    </div>
  );
}

/**
 * The loading and error states of a data screen: skeleton rows in the layout's shape while loading, the spec's
 * text with Try Again on failure, nothing once loaded (the screen renders its data).
 */
export function QueryState({ query, failed, exception, ...loading }: QueryStateProps) {
  if (query.isPending) return <LoadingRows {...loading} />;
  if (query.isError) {
    const texts = loadFailureTexts(loading.subject);
    return <QueryFailure query={query} failed={failed ?? texts.failed} exception={exception ?? texts.exception} />;
  }
  return null;
}

/** A failed query's text (the spec's, never the server's) with Try Again, which asks again. */
export function QueryFailure({ query, failed, exception }: Pick<QueryStateProps, 'query'> & FailureTexts) {
  return (
    <ErrorWithRetry
      title={failureText(query.error, { failed, exception, preferServerMessage: false })}
      onRetry={() => void query.refetch()}
    />
  );
}
