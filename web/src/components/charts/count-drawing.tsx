import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@/lib/format';
import type { CountSeries } from './count-chart';
import { axisTick, chartMargin } from './drawing-style';

interface CountDrawingProps<Key extends string> {
  points: ({ name: string } & Record<Key, number>)[];
  series: readonly CountSeries<Key>[];
}

/** CountChart's drawing with recharts (grouped bars per month), a module of its own so it loads when drawn. */
export function CountDrawing<Key extends string>({ points, series }: CountDrawingProps<Key>) {
  return (
    <BarChart
      responsive
      data={points}
      style={{ width: '100%', height: '100%' }}
      margin={chartMargin}
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
  );
}
