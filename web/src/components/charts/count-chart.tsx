import { formatCount, formatMonth } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy-named';
import { ChartDrawing } from './chart-drawing';
import styles from './money-chart.module.css';

const CountDrawing = lazyNamed(() => import('./count-drawing'), 'CountDrawing');

export interface CountSeries<Key extends string> {
  key: Key;
  label: string;
  /** A token colour, e.g. "var(--color-primary-600)". */
  color: string;
}

interface CountChartProps<Key extends string> {
  /** Names the figure and its text alternative: "User growth". */
  title: string;
  /** One row per month ("2026-11", shown as "Nov 2026") with a count per series. */
  data: readonly ({ label: string } & Record<Key, number>)[];
  series: readonly CountSeries<Key>[];
  categoryLabel?: string;
  height?: number;
}

/**
 * Counts over months as grouped bars (users and companies side by side), MoneyChart's companion for numbers that
 * are not dollars. The drawing is hidden from assistive technology; a table under it holds the same numbers.
 */
export function CountChart<Key extends string>({
  title,
  data,
  series,
  categoryLabel = 'Month',
  height = 260,
}: CountChartProps<Key>) {
  const points = data.map((point) => ({ ...point, name: formatMonth(point.label) }));
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <ChartDrawing height={height}>
        <CountDrawing points={points} series={series} />
      </ChartDrawing>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.name}</th>
              {series.map((item) => (
                <td key={item.key}>{formatCount(point[item.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
