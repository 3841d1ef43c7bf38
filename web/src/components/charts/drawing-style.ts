/** What the recharts drawings share: tick labels in the muted text colour, the same margins. */
export const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' };
export const chartMargin = { top: 8, right: 16, bottom: 0, left: 0 };
