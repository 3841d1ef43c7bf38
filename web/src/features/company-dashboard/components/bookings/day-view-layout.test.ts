import { describe, expect, it } from 'vitest';
import { defaultBusinessHours } from '@contracts/company';
import { aCompanyBooking, anEmployee } from '@/features/company-dashboard/testing/operations-fixtures';
import {
  blockGeometry,
  dayColumns,
  dayWindow,
  drawnBookings,
  gutterHours,
  HOUR_HEIGHT,
  nowOffset,
  sideBySide,
  UNASSIGNED_COLUMN,
} from './day-view-layout';

// 2030-01-15 is a Tuesday: open 09:00-17:00 by default.
const date = '2030-01-15';
const at = (id: string, time: string, duration = 60, bufferMinutes = 0, employeeId: string | null = 'ann') =>
  aCompanyBooking({ id, date, time, duration, bufferMinutes, employeeId, employeeName: employeeId ? 'Ann' : null });

describe('dayWindow', () => {
  it('when every appointment is inside the business hours, then the window is the business hours', () => {
    const window = dayWindow(date, defaultBusinessHours, [at('a', '10:00')]);
    expect(window).toEqual({ start: 9 * 60, end: 17 * 60 });
    expect(gutterHours(window)).toHaveLength(8);
  });

  it('when an appointment starts early or its buffer runs late, then the window grows to whole hours around it', () => {
    expect(dayWindow(date, defaultBusinessHours, [at('a', '07:30'), at('b', '16:30', 45, 15)])).toEqual({
      start: 7 * 60,
      end: 18 * 60,
    });
  });

  it('when the company is closed that day, then a 09:00-17:00 day is drawn', () => {
    expect(dayWindow('2030-01-19', defaultBusinessHours, [])).toEqual({ start: 540, end: 1020 });
  });
});

describe('blockGeometry', () => {
  const window = { start: 9 * 60, end: 17 * 60 };

  it('when an appointment starts at 10:30 and lasts 90 minutes with a 15-minute buffer, then top, height and buffer follow', () => {
    expect(blockGeometry(at('a', '10:30', 90, 15), window)).toEqual({
      top: 1.5 * HOUR_HEIGHT,
      height: 1.5 * HOUR_HEIGHT,
      bufferHeight: 0.25 * HOUR_HEIGHT,
    });
  });

  it('when there is no buffer, then the buffer is 0 px', () => {
    expect(blockGeometry(at('a', '09:00', 30), window)).toEqual({ top: 0, height: HOUR_HEIGHT / 2, bufferHeight: 0 });
  });

  it('when the buffer runs past the window, then it is cut at the end', () => {
    expect(blockGeometry(at('a', '16:00', 45, 30), window)).toEqual({
      top: 7 * HOUR_HEIGHT,
      height: 0.75 * HOUR_HEIGHT,
      bufferHeight: 0.25 * HOUR_HEIGHT,
    });
  });
});

describe('nowOffset', () => {
  it('when now is inside the window, then the line is at its minute; outside, none', () => {
    const window = { start: 540, end: 1020 };
    expect(nowOffset('12:15', window)).toBe(3.25 * HOUR_HEIGHT);
    expect(nowOffset('08:59', window)).toBeNull();
    expect(nowOffset('17:01', window)).toBeNull();
  });
});

describe('sideBySide', () => {
  it('when appointments do not overlap, then each has the whole width', () => {
    const placed = sideBySide([at('b', '11:00'), at('a', '10:00')]);
    expect(placed.map(({ booking, lane, lanes }) => [booking.id, lane, lanes])).toEqual([
      ['a', 0, 1],
      ['b', 0, 1],
    ]);
  });

  it('when older data overlaps, then the blocks sit side by side, none hidden, and a later one reuses a free lane', () => {
    const placed = sideBySide([at('a', '10:00', 60), at('b', '10:30', 60), at('c', '11:00', 30), at('d', '13:00')]);
    expect(placed.map(({ booking, lane, lanes }) => [booking.id, lane, lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('when the buffer of one reaches the next, then they are side by side (the member is busy through it)', () => {
    const placed = sideBySide([at('a', '10:00', 60, 15), at('b', '11:00', 30)]);
    expect(placed.map(({ lanes }) => lanes)).toEqual([2, 2]);
  });

  it('when three start together, then three lanes', () => {
    expect(sideBySide([at('a', '10:00'), at('b', '10:00'), at('c', '10:00')]).map(({ lane }) => lane)).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('dayColumns', () => {
  const ann = anEmployee({ id: 'ann', name: 'Ann', position: 'Groomer' });
  const bea = anEmployee({ id: 'bea', name: 'Bea', position: 'Bather' });
  const cy = anEmployee({ id: 'cy', name: 'Cy', status: 'on_leave' });

  it('when the company has a team, then one column per active member in name order and no Unassigned', () => {
    const columns = dayColumns([bea, ann, cy], [at('a', '10:00')]);
    expect(columns.map(({ id, name, detail }) => [id, name, detail])).toEqual([
      ['ann', 'Ann', 'Groomer'],
      ['bea', 'Bea', 'Bather'],
    ]);
    expect(columns[0]!.bookings.map((booking) => booking.id)).toEqual(['a']);
  });

  it('when the company has no active member, then one Unassigned column holds the day', () => {
    const columns = dayColumns([cy], [at('a', '10:00', 60, 0, null)]);
    expect(columns.map(({ id, detail }) => [id, detail])).toEqual([[UNASSIGNED_COLUMN, 'Your company']]);
    expect(columns[0]!.bookings).toHaveLength(1);
  });

  it('when an appointment has nobody or a member who is away, then their columns show too, so nothing is hidden', () => {
    const columns = dayColumns(
      [ann, cy],
      [at('a', '10:00', 60, 0, null), at('b', '11:00', 60, 0, 'cy'), at('c', '12:00', 60, 0, 'gone')],
    );
    expect(columns.map(({ id, detail }) => [id, detail])).toEqual([
      ['ann', 'Groomer'],
      ['gone', 'Not on the team'],
      ['cy', 'Not active'],
      [UNASSIGNED_COLUMN, 'Needs a team member'],
    ]);
  });
});

describe('drawnBookings', () => {
  it('when a booking is cancelled, then it frees its time and is not drawn', () => {
    expect(
      drawnBookings([at('a', '10:00'), { ...at('b', '10:00'), status: 'cancelled' }]).map((booking) => booking.id),
    ).toEqual(['a']);
  });
});
