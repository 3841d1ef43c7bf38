import type { ReactNode } from 'react';
import styles from './toolbar.module.css';

/** A list's search and filters: stacked on a phone, one row from tablet width with the search (first) twice as wide. */
export function Toolbar({ columns, children }: { columns: 3 | 4; children: ReactNode }) {
  return <div className={`${styles.toolbar} ${columns === 3 ? styles.three : styles.four}`}>{children}</div>;
}
