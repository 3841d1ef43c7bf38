import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingTimeSlots, type SlotAvailability } from '@contracts/bookings';
import { SlotPicker } from '@/components/booking/slot-picker';

const slots: SlotAvailability[] = bookingTimeSlots.map((time) => {
  if (time === '09:00') return { time, available: false, reason: 'taken' };
  if (time === '09:30') return { time, available: false, reason: 'past' };
  if (time >= '17:00') return { time, available: false, reason: 'closed' };
  if (time === '12:00') return { time, available: false, reason: 'unavailable' };
  return { time, available: true };
});

describe('slot picker', () => {
  it('when the day is loaded, then all 18 slots show and refused ones are disabled with their reason', () => {
    render(<SlotPicker slots={slots} value="" onChange={() => undefined} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(18);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toHaveAccessibleDescription('Booked');
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toHaveAccessibleDescription('Too soon');
    expect(screen.getByRole('radio', { name: '12:00 PM' })).toHaveAccessibleDescription('Not offered');
    expect(screen.getByRole('radio', { name: '5:30 PM' })).toHaveAccessibleDescription('Closed');
    expect(screen.getByRole('radio', { name: '10:00 AM' })).toBeEnabled();
    expect(radios.filter((radio) => (radio as HTMLInputElement).disabled)).toHaveLength(5);
  });

  it('when an open slot is clicked, then it is chosen; a refused one cannot be', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SlotPicker slots={slots} value="" onChange={onChange} />);
    await user.click(screen.getByText('9:00 AM'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('10:30 AM'));
    expect(onChange).toHaveBeenCalledWith('10:30');
  });

  it('when availability is unknown, then the 18 slots are offered, the server checking on confirm', () => {
    render(<SlotPicker slots={undefined} value="13:00" onChange={() => undefined} />);
    expect(screen.getAllByRole('radio').filter((radio) => !(radio as HTMLInputElement).disabled)).toHaveLength(18);
    expect(screen.getByRole('radio', { name: '1:00 PM' })).toBeChecked();
  });
});
