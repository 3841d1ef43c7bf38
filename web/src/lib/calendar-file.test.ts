import { describe, expect, it } from 'vitest';
import { aBooking } from '@/testing/owner-fixtures';
import { bookingCalendarFile } from './calendar-file';

describe('bookingCalendarFile', () => {
  it('when a booking is exported, then one event from its start instant for its duration, with escaped text', () => {
    const file = bookingCalendarFile(
      aBooking({
        id: 'b-1',
        serviceName: 'Bath, Brush; Dry',
        petName: 'Max',
        companyName: 'Happy Paws',
        startAt: '2026-12-01T16:00:00.000Z',
        duration: 90,
      }),
      new Date('2026-11-23T10:00:00.000Z'),
    );
    const lines = file.split('\r\n');
    expect(lines).toContain('UID:b-1@petnest');
    expect(lines).toContain('DTSTART:20261201T160000Z');
    expect(lines).toContain('DTEND:20261201T173000Z');
    expect(lines).toContain('DTSTAMP:20261123T100000Z');
    expect(lines).toContain('SUMMARY:Bath\\, Brush\\; Dry for Max');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
