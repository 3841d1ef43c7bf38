import { formatCurrency, formatMonth } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy-named';
import { ChartFigure } from './chart-figure';

const MoneyDrawing = lazyNamed(() => import('./money-drawing'), 'MoneyDrawing');

export interface MoneyPoint {
  /** A calendar month "2026-11" (shown as "Nov 2026") or any other category label. */
  label: string;
  value: number;
}

interface MoneyChartProps {
  /** Names the figure and its text alternative: "Monthly revenue". */
  title: string;
  data: readonly MoneyPoint[];
  kind?: 'line' | 'bar';
  /** The column heading of the text alternative, e.g. "Month". */
  categoryLabel?: string;
  height?: number;
}

/**
 * Dollars over months: the drawing (axes in dollars and months) is hidden from assistive technology; the same
 * numbers are in a table under it, so nothing is told by the picture alone.
 */
export function MoneyChart({ title, data, kind = 'line', categoryLabel = 'Month', height = 260 }: MoneyChartProps) {
  const points = data.map((point) => ({ name: formatMonth(point.label), value: point.value }));
  return (
    <ChartFigure
      title={title}
      height={height}
      drawing={<MoneyDrawing title={title} points={points} kind={kind} />}
      categoryLabel={categoryLabel}
      valueLabels={['Amount']}
      rows={points.map((point) => ({ key: point.name, name: point.name, values: [formatCurrency(point.value)] }))}
    />
  );
}
