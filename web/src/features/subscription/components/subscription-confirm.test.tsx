import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, jsonResponse, renderRoute } from '@/testing/test-utils';

const { SubscriptionConfirm } = await import('@/features/subscription/components/subscription-confirm');

const fetchMock = vi.fn<typeof fetch>();
const company = fakeSession({ signedIn: true, role: 'pet_company' });

function renderConfirm(mode: 'trial' | 'subscribe', entry: string) {
  return renderRoute(<SubscriptionConfirm mode={mode} />, {
    path: mode === 'trial' ? '/company/trial/:planId' : '/company/subscribe/:planId',
    initialEntry: entry,
    session: company,
    extraRoutes: [{ path: '/company/dashboard', element: <p>company dashboard</p> }],
  });
}

describe('trial and subscribe confirmation', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when subscribing yearly, then it shows the plan, the yearly price and period, and sends them', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: {}, message: 'Subscribed to Professional' }));
    const user = userEvent.setup();
    renderConfirm('subscribe', '/company/subscribe/professional?period=yearly');
    expect(screen.getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(screen.getByText('$590.00 per year')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByText('company dashboard')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/companies/subscription/subscribe',
      expect.objectContaining({ body: JSON.stringify({ planId: 'professional', billingPeriod: 'yearly' }) }),
    );
    expect(screen.getByText('Subscribed to Professional')).toBeInTheDocument();
  });

  it('when the trial cannot start and the server says nothing, then "Failed to start trial" shows', async () => {
    fetchMock.mockResolvedValue(new Response('Not Found', { status: 404 }));
    const user = userEvent.setup();
    renderConfirm('trial', '/company/trial/starter');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start trial');
  });

  it('when subscribing fails with a server message, then that message shows', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { success: false, code: 'CONFLICT', message: 'You already have an active subscription.' }),
    );
    const user = userEvent.setup();
    renderConfirm('subscribe', '/company/subscribe/starter');
    expect(screen.getByText('$29.00 per month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active subscription.');
  });

  it('when the plan id is unknown, then it says so and links to pricing', () => {
    renderConfirm('trial', '/company/trial/platinum');
    expect(screen.getByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });
});
