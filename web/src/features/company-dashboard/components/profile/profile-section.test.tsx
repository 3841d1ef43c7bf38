import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileMessages } from '@contracts/company-profile';
import { aProfile } from '@/features/company-dashboard/testing/company-fixtures';
import { aSubscription } from '@/testing/subscription-fixtures';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { ProfileSection } = await import('@/features/company-dashboard/components/profile/profile-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });

function render(
  put = ok(aProfile({ city: 'Dallas' }), { message: profileMessages.verified }),
  subscription = aSubscription(),
) {
  const mock = fetchRoutes([
    { path: '/api/companies/profile', respond: ok(aProfile()) },
    { method: 'PUT', path: '/api/companies/profile', respond: put },
    { path: '/api/subscription', respond: ok(subscription) },
  ]);
  renderRoute(<ProfileSection />, { session });
  return mock;
}

describe('company profile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when the profile loads, then every field shows and the email cannot be edited', async () => {
    render();
    expect(await screen.findByLabelText('Company name')).toHaveValue('Happy Paws Grooming');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('78701');
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Chicago');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('when Closed is unticked, then the day reopens at 09:00-17:00, and the save sends the hours', async () => {
    const user = userEvent.setup();
    const mock = render();
    await user.click(await screen.findByRole('tab', { name: 'Business Hours' }));
    const saturday = screen.getAllByRole('checkbox', { name: 'Closed' })[5]!;
    expect(saturday).toBeChecked();
    await user.click(saturday);
    expect(screen.getByLabelText('Saturday opens at')).toHaveValue('09:00');
    expect(screen.getByLabelText('Saturday closes at')).toHaveValue('17:00');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText(profileMessages.verified);
    const body = bodyOf(mock, 'PUT', '/api/companies/profile') as {
      businessHours: Record<string, unknown>;
      email?: string;
      logoUrl?: unknown;
    };
    expect(body.businessHours.saturday).toEqual({ open: '09:00', close: '17:00', closed: false });
    expect(body.email).toBeUndefined();
    // Pictures that did not change are not sent again.
    expect(body.logoUrl).toBeUndefined();
  });

  it('when a save succeeds, then the server message shows for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render();
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(profileMessages.verified)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(profileMessages.verified)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(profileMessages.verified)).not.toBeInTheDocument());
  });

  it('when the save is refused, then the server message shows; without one, "Failed to update profile"', async () => {
    const user = userEvent.setup();
    render(failure(400, 'VALIDATION_ERROR', ''));
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('when the plan does not include profileImages, then the Photos tab shows "Upgrade Required"', async () => {
    const user = userEvent.setup();
    render(undefined, aSubscription({ plan: null, planName: null }));
    await user.click(await screen.findByRole('tab', { name: 'Photos' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
  });

  it('when the plan lacks profileCustomization, then the fields and Save are disabled with an upgrade notice', async () => {
    render(undefined, aSubscription({ plan: null, planName: null }));
    expect(await screen.findByText('Profile editing is not included in your plan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it('when the Statistics tab opens, then the real counters show (verified, rating, bookings, services)', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: 'Statistics' }));
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')?.querySelector('dd');
    expect(stat('Rating')).toHaveTextContent('4.6');
    expect(stat('Total bookings')).toHaveTextContent('48');
    expect(stat('Services')).toHaveTextContent('1');
    expect(stat('Verification')).toHaveTextContent('Verified');
    expect(stat('Joined')).toHaveTextContent('Jan 15, 2026');
  });
});
