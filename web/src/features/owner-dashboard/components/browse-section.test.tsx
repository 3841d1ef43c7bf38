import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { aPet } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { BrowseSection } = await import('@/features/owner-dashboard/components/browse-section');

const session = fakeSession({ signedIn: true });
const noServices = {
  path: /^\/api\/services\/public(\?|$)/,
  respond: ok([], { pagination: { limit: 12, nextCursor: null } }),
};
const cities = { path: '/api/services/public/cities', respond: ok([]) };
const servicesAsked = (mock: ReturnType<typeof fetchRoutes>) =>
  mock.mock.calls.map(([input]) => String(input)).filter((url) => /^\/api\/services\/public(\?|$)/.test(url));

describe('Browse Services', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when every pet is a dog, then the marketplace opens at dogs and says so; All pets shows every service and keeps the section', async () => {
    const mock = fetchRoutes([
      cities,
      { path: '/api/pet-owners/pets', respond: ok([aPet({ type: 'Dog' }), aPet({ id: 'p-2', type: 'Dog' })]) },
      noServices,
    ]);
    const user = userEvent.setup();
    const { router } = renderRoute(<BrowseSection />, { session, initialEntry: '/?section=browse' });
    expect(await screen.findByText(/Showing services for dogs/)).toBeInTheDocument();
    await waitFor(() => expect(servicesAsked(mock)).toEqual(['/api/services/public?petType=dogs']));
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('radio', { name: 'Dogs' })).toBeChecked();
    await user.click(within(filters).getByRole('radio', { name: 'All pets' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=browse&petType=all'));
    await waitFor(() => expect(servicesAsked(mock)).toContain('/api/services/public'));
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?section=browse'));
  });

  it('when the pets are of two kinds, then every service is shown', async () => {
    const mock = fetchRoutes([
      cities,
      { path: '/api/pet-owners/pets', respond: ok([aPet({ type: 'Dog' }), aPet({ id: 'p-2', type: 'Cat' })]) },
      noServices,
    ]);
    renderRoute(<BrowseSection />, { session, initialEntry: '/?section=browse' });
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
    expect(servicesAsked(mock)).toEqual(['/api/services/public']);
    expect(screen.queryByText(/Showing services for/)).toBeNull();
  });
});
