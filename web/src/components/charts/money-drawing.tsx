import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatCurrencyCompact } from '@/lib/format';
import { axisTick, chartMargin } from './drawing-style';

interface MoneyDrawingProps {
  /** Names the series in the tooltip. */
  title: string;
  points: { name: string; value: number }[];
  kind: 'line' | 'bar';
}

/** MoneyChart's drawing with recharts (axes in dollars and months), a module of its own so it loads when drawn. */
export function MoneyDrawing({ title, points, kind }: MoneyDrawingProps) {
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
  return kind === 'line' ? (
    <LineChart
      responsive
      data={points}
      style={{ width: '100%', height: '100%' }}
      margin={chartMargin}
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
      margin={chartMargin}
      accessibilityLayer={false}
    >
      {shared}
      <Bar dataKey="value" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
