import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@/lib/format';
import type { CountSeries } from './count-chart';
import { chartFrame, chartGrid, monthAxis, valueAxis } from './drawing-style';

interface CountDrawingProps<Key extends string> {
  points: ({ name: string } & Record<Key, number>)[];
  series: readonly CountSeries<Key>[];
}

/** CountChart's drawing with recharts (grouped bars per month), a module of its own so it loads when drawn. */
export function CountDrawing<Key extends string>({ points, series }: CountDrawingProps<Key>) {
  return (
    <BarChart {...chartFrame} data={points}>
      <CartesianGrid {...chartGrid} />
      <XAxis {...monthAxis} />
      <YAxis {...valueAxis} width={40} />
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
