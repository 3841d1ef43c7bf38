import { describe, expect, it } from 'vitest';
import { aCompanyBooking } from '@/features/company-dashboard/testing/operations-fixtures';
import {
  calendarWeeks,
  dayPreview,
  matchesFilter,
  monthRange,
  nextStep,
  shiftMonth,
  worklistRange,
} from './booking-views';

describe('appointment views', () => {
  it('when a month is laid out, then weeks start on Sunday and the days outside the month are empty', () => {
    const weeks = calendarWeeks('2026-11');
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(calendarWeeks('2027-02')[0]?.slice(0, 1)).toEqual([null]);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('when a day has five appointments, then the first three by time show and "+2 more"', () => {
    const times = ['15:00', '09:00', '11:00', '10:00', '16:30'];
    const bookings = times.map((time, index) => aCompanyBooking({ id: `b${index}`, date: '2026-11-20', time }));
    const { shown, more } = dayPreview(
      [...bookings, aCompanyBooking({ id: 'other', date: '2026-11-21' })],
      '2026-11-20',
    );
    expect(shown.map((booking) => booking.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(more).toBe(2);
  });

  it('when the calendar is filtered, then status and every search word must match', () => {
    const booking = aCompanyBooking({
      status: 'confirmed',
      petName: 'Rex',
      customerName: 'Ann Lee',
      employeeName: 'Sarah',
    });
    expect(matchesFilter(booking, 'confirmed', 'rex sarah')).toBe(true);
    expect(matchesFilter(booking, 'pending', '')).toBe(false);
    expect(matchesFilter(booking, undefined, 'rex bob')).toBe(false);
  });

  it('when a worklist view is chosen, then Today asks the date, Upcoming the days after it, both earliest first; All latest first', () => {
    expect(worklistRange('today', '2026-12-31', '')).toEqual({ date: '2026-12-31', order: 'asc' });
    expect(worklistRange('upcoming', '2026-12-31', '2026-11-02')).toEqual({ from: '2027-01-01', order: 'asc' });
    expect(worklistRange('all', '2026-12-31', '')).toEqual({ date: undefined, order: 'desc' });
    expect(worklistRange('all', '2026-12-31', '2026-11-02')).toEqual({ date: '2026-11-02', order: 'desc' });
  });

  it('when a row menu is built, then it offers the one next step of the status, and none once it is over', () => {
    expect(nextStep('pending')).toEqual({ status: 'confirmed', label: 'Confirm' });
    expect(nextStep('confirmed')).toEqual({ status: 'in_progress', label: 'Start' });
    expect(nextStep('in_progress')).toEqual({ status: 'completed', label: 'Complete' });
    expect(nextStep('completed')).toBeNull();
    expect(nextStep('cancelled')).toBeNull();
    expect(nextStep('no_show')).toBeNull();
  });
});
