import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
  padding?: 'none' | 'md' | 'lg';
  /** Raised cards stand out (the recommended plan); the default sits flat with a border. */
  elevated?: boolean;
  children: ReactNode;
}

export function Card({
  as: Element = 'div',
  padding = 'md',
  elevated = false,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = [styles.card, styles[`padding-${padding}`], elevated ? styles.elevated : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
