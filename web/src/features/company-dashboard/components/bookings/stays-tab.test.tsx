import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyBooking, StaysOccupancy } from '@contracts/company-bookings';
import { aCompanyBooking } from '@/features/company-dashboard/testing/operations-fixtures';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { renderRoute } from '@/testing/test-utils';
import { StaysTab } from './stays-tab';

/** The 14 dates from `first` (YYYY-MM-DD). */
const fortnight = (first: string) =>
  Array.from({ length: 14 }, (_, index) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );
const dates = fortnight('2030-01-14');
const occupancy: StaysOccupancy = {
  from: dates[0],
  today: dates[0],
  timeZone: 'America/Chicago',
  dates,
  services: [
    { serviceId: 'boarding', name: 'Boarding', bookingMode: 'stay', capacity: 8, taken: [2, 1, ...Array(12).fill(0)] },
    { serviceId: 'daycare', name: 'Daycare', bookingMode: 'day', capacity: 12, taken: Array(14).fill(0) },
  ],
};
const rex = aCompanyBooking({
  id: 'stay-rex',
  petName: 'Rex',
  customerName: 'Noah Patel',
  bookingMode: 'stay',
  date: '2030-01-13',
  endDate: '2030-01-16',
  nights: 3,
  status: 'in_progress',
});
const bella = aCompanyBooking({
  id: 'stay-bella',
  petName: 'Bella',
  customerName: 'Ava Reed',
  bookingMode: 'stay',
  date: '2030-01-12',
  endDate: '2030-01-14',
  nights: 2,
  status: 'in_progress',
});
const guestsPath = (serviceId: string, date: string) =>
  `/api/bookings/stays/guests?serviceId=${serviceId}&date=${date}`;

/** The guests endpoint's answer for one of the occupancy's services on `date`. */
function guestsAnswer(serviceId: string, date: string, guests: CompanyBooking[], checkOuts: CompanyBooking[] = []) {
  const { bookingMode, capacity } = occupancy.services.find((service) => service.serviceId === serviceId)!;
  return ok({ serviceId, date, bookingMode, capacity, guests, checkOuts });
}

function routes(guests: Record<string, () => Response>) {
  return fetchRoutes([
    { path: '/api/bookings/stays', respond: ok(occupancy) },
    ...Object.entries(guests).map(([path, respond]) => ({ path, respond })),
  ]);
}

describe('the Stays tab', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when it opens, then tonight of the first service is chosen and lists its guests and the day's departures, each opening the details", async () => {
    routes({
      [guestsPath('boarding', dates[0])]: guestsAnswer('boarding', dates[0], [rex], [bella]),
    });
    const onOpen = vi.fn();
    renderRoute(<StaysTab companyId={undefined} onOpen={onOpen} />);
    const boarding = await screen.findByRole('region', { name: /^Boarding/ });
    const nights = within(within(boarding).getByRole('list', { name: 'Nights' })).getAllByRole('button');
    expect(nights).toHaveLength(14);
    expect(nights[0]).toHaveAccessibleName('Night of Mon, Jan 14, 2030: 2 of 8 places taken');
    expect(nights[0]).toHaveAttribute('aria-pressed', 'true');
    expect(nights[1]).toHaveAttribute('aria-pressed', 'false');

    const guests = await within(boarding).findByRole('region', { name: 'Guests on the night of Mon, Jan 14, 2030' });
    const line = await within(guests).findByRole('button', { name: /^Rex \(Noah Patel\)/ });
    expect(line).toHaveTextContent('Sun, Jan 13, 2030 to Wed, Jan 16, 2030 · 3 nights');
    expect(line).toHaveTextContent('In Progress');
    await userEvent.click(line);
    expect(onOpen).toHaveBeenCalledWith(rex);

    // Who leaves that morning, their last night the one before.
    const leaving = within(boarding).getByRole('region', { name: 'Checking out on Mon, Jan 14, 2030' });
    const departure = within(leaving).getByRole('button', { name: /^Bella \(Ava Reed\)/ });
    expect(departure).toHaveTextContent('Sat, Jan 12, 2030 to Mon, Jan 14, 2030 · 2 nights');
    await userEvent.click(departure);
    expect(onOpen).toHaveBeenLastCalledWith(bella);
  });

  it("when another service's day is pressed, then the list moves there and says when nobody is booked", async () => {
    routes({
      [guestsPath('boarding', dates[0])]: guestsAnswer('boarding', dates[0], [rex]),
      [guestsPath('daycare', dates[2])]: guestsAnswer('daycare', dates[2], []),
    });
    renderRoute(<StaysTab companyId={undefined} onOpen={vi.fn()} />);
    const daycare = await screen.findByRole('region', { name: /^Daycare/ });
    const day = within(within(daycare).getByRole('list', { name: 'Days' })).getByRole('button', {
      name: 'Wed, Jan 16, 2030: 0 of 12 places taken',
    });
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(await within(daycare).findByText('No one is booked on Wed, Jan 16, 2030.')).toBeInTheDocument();
    expect(within(daycare).queryByRole('region', { name: /^Checking out/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Boarding/ })).queryByRole('region')).not.toBeInTheDocument();
  });

  it('when Later two weeks is pressed, then the next fortnight shows with its first night chosen, and Today comes back', async () => {
    const laterOccupancy = { ...occupancy, from: '2030-01-28', dates: fortnight('2030-01-28') };
    const fetchMock = fetchRoutes([
      { path: '/api/bookings/stays', respond: ok(occupancy) },
      { path: '/api/bookings/stays?from=2030-01-28', respond: ok(laterOccupancy) },
      { path: guestsPath('boarding', dates[0]), respond: guestsAnswer('boarding', dates[0], [rex]) },
      { path: guestsPath('boarding', '2030-01-28'), respond: guestsAnswer('boarding', '2030-01-28', []) },
    ]);
    renderRoute(<StaysTab companyId={undefined} onOpen={vi.fn()} />);
    const fortnightGroup = await screen.findByRole('group', { name: 'Fortnight' });
    expect(within(fortnightGroup).getByRole('button', { name: 'Today' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Mon, Jan 14, 2030 to Sun, Jan 27, 2030' })).toBeInTheDocument();

    await userEvent.click(within(fortnightGroup).getByRole('button', { name: 'Later two weeks' }));
    expect(await screen.findByRole('heading', { name: 'Mon, Jan 28, 2030 to Sun, Feb 10, 2030' })).toBeInTheDocument();
    const boarding = screen.getByRole('region', { name: /^Boarding/ });
    expect(within(boarding).getByRole('button', { name: /^Night of Mon, Jan 28, 2030/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await within(boarding).findByText('No one is booked on the night of Mon, Jan 28, 2030.'),
    ).toBeInTheDocument();
    expect(within(fortnightGroup).getByRole('button', { name: 'Today' })).toBeEnabled();

    await userEvent.click(within(fortnightGroup).getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'Mon, Jan 14, 2030 to Sun, Jan 27, 2030' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/bookings/stays?from=2030-01-28');
  });

  it('when the fortnight reaches a year from today, then Later two weeks is off and Earlier still on', async () => {
    const farDates = fortnight('2031-01-08');
    fetchRoutes([
      { path: '/api/bookings/stays', respond: ok({ ...occupancy, from: farDates[0], dates: farDates }) },
      { path: guestsPath('boarding', farDates[0]), respond: guestsAnswer('boarding', farDates[0], []) },
    ]);
    renderRoute(<StaysTab companyId={undefined} onOpen={vi.fn()} />);
    const stepper = await screen.findByRole('group', { name: 'Fortnight' });
    expect(within(stepper).getByRole('button', { name: 'Later two weeks' })).toBeDisabled();
    expect(within(stepper).getByRole('button', { name: 'Earlier two weeks' })).toBeEnabled();
    expect(within(stepper).getByRole('button', { name: 'Today' })).toBeEnabled();
  });

  it("when a link names a fortnight the API refuses, then the tab falls back to today's", async () => {
    const fetchMock = fetchRoutes([
      {
        path: '/api/bookings/stays?from=2040-01-01',
        respond: failure(400, 'VALIDATION_FAILED', 'Choose a first day within 366 days of today.'),
      },
      { path: '/api/bookings/stays', respond: ok(occupancy) },
      { path: guestsPath('boarding', dates[0]), respond: guestsAnswer('boarding', dates[0], []) },
    ]);
    const { router } = renderRoute(<StaysTab companyId={undefined} onOpen={vi.fn()} />, {
      initialEntry: '/?staysFrom=2040-01-01',
    });
    expect(await screen.findByRole('heading', { name: 'Mon, Jan 14, 2030 to Sun, Jan 27, 2030' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/bookings/stays?from=2040-01-01');
  });

  it("when a night's guests cannot be read, then the spec's failure text with Try Again, and the strip stays", async () => {
    routes({ [guestsPath('boarding', dates[0])]: failure(500, 'INTERNAL', 'Something went wrong') });
    renderRoute(<StaysTab companyId={undefined} onOpen={vi.fn()} />);
    const boarding = await screen.findByRole('region', { name: /^Boarding/ });
    expect(await within(boarding).findByText('Failed to load guests')).toBeInTheDocument();
    expect(within(boarding).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(within(boarding).getByRole('list', { name: 'Nights' })).getAllByRole('button')).toHaveLength(14);
  });
});
