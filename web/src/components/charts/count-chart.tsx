import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMonth } from '@/lib/format';
import styles from './money-chart.module.css';

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

const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' };

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
      <div className={styles.drawing} style={{ height }} aria-hidden="true">
        <BarChart
          responsive
          data={points}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="name"
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-border-strong)' }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis tick={axisTick} tickLine={false} axisLine={false} width={40} allowDecimals={false} />
          <Tooltip formatter={(value, name) => [formatCount(Number(value)), name]} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={item.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
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
