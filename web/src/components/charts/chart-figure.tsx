import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { useOnScreen } from '@/lib/use-on-screen';
import styles from './chart-figure.module.css';

/** One row of a chart's table: its category ("Nov 2026") and its values, formatted. */
export interface ChartRow {
  key: string;
  name: string;
  values: readonly string[];
}

interface ChartFigureProps {
  /** Names the figure and its table: "Monthly revenue". */
  title: string;
  height: number;
  /** The lazily loaded drawing. */
  drawing: ReactNode;
  /** The table's first column heading, e.g. "Month". */
  categoryLabel: string;
  /** The table's headings of the values, one per value of a row. */
  valueLabels: readonly string[];
  rows: readonly ChartRow[];
}

/**
 * A chart: its drawing, in a box of its final height from the start (the drawing's code, recharts, about 100 KB
 * gzip, loads when a chart is first drawn, and a placeholder of the same size holds the place meanwhile, so nothing
 * moves), hidden from assistive technology; a table under it tells the same numbers, so nothing is told by the
 * picture alone. It is drawn once it comes near the screen: drawing takes the main thread for a few hundred ms on a
 * phone, which a chart below the fold would otherwise take from the page's first seconds.
 */
export function ChartFigure({ title, height, drawing, categoryLabel, valueLabels, rows }: ChartFigureProps) {
  const box = useRef<HTMLDivElement>(null);
  const nearScreen = useOnScreen(box, { rootMargin: '200px', withoutObserver: true });
  const [drawn, setDrawn] = useState(false);
  if (nearScreen && !drawn) setDrawn(true);
  const placeholder = <Skeleton height="100%" radius="md" />;
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <div ref={box} className={styles.drawing} style={{ height }} aria-hidden="true">
        {drawn ? <Suspense fallback={placeholder}>{drawing}</Suspense> : placeholder}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {valueLabels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={valueLabels[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
