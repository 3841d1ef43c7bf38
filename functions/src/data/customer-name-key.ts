/**
 * The key `GET /api/customers?sortBy=name` orders by: Firestore compares strings byte by byte, so "Bob" would come
 * before "alice". Lower case without accents ("Élodie" beside "Elodie"), stored on the customer wherever the name
 * is written, so the sort stays one indexed query per page.
 */
export function customerNameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();
}
