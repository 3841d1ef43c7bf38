import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '@contracts/reviews';
import type { PublicService } from '@contracts/services';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { renderRoute, optionTexts } from '@/testing/test-utils';

const { CompanyReviews } = await import('@/features/company-page/components/company-reviews');

const reviewsPath = '/api/companies/demo-company/reviews';

function aReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 'b-1',
    rating: 4,
    text: 'Lovely groom',
    authorName: 'Ella J.',
    createdAt: '2026-11-20T15:00:00.000Z',
    serviceId: 's-1',
    serviceName: 'Full Groom',
    ...overrides,
  };
}

function aService(overrides: Partial<PublicService> = {}): PublicService {
  return {
    id: 's-1',
    name: 'Full Groom',
    description: '',
    category: 'grooming',
    petTypes: ['dog'],
    price: 65,
    duration: 60,
    bookingMode: 'appointment',
    rating: 4.5,
    reviewCount: 8,
    companyId: 'demo-company',
    companyName: 'Happy Paws',
    companyLogoUrl: null,
    location: 'Austin, TX',
    image: null,
    ...overrides,
  };
}

const page = (reviews: PublicReview[], nextCursor: string | null, total = reviews.length) =>
  ok(reviews, { pagination: { limit: 5, nextCursor, total } });

describe('company reviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when reviews load, then each card shows its stars, text, author, date and service, under the average and count', async () => {
    fetchRoutes([
      {
        path: reviewsPath,
        respond: page(
          [
            aReview(),
            aReview({ id: 'b-2', rating: 5, text: 'Spotless', authorName: 'Sam K.', serviceName: 'Bath Only' }),
          ],
          null,
        ),
      },
    ]);
    renderRoute(<CompanyReviews companyId="demo-company" rating={4.5} reviewCount={12} services={[]} />);
    expect(screen.getByText('4.5 out of 5 · 12 reviews')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Review by Ella J.' });
    expect(card).toHaveTextContent('Rated 4.0 out of 5');
    expect(card).toHaveTextContent('Lovely groom');
    expect(card).toHaveTextContent('Full Groom');
    expect(within(card).getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T15:00:00.000Z');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Review by Ella J.',
      'Review by Sam K.',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('when there are no reviews, then "New · No reviews yet" and the empty state, never a rating', async () => {
    fetchRoutes([{ path: reviewsPath, respond: page([], null) }]);
    renderRoute(<CompanyReviews companyId="demo-company" rating={0} reviewCount={0} services={[]} />);
    expect(screen.getByText('New · No reviews yet')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });

  it('when "Show more reviews" is pressed, then the next page is asked with the cursor and added below', async () => {
    const fetchMock = fetchRoutes([
      { path: reviewsPath, respond: page([aReview()], 'next-1', 2) },
      { path: `${reviewsPath}?cursor=next-1`, respond: page([aReview({ id: 'b-2', authorName: 'Sam K.' })], null, 2) },
    ]);
    const user = userEvent.setup();
    renderRoute(<CompanyReviews companyId="demo-company" rating={4} reviewCount={2} services={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review by Sam K.' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([reviewsPath, `${reviewsPath}?cursor=next-1`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument());
  });

  it('when the reviews fail to load, then an error with Retry, which loads them', async () => {
    let calls = 0;
    fetchRoutes([
      {
        path: reviewsPath,
        respond: () =>
          calls++ === 0
            ? failure(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')()
            : page([aReview()], null)(),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<CompanyReviews companyId="demo-company" rating={4} reviewCount={1} services={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Review by Ella J.' })).toBeInTheDocument();
  });

  it('when a service is chosen, then its reviews are asked for and the heading shows its own average and count', async () => {
    const fetchMock = fetchRoutes([
      { path: reviewsPath, respond: page([aReview()], null) },
      {
        path: `${reviewsPath}?serviceId=s-2`,
        respond: page([aReview({ id: 'b-3', serviceId: 's-2', serviceName: 'Bath Only', authorName: 'Sam K.' })], null),
      },
    ]);
    const user = userEvent.setup();
    const services = [
      aService(),
      aService({ id: 's-2', name: 'Bath Only', rating: 5, reviewCount: 1 }),
      aService({ id: 's-3', name: 'Walk', reviewCount: 0 }),
    ];
    renderRoute(<CompanyReviews companyId="demo-company" rating={4.6} reviewCount={9} services={services} />);
    const select = screen.getByLabelText('Show reviews of');
    expect(optionTexts(select)).toEqual(['All services', 'Full Groom', 'Bath Only']);
    await user.selectOptions(select, 's-2');
    expect(await screen.findByRole('article', { name: 'Review by Sam K.' })).toBeInTheDocument();
    expect(screen.getByText('5.0 out of 5 · 1 review')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`${reviewsPath}?serviceId=s-2`);
  });
});
