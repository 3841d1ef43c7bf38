import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyBooking } from '@contracts/company-bookings';
import { describe, expect, it, vi } from 'vitest';
import { aCompanyBooking } from '@/features/company-dashboard/testing/operations-fixtures';
import { BookingDetailsDialog } from '@/features/company-dashboard/components/bookings/booking-details-dialog';
import { fakeSession, TestProviders } from '@/testing/test-utils';

function renderDetails(seriesId: string | null, overrides: Partial<CompanyBooking> = {}, onReschedule = vi.fn()) {
  render(
    <TestProviders session={fakeSession({ signedIn: true, role: 'pet_company' })}>
      <BookingDetailsDialog
        booking={aCompanyBooking({ seriesId, ...overrides })}
        onClose={vi.fn()}
        onUpdateStatus={vi.fn()}
        onAssign={vi.fn()}
        onReschedule={onReschedule}
      />
    </TestProviders>,
  );
  return screen.getByRole('dialog', { name: 'Appointment Details' });
}

describe('appointment details', () => {
  it('when the booking is one of a repeat series, then it says so', () => {
    expect(renderDetails('series-1')).toHaveTextContent('Part of a repeat series');
  });

  it('when the booking is a single one, then no series is named', () => {
    expect(renderDetails(null)).not.toHaveTextContent('repeat series');
  });

  it('when a pending appointment is open, then Reschedule opens the move for it', async () => {
    const onReschedule = vi.fn();
    const dialog = renderDetails(null, {}, onReschedule);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(onReschedule).toHaveBeenCalledWith(expect.objectContaining({ id: 'booking-1' }));
  });

  it('when the appointment is completed, then it offers no Reschedule', () => {
    expect(
      within(renderDetails(null, { status: 'completed' })).queryByRole('button', { name: 'Reschedule' }),
    ).toBeNull();
  });

  it('when the booking is a stay, then it offers no Reschedule (stays move by cancelling and booking again)', () => {
    expect(
      within(renderDetails(null, { bookingMode: 'stay' })).queryByRole('button', { name: 'Reschedule' }),
    ).toBeNull();
  });
});
