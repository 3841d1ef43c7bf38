import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omit when a surrounding control already says what is happening. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={styles.wrapper} role={label ? 'status' : undefined}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
