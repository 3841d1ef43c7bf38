import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicService } from '@contracts/services';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute, optionTexts } from '@/testing/test-utils';

const { MarketplaceRoute } = await import('@/features/marketplace/routes/marketplace-route');

function aService(overrides: Partial<PublicService> = {}): PublicService {
  return {
    id: 's-1',
    name: 'Full Groom',
    description: 'Bath and haircut.',
    category: 'grooming',
    petTypes: ['dog', 'cat'],
    price: 65,
    duration: 90,
    bookingMode: 'appointment',
    rating: 4.26,
    reviewCount: 16,
    companyId: 'demo-company',
    companyName: 'Happy Paws Grooming',
    companyLogoUrl: null,
    location: 'Austin, TX',
    image: null,
    ...overrides,
  };
}

const cities = [
  { city: 'Austin', state: 'TX', count: 7 },
  { city: 'Denver', state: 'CO', count: 6 },
];
/** The City filter's list; listed first so that a pattern for the services never answers it. */
const citiesRoute = { path: '/api/services/public/cities', respond: ok(cities) };
const servicesCalls = (mock: ReturnType<typeof fetchRoutes>) =>
  mock.mock.calls.map(([input]) => String(input)).filter((url) => !url.startsWith('/api/services/public/cities'));

const signInRoute = { path: '/signin', element: <p>Sign in page</p> };

describe('marketplace', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when services load, then a card shows its company link, chips, rating, duration and price', async () => {
    fetchRoutes([
      citiesRoute,
      { path: '/api/services/public', respond: ok([aService()], { pagination: { limit: 12, nextCursor: null } }) },
    ]);
    renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    const card = await screen.findByRole('article', { name: 'Full Groom' });
    expect(within(card).getByRole('link', { name: /Happy Paws Grooming/ })).toHaveAttribute(
      'href',
      '/company/demo-company',
    );
    expect(card).toHaveTextContent('Grooming');
    expect(card).toHaveTextContent('Dog');
    expect(card).toHaveTextContent('Rated 4.3 out of 5 (16 reviews)');
    expect(card).toHaveTextContent('1 hr 30 min');
    expect(card).toHaveTextContent('$65.00');
  });

  it('when the URL carries filters, then they are sent to the API and shown as chosen', async () => {
    const fetchMock = fetchRoutes([
      citiesRoute,
      { path: /^\/api\/services\/public/, respond: ok([], { pagination: { limit: 12, nextCursor: null } }) },
    ]);
    renderRoute(<MarketplaceRoute />, {
      path: '/marketplace',
      initialEntry: '/marketplace?category=walking&petType=dogs&minRating=4&sort=price_asc',
    });
    await screen.findByText('No services found');
    expect(servicesCalls(fetchMock)[0]).toBe(
      '/api/services/public?category=walking&petType=dogs&minRating=4&sort=price_asc',
    );
    expect(screen.getByRole('tab', { name: 'Walking' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('radio', { name: 'Dogs' })[0]).toBeChecked();
    expect(screen.getAllByLabelText('Minimum rating')[0]).toHaveValue('4');
  });

  it('when a category, a pet type and a search are chosen, then the URL follows', async () => {
    fetchRoutes([
      citiesRoute,
      { path: /^\/api\/services\/public/, respond: ok([aService()], { pagination: { limit: 12, nextCursor: null } }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    await screen.findByRole('article', { name: 'Full Groom' });
    await user.click(screen.getByRole('tab', { name: 'Grooming' }));
    await user.click(screen.getAllByRole('radio', { name: 'Cats' })[0]!);
    await user.selectOptions(screen.getAllByLabelText('Sort by')[0]!, 'rating');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'groom{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=groom&category=grooming&petType=cats&sort=rating'),
    );
  });

  it('when more pages exist, then Load more fetches the next one with its cursor', async () => {
    const fetchMock = fetchRoutes([
      citiesRoute,
      { path: '/api/services/public', respond: ok([aService()], { pagination: { limit: 12, nextCursor: 'next-1' } }) },
      {
        path: '/api/services/public?cursor=next-1',
        respond: ok([aService({ id: 's-2', name: 'Nail Trim' })], { pagination: { limit: 12, nextCursor: null } }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Nail Trim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(servicesCalls(fetchMock)).toHaveLength(2);
  });

  it('when the API gives the total, then the heading shows it, not the loaded count', async () => {
    fetchRoutes([
      citiesRoute,
      {
        path: '/api/services/public',
        respond: ok([aService()], { pagination: { limit: 12, nextCursor: 'next-1', total: 23 } }),
      },
    ]);
    renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    expect(await screen.findByText('23 services')).toBeInTheDocument();
    expect(screen.queryByText(/\d\+ services/)).not.toBeInTheDocument();
  });

  it('when one service matches, then the heading says "1 service"', async () => {
    fetchRoutes([
      citiesRoute,
      {
        path: '/api/services/public',
        respond: ok([aService()], { pagination: { limit: 12, nextCursor: null, total: 1 } }),
      },
    ]);
    renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    expect(await screen.findByText('1 service')).toBeInTheDocument();
  });

  it('when a city is chosen, then it goes to the URL and the API, the Filters button counts it and Clear filters removes it', async () => {
    const fetchMock = fetchRoutes([
      citiesRoute,
      {
        path: /^\/api\/services\/public/,
        respond: ok([aService()], { pagination: { limit: 12, nextCursor: null, total: 1 } }),
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoute(<MarketplaceRoute />, {
      path: '/marketplace',
      initialEntry: '/marketplace?category=grooming',
    });
    await screen.findByRole('article', { name: 'Full Groom' });
    const select = screen.getAllByLabelText('City')[0]!;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Austin, TX' })).toBeInTheDocument());
    expect(optionTexts(select)).toEqual(['All cities', 'Austin, TX', 'Denver, CO']);
    await user.selectOptions(select, 'Denver');
    await waitFor(() => expect(router.state.location.search).toBe('?category=grooming&city=Denver'));
    await waitFor(() =>
      expect(servicesCalls(fetchMock)).toContain('/api/services/public?category=grooming&city=Denver'),
    );
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByLabelText('City')[0]).toHaveValue('');
  });

  it('when the URL names a city, then it is chosen after a reload', async () => {
    const fetchMock = fetchRoutes([
      citiesRoute,
      { path: /^\/api\/services\/public/, respond: ok([], { pagination: { limit: 12, nextCursor: null, total: 0 } }) },
    ]);
    renderRoute(<MarketplaceRoute />, { path: '/marketplace', initialEntry: '/marketplace?city=Austin' });
    await screen.findByText('No services found');
    expect(servicesCalls(fetchMock)[0]).toBe('/api/services/public?city=Austin');
    await waitFor(() => expect(screen.getAllByLabelText('City')[0]).toHaveValue('Austin'));
    expect(screen.getByText('0 services')).toBeInTheDocument();
  });

  it('when a visitor presses Book Now, then he is sent to /signin', async () => {
    fetchRoutes([
      citiesRoute,
      { path: '/api/services/public', respond: ok([aService()], { pagination: { limit: 12, nextCursor: null } }) },
    ]);
    const user = userEvent.setup();
    renderRoute(<MarketplaceRoute />, { path: '/marketplace', session: fakeSession(), extraRoutes: [signInRoute] });
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  });

  it('when the server fails, then "Failed to load services" with Try Again; a network failure says "Error loading services. Please try again."', async () => {
    fetchRoutes([citiesRoute, { path: '/api/services/public', respond: failure(500, 'INTERNAL', 'Something broke') }]);
    const first = renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    expect(await screen.findByText('Failed to load services', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    first.unmount();

    fetchRoutes([
      citiesRoute,
      {
        path: '/api/services/public',
        respond: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    ]);
    renderRoute(<MarketplaceRoute />, { path: '/marketplace' });
    expect(
      await screen.findByText('Error loading services. Please try again.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
