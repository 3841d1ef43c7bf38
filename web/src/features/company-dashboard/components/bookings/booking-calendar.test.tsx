import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar } from './booking-calendar';

function renderMonth(month: string, onMonthChange = vi.fn()) {
  render(
    <BookingCalendar
      month={month}
      previousMonth="2027-01"
      nextMonth="2027-03"
      thisMonth="2026-12"
      bookings={[]}
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
});
