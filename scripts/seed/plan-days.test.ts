import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { scheduleOf } from './plan-days';

const dateOf = (date: Date) => formatISO(date, { representation: 'date' });
const longAgo = new Date('2020-01-01T00:00:00Z');
// Two weeks of seed runs, one at 01:00 and one at 23:00 UTC of each day, so every weekday and both ends of it are seen.
const seedRuns = Array.from({ length: 14 }, (_, n) => [
  addDays(new Date('2026-12-07T01:00:00Z'), n),
  addDays(new Date('2026-12-07T23:00:00Z'), n),
]).flat();

describe('the demo plans days', () => {
  it.each(seedRuns)('puts every past plan on a weekday before today, seeded at %s', (now) => {
    for (let daysFromNow = -60; daysFromNow <= -2; daysFromNow++) {
      const { day, bookedAt } = scheduleOf(daysFromNow, now, longAgo);
      expect(dateOf(day) < dateOf(now), `${daysFromNow} days`).toBe(true);
      expect([0, 6]).not.toContain(day.getUTCDay());
      expect(bookedAt < day).toBe(true);
    }
  });

  it.each(seedRuns)('puts every coming plan on a weekday from today on, seeded at %s', (now) => {
    for (let daysFromNow = 0; daysFromNow <= 24; daysFromNow++) {
      const { day, bookedAt } = scheduleOf(daysFromNow, now, longAgo);
      expect(dateOf(day) >= dateOf(now), `${daysFromNow} days`).toBe(true);
      expect([0, 6]).not.toContain(day.getUTCDay());
      expect(bookedAt <= now).toBe(true);
    }
  });

  it('books a coming visit no earlier than the owner joined', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    const joined = new Date('2026-12-07T10:00:00Z');
    expect(scheduleOf(10, now, joined).bookedAt).toEqual(now);
  });
});
