import { DELETED_OWNER_NAME } from '../../contracts/booking-vocabulary';

/** How a review names an author whose profile visibility is not public (docs/decisions/0112-settings-that-act.md). */
export const HIDDEN_AUTHOR_NAME = 'Petnest customer';

/**
 * "Ella Johnson" -> "Ella J.": a review names its author without the full last name, and not at all when his
 * profile is not public.
 */
export function reviewAuthorName(ownerName: string, hidden = false): string {
  if (hidden) return HIDDEN_AUTHOR_NAME;
  const words = ownerName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || ownerName === DELETED_OWNER_NAME) return 'Former customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}
