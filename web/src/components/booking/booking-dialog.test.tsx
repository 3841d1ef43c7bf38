import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, bookingTimeSlots } from '@contracts/bookings';
import { bodyOf, created, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { aBooking, aPet } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import type { BookableService } from '@/components/booking/bookable-service';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
const { default: BookingDialog, BOOKING_SUCCESS_CLOSE_MS } = await import('@/components/booking/booking-dialog');

const service: BookableService = { companyId: 'company-1', serviceId: 'service-1', serviceName: 'Full Groom', companyName: 'Happy Paws Grooming', price: 65, duration: 90 };
const availability = {
  date: '2099-03-02',
  timeZone: 'America/Chicago',
  slots: bookingTimeSlots.map((time) => (time === '10:00' ? { time, available: false, reason: 'taken' } : { time, available: true })),
};
const availabilityPath = /^\/api\/companies\/company-1\/services\/service-1\/availability\?date=/;

function renderDialog(onClose = vi.fn()) {
  renderRoute(<BookingDialog service={service} onClose={onClose} />, { session: fakeSession({ signedIn: true }) });
  return onClose;
}

describe('booking dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('with pets', () => {
    let fetchMock: ReturnType<typeof fetchRoutes>;
    beforeEach(() => {
      fetchMock = fetchRoutes([
        { path: '/api/pet-owners/pets', respond: ok([aPet(), aPet({ id: 'pet-2', name: 'Daisy', type: 'Rabbit' })]) },
        { path: availabilityPath, respond: ok(availability) },
        { method: 'POST', path: '/api/pet-owners/bookings', respond: created(aBooking(), { message: bookingMessages.success }) },
      ]);
    });

    it('when Confirm is pressed on an empty form, then the four checks speak in the spec order', async () => {
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog', { name: 'Book Full Groom' });
      const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
      await waitFor(() => expect(confirm).toBeEnabled());

      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.pet)).toBeInTheDocument();

      await user.selectOptions(within(dialog).getByLabelText('Pet'), 'pet-1');
      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.date)).toBeInTheDocument();
      expect(within(dialog).queryByText(bookingMessages.pet)).not.toBeInTheDocument();

      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-03-02' } });
      await within(dialog).findByRole('radio', { name: '9:00 AM' });
      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.time)).toBeInTheDocument();

      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2000-01-03' } });
      await user.click(await within(dialog).findByText('9:30 AM'));
      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.future)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/pet-owners/bookings', expect.anything());
    });

    it('when the day is loaded, then a taken slot is disabled with its reason and the provider zone is named', async () => {
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('option', { name: 'Max (Dog)' });
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-03-02' } });
      const taken = await within(dialog).findByRole('radio', { name: '10:00 AM' });
      expect(taken).toBeDisabled();
      expect(taken).toHaveAccessibleDescription('Booked');
      if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'America/Chicago') {
        expect(within(dialog).getByText(/Times are in the provider's time zone: Central Time/)).toBeInTheDocument();
      }
    });

    it('when the booking is sent, then the success text shows and the dialog closes after 2 seconds', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onClose = renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-2');
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-03-02' } });
      await user.click(await within(dialog).findByText('11:30 AM'));
      await user.type(within(dialog).getByLabelText('Notes (optional)'), '  First visit  ');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

      expect(await within(dialog).findByText(bookingMessages.success)).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings')).toEqual({
        companyId: 'company-1',
        serviceId: 'service-1',
        petId: 'pet-2',
        date: '2099-03-02',
        time: '11:30',
        notes: 'First visit',
        specialRequirements: '',
      });
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(BOOKING_SUCCESS_CLOSE_MS));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('when the owner has no pets, then the spec text, an Add Pet link and a disabled Confirm', async () => {
    fetchRoutes([{ path: '/api/pet-owners/pets', respond: ok([]) }]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(bookingMessages.noPets)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add Pet' })).toHaveAttribute('href', '/pet-owner/dashboard?section=pets&add=1');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });

  for (const [label, respond, text] of [
    ['the server refuses with a message', failure(409, 'SLOT_TAKEN', 'This time slot was just booked. Please choose another time.'), 'This time slot was just booked. Please choose another time.'],
    ['the server refuses without a message', failure(500, 'INTERNAL', ''), bookingMessages.failed],
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
      bookingMessages.error,
    ],
  ] as const) {
    it(`when ${label}, then "${text}"`, async () => {
      fetchRoutes([
        { path: '/api/pet-owners/pets', respond: ok([aPet()]) },
        { path: availabilityPath, respond: ok(availability) },
        { method: 'POST', path: '/api/pet-owners/bookings', respond },
      ]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-03-02' } });
      await user.click(await within(dialog).findByText('2:00 PM'));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    });
  }
});
