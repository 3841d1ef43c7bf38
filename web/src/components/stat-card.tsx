import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import styles from './stat-card.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  /** While the figures load: placeholders of the value's and the hint's line height, so the card keeps its size. */
  loading?: boolean;
}

/** One number with its label: the cards on top of a dashboard. */
export function StatCard({ label, value, icon, hint, loading = false }: StatCardProps) {
  return (
    <div className={styles.card}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{loading ? <Skeleton width="2.5em" height="1lh" /> : value}</dd>
        {hint ? <dd className={styles.hint}>{loading ? <Skeleton width="7em" height="1lh" /> : hint}</dd> : null}
      </dl>
    </div>
  );
}
