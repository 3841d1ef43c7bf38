import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '@/components/error-with-retry';
import layout from './dashboard-sections.module.css';

export interface PanelProps {
  /** The heading's id, which names the panel for assistive technology. */
  titleId: string;
  /** A lucide icon at 20 px, coloured by the panel's title. */
  icon?: ReactNode;
  title: ReactNode;
  /** h3 for a panel under a section's own h2 heading (a tab's panels). */
  headingLevel?: 'h2' | 'h3';
  /** What the header holds at its end: a "View all" link, a period select, a create button. */
  action?: ReactNode;
  /** While what it shows is being replaced. */
  busy?: boolean;
  /** The query whose data it holds, when the panel draws its own loading and failure (see PanelLoad). */
  load?: PanelLoad;
  children?: ReactNode;
}

/**
 * A panel's own query: busy while it loads; when it fails, a warning with Try Again in place of what it holds, saying
 * the spec's text as the alert's title (`failedTitle`) or as a sentence in its body (`failedText`).
 */
interface PanelLoad {
  query: UseQueryResult<unknown>;
  failedTitle?: ReactNode;
  failedText?: ReactNode;
}

/** A dashboard's titled card: a header with an icon, a title and an action, over what it holds. */
export function Panel({
  titleId,
  icon,
  title,
  headingLevel: Heading = 'h2',
  action,
  busy,
  load,
  children,
}: PanelProps) {
  return (
    <section className={layout.panel} aria-labelledby={titleId} aria-busy={busy || load?.query.isPending || undefined}>
      <div className={layout.panelHeader}>
        <Heading id={titleId} className={layout.panelTitle}>
          {icon}
          {title}
        </Heading>
        {action}
      </div>
      {load?.query.isError ? (
        <ErrorWithRetry tone="warning" title={load.failedTitle} onRetry={() => load.query.refetch()}>
          {load.failedText}
        </ErrorWithRetry>
      ) : (
        children
      )}
    </section>
  );
}

interface PanelListProps<Item> {
  /** What the list shows; undefined while it loads. */
  items: readonly Item[] | undefined;
  /** What stands in the list's place while it loads: rows in its shape. */
  placeholder: ReactNode;
  /** What shows when there is nothing: why, and where to go from there. */
  empty: ReactNode;
  /** `ol` where the order means something (a ranking). */
  as?: 'ul' | 'ol';
  /** One item's row: an `li` with its key. */
  children: (item: Item, index: number) => ReactNode;
}

/** A panel's list in its three states: placeholders while it loads, a sentence when it is empty, else a row per item. */
export function PanelList<Item>({ items, placeholder, empty, as: List = 'ul', children }: PanelListProps<Item>) {
  if (!items) return placeholder;
  if (items.length === 0) return empty;
  return <List className={layout.list}>{items.map(children)}</List>;
}
