import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '@/features/company-dashboard/testing/company-fixtures';
import { aCompanyBooking, anEmployee, aPlan } from '@/features/company-dashboard/testing/operations-fixtures';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute, optionTexts } from '@/testing/test-utils';
import { formatCalendarDate } from '@/lib/format';
import { addDaysToDate, localDateString, wallClockNow } from '@/lib/time-zone';

const { BookingsSection } = await import('./bookings-section');

const month = localDateString().slice(0, 7);
// The profile fixture's company is in America/Chicago: the worklist opens on its today.
const today = wallClockNow('America/Chicago').date;
const bookings = [
  aCompanyBooking({
    id: 'b-pending',
    status: 'pending',
    serviceName: 'Full Groom',
    petName: 'Max',
    date: `${month}-20`,
    time: '10:00',
  }),
  aCompanyBooking({
    id: 'b-done',
    status: 'completed',
    serviceName: 'Nail Trim',
    petName: 'Bella',
    date: `${month}-20`,
    time: '09:00',
    servicePrice: 20,
  }),
  aCompanyBooking({
    id: 'b-c1',
    status: 'confirmed',
    serviceName: 'Bath',
    petName: 'Rex',
    date: `${month}-20`,
    time: '11:00',
  }),
  aCompanyBooking({
    id: 'b-c2',
    status: 'confirmed',
    serviceName: 'Bath',
    petName: 'Luna',
    date: `${month}-20`,
    time: '12:00',
  }),
  aCompanyBooking({
    id: 'b-c3',
    status: 'cancelled',
    serviceName: 'Bath',
    petName: 'Coco',
    date: `${month}-20`,
    time: '13:00',
  }),
];
const farAhead = aCompanyBooking({
  id: 'b-far',
  status: 'confirmed',
  serviceName: 'Spa Day',
  petName: 'Olive',
  date: '2027-03-02',
  time: '10:00',
  employeeId: 'e-active',
  employeeName: 'Sarah Groomer',
});
// A cat's four nights at $52 a night: it holds a place, not a team member's time.
const stay = aCompanyBooking({
  id: 'b-stay',
  status: 'pending',
  serviceName: 'Cat Suite Stay',
  petName: 'Mochi',
  date: `${month}-20`,
  time: '13:30',
  bookingMode: 'stay',
  endDate: addDaysToDate(`${month}-20`, 4),
  nights: 4,
  servicePrice: 52,
  totalAmount: 208,
});
const session = fakeSession({ signedIn: true, role: 'pet_company' });
const row = (pet: string) =>
  screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(pet)) as HTMLElement;
const worklist = () => screen.findByRole('table', { name: 'Appointments, Today' });
const asked = (fetchMock: ReturnType<typeof fetchRoutes>, url: string) =>
  waitFor(() => expect(fetchMock.mock.calls.some(([called]) => String(called) === url)).toBe(true));
async function openRowMenu(user: ReturnType<typeof userEvent.setup>, pet: string) {
  await user.click(within(row(pet)).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

const monthTotals = { month, bookings: 48, completed: 30, revenue: 1234.5 };

function routes(extra: Parameters<typeof fetchRoutes>[0] = [], plan: 'starter' | 'professional' = 'professional') {
  return fetchRoutes([
    ...extra,
    { path: '/api/subscription', respond: ok(aPlan(plan)) },
    { path: '/api/companies/profile', respond: ok(aProfile()) },
    { path: /^\/api\/bookings(\?|$)/, respond: ok(bookings, { pagination: { limit: 20, nextCursor: null } }) },
    { path: '/api/bookings/overview', respond: ok({ counts: {}, upcoming: [farAhead] }) },
    { path: /^\/api\/bookings\/month-totals\?/, respond: ok(monthTotals) },
    {
      path: '/api/employees',
      respond: ok([
        anEmployee({ id: 'e-active', name: 'Sarah Groomer' }),
        anEmployee({ id: 'e-leave', name: 'Tom Away', status: 'on_leave' }),
      ]),
    },
  ]);
}

describe('Appointments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when the next appointment is months ahead, then the upcoming list shows the server's next ones all the same", async () => {
    routes();
    renderRoute(<BookingsSection />, { session });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText('Spa Day · Olive (Olivia Owner) · Sarah Groomer')).toBeInTheDocument();
  });

  it("when a notification's link names a booking, then its details open wherever it is listed and the id leaves the URL", async () => {
    routes([{ path: '/api/bookings/b-far', respond: ok(farAhead) }]);
    const { router } = renderRoute(<BookingsSection />, {
      session,
      initialEntry: '/?section=bookings&bookingId=b-far',
    });
    const details = await screen.findByRole('dialog', { name: 'Appointment Details' });
    expect(details).toHaveTextContent('Olive');
    expect(details).toHaveTextContent('Spa Day');
    await waitFor(() => expect(router.state.location.search).toBe('?section=bookings'));
  });

  it("when the linked booking is not the company's, then a message says so and nothing opens", async () => {
    routes([{ path: '/api/bookings/b-gone', respond: failure(404, 'NOT_FOUND', 'Booking not found') }]);
    const { router } = renderRoute(<BookingsSection />, {
      session,
      initialEntry: '/?section=bookings&bookingId=b-gone',
    });
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Appointment Details' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?section=bookings'));
  });

  it("when the worklist opens, then it asks for the company's today, earliest first; statuses show as text and the row menu offers Reschedule and Assign only for pending or confirmed", async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await asked(fetchMock, `/api/bookings?date=${today}&order=asc`);
    expect(within(row('Max')).getByText('Pending')).toBeInTheDocument();
    const menuItems = async (pet: string) => {
      const menu = await openRowMenu(user, pet);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };
    expect(await menuItems('Max')).toEqual([
      'Details',
      'ConfirmMark Confirmed',
      'Change status…',
      'Reschedule…',
      'Assign team member…',
    ]);
    expect(await menuItems('Rex')).toEqual([
      'Details',
      'StartMark In Progress',
      'Change status…',
      'Reschedule…',
      'Assign team member…',
    ]);
    expect(await menuItems('Bella')).toEqual(['Details', 'Change status…']);
    expect(await menuItems('Coco')).toEqual(['Details', 'Change status…']);
    expect(await screen.findByText('Revenue')).toBeInTheDocument();
  });

  it('when the time column is sorted or another view is chosen, then the server is asked in that order; other columns sort the loaded rows', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(screen.getByRole('button', { name: 'Time' }));
    await asked(fetchMock, `/api/bookings?date=${today}&order=desc`);
    expect(screen.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Pet and customer' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((candidate) => within(candidate).getAllByRole('cell')[1]?.textContent?.split('Olivia')[0]),
      ).toEqual(['Bella', 'Coco', 'Luna', 'Max', 'Rex']),
    );
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await asked(fetchMock, `/api/bookings?from=${addDaysToDate(today, 1)}&order=asc`);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await asked(fetchMock, '/api/bookings?order=desc');
  });

  it('when Confirm is chosen in the row menu, then the status changes at once, the customer is notified and a toast says so', async () => {
    const fetchMock = routes([
      {
        method: 'PUT',
        path: '/api/bookings/b-pending/status',
        respond: ok({ ...bookings[0], status: 'confirmed' }, { message: 'Appointment status updated.' }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    const menu = await openRowMenu(user, 'Max');
    await user.click(within(menu).getByRole('menuitem', { name: /^Confirm/ }));
    expect(await screen.findByText("Max's Full Groom is Confirmed.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/bookings/b-pending/status')).toEqual({
      status: 'confirmed',
      notifyCustomer: true,
    });
  });

  it('when a search is typed, then the rows stay (marked busy) until its answer, and a row in both keeps its open menu', async () => {
    let answer: (response: Response) => void = () => undefined;
    routes([
      { path: /^\/api\/bookings\?.*search=Max/, respond: () => new Promise<Response>((resolve) => (answer = resolve)) },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    const table = await worklist();
    await user.type(screen.getByLabelText('Search appointments'), 'Max');
    const menu = await openRowMenu(user, 'Max');
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).not.toBeNull());
    expect(row('Bella')).toBeDefined();
    answer(ok([bookings[0]], { pagination: { limit: 20, nextCursor: null } })());
    await waitFor(() => expect(screen.queryByText(/Bella/)).toBeNull());
    expect(table.closest('[aria-busy="true"]')).toBeNull();
    expect(menu).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /^Confirm/ })).toBeVisible();
  });

  it("when another tab is chosen, then it shows its skeleton until its answer, never the last tab's rows under its name", async () => {
    let answer: (response: Response) => void = () => undefined;
    routes([
      { path: /^\/api\/bookings\?from=/, respond: () => new Promise<Response>((resolve) => (answer = resolve)) },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading appointments');
    expect(within(panel).queryByText('Max')).toBeNull();
    answer(ok([farAhead], { pagination: { limit: 20, nextCursor: null } })());
    const table = await screen.findByRole('table', { name: 'Appointments, Upcoming' });
    expect(within(table).getByText('Olive')).toBeInTheDocument();
    expect(within(table).queryByText('Max')).toBeNull();
  });

  it('when a stay is listed, then it shows its check-out, nights and nightly price, and offers no team member to assign', async () => {
    routes([{ path: /^\/api\/bookings\?date=/, respond: ok([stay], { pagination: { limit: 20, nextCursor: null } }) }]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    expect(within(row('Mochi')).getAllByRole('cell')[3]).toHaveTextContent('None: a place is booked');
    const menu = await openRowMenu(user, 'Mochi');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Details', 'ConfirmMark Confirmed', 'Change status…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Appointment Details' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Check-in')).toMatch(/, 1:30 PM$/);
    expect(value('Check-out')).toMatch(/ · 4 nights$/);
    expect(value('Price')).toBe('$52.00 / night');
    expect(value('Total')).toBe('$208.00');
    expect(within(details).queryByText('Employee')).toBeNull();
    expect(within(details).queryByText('Duration')).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Assign Employee' })).toBeNull();
  });

  it("when requests wait for an answer, then the Pending card counts all of them, whatever their month (the Overview's number)", async () => {
    routes([{ path: '/api/bookings/overview', respond: ok({ counts: { pending: 12 }, upcoming: [farAhead] }) }]);
    renderRoute(<BookingsSection />, { session });
    const cards = await screen.findByRole('region', { name: /^Appointments in / });
    const pending = within(cards).getByText('Pending').closest('article, div') as HTMLElement;
    expect(await within(pending).findByText('12')).toBeInTheDocument();
    expect(within(pending).getByText('Need an answer')).toBeInTheDocument();
  });

  it("when the screen opens, then the month's cards come from its totals and Confirmed from the counters, and the month's bookings wait for the calendar", async () => {
    const fetchMock = routes([
      { path: '/api/bookings/overview', respond: ok({ counts: { pending: 2, confirmed: 7 }, upcoming: [] }) },
    ]);
    renderRoute(<BookingsSection />, { session });
    const cards = await screen.findByRole('region', { name: /^Appointments in / });
    const card = (label: string) => within(cards).getByText(label).closest('article, div') as HTMLElement;
    expect(await within(card('Appointments')).findByText('48')).toBeInTheDocument();
    expect(within(card('Completed')).getByText('30')).toBeInTheDocument();
    expect(within(card('Revenue')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(card('Confirmed')).getByText('7')).toBeInTheDocument();
    expect(within(card('Confirmed')).getByText('Right now')).toBeInTheDocument();
    await asked(fetchMock, `/api/bookings/month-totals?month=${month}`);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('from='))).toBe(false);
  });

  it('when a month holds more than a page, then the calendar reads every page, earliest first', async () => {
    const day = (index: number) => `${month}-${String(1 + (index % 28)).padStart(2, '0')}`;
    const many = Array.from({ length: 150 }, (_, index) =>
      aCompanyBooking({
        id: `m-${index}`,
        date: day(index),
        time: '09:00',
        status: 'confirmed',
        petName: `Pet ${index}`,
      }),
    );
    const fetchMock = routes([
      {
        path: /^\/api\/bookings\?from=.*&cursor=m-99/,
        respond: ok(many.slice(100), { pagination: { limit: 100, nextCursor: null } }),
      },
      {
        path: /^\/api\/bookings\?from=/,
        respond: ok(many.slice(0, 100), { pagination: { limit: 100, nextCursor: 'm-99' } }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('table', { name: /^Appointments in / });
    // 150 over 28 days: days 1 to 10 hold 6 each (3 shown, +3 more), the others 5.
    expect(
      within(grid).getByRole('button', { name: `3 more appointments on ${formatCalendarDate(day(0))}` }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: `2 more appointments on ${formatCalendarDate(day(27))}` }),
    ).toBeInTheDocument();
    const ranges = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('from='));
    expect(ranges).toHaveLength(2);
    expect(ranges[0]).toContain('order=asc');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('when the plan has no advanced analytics, then there is no revenue card', async () => {
    routes([], 'starter');
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await waitFor(() => expect(screen.getAllByText('Completed').length).toBeGreaterThan(0));
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument();
  });

  it('when a status filter and a date are chosen, then the server is asked for exactly those', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Confirmed' }),
    );
    await asked(fetchMock, `/api/bookings?date=${today}&order=asc&status=confirmed`);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByLabelText('Date'), `${month}-20`);
    await asked(fetchMock, `/api/bookings?date=${month}-20&order=desc&status=confirmed`);
  });

  it('when the status modal opens, then the current status is chosen, a status is required and notify is on', async () => {
    const fetchMock = routes([
      {
        method: 'PUT',
        path: '/api/bookings/b-pending/status',
        respond: ok(bookings[0], { message: 'Appointment status updated.' }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(within(await openRowMenu(user, 'Max')).getByRole('menuitem', { name: 'Change status…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Appointment Status' });
    const status = within(dialog).getByLabelText('Status');
    expect(status).toHaveValue('pending');
    expect(within(dialog).getByLabelText('Notify customer by email')).toBeChecked();
    await user.selectOptions(status, '');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText('Please select a status')).toBeInTheDocument();
    await user.selectOptions(status, 'confirmed');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'See you then');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PUT', '/api/bookings/b-pending/status')).toEqual({
      status: 'confirmed',
      notes: 'See you then',
      notifyCustomer: true,
    });
    expect(screen.getByText('Appointment status updated.')).toBeInTheDocument();
  });

  it('when assigning, then only members free for it are offered, the others with why, and a refusal shows its message', async () => {
    routes([
      {
        path: '/api/bookings/b-pending/assignable',
        respond: ok({
          bookingId: 'b-pending',
          unassignedAllowed: false,
          team: [
            {
              employeeId: 'e-active',
              name: 'Sarah Groomer',
              position: 'Groomer',
              free: true,
              reason: 'free',
              message: 'Free for this appointment',
              current: false,
            },
            {
              employeeId: 'e-busy',
              name: 'Bo Busy',
              position: 'Groomer',
              free: false,
              reason: 'busy',
              message: 'Busy with Bath for Rex at 10:30 AM',
              current: false,
            },
            {
              employeeId: 'e-leave',
              name: 'Tom Away',
              position: 'Groomer',
              free: false,
              reason: 'inactive',
              message: 'Not active',
              current: false,
            },
          ],
        }),
      },
      {
        method: 'PUT',
        path: '/api/bookings/b-pending/assign',
        respond: failure(409, 'EMPLOYEE_BUSY', 'Sarah Groomer already has an appointment at that time.'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(within(await openRowMenu(user, 'Max')).getByRole('menuitem', { name: 'Assign team member…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employee' });
    const select = await within(dialog).findByLabelText('Employee');
    expect(optionTexts(select)).toEqual(['Choose a team member', 'Sarah Groomer (Groomer)']);
    expect(within(dialog).getByText(/Busy with Bath for Rex at 10:30 AM/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Tom Away/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Assignment' })).toBeDisabled();
    await user.selectOptions(select, 'e-active');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(
      await within(dialog).findByText('Sarah Groomer already has an appointment at that time.'),
    ).toBeInTheDocument();
  });

  it('when the company has no active employee, then Unassigned is the one choice and is sent as null', async () => {
    const assigned = bookings.map((booking) =>
      booking.id === 'b-c1' ? { ...booking, employeeId: 'e-active', employeeName: 'Sarah Groomer' } : booking,
    );
    const fetchMock = fetchRoutes([
      {
        method: 'PUT',
        path: '/api/bookings/b-c1/assign',
        respond: ok(assigned[2], { message: 'The booking is unassigned.' }),
      },
      { path: '/api/subscription', respond: ok(aPlan('professional')) },
      { path: '/api/companies/profile', respond: ok(aProfile()) },
      { path: /^\/api\/bookings(\?|$)/, respond: ok(assigned, { pagination: { limit: 20, nextCursor: null } }) },
      {
        path: '/api/bookings/b-c1/assignable',
        respond: ok({
          bookingId: 'b-c1',
          unassignedAllowed: true,
          team: [
            {
              employeeId: 'e-active',
              name: 'Sarah Groomer',
              position: 'Groomer',
              free: false,
              reason: 'inactive',
              message: 'Not active',
              current: true,
            },
          ],
        }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(within(await openRowMenu(user, 'Rex')).getByRole('menuitem', { name: 'Assign team member…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employee' });
    const select = await within(dialog).findByLabelText('Employee');
    await waitFor(() => expect(optionTexts(select)).toEqual(['Unassigned']));
    await user.selectOptions(select, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PUT', '/api/bookings/b-c1/assign')).toEqual({ employeeId: null });
  });

  it('when a calendar day has five appointments, then three show with "+2 more", which opens that day in the list', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session });
    await worklist();
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('table', { name: /^Appointments in / });
    expect(within(grid).getAllByRole('button', { name: /, (Pending|Confirmed|Completed|Cancelled)$/ })).toHaveLength(3);
    await user.click(within(grid).getByRole('button', { name: /^2 more appointments on/ }));
    expect(await screen.findByLabelText('Date')).toHaveValue(`${month}-20`);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await asked(fetchMock, `/api/bookings?date=${month}-20&order=desc`);
  });

  it('when the appointments cannot load, then the spec text shows with Try Again', async () => {
    fetchRoutes([
      { path: '/api/subscription', respond: ok(aPlan('professional')) },
      { path: '/api/companies/profile', respond: ok(aProfile()) },
      { path: /^\/api\/bookings(\?|$)/, respond: failure(500, 'INTERNAL', 'Something went wrong') },
    ]);
    renderRoute(<BookingsSection />, { session });
    expect((await screen.findAllByText('Failed to load appointments')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
  });
});
