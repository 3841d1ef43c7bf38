import type { ReactNode } from 'react';
import iconCircle from '@/components/icon-circle.module.css';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  /** One sentence: why it is empty or what to do. */
  description: string;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ icon, title, description, action, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={`${iconCircle.disc} ${iconCircle.primary}`} aria-hidden="true">
        {icon}
      </span>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <p className={styles.description}>{description}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
