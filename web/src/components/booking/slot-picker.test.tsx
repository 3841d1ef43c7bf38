import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SlotAvailability } from '@contracts/bookings';
import { bookingTimeSlots } from '@contracts/booking-vocabulary';
import { SlotPicker } from '@/components/booking/slot-picker';

const slots: SlotAvailability[] = bookingTimeSlots.map((time) => {
  if (time === '09:00') return { time, available: false, free: 0, reason: 'taken' };
  if (time === '09:30') return { time, available: false, free: 0, reason: 'past' };
  if (time >= '17:00') return { time, available: false, free: 0, reason: 'closed' };
  if (time === '12:00') return { time, available: false, free: 0, reason: 'unavailable' };
  return { time, available: true, free: 1 };
});

describe('slot picker', () => {
  it('when the day is loaded, then only the free times are choices and the others are folded under "Show 5 unavailable"', async () => {
    const user = userEvent.setup();
    render(<SlotPicker slots={slots} value="" onChange={() => undefined} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(13);
    expect(radios.every((radio) => !(radio as HTMLInputElement).disabled)).toBe(true);
    expect(radios[0]).toHaveAccessibleName('10:00 AM');
    expect(screen.queryByRole('list', { name: 'Unavailable times' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 5 unavailable' }));
    const reasons = within(screen.getByRole('list', { name: 'Unavailable times' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      '9:00 AMBooked',
      '9:30 AMToo soon',
      '12:00 PMNot offered',
      '5:00 PMClosed',
      '5:30 PMClosed',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide 5 unavailable' }));
    expect(screen.queryByRole('list', { name: 'Unavailable times' })).not.toBeInTheDocument();
  });

  it('when a free time is clicked, then it is chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SlotPicker slots={slots} value="" onChange={onChange} />);
    await user.click(screen.getByText('10:30 AM'));
    expect(onChange).toHaveBeenCalledWith('10:30');
  });

  it('when the pet is booked at some free times, then those say so among the free ones and cannot be chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <SlotPicker
        slots={slots}
        value=""
        onChange={onChange}
        petBusy={{ times: new Set(['11:00', '11:30']), label: 'Max is booked' }}
      />,
    );
    const busy = screen.getByRole('radio', { name: '11:00 AM' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAccessibleDescription('Max is booked');
    await user.click(screen.getByText('11:30 AM'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '12:30 PM' })).toBeEnabled();
  });

  it('when no time is free, then it says to choose another day', () => {
    render(
      <SlotPicker
        slots={bookingTimeSlots.map((time) => ({ time, available: false, free: 0, reason: 'closed' }))}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No free times on this day. Please choose another day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 18 unavailable' })).toBeInTheDocument();
  });
});
