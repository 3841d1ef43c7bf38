import type { ReactNode } from 'react';
import { Container } from '@/components/container';
import styles from './page-band.module.css';

interface PageBandProps {
  /** The title's id, which names the band for assistive technology. */
  id: string;
  title: ReactNode;
  /** A link beside the title (such as "See all"). */
  action?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band across a public page, its content at the layout width. */
export function PageBand({ id, title, action, tinted = false, children }: PageBandProps) {
  const heading = (
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <section className={tinted ? `${styles.band} ${styles.tinted}` : styles.band} aria-labelledby={id}>
      <Container>
        {action ? (
          <div className={styles.head}>
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        {children}
      </Container>
    </section>
  );
}
