import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  companyLocation,
  showsInFeed,
  type CalendarBooking,
  type CalendarSpec,
} from './booking-calendar';

const now = new Date('2026-12-01T12:00:00Z');

/** 10:00 in Chicago (UTC-6 in December), one hour. */
const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id: 'b1',
  companyName: 'Happy Paws Grooming',
  companyPhone: '(555) 010-2000',
  ownerName: 'Olive Owner',
  ownerPhone: '(555) 010-3000',
  serviceName: 'Bath & Brush',
  petName: 'Rex',
  petType: 'Dog',
  petBreed: 'Beagle',
  employeeName: 'Gina Groomer',
  date: '2026-12-10',
  time: '10:00',
  timeZone: 'America/Chicago',
  startAt: new Date('2026-12-10T16:00:00Z'),
  duration: 60,
  status: 'confirmed',
  notes: 'Gentle with the ears; he is shy',
  specialRequirements: '',
  statusHistory: [{ status: 'pending', at: new Date('2026-11-20T09:00:00Z'), by: 'u1', role: 'pet_owner', note: '' }],
  updatedAt: new Date('2026-11-20T09:00:00Z'),
  ...overrides,
});

const spec = (entries: CalendarSpec['entries'], audience: CalendarSpec['audience'] = 'company'): CalendarSpec => ({
  name: 'Happy Paws Grooming bookings',
  audience,
  appOrigin: 'https://petnest.example',
  now,
  entries,
});

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('buildCalendar', () => {
  it('when a company reads an appointment, then it is timed in the company zone with a stable UID and its details', () => {
    const text = buildCalendar(spec([{ booking: booking(), location: '1 Main St, Austin, TX 78701' }]));
    expect(text).toContain('DTSTART;TZID=America/Chicago:20261210T100000');
    expect(text).toContain('DTEND;TZID=America/Chicago:20261210T110000');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    const [event] = events(text);
    expect(event!.uid).toBe('booking-b1@petnest');
    expect(event!.summary).toBe('Bath & Brush · Rex');
    expect(event!.location).toBe('1 Main St, Austin, TX 78701');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-10T17:00:00.000Z');
    expect(event!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event!.description.split('\n')).toEqual([
      'Pet: Rex (Dog, Beagle)',
      'Customer: Olive Owner · (555) 010-3000',
      'Team member: Gina Groomer',
      'Status: Confirmed',
      'Notes: Gentle with the ears; he is shy',
      'Open in Petnest: https://petnest.example/company/dashboard?section=bookings&bookingId=b1',
    ]);
  });

  it('when the owner reads it, then the summary names the company and the link opens the owner side', () => {
    const [event] = events(buildCalendar(spec([{ booking: booking(), location: '' }], 'owner')));
    expect(event!.summary).toBe('Bath & Brush at Happy Paws Grooming');
    expect(event!.description).toContain('Provider: Happy Paws Grooming · (555) 010-2000');
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      'https://petnest.example/pet-owner/dashboard?section=bookings&bookingId=b1',
    );
    expect(event!.location).toBeNull();
  });

  it('when a booking is pending or cancelled, then it is TENTATIVE or CANCELLED, and a status change raises SEQUENCE', () => {
    const cancelled = booking({
      id: 'b2',
      status: 'cancelled',
      statusHistory: [...booking().statusHistory, { ...booking().statusHistory[0]!, status: 'cancelled' }],
    });
    const [pending, gone] = events(
      buildCalendar(
        spec([
          { booking: booking({ status: 'pending' }), location: '' },
          { booking: cancelled, location: '' },
        ]),
      ),
    );
    expect(pending!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(gone!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(gone!.sequence).toBe(1);
    expect(gone!.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('when a booking is a stay or a day booking, then it is an all-day span ending on check-out or the next day', () => {
    const [stay, day] = events(
      buildCalendar(
        spec([
          { booking: booking({ id: 's1', bookingMode: 'stay', endDate: '2026-12-13' }), location: '' },
          { booking: booking({ id: 'd1', bookingMode: 'day', date: '2026-12-31' }), location: '' },
        ]),
      ),
    );
    expect(stay!.startDate.isDate).toBe(true);
    expect(stay!.startDate.toString()).toBe('2026-12-10');
    expect(stay!.endDate.toString()).toBe('2026-12-13');
    expect(stay!.description).toContain('Check-in: 10:00 AM');
    expect(day!.startDate.toString()).toBe('2026-12-31');
    expect(day!.endDate.toString()).toBe('2027-01-01');
    expect(day!.description).toContain('Drop-off: 10:00 AM');
  });

  it('when an appointment is on the day its zone moves to summer time, then its wall times are the zone’s', () => {
    const text = buildCalendar(
      spec([
        {
          booking: booking({ date: '2026-03-08', time: '09:30', startAt: new Date('2026-03-08T14:30:00Z') }),
          location: '',
        },
      ]),
    );
    expect(text).toContain('DTSTART;TZID=America/Chicago:20260308T093000');
    expect(text).toContain('DTEND;TZID=America/Chicago:20260308T103000');
  });
});

describe('showsInFeed', () => {
  const cancelledOn = (at: string) =>
    booking({
      status: 'cancelled',
      statusHistory: [{ status: 'cancelled', at: new Date(at), by: 'u1', role: 'pet_owner', note: '' }],
    });

  it('when a booking was cancelled within 30 days, then it shows; longer ago, it is gone; any other status shows', () => {
    expect(showsInFeed(cancelledOn('2026-11-02T12:00:00Z'), now)).toBe(true);
    expect(showsInFeed(cancelledOn('2026-10-31T12:00:00Z'), now)).toBe(false);
    expect(showsInFeed(booking({ status: 'completed' }), now)).toBe(true);
  });
});

describe('companyLocation', () => {
  it('when parts of the address are missing, then the line leaves them out', () => {
    expect(companyLocation({ address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' })).toBe(
      '1 Main St, Austin, TX 78701',
    );
    expect(companyLocation({ address: '', city: 'Austin', state: '', zipCode: '' })).toBe('Austin');
  });
});
