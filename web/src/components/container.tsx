import type { ReactNode } from 'react';
import styles from './container.module.css';

/** Centres page content at the layout width with the page gutters. */
export function Container({ size = 'wide', children }: { size?: 'wide' | 'narrow' | 'form'; children: ReactNode }) {
  return <div className={`${styles.container} ${styles[size]}`}>{children}</div>;
}

/** A page body: the container plus the page's vertical rhythm. */
export function Page({ size = 'wide', children }: { size?: 'wide' | 'narrow' | 'form'; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Container size={size}>{children}</Container>
    </div>
  );
}
