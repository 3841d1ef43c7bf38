import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './card-grid.module.css';

/** The class and column width of a card grid, for a grid's own element or its loading skeletons (QueryState). */
export function cardGrid(minWidth: number): { className: string; style: CSSProperties } {
  return { className: styles.grid, style: { '--card-grid-min': `${minWidth}px` } as CSSProperties };
}

interface CardGridProps extends HTMLAttributes<HTMLElement> {
  as?: 'ul' | 'div';
  /** The narrowest a card may be before the grid drops a column. */
  minWidth: number;
  children: ReactNode;
}

/** Cards in as many columns as fit, one on a phone; dimmed while it shows older data (aria-busy). */
export function CardGrid({ as: Element = 'ul', minWidth, className, children, ...rest }: CardGridProps) {
  const grid = cardGrid(minWidth);
  return (
    <Element {...rest} className={className ? `${grid.className} ${className}` : grid.className} style={grid.style}>
      {children}
    </Element>
  );
}

interface GridCardProps extends HTMLAttributes<HTMLElement> {
  /** Lines closer together, for a card of short facts. */
  tight?: boolean;
  children: ReactNode;
}

/** A card of a card grid: as tall as the tallest in its row. */
export function GridCard({ tight = false, className, children, ...rest }: GridCardProps) {
  return (
    <article {...rest} className={[styles.card, tight ? styles.tight : '', className].filter(Boolean).join(' ')}>
      {children}
    </article>
  );
}
