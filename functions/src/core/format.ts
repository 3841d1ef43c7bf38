// The server's one formatter for texts it writes (messages, exports): US English, USD.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatDate(instant: Date): string {
  return dateFormat.format(instant);
}
