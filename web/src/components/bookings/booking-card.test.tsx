import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '@/testing/owner-fixtures';
import { BookingCard } from './booking-card';

// The card draws icons in the labels' place; the labels stay for screen readers.
const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('dt')?.nextElementSibling?.textContent;

describe('BookingCard', () => {
  it('when the booking is a stay, then it says its check-in and check-out days with the nights', () => {
    render(
      <BookingCard
        booking={aBooking({
          serviceName: 'Cat Suite Stay',
          bookingMode: 'stay',
          date: '2026-12-15',
          endDate: '2026-12-19',
          nights: 4,
          servicePrice: 52,
          totalAmount: 208,
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(valueOf(card, 'Check-in and check-out')).toBe('Tue, Dec 15, 2026 to Sat, Dec 19, 2026 · 4 nights');
    expect(within(card).queryByText('Date')).toBeNull();
    expect(card).toHaveTextContent('$208.00');
  });

  it('when the booking is an appointment, then it has a date and no check-out', () => {
    render(<BookingCard booking={aBooking({ bookingMode: 'appointment', date: '2026-12-15' })} />);
    const card = screen.getByRole('article');
    expect(valueOf(card, 'Date')).toBe('Tue, Dec 15, 2026');
    expect(within(card).queryByText('Check-in and check-out')).toBeNull();
  });
});
