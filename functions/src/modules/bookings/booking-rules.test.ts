import { describe, expect, it } from 'vitest';
import { defaultBusinessHours } from '../../contracts/company';
import { defaultServiceAvailability } from '../../contracts/services';
import {
  earliestBookableDate,
  latestBookableDate,
  occupiedBlocks,
  ownerMayCancel,
  ownerMayReview,
  slotRefusal,
  slotStart,
  weekdayOf,
} from './booking-rules';

const zone = 'America/New_York';
// Friday Nov 20, 2026, 23:30 in New York (Saturday 04:30 UTC).
const now = new Date('2026-11-21T04:30:00Z');
const context = {
  businessHours: defaultBusinessHours,
  availability: defaultServiceAvailability,
  timeZone: zone,
  now,
  minutes: 30,
};

describe('slotStart and earliestBookableDate', () => {
  it('when a slot is read, then as wall-clock time in the company zone', () => {
    expect(slotStart('2026-11-23', '09:30', zone).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(slotStart('2026-07-01', '09:00', zone).toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });

  it('when it is late Friday in New York but Saturday in UTC, then tomorrow is Saturday Nov 21', () => {
    expect(earliestBookableDate(now, zone)).toBe('2026-11-21');
    expect(earliestBookableDate(now, 'Asia/Tokyo')).toBe('2026-11-22');
  });

  it('when a date is given, then its weekday', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-22')).toBe('sunday');
  });
});

describe('slotRefusal', () => {
  it('when the date is today or past, then past', () => {
    expect(slotRefusal('2026-11-20', '10:00', context)).toBe('past');
    expect(slotRefusal('2026-11-19', '10:00', context)).toBe('past');
  });

  it('when the company is closed that day (Saturday by default), then closed', () => {
    expect(slotRefusal('2026-11-21', '10:00', context)).toBe('closed');
  });

  it('when the time is outside business hours, then closed; outside the service window, then unavailable', () => {
    expect(slotRefusal('2026-11-23', '17:30', context)).toBe('closed');
    const openSaturday = {
      ...context,
      businessHours: { ...defaultBusinessHours, saturday: { open: '09:00', close: '17:00', closed: false } },
    };
    expect(slotRefusal('2026-11-21', '15:30', openSaturday)).toBe('unavailable');
    expect(slotRefusal('2026-11-21', '14:30', openSaturday)).toBeUndefined();
  });

  it('when a weekday slot within hours is in the future, then bookable', () => {
    expect(slotRefusal('2026-11-23', '09:00', context)).toBeUndefined();
    expect(slotRefusal('2026-11-23', '16:30', context)).toBeUndefined();
  });

  it('when the appointment with its buffer runs past closing or the service window, then closed or unavailable', () => {
    const ninetyMinutes = { ...context, minutes: 90 };
    expect(slotRefusal('2026-11-23', '15:30', ninetyMinutes)).toBeUndefined();
    expect(slotRefusal('2026-11-23', '16:00', ninetyMinutes)).toBe('closed');
    const lateClose = {
      ...ninetyMinutes,
      businessHours: { ...defaultBusinessHours, monday: { open: '09:00', close: '19:00', closed: false } },
    };
    expect(slotRefusal('2026-11-23', '16:00', lateClose)).toBe('unavailable');
  });
});

describe('occupiedBlocks', () => {
  it('when a booking lasts 60 or 45 minutes, then it holds two half-hour blocks; 15 minutes hold one', () => {
    const start = new Date('2026-11-23T14:00:00Z');
    expect(occupiedBlocks(start, 60).map((block) => block.toISOString())).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T14:30:00.000Z',
    ]);
    expect(occupiedBlocks(start, 45)).toHaveLength(2);
    expect(occupiedBlocks(start, 15)).toHaveLength(1);
  });
});

describe('ownerMayCancel and ownerMayReview', () => {
  const start = new Date('2026-11-23T14:00:00Z');
  it('when more than 24 hours remain on a pending or confirmed booking, then it may be cancelled', () => {
    expect(ownerMayCancel('pending', start, new Date('2026-11-22T13:59:00Z'))).toBe(true);
    expect(ownerMayCancel('confirmed', start, new Date('2026-11-22T13:59:00Z'))).toBe(true);
  });
  it('when 24 hours or less remain, or the status is another, then not', () => {
    expect(ownerMayCancel('pending', start, new Date('2026-11-22T14:00:00Z'))).toBe(false);
    expect(ownerMayCancel('in_progress', start, new Date('2026-11-20T00:00:00Z'))).toBe(false);
    expect(ownerMayCancel('completed', start, new Date('2026-11-20T00:00:00Z'))).toBe(false);
  });
  it('when completed and not yet reviewed, then it may be reviewed once', () => {
    expect(ownerMayReview('completed', false)).toBe(true);
    expect(ownerMayReview('completed', true)).toBe(false);
    expect(ownerMayReview('confirmed', false)).toBe(false);
  });
});

describe('latestBookableDate (the booking horizon)', () => {
  it('when it is late Friday Nov 20 in New York, then the last bookable date is Nov 20 a year later, in that zone', () => {
    expect(latestBookableDate(now, zone)).toBe('2027-11-20');
    expect(latestBookableDate(now, 'Asia/Tokyo')).toBe('2027-11-21');
  });

  it('when a date is past the horizon, then slotRefusal says beyond; on the last day it is bookable', () => {
    expect(slotRefusal('2027-11-22', '10:00', context)).toBe('beyond');
    expect(slotRefusal('9999-12-31', '10:00', context)).toBe('beyond');
    expect(slotRefusal('2027-11-19', '10:00', context)).toBeUndefined();
  });
});
