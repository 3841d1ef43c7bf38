import { formatCount, formatMonth } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy-named';
import { ChartFigure } from './chart-figure';

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
    <ChartFigure
      title={title}
      height={height}
      drawing={<CountDrawing points={points} series={series} />}
      categoryLabel={categoryLabel}
      valueLabels={series.map((item) => item.label)}
      rows={points.map((point) => ({
        key: point.label,
        name: point.name,
        values: series.map((item) => formatCount(point[item.key])),
      }))}
    />
  );
}
