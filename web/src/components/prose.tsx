import type { ReactNode } from 'react';
import styles from './prose.module.css';

/** Long-form text (policies, about): readable measure, spacing and headings. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}
