import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatCurrencyCompact, formatMonth } from '@/lib/format';
import styles from './money-chart.module.css';

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

const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' };

/**
 * Dollars over months with recharts (axes in dollars and months). The drawing is hidden from assistive
 * technology; the same numbers are in a table under it, so nothing is told by the picture alone.
 */
export function MoneyChart({ title, data, kind = 'line', categoryLabel = 'Month', height = 260 }: MoneyChartProps) {
  const points = data.map((point) => ({ name: formatMonth(point.label), value: point.value }));
  const shared = (
    <>
      <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="name"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: 'var(--color-border-strong)' }}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        tickFormatter={formatCurrencyCompact}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={56}
        allowDecimals={false}
      />
      <Tooltip formatter={(value) => [formatCurrency(Number(value)), title]} />
    </>
  );
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{title}</figcaption>
      <div className={styles.drawing} style={{ height }} aria-hidden="true">
        {kind === 'line' ? (
          <LineChart
            responsive
            data={points}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            {shared}
            <Line
              type="monotone"
              dataKey="value"
              stroke="var(--color-primary-600)"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        ) : (
          <BarChart
            responsive
            data={points}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            {shared}
            <Bar dataKey="value" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.name}>
              <th scope="row">{point.name}</th>
              <td>{formatCurrency(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
