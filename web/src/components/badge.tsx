import type { ReactNode } from 'react';
import styles from './badge.module.css';
import tones from './tones.module.css';

export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'accent'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'pending'
  | 'confirmed'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'no_show';

interface BadgeProps {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short label; status colours always come with their text. */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${tones[tone] ?? styles[tone]}`}>
      {icon}
      {children}
    </span>
  );
}
