import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import styles from './money-chart.module.css';

/**
 * The box a chart is drawn in, of its final height from the start: the drawing's code (recharts, about 100 KB gzip)
 * loads when a chart is first drawn, and a placeholder of the same size holds the place meanwhile, so nothing moves.
 * Hidden from assistive technology: the chart's table tells the same numbers.
 */
export function ChartDrawing({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className={styles.drawing} style={{ height }} aria-hidden="true">
      <Suspense fallback={<Skeleton height="100%" radius="md" />}>{children}</Suspense>
    </div>
  );
}
