import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatCurrencyCompact } from '@/lib/format';
import { chartFrame, chartGrid, monthAxis, valueAxis } from './drawing-style';

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
      <CartesianGrid {...chartGrid} />
      <XAxis {...monthAxis} />
      <YAxis {...valueAxis} tickFormatter={formatCurrencyCompact} width={56} />
      <Tooltip formatter={(value) => [formatCurrency(Number(value)), title]} />
    </>
  );
  return kind === 'line' ? (
    <LineChart {...chartFrame} data={points}>
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
    <BarChart {...chartFrame} data={points}>
      {shared}
      <Bar dataKey="value" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
