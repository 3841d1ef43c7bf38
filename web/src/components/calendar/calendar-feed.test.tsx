import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { CalendarFeed } = await import('@/components/calendar/calendar-feed');

const OLD = 'https://petnest.example/api/calendar/old.ics';
const NEW = 'https://petnest.example/api/calendar/new.ics';

describe('CalendarFeed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the link loads, then it shows with Copy; Reset link asks first, then shows the new link', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/calendar/feed?employeeId=e1', respond: ok({ url: OLD }) },
      { method: 'POST', path: '/api/calendar/feed/reset?employeeId=e1', respond: ok({ url: NEW }) },
    ]);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(<CalendarFeed of={{ employeeId: 'e1' }} />, { session: fakeSession({ signedIn: true }) });

    expect(await screen.findByDisplayValue(OLD)).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(OLD);

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const confirm = screen.getByRole('dialog', { name: 'Reset the calendar link?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset Link' }));
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
  });

  it('when the link cannot load, then the error shows with Try Again', async () => {
    fetchRoutes([{ path: '/api/calendar/feed', respond: failure(500, 'INTERNAL', 'Something went wrong') }]);
    renderRoute(<CalendarFeed />, { session: fakeSession({ signedIn: true }) });
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
