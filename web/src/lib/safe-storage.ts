/**
 * Runs a Web Storage call, answering undefined when storage is unavailable (private mode, a full quota, a blocked
 * cookie setting): what it remembers only spares work, so its absence is never an error.
 */
export function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
