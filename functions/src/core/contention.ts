import { TRANSACTION_DEADLINE_MS, withinDeadline } from './deadline';
import { busy, isLostTransaction } from './errors';

/**
 * Firestore answers ABORTED when transactions on the same documents collide more often than it retries; a
 * transaction it dropped while it was paused or restarting (found by `npm run lab`) is as safe to run again.
 */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 10 || code === 'aborted' || code === 'ABORTED' || isLostTransaction(error);
}

/**
 * Runs a transaction again while it loses to others, up to `attempts` times and within `deadlineMs` in all.
 * Before each new attempt, and when time runs out, `settledConflict` may throw the answer the loser deserves (for a
 * booking: the slot is taken, 409); otherwise running out of attempts or time answers 503 BUSY with Retry-After.
 */
export async function retryOnContention<T>(
  run: () => Promise<T>,
  settledConflict: () => Promise<void>,
  attempts = 10,
  deadlineMs = TRANSACTION_DEADLINE_MS,
): Promise<T> {
  const stopAt = Date.now() + deadlineMs;
  const outOfTime = async () => {
    await settledConflict();
    return busy();
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withinDeadline(run(), stopAt - Date.now(), outOfTime);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      await settledConflict();
      const pause = Math.random() * 100 * attempt;
      if (attempt >= attempts || Date.now() + pause >= stopAt) throw busy();
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
