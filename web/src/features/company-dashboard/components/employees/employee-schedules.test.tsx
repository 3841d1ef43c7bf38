import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEmployee } from '@/features/company-dashboard/testing/operations-fixtures';
import { formatCalendarDate } from '@/lib/format';
import { addDaysToDate, localDateString } from '@/lib/time-zone';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { renderRoute } from '@/testing/test-utils';
import { EmployeeSchedules, weekStart } from './employee-schedules';

const weekTitle = (monday: string) =>
  `${formatCalendarDate(monday, { weekday: true })} to ${formatCalendarDate(addDaysToDate(monday, 6), { weekday: true })}`;

describe("the team's week", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when Next week is pressed, then the next week is read and titled, and Today comes back to this one', async () => {
    const fetchMock = fetchRoutes([
      { path: /^\/api\/bookings\?/, respond: ok([], { pagination: { limit: 100, nextCursor: null } }) },
    ]);
    const thisMonday = weekStart(localDateString());
    const nextMonday = addDaysToDate(thisMonday, 7);
    renderRoute(<EmployeeSchedules employees={[anEmployee({ name: 'Riley Chen' })]} companyId={undefined} />);
    const week = screen.getByRole('group', { name: 'Week' });
    expect(screen.getByRole('heading', { level: 3, name: weekTitle(thisMonday) })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Today' })).toBeDisabled();

    await userEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { level: 3, name: weekTitle(nextMonday) })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input)).join(' ')).toContain(`from=${nextMonday}`),
    );

    await userEvent.click(within(week).getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 3, name: weekTitle(thisMonday) })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Today' })).toBeDisabled();
  });
});
