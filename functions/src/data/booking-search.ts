import { searchTokens, searchWords } from './service-listing';

/** What the company's booking search finds a booking by: its customer, pet, service and employee names. */
export function bookingSearchTokens(booking: {
  ownerName: string;
  petName: string;
  serviceName: string;
  employeeName: string | null;
}): string[] {
  return searchTokens(booking.ownerName, booking.petName, booking.serviceName, booking.employeeName ?? '');
}

/**
 * A search as one indexed token (the longest word; tokens are cut at 20 characters like the stored ones) and the
 * other words, which narrow the page that token found.
 */
export function searchQueryTokens(search: string | undefined): { token?: string; others: string[] } {
  const [token, ...others] = searchWords(search ?? '')
    .sort((a, b) => b.length - a.length)
    .map((word) => word.slice(0, 20));
  return { token, others };
}
