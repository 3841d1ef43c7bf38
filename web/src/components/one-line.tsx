import styles from './one-line.module.css';

/**
 * A value that must not break inside itself (an email, an IP address, an id): one line, ended with an ellipsis where
 * it does not fit; the whole value stays in the text (screen readers read it all) and shows on hover.
 */
export function OneLine({ children, className }: { children: string; className?: string }) {
  return (
    <span className={className ? `${styles.oneLine} ${className}` : styles.oneLine} title={children}>
      {children}
    </span>
  );
}
