import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
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
 * picture alone.
 */
export function ChartFigure({ title, height, drawing, categoryLabel, valueLabels, rows }: ChartFigureProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <div className={styles.drawing} style={{ height }} aria-hidden="true">
        <Suspense fallback={<Skeleton height="100%" radius="md" />}>{drawing}</Suspense>
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
