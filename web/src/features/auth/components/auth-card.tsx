import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { LogoMark } from '@/components/layout/logo';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every authentication page: one centred card on a calm background. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.card}>
        <div className={styles.header}>
          <LogoMark size={40} />
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
