import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ratingLabels } from '@contracts/booking-vocabulary';
import { bodyOf, created, failure, fetchRoutes } from '@/testing/fetch-routes';
import { aBooking } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { ReviewDialog } = await import('@/components/bookings/review-dialog');

const completed = aBooking({ id: 'b-7', status: 'completed', canReview: true });

describe('rate-and-review dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when it opens, then five stars carry the spec labels and 5, Excellent, is chosen', async () => {
    renderRoute(<ReviewDialog booking={completed} onClose={() => undefined} />, {
      session: fakeSession({ signedIn: true }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rate and Review' });
    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    ratingLabels.forEach((label, index) =>
      expect(
        within(dialog).getByRole('radio', { name: new RegExp(`^${index + 1} stars?, ${label}$`) }),
      ).toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    expect(within(dialog).getByText('Excellent')).toBeVisible();
  });

  it('when the text is blank, then "Please provide a review" and nothing is sent', async () => {
    const fetchMock = fetchRoutes([]);
    const user = userEvent.setup();
    renderRoute(<ReviewDialog booking={completed} onClose={() => undefined} />, {
      session: fakeSession({ signedIn: true }),
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your review'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByText('Please provide a review')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when 3 stars and a text are sent, then the rating and the trimmed text go to the server and the dialog closes', async () => {
    const fetchMock = fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/bookings/b-7/review',
        respond: created(completed, { message: 'Thank you for your review!' }),
      },
    ]);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoute(<ReviewDialog booking={completed} onClose={onClose} />, { session: fakeSession({ signedIn: true }) });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars, Good' }));
    expect(within(dialog).getByText('Good')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Your review'), ' Lovely groom ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/bookings/b-7/review')).toEqual({
      rating: 3,
      review: 'Lovely groom',
    });
  });

  it('when the server refuses, then its message; without one, "Failed to submit review"', async () => {
    fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/bookings/b-7/review',
        respond: failure(409, 'ALREADY_REVIEWED', 'This booking was already reviewed.'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<ReviewDialog booking={completed} onClose={() => undefined} />, {
      session: fakeSession({ signedIn: true }),
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your review'), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByText('This booking was already reviewed.')).toBeInTheDocument();

    fetchRoutes([
      { method: 'POST', path: '/api/pet-owners/bookings/b-7/review', respond: failure(500, 'INTERNAL', '') },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByText('Failed to submit review')).toBeInTheDocument();
  });
});
