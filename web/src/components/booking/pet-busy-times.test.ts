import { describe, expect, it } from 'vitest';
import { aBooking } from '@/testing/owner-fixtures';
import { petBusyTimes } from '@/components/booking/pet-busy-times';

// Max's 90-minute booking at 10:00 Chicago time on Dec 1 (16:00 UTC) holds 10:00, 10:30 and 11:00.
const maxAtTen = aBooking({
  petId: 'pet-1',
  date: '2026-12-01',
  time: '10:00',
  timeZone: 'America/Chicago',
  startAt: '2026-12-01T16:00:00.000Z',
  duration: 90,
});

describe('petBusyTimes', () => {
  it('when a 60-minute service is booked for Max that day, then the starts whose hour meets his booking are busy', () => {
    expect([...petBusyTimes([maxAtTen], 'pet-1', '2026-12-01', 60, 'America/Chicago')]).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('when the company is in another zone, then the booking is read there (an hour later in New York)', () => {
    expect([...petBusyTimes([maxAtTen], 'pet-1', '2026-12-01', 30, 'America/New_York')]).toEqual([
      '11:00',
      '11:30',
      '12:00',
    ]);
  });

  it('when the booking is of another pet, another day, or no longer active, then nothing is busy', () => {
    expect(petBusyTimes([maxAtTen], 'pet-2', '2026-12-01', 60, 'America/Chicago').size).toBe(0);
    expect(petBusyTimes([maxAtTen], 'pet-1', '2026-12-02', 60, 'America/Chicago').size).toBe(0);
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      expect(petBusyTimes([{ ...maxAtTen, status }], 'pet-1', '2026-12-01', 60, 'America/Chicago').size).toBe(0);
    }
  });
});
