import type { HTMLAttributes, ReactNode } from 'react';
import styles from './stat-tiles.module.css';

interface StatTilesProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
  /** As many tiles a row as fit on a desktop, for a row of five; four a row otherwise. */
  fit?: boolean;
  children: ReactNode;
}

/** The row of StatCards on top of a dashboard section: two a row on a phone, four on a desktop. */
export function StatTiles({ as: Element = 'div', fit = false, children, ...rest }: StatTilesProps) {
  return (
    <Element {...rest} className={fit ? `${styles.tiles} ${styles.fit}` : styles.tiles}>
      {children}
    </Element>
  );
}
