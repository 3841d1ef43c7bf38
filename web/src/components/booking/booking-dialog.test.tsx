import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, bookingTimeSlots, petBusyMessage } from '@contracts/booking-vocabulary';
import { repeatMessages } from '@contracts/bookings';
import { bodyOf, created, failure, fetchRoutes, ok, type FetchRoute } from '@/testing/fetch-routes';
import { aBooking, aPet } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { formatCalendarDate } from '@/lib/format';
import { addDaysToDate, localDateString, wallClockNow } from '@/lib/time-zone';
import type { BookableService } from '@/components/booking/bookable-service';

const {
  default: BookingDialog,
  BOOKING_SUCCESS_CLOSE_MS,
  bookingConfirmationPath,
} = await import('@/components/booking/booking-dialog');

// View booking opens the new booking's confirmation (aBooking's id).
const CONFIRMATION = bookingConfirmationPath(aBooking().id);

const service: BookableService = {
  companyId: 'company-1',
  serviceId: 'service-1',
  serviceName: 'Full Groom',
  companyName: 'Happy Paws Grooming',
  price: 65,
  duration: 90,
  bookingMode: 'appointment',
};
// The strip starts tomorrow: the first day has free times, the second none.
const firstDay = addDaysToDate(localDateString(), 1);
const fullDay = addDaysToDate(firstDay, 1);
const dayName = (date: string) => formatCalendarDate(date, { weekday: true });
const range = {
  from: firstDay,
  timeZone: 'America/Chicago',
  days: Array.from({ length: 14 }, (_, index) => ({
    date: addDaysToDate(firstDay, index),
    free: index === 1 ? 0 : 16,
  })),
  team: [
    { id: 'emp-ann', name: 'Ann' },
    { id: 'emp-bea', name: 'Bea' },
  ],
};
const availability = {
  date: firstDay,
  timeZone: 'America/Chicago',
  slots: bookingTimeSlots.map((time) =>
    time === '10:00'
      ? { time, available: false, free: 0, reason: 'taken' }
      : time >= '17:00'
        ? { time, available: false, free: 0, reason: 'closed' }
        : { time, available: true, free: 2 },
  ),
  team: range.team,
};
const rangePath = /^\/api\/companies\/company-1\/services\/service-1\/availability\?from=/;
const dayPath = /^\/api\/companies\/company-1\/services\/service-1\/availability\?date=/;

/** The instant `time` on `date` reads as in Chicago (an owner's booking is stored as an instant). */
function chicagoInstant(date: string, time: string): string {
  const candidates = [5, 6].map((offset) => new Date(Date.parse(`${date}T${time}:00Z`) + offset * 3_600_000));
  return candidates.find((instant) => wallClockNow('America/Chicago', instant).time === time)!.toISOString();
}

function routes(extra: FetchRoute[] = [], ownerBookings: unknown[] = []) {
  return fetchRoutes([
    ...extra,
    { path: '/api/pet-owners/pets', respond: ok([aPet(), aPet({ id: 'pet-2', name: 'Daisy', type: 'Rabbit' })]) },
    { path: '/api/pet-owners/bookings', respond: ok(ownerBookings) },
    { path: rangePath, respond: ok(range) },
    { path: dayPath, respond: ok(availability) },
  ]);
}

function renderDialog(onClose = vi.fn(), booked: BookableService = service) {
  renderRoute(<BookingDialog service={booked} onClose={onClose} />, { session: fakeSession({ signedIn: true }) });
  return onClose;
}

async function chooseDay(dialog: HTMLElement, date = firstDay) {
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('radio', { name: dayName(date) }));
}

describe('booking dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('with pets', () => {
    let fetchMock: ReturnType<typeof fetchRoutes>;
    beforeEach(() => {
      fetchMock = routes([
        {
          method: 'POST',
          path: '/api/pet-owners/bookings',
          respond: created(aBooking(), { message: bookingMessages.success }),
        },
      ]);
    });

    it('when Confirm is pressed on an empty form, then the checks speak in the spec order', async () => {
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog', { name: 'Book Full Groom' });
      expect(dialog).toHaveAccessibleDescription('Happy Paws Grooming · $65.00 · 1 hr 30 min');
      const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
      await waitFor(() => expect(confirm).toBeEnabled());

      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.pet)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Pet')).toHaveFocus();

      await user.selectOptions(within(dialog).getByLabelText('Pet'), 'pet-1');
      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.date)).toBeInTheDocument();
      expect(within(dialog).queryByText(bookingMessages.pet)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: dayName(firstDay) })).toHaveFocus();

      await chooseDay(dialog);
      await within(dialog).findByRole('radio', { name: '9:00 AM' });
      await user.click(confirm);
      expect(await within(dialog).findByText(bookingMessages.time)).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: '9:00 AM' })).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalledWith(
        '/api/pet-owners/bookings',
        expect.objectContaining({ method: 'POST' }),
      );
    });

    it('when the strip loads, then it starts tomorrow, shows 14 days with their free times, and a full day says so', async () => {
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      const strip = within(dialog).getByRole('group', { name: 'Date' });
      const days = within(strip).getAllByRole('radio');
      expect(days).toHaveLength(14);
      expect(days[0]).toHaveAccessibleName(dayName(firstDay));
      await waitFor(() => expect(days[0]).toHaveAccessibleDescription('16 free'));
      expect(within(strip).getByRole('radio', { name: dayName(fullDay) })).toHaveAccessibleDescription('No times');
      expect(within(strip).getByRole('button', { name: 'Earlier' })).toBeDisabled();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/companies/company-1/services/service-1/availability?from=${firstDay}&days=14`,
        expect.anything(),
      );
    });

    it('when Later is pressed, then the next 14 days are asked for and Earlier leads back', async () => {
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Later' }));
      const later = addDaysToDate(firstDay, 14);
      expect(await within(dialog).findByRole('radio', { name: dayName(later) })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/companies/company-1/services/service-1/availability?from=${later}&days=14`,
        expect.anything(),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Earlier' }));
      expect(await within(dialog).findByRole('radio', { name: dayName(firstDay) })).toBeInTheDocument();
    });

    it('when a day is chosen, then its free times come first and the unavailable ones are folded away with their reason', async () => {
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await chooseDay(dialog);
      const times = await within(dialog).findByRole('group', { name: 'Time' });
      await within(times).findByRole('radio', { name: '9:00 AM' });
      expect(within(times).getAllByRole('radio')).toHaveLength(15);
      expect(within(times).queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument();
      expect(within(times).queryByText('Booked')).not.toBeInTheDocument();
      await user.click(within(times).getByRole('button', { name: 'Show 3 unavailable' }));
      const unavailable = within(times).getByRole('list', { name: 'Unavailable times' });
      expect(
        within(unavailable)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['10:00 AMBooked', '5:00 PMClosed', '5:30 PMClosed']);
      expect(within(times).getByRole('button', { name: 'Hide 3 unavailable' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('when the owner picks a pet, day and time, then the pinned footer shows the price, the pet and the day and time', async () => {
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      const summary = within(dialog).getByLabelText('Your booking');
      expect(summary).toHaveTextContent('$65.00');
      expect(summary).toHaveTextContent('No pet yet');
      expect(summary).toHaveTextContent('No date yet');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-2');
      await chooseDay(dialog);
      await user.click(await within(dialog).findByText('11:30 AM'));
      expect(summary).toHaveTextContent('Daisy');
      expect(summary).toHaveTextContent(`${dayName(firstDay).split(',').slice(0, 2).join(',')} · 11:30 AM`);
    });
  });

  it('when the chosen pet already has a booking that day, then the times it overlaps say so and cannot be chosen', async () => {
    // Max's 90-minute booking at 10:30 (Chicago) holds 10:30 to 12:00; the service takes 90 minutes too.
    const maxBooking = aBooking({
      petId: 'pet-1',
      status: 'confirmed',
      date: firstDay,
      time: '10:30',
      timeZone: 'America/Chicago',
      startAt: chicagoInstant(firstDay, '10:30'),
      duration: 90,
    });
    routes(
      [],
      [
        maxBooking,
        aBooking({
          id: 'old',
          petId: 'pet-1',
          status: 'cancelled',
          startAt: chicagoInstant(firstDay, '14:00'),
          duration: 30,
        }),
      ],
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await chooseDay(dialog);
    await user.click(await within(dialog).findByText('9:30 AM'));
    await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');

    const busy = ['9:30 AM', '11:00 AM', '11:30 AM'].map((name) => within(dialog).getByRole('radio', { name }));
    for (const radio of busy) {
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription('Max is booked');
    }
    // 9:30 was chosen for no pet; once Max is chosen it overlaps, so it is no longer chosen.
    expect(busy[0]).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '9:00 AM' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: '2:00 PM' })).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('Pet'), 'pet-2');
    expect(within(dialog).getByRole('radio', { name: '11:00 AM' })).toBeEnabled();
    expect(petBusyMessage('Max')).toBe('Max already has a booking at that time. Please choose another time.');
  });

  it('when the booking is sent, then a success state replaces the form, and after 2 seconds the dialog closes and a toast keeps the link', async () => {
    const booking = aBooking({
      serviceName: 'Full Groom',
      petName: 'Daisy',
      petId: 'pet-2',
      date: firstDay,
      time: '11:30',
      timeZone: 'America/Chicago',
    });
    const fetchMock = routes([
      {
        method: 'POST',
        path: '/api/pet-owners/bookings',
        respond: created(booking, { message: bookingMessages.success }),
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-2');
    await user.click(await within(dialog).findByRole('radio', { name: dayName(firstDay) }));
    await user.click(await within(dialog).findByText('11:30 AM'));
    await user.type(within(dialog).getByLabelText('Notes (optional)'), '  First visit  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    const success = await within(dialog).findByRole('status');
    expect(success).toHaveTextContent(bookingMessages.success);
    expect(success).toHaveTextContent('Full Groom');
    expect(success).toHaveTextContent('Daisy');
    expect(success).toHaveTextContent(`${dayName(firstDay)} at 11:30 AM`);
    expect(success).toHaveFocus();
    expect(within(success).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', CONFIRMATION);
    // The form is gone, not greyed out: nothing disabled remains.
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .filter((button) => (button as HTMLButtonElement).disabled),
    ).toEqual([]);
    expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings')).toEqual({
      companyId: 'company-1',
      serviceId: 'service-1',
      petId: 'pet-2',
      date: firstDay,
      time: '11:30',
      notes: 'First visit',
      specialRequirements: '',
    });

    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BOOKING_SUCCESS_CLOSE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    const toast = screen.getByRole('region', { name: 'Notifications' });
    expect(toast).toHaveTextContent(bookingMessages.success);
    expect(toast).toHaveTextContent(`Full Groom, ${dayName(firstDay)} at 11:30 AM`);
    expect(within(toast).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', CONFIRMATION);
  });

  it('when the owner asks for a named team member, then the times are hers and the booking asks for her', async () => {
    const fetchMock = routes([
      {
        method: 'POST',
        path: '/api/pet-owners/bookings',
        respond: created(aBooking({ employeeId: 'emp-bea', employeeName: 'Bea' }), {
          message: bookingMessages.success,
        }),
      },
    ]);
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
    await user.selectOptions(await within(dialog).findByLabelText('Team member'), 'emp-bea');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/from=.*&employeeId=emp-bea$/), expect.anything()),
    );
    await chooseDay(dialog);
    await user.click(await within(dialog).findByText('11:30 AM'));
    expect(within(dialog).getByLabelText('Your booking')).toHaveTextContent('with Bea');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Bea');
    expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings')).toMatchObject({ employeeId: 'emp-bea' });
  });

  it('when the calendar cannot be read, then the server says why, no times are offered and Confirm is off', async () => {
    routes([
      {
        path: rangePath,
        respond: failure(404, 'NOT_FOUND', 'This service is not available for booking.'),
      },
    ]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This service is not available for booking.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });

  it('when the owner has no pets, then the spec text, an Add Pet link and a disabled Confirm', async () => {
    fetchRoutes([
      { path: '/api/pet-owners/pets', respond: ok([]) },
      { path: '/api/pet-owners/bookings', respond: ok([]) },
      { path: rangePath, respond: ok(range) },
    ]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(bookingMessages.noPets)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add Pet' })).toHaveAttribute(
      'href',
      '/pet-owner/dashboard?section=pets&add=1',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });

  for (const [label, respond, text] of [
    [
      'the server refuses with a message',
      failure(409, 'SLOT_TAKEN', 'This time slot was just booked. Please choose another time.'),
      'This time slot was just booked. Please choose another time.',
    ],
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
      routes([{ method: 'POST', path: '/api/pet-owners/bookings', respond }]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
      await chooseDay(dialog);
      await user.click(await within(dialog).findByText('2:00 PM'));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    });
  }

  describe('a repeat series (docs/product.md#repeat-appointments)', () => {
    const previewPath = '/api/pet-owners/bookings/preview';
    const seriesDates = [0, 14, 28, 42].map((days) => addDaysToDate(firstDay, days));
    const shortDay = (date: string) => dayName(date).split(',').slice(0, 2).join(',');
    const occurrence = (date: string, refusal?: string) => ({
      date,
      time: '11:30',
      available: !refusal,
      reason: refusal ? 'taken' : null,
      message: refusal ?? null,
      employeeId: refusal ? null : 'emp-ann',
      employeeName: refusal ? null : 'Ann',
    });
    /** Every preview body asked, oldest first (the body changes as the owner changes the series). */
    const previewBodies = (mock: ReturnType<typeof fetchRoutes>) =>
      mock.mock.calls
        .filter(([input, init]) => init?.method === 'POST' && String(input) === previewPath)
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

    async function chooseSeries(dialog: HTMLElement, everyWeeks = '2') {
      const user = userEvent.setup();
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
      await chooseDay(dialog);
      await user.click(await within(dialog).findByText('11:30 AM'));
      await user.selectOptions(within(dialog).getByLabelText('Repeat'), everyWeeks);
    }

    it('when Repeat is every 2 weeks, then 4 appointments are checked date by date, the footer shows 4 × the price, and Confirm sends repeat', async () => {
      const fetchMock = routes([
        {
          method: 'POST',
          path: previewPath,
          respond: ok({ occurrences: seriesDates.map((date) => occurrence(date)) }),
        },
        {
          method: 'POST',
          path: '/api/pet-owners/bookings',
          respond: created(aBooking({ date: firstDay, time: '11:30', seriesId: 'series-1' }), { message: '' }),
        },
      ]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await chooseSeries(dialog);
      const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
      expect(within(dialog).getByLabelText('Appointments')).toHaveValue('4');
      // Until the server has checked every date, Confirm waits and says why.
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription('Checking every date of the series...');

      const list = await within(dialog).findByRole('list', { name: 'Series dates' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(seriesDates.map((date) => `${shortDay(date)} · 11:30 AM · with Ann`));
      expect(confirm).toBeEnabled();
      const summary = within(dialog).getByLabelText('Your booking');
      expect(summary).toHaveTextContent('$260.00');
      expect(summary).toHaveTextContent('4 appointments × $65.00');
      expect(previewBodies(fetchMock)).toEqual([
        {
          companyId: 'company-1',
          serviceId: 'service-1',
          petId: 'pet-1',
          date: firstDay,
          time: '11:30',
          repeat: { everyWeeks: 2, count: 4 },
        },
      ]);

      await user.click(confirm);
      const success = await within(dialog).findByRole('status');
      expect(success).toHaveTextContent('4 appointments booked');
      expect(success).toHaveTextContent('Every 2 weeks');
      expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings')).toMatchObject({
        date: firstDay,
        time: '11:30',
        repeat: { everyWeeks: 2, count: 4 },
      });
    });

    it('when the number of appointments changes, then the series is checked again for that number', async () => {
      const fetchMock = routes([
        {
          method: 'POST',
          path: previewPath,
          respond: ok({ occurrences: seriesDates.map((date) => occurrence(date)) }),
        },
      ]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await chooseSeries(dialog, '1');
      await within(dialog).findByRole('list', { name: 'Series dates' });
      await user.selectOptions(within(dialog).getByLabelText('Appointments'), '6');
      await waitFor(() => expect(previewBodies(fetchMock)).toHaveLength(2));
      expect(previewBodies(fetchMock)[1]).toMatchObject({ repeat: { everyWeeks: 1, count: 6 } });
      expect(within(dialog).getByLabelText('Your booking')).toHaveTextContent('$390.00');
    });

    it('when dates of the series cannot be booked, then each says why and Confirm is off with how many', async () => {
      const fetchMock = routes([
        {
          method: 'POST',
          path: previewPath,
          respond: ok({
            occurrences: [
              occurrence(seriesDates[0]),
              occurrence(seriesDates[1], 'This time slot is already booked.'),
              occurrence(seriesDates[2]),
              occurrence(seriesDates[3], 'The provider is closed that day.'),
            ],
          }),
        },
      ]);
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await chooseSeries(dialog);
      const list = await within(dialog).findByRole('list', { name: 'Series dates' });
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
        `${shortDay(seriesDates[1])} · 11:30 AM · not available: This time slot is already booked.`,
      );
      expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent(
        'not available: The provider is closed that day.',
      );
      const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription(
        '2 dates cannot be booked: choose another time or fewer appointments',
      );
      expect(fetchMock).not.toHaveBeenCalledWith(
        '/api/pet-owners/bookings',
        expect.objectContaining({ method: 'POST' }),
      );
    });

    it('when the server refuses the series with SERIES_CONFLICT, then its message and every refused date show', async () => {
      routes([
        {
          method: 'POST',
          path: previewPath,
          respond: ok({ occurrences: seriesDates.map((date) => occurrence(date)) }),
        },
        {
          method: 'POST',
          path: '/api/pet-owners/bookings',
          respond: failure(409, 'SERIES_CONFLICT', repeatMessages.conflict, {
            [seriesDates[2]]: 'This time slot was just booked.',
            [seriesDates[1]]: 'Max already has a booking at that time.',
          }),
        },
      ]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await chooseSeries(dialog);
      await within(dialog).findByRole('list', { name: 'Series dates' });
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(repeatMessages.conflict);
      expect(
        within(within(alert).getByRole('list', { name: 'Dates that cannot be booked' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `${shortDay(seriesDates[1])}: Max already has a booking at that time.`,
        `${shortDay(seriesDates[2])}: This time slot was just booked.`,
      ]);
    });

    it('when the series cannot be checked yet or the check fails, then it says so and Confirm is left to the server', async () => {
      routes([{ method: 'POST', path: previewPath, respond: failure(503, 'BUSY', 'The server is busy.') }]);
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(await within(dialog).findByLabelText('Repeat'), '4');
      expect(
        within(dialog).getByText('Choose a pet, a date and a time to check every date of the series.'),
      ).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByLabelText('Pet'), 'pet-1');
      await chooseDay(dialog);
      await user.click(await within(dialog).findByText('11:30 AM'));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('The dates could not be checked');
      expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      // The server books the whole series or nothing, so a failed check does not hold Confirm.
      expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    });

    it('when Repeat is left at Does not repeat, then no series is checked and the footer shows one price', async () => {
      const fetchMock = routes();
      const user = userEvent.setup();
      renderDialog();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
      await chooseDay(dialog);
      await user.click(await within(dialog).findByText('11:30 AM'));
      expect(within(dialog).getByLabelText('Repeat')).toHaveValue('');
      expect(within(dialog).queryByLabelText('Appointments')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('heading', { name: 'Series dates' })).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText('Your booking')).toHaveTextContent('$65.00');
      expect(fetchMock).not.toHaveBeenCalledWith(previewPath, expect.anything());
    });
  });

  describe('a stay (docs/product.md#stays-and-day-care)', () => {
    const stayRange = {
      ...range,
      bookingMode: 'stay',
      capacity: 4,
      team: [],
      days: range.days.map((day, index) => ({ ...day, free: index === 2 ? 0 : 3, checkIn: index !== 2 })),
    };
    const stayDay = { ...availability, bookingMode: 'stay', capacity: 4, team: [] };

    it('when a check-in and 3 nights are chosen, then the nights and the total show before Confirm and endDate is sent', async () => {
      const fetchMock = fetchRoutes([
        { method: 'POST', path: '/api/pet-owners/bookings', respond: created(aBooking(), { message: '' }) },
        { path: '/api/pet-owners/pets', respond: ok([aPet()]) },
        { path: '/api/pet-owners/bookings', respond: ok([]) },
        { path: rangePath, respond: ok(stayRange) },
        { path: dayPath, respond: ok(stayDay) },
      ]);
      const user = userEvent.setup();
      renderDialog(vi.fn(), { ...service, serviceName: 'Overnight Boarding', bookingMode: 'stay' });
      const dialog = await screen.findByRole('dialog');
      // Priced by the night, with no length of its own.
      expect(dialog).toHaveAccessibleDescription('Happy Paws Grooming · $65.00 / night');
      await user.selectOptions(await within(dialog).findByLabelText('Pet'), 'pet-1');
      const checkIn = await within(dialog).findByRole('group', { name: 'Check-in' });
      expect(
        within(checkIn).getByRole('radio', { name: dayName(addDaysToDate(firstDay, 2)) }),
      ).toHaveAccessibleDescription('Full');
      await chooseDay(dialog, addDaysToDate(firstDay, 3));
      await within(dialog).findByRole('group', { name: 'Check-in time' });
      await user.click(await within(dialog).findByText('2:00 PM'));
      // Stays are booked one at a time: no Repeat.
      expect(within(dialog).queryByLabelText('Repeat')).not.toBeInTheDocument();
      const summary = within(dialog).getByLabelText('Your booking');
      expect(summary).toHaveTextContent('$65.00 per night');
      await user.selectOptions(within(dialog).getByLabelText('Check-out'), '3');
      expect(summary).toHaveTextContent('3 nights × $65.00');
      expect(summary).toHaveTextContent('$195.00');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
      await waitFor(() =>
        expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings')).toMatchObject({
          date: addDaysToDate(firstDay, 3),
          time: '14:00',
          endDate: addDaysToDate(firstDay, 6),
        }),
      );
    });
  });
});
