/** Lengths of time in milliseconds, for arithmetic on instants (calendar days in a time zone go through date-fns). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
