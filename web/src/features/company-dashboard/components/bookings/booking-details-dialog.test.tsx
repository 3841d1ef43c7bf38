import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompanyBooking } from '@/features/company-dashboard/testing/operations-fixtures';
import { BookingDetailsDialog } from '@/features/company-dashboard/components/bookings/booking-details-dialog';
import { fakeSession, TestProviders } from '@/testing/test-utils';

function renderDetails(seriesId: string | null) {
  render(
    <TestProviders session={fakeSession({ signedIn: true, role: 'pet_company' })}>
      <BookingDetailsDialog
        booking={aCompanyBooking({ seriesId })}
        onClose={vi.fn()}
        onUpdateStatus={vi.fn()}
        onAssign={vi.fn()}
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
});
