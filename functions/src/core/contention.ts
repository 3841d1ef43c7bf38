/** Firestore answers ABORTED when transactions on the same documents collide more often than it retries. */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 10 || code === 'aborted' || code === 'ABORTED';
}

/**
 * Runs a transaction again while it loses to others, up to `attempts` times. Before each new attempt
 * `settledConflict` may throw the answer the loser deserves (for a booking: the slot is taken, 409).
 */
export async function retryOnContention<T>(run: () => Promise<T>, settledConflict: () => Promise<void>, attempts = 10): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isContention(error) || attempt >= attempts) throw error;
      await settledConflict();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}
