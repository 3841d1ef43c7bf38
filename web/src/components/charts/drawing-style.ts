import type { CartesianGridProps, XAxisProps, YAxisProps } from 'recharts';

// What the recharts drawings share, as props to spread: one frame, grid and axes; tick labels in the muted text colour.
const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' };

/** The chart element: it fills its ChartFigure's drawing box; no keyboard layer in a drawing hidden from screen readers. */
export const chartFrame = {
  responsive: true,
  style: { width: '100%', height: '100%' },
  margin: { top: 8, right: 16, bottom: 0, left: 0 },
  accessibilityLayer: false,
};

/** Dashed horizontal lines behind the bars or the line. */
export const chartGrid: CartesianGridProps = { stroke: 'var(--color-border)', strokeDasharray: '3 3', vertical: false };

/** The x axis of months (the points' `name`), first and last always labelled. */
export const monthAxis: XAxisProps = {
  dataKey: 'name',
  tick: axisTick,
  tickLine: false,
  axisLine: { stroke: 'var(--color-border-strong)' },
  interval: 'preserveStartEnd',
  minTickGap: 12,
};

/** The y axis without its line, in whole units; each drawing sets its width and number format. */
export const valueAxis: YAxisProps = { tick: axisTick, tickLine: false, axisLine: false, allowDecimals: false };
