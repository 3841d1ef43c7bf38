import type { ReactNode } from 'react';
import layout from './dashboard-sections.module.css';

export interface PanelProps {
  /** The heading's id, which names the panel for assistive technology. */
  titleId: string;
  /** A lucide icon at 20 px, coloured by the panel's title. */
  icon?: ReactNode;
  title: ReactNode;
  /** What the header holds at its end: a "View all" link, a period select, a create button. */
  action?: ReactNode;
  /** While what it shows is being replaced. */
  busy?: boolean;
  children?: ReactNode;
}

/** A dashboard's titled card: a header with an icon, a title and an action, over what it holds. */
export function Panel({ titleId, icon, title, action, busy, children }: PanelProps) {
  return (
    <section className={layout.panel} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={layout.panelHeader}>
        <h2 id={titleId} className={layout.panelTitle}>
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
