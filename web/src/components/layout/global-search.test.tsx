import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { GlobalSearch, type SearchGroup } from './global-search';

const session = fakeSession({ signedIn: true, role: 'pet_company' });
const groups: SearchGroup[] = [
  {
    label: 'Bookings',
    hits: [
      { id: 'b1', title: 'Max · Full Groom', detail: 'Olive Owner, Dec 1', to: '/company/dashboard?bookingId=b1' },
    ],
  },
  { label: 'Customers', hits: [{ id: 'c1', title: 'Max Mayer', detail: 'max@example.test', to: '/customers?c=c1' }] },
  { label: 'Empty', hits: [] },
];

function renderSearch(search: (term: string) => Promise<SearchGroup[]>) {
  return renderRoute(
    <GlobalSearch
      label="Search bookings and customers"
      placeholder="Search bookings, customers"
      scope={['test']}
      search={search}
    />,
    {
      session,
      extraRoutes: [
        { path: '/company/dashboard', element: <p>Bookings</p> },
        { path: '/customers', element: <p>Customers</p> },
      ],
    },
  );
}

describe('GlobalSearch', () => {
  it('when two letters are typed, then the hits come grouped by kind and a click opens the screen of one', async () => {
    const search = vi.fn().mockResolvedValue(groups);
    const user = userEvent.setup();
    const { router } = renderSearch(search);
    const field = screen.getByRole('combobox', { name: 'Search bookings and customers' });
    await user.type(field, 'm');
    expect(search).not.toHaveBeenCalled();
    await user.type(field, 'a');
    expect(await screen.findByRole('group', { name: 'Bookings' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('ma');
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Empty' })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Max Mayer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(field).toHaveValue('');
  });

  it('when the arrows move and Enter is pressed, then the active hit opens; Escape closes the list', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(vi.fn().mockResolvedValue(groups));
    const field = screen.getByRole('combobox');
    await user.type(field, 'max');
    await screen.findByRole('option', { name: /Max · Full Groom/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Max · Full/ }).id);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await user.type(field, 'x');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?bookingId=b1'));
  });

  it('when nothing matches or the search fails, then the status says so', async () => {
    const user = userEvent.setup();
    renderSearch(vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('down')));
    const field = screen.getByRole('combobox');
    await user.type(field, 'zz');
    expect(await screen.findByText('Nothing matches “zz”.')).toBeInTheDocument();
    await user.type(field, 'z');
    expect(await screen.findByText('Search failed. Try again in a moment.')).toBeInTheDocument();
  });

  it('when the screen is a phone, then the placeholder is one word (the label still names what is searched)', () => {
    const phone = vi.fn((query: string) => ({
      matches: query === '(max-width: 480px)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', phone);
    renderSearch(vi.fn());
    const field = screen.getByRole('combobox', { name: 'Search bookings and customers' });
    expect(field).toHaveAttribute('placeholder', 'Search');
    vi.unstubAllGlobals();
  });

  it('when the screen is wide, then the placeholder says what can be found', () => {
    renderSearch(vi.fn());
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Search bookings, customers');
  });
});
