import { DELETED_OWNER_NAME } from '../../contracts/booking-vocabulary';

/** "Ella Johnson" -> "Ella J.": a review names its author without the full last name. */
export function reviewAuthorName(ownerName: string): string {
  const words = ownerName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || ownerName === DELETED_OWNER_NAME) return 'Former customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}
