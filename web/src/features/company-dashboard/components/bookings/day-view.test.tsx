import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingAssignable } from '@contracts/company-bookings';
import { aProfile } from '@/features/company-dashboard/testing/company-fixtures';
import { aCompanyBooking, anEmployee, aPlan } from '@/features/company-dashboard/testing/operations-fixtures';
import { failure, fetchRoutes, ok, type FetchRoute } from '@/testing/fetch-routes';
import { fakeSession, renderRoute, optionTexts } from '@/testing/test-utils';
import { addDaysToDate, wallClockNow } from '@/lib/time-zone';

const { BookingsSection } = await import('./bookings-section');

// The profile fixture's company is in America/Chicago: the Day view opens on its today.
const today = wallClockNow('America/Chicago').date;
const session = fakeSession({ signedIn: true, role: 'pet_company' });
const ann = anEmployee({ id: 'ann', name: 'Ann Groomer', position: 'Groomer' });
const bea = anEmployee({ id: 'bea', name: 'Bea Bather', position: 'Bather' });
const dayBookings = [
  aCompanyBooking({
    id: 'b-1',
    date: today,
    time: '10:00',
    duration: 60,
    bufferMinutes: 15,
    status: 'confirmed',
    petName: 'Max',
    customerName: 'Olivia Owner',
    serviceName: 'Full Groom',
    employeeId: 'ann',
    employeeName: 'Ann Groomer',
  }),
  aCompanyBooking({
    id: 'b-2',
    date: today,
    time: '11:30',
    duration: 30,
    status: 'pending',
    petName: 'Rex',
    serviceName: 'Nail Trim',
    employeeId: 'bea',
    employeeName: 'Bea Bather',
  }),
  aCompanyBooking({ id: 'b-3', date: today, time: '12:00', status: 'cancelled', petName: 'Coco', employeeId: 'ann' }),
];
const dayPath = (date: string) => `/api/bookings?date=${date}&limit=100`;

function routes(extra: FetchRoute[] = [], { employees = [ann, bea], bookings = dayBookings } = {}) {
  return fetchRoutes([
    ...extra,
    // The day answers a moment later, as a server does: the worklist has already read the profile, so the skeleton
    // would otherwise be gone before anyone looks.
    {
      path: dayPath(today),
      respond: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok(bookings, { pagination: { limit: 100, nextCursor: null } })();
      },
    },
    { path: '/api/subscription', respond: ok(aPlan('professional')) },
    { path: '/api/companies/profile', respond: ok(aProfile()) },
    { path: '/api/employees', respond: ok(employees) },
    { path: '/api/bookings/overview', respond: ok({ counts: {}, upcoming: [] }) },
    { path: /^\/api\/bookings(\?|$)/, respond: ok([], { pagination: { limit: 20, nextCursor: null } }) },
  ]);
}

async function openDay() {
  const user = userEvent.setup();
  renderRoute(<BookingsSection />, { session });
  await user.click(await screen.findByRole('button', { name: 'Day' }));
  return user;
}

// A whole section driven in jsdom takes seconds under load: the 20 s guard of the other web suites.
describe('the Day view', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('when it opens, then it shows a skeleton, then today with one column per team member and blocks with time and status', async () => {
    routes();
    await openDay();
    expect(screen.getByText('Loading the day')).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: /^Appointments on .*, by team member$/ });
    expect(screen.getByRole('heading', { level: 3, name: /Today/ })).toBeInTheDocument();
    expect(screen.getByText('Times in Central Time')).toBeInTheDocument();
    const annColumn = within(day).getByRole('group', { name: 'Ann Groomer: 1 appointment' });
    expect(within(day).getByRole('group', { name: 'Bea Bather: 1 appointment' })).toBeInTheDocument();
    expect(within(day).queryByRole('group', { name: /^Unassigned/ })).not.toBeInTheDocument();
    const block = within(annColumn).getByRole('button', {
      name: /^10:00 AM to 11:00 AM, Confirmed ?, Max · Olivia Owner ?, Full Groom ?, then Buffer 15 min$/,
    });
    expect(block).toHaveTextContent('Confirmed');
    expect(block).toHaveTextContent('Buffer');
    // A cancelled appointment frees its time and is not drawn.
    expect(within(day).queryByText(/Coco/)).not.toBeInTheDocument();
    // Bea's 30-minute block has room for two lines and shows its status; a 15-minute one (below) has one line.
    expect(within(day).getByText('Pending')).not.toHaveClass('visually-hidden');
  });

  it('when an appointment is 15 minutes, then its block shows one line, its status told by colour and by its name', async () => {
    const short = aCompanyBooking({
      ...dayBookings[1],
      id: 'b-short',
      duration: 15,
    });
    routes([], { bookings: [short] });
    await openDay();
    const block = await screen.findByRole('button', { name: /^11:30 AM to 11:45 AM, Pending ?, Rex/ });
    expect(within(block).getByText('Pending')).toHaveClass('visually-hidden');
    expect(within(block).getByText('Rex · Olivia Owner')).toBeVisible();
  });

  it('when a block is pressed, then its details open, and Assign lists only the members free for it', async () => {
    const assignable: BookingAssignable = {
      bookingId: 'b-2',
      unassignedAllowed: false,
      team: [
        {
          employeeId: 'ann',
          name: 'Ann Groomer',
          position: 'Groomer',
          free: true,
          reason: 'free',
          message: 'Free for this appointment',
          current: false,
        },
        {
          employeeId: 'bea',
          name: 'Bea Bather',
          position: 'Bather',
          free: true,
          reason: 'free',
          message: 'Free for this appointment',
          current: true,
        },
        {
          employeeId: 'cy',
          name: 'Cy Busy',
          position: 'Groomer',
          free: false,
          reason: 'busy',
          message: 'Busy with Full Groom for Max at 11:00 AM',
          current: false,
        },
      ],
    };
    routes([
      { path: '/api/bookings/b-2/assignable', respond: ok(assignable) },
      {
        method: 'PUT',
        path: '/api/bookings/b-2/assign',
        respond: ok({ ...dayBookings[1], employeeId: 'ann' }, { message: 'Assigned to Ann Groomer.' }),
      },
    ]);
    const user = await openDay();
    await user.click(
      await screen.findByRole('button', { name: /^11:30 AM to 12:00 PM, Pending ?, Rex · .*, Nail Trim$/ }),
    );
    const details = await screen.findByRole('dialog', { name: 'Appointment Details' });
    await user.click(within(details).getByRole('button', { name: 'Assign Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employee' });
    const select = await within(dialog).findByLabelText('Employee');
    expect(optionTexts(select)).toEqual(['Ann Groomer (Groomer)', 'Bea Bather (Bather)']);
    expect(select).toHaveValue('bea');
    expect(within(dialog).getByText(/Busy with Full Groom for Max at 11:00 AM/)).toBeInTheDocument();
    await user.selectOptions(select, 'ann');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Employee' })).not.toBeInTheDocument());
    expect(await screen.findByText('Assigned to Ann Groomer.')).toBeInTheDocument();
  });

  it('when Previous day and Next day are pressed, then those days are read, and Today comes back', async () => {
    const fetchMock = routes([
      {
        path: dayPath(addDaysToDate(today, -1)),
        respond: ok([], { pagination: { limit: 100, nextCursor: null } }),
      },
    ]);
    const user = await openDay();
    await screen.findByRole('region', { name: /by team member$/ });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('No appointments this day')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === dayPath(addDaysToDate(today, -1)))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('region', { name: /by team member$/ })).toBeInTheDocument();
  });

  it('when Day is chosen and a day stepped to, then the address keeps both, and a link to them opens that day in the Day view', async () => {
    const tomorrow = addDaysToDate(today, 1);
    routes([{ path: dayPath(tomorrow), respond: ok([], { pagination: { limit: 100, nextCursor: null } }) }]);
    const user = userEvent.setup();
    const { router } = renderRoute(<BookingsSection />, { session, initialEntry: '/?section=bookings' });
    await user.click(await screen.findByRole('button', { name: 'Day' }));
    await screen.findByRole('region', { name: /by team member$/ });
    expect(router.state.location.search).toBe('?section=bookings&view=day');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No appointments this day')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?section=bookings&view=day&day=${tomorrow}`);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByRole('region', { name: /by team member$/ });
    expect(router.state.location.search).toBe('?section=bookings&view=day');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?section=bookings');
  });

  it('when the address names the Day view and a day, then that day opens; a day that is no date opens today', async () => {
    const tomorrow = addDaysToDate(today, 1);
    const fetchMock = routes([
      { path: dayPath(tomorrow), respond: ok([], { pagination: { limit: 100, nextCursor: null } }) },
    ]);
    // jsdom does not scroll: the page's one call is recorded instead.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.getAttribute('aria-labelledby') ?? this.tagName);
    };
    const linked = renderRoute(<BookingsSection />, { session, initialEntry: `/?view=day&day=${tomorrow}` });
    expect(await screen.findByText('No appointments this day')).toBeInTheDocument();
    expect(scrolledTo).toEqual(['appointments-title']);
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Today' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === dayPath(tomorrow))).toBe(true);
    linked.unmount();

    const invalid = renderRoute(<BookingsSection />, { session, initialEntry: '/?view=day&day=2026-02-31' });
    expect(await screen.findByRole('region', { name: /by team member$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    invalid.unmount();

    // The list is where Bookings opens anyway: no scroll.
    scrolledTo.length = 0;
    renderRoute(<BookingsSection />, { session, initialEntry: '/?section=bookings' });
    await screen.findByRole('button', { name: 'Day' });
    expect(scrolledTo).toEqual([]);
  });

  it('when the company has no active member, then one Unassigned column holds the day', async () => {
    routes([], {
      employees: [anEmployee({ id: 'old', status: 'inactive' })],
      bookings: [aCompanyBooking({ id: 'b-9', date: today, time: '09:00', petName: 'Solo', status: 'pending' })],
    });
    await openDay();
    const day = await screen.findByRole('region', { name: /by team member$/ });
    expect(
      within(day)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Unassigned: 1 appointment']);
  });

  it("when stays check in and day care drops off, then they are listed above the columns, never drawn as a member's time", async () => {
    const stay = aCompanyBooking({
      id: 'b-stay',
      date: today,
      time: '10:00',
      status: 'in_progress',
      petName: 'Charlie',
      customerName: 'Noah Patel',
      serviceName: 'Boarding Check-in',
      bookingMode: 'stay',
      endDate: addDaysToDate(today, 2),
      nights: 2,
      employeeId: null,
      employeeName: null,
    });
    const daycare = aCompanyBooking({
      id: 'b-day',
      date: today,
      time: '08:00',
      status: 'confirmed',
      petName: 'Milo',
      customerName: 'Ava Kim',
      serviceName: 'Doggy Daycare',
      bookingMode: 'day',
      employeeId: null,
      employeeName: null,
    });
    routes([], { bookings: [...dayBookings, stay, daycare] });
    const user = await openDay();
    const day = await screen.findByRole('region', { name: /by team member$/ });
    expect(
      within(day)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Ann Groomer: 1 appointment', 'Bea Bather: 1 appointment']);
    const arrivals = screen.getByRole('region', { name: 'Check-ins and day care' });
    const lines = within(arrivals).getAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      '8:00 AM · Milo (Ava Kim)Doggy DaycareConfirmed',
      '10:00 AM · Charlie (Noah Patel)Boarding Check-in · 2 nightsIn Progress',
    ]);
    await user.click(lines[1]);
    expect(await screen.findByRole('dialog', { name: 'Appointment Details' })).toHaveTextContent('Charlie');
  });

  it('when a day holds only stays, then they are listed and the grid says no appointment is booked', async () => {
    routes([], {
      bookings: [
        aCompanyBooking({
          id: 'b-stay',
          date: today,
          bookingMode: 'stay',
          endDate: addDaysToDate(today, 1),
          nights: 1,
        }),
      ],
    });
    await openDay();
    expect(await screen.findByRole('region', { name: 'Check-ins and day care' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No appointments this day' })).toBeInTheDocument();
    expect(screen.getByText(/^No appointment is booked on /)).toBeInTheDocument();
  });

  it('when the day cannot load, then the spec text shows with Try Again', async () => {
    routes([{ path: dayPath(today), respond: failure(500, 'INTERNAL', 'Something went wrong') }]);
    await openDay();
    expect(await screen.findByText('Failed to load appointments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
