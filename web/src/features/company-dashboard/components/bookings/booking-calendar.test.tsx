import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyBooking } from '@contracts/company-bookings';
import { aCompanyBooking } from '../../testing/operations-fixtures';
import { BookingCalendar } from './booking-calendar';

function renderMonth(month: string, onMonthChange = vi.fn(), bookings: CompanyBooking[] = []) {
  render(
    <BookingCalendar
      month={month}
      previousMonth="2027-01"
      nextMonth="2027-03"
      thisMonth="2026-12"
      bookings={bookings}
      onMonthChange={onMonthChange}
      onOpen={vi.fn()}
      onShowDay={vi.fn()}
    />,
  );
  return { onMonthChange, stepper: screen.getByRole('group', { name: 'Month' }) };
}

describe('the month calendar', () => {
  it('when another month is shown, then its arrows name the months they lead to and Today leads to this month', async () => {
    const { onMonthChange, stepper } = renderMonth('2027-02');
    expect(screen.getByRole('region', { name: 'Feb 2027' })).toBeInTheDocument();
    await userEvent.click(within(stepper).getByRole('button', { name: 'Previous month, Jan 2027' }));
    await userEvent.click(within(stepper).getByRole('button', { name: 'Next month, Mar 2027' }));
    await userEvent.click(within(stepper).getByRole('button', { name: 'Today' }));
    expect(onMonthChange.mock.calls).toEqual([['2027-01'], ['2027-03'], ['2026-12']]);
  });

  it('when this month is shown, then Today has nothing to do', () => {
    const { stepper } = renderMonth('2026-12');
    expect(within(stepper).getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('when a stay checks in, then its check-in day says its nights and an appointment says none', () => {
    const stay = aCompanyBooking({
      id: 'stay-1',
      date: '2027-02-10',
      time: '14:00',
      petName: 'Rocky',
      serviceName: 'Overnight Boarding',
      bookingMode: 'stay',
      endDate: '2027-02-13',
      nights: 3,
      status: 'confirmed',
    });
    const groom = aCompanyBooking({ id: 'groom-1', date: '2027-02-10', time: '09:00' });
    renderMonth('2027-02', vi.fn(), [stay, groom]);
    const grid = screen.getByRole('table', { name: 'Appointments in Feb 2027' });
    const stayItem = within(grid).getByRole('button', {
      name: '2:00 PM, Rocky for Olivia Owner, Overnight Boarding, check-in for 3 nights, Confirmed',
    });
    expect(stayItem).toHaveTextContent('Confirmed · 3 nights');
    const groomItem = within(grid).getByRole('button', { name: '9:00 AM, Max for Olivia Owner, Full Groom, Pending' });
    expect(groomItem).not.toHaveTextContent('night');
  });
});
