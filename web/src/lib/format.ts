/** The one money and date formatting of the app (ARCHITECTURE.md sections 9 and 12). */
const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 1234.5 -> "$1,234.50" */
export function formatCurrency(amount: number): string {
  return currencyFormat.format(amount);
}

/** Date or ISO string -> "Nov 21, 2026" */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(value instanceof Date ? value : new Date(value));
}
