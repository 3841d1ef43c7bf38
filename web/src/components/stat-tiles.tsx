import type { HTMLAttributes, ReactNode } from 'react';
import styles from './stat-tiles.module.css';

interface StatTilesProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
  /** As many tiles a row as fit on a desktop, for a row of five; four a row otherwise. */
  fit?: boolean;
  /** On a page without the dashboards' sidebar (a company's public page): four a row from a tablet's width. */
  noSidebar?: boolean;
  children: ReactNode;
}

/** The row of StatCards on top of a dashboard section: two a row on a phone, four on a desktop. */
export function StatTiles({ as: Element = 'div', fit = false, noSidebar = false, children, ...rest }: StatTilesProps) {
  const className = [styles.tiles, fit && styles.fit, noSidebar && styles.noSidebar].filter(Boolean).join(' ');
  return (
    <Element {...rest} className={className}>
      {children}
    </Element>
  );
}
