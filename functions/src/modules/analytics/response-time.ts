import type { Role } from '../../contracts/roles';
import type { MonthDelta } from '../../data/rollups';
import { HOUR_MS } from '../../contracts/durations';

/**
 * The company's first answer to a booking request (the first status change not made by the pet owner) counts
 * once in the month's response time: the performance tab's average response time is responseHours / responses.
 */
export function firstResponseDelta(
  history: readonly { role: Role }[],
  actorRole: Role,
  requestedAt: Date,
  now: Date,
): MonthDelta {
  if (actorRole === 'pet_owner' || history.some((change) => change.role !== 'pet_owner')) return {};
  return { responses: 1, responseHours: Math.max(0, now.getTime() - requestedAt.getTime()) / HOUR_MS };
}
