import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  align?: 'start' | 'center';
}

/** The page's one h1, with an optional lead paragraph and actions. */
export function PageHeader({ title, eyebrow, description, actions, align = 'start' }: PageHeaderProps) {
  return (
    <header className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
