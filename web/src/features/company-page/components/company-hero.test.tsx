import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicCompany } from '@contracts/companies-public';
import { defaultBusinessHours } from '@contracts/company';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { CompanyHero } = await import('@/features/company-page/components/company-hero');

const company: PublicCompany = {
  id: 'demo-company',
  name: 'Happy Paws Grooming',
  description: '',
  logoUrl: null,
  images: [],
  verified: true,
  city: 'Austin',
  state: 'TX',
  address: '1 Main St',
  phone: '',
  rating: 4.3,
  reviewCount: 12,
  totalBookings: 40,
  serviceCount: 3,
  businessHours: defaultBusinessHours,
  timezone: 'America/Chicago',
  bookable: true,
  notBookableReason: null,
};
const saved = {
  companyId: 'demo-company',
  name: company.name,
  logoUrl: null,
  city: 'Austin',
  state: 'TX',
  rating: 4.3,
  reviewCount: 12,
  savedAt: '2026-11-20T10:00:00.000Z',
};

describe('Save on a company page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when an owner saves the company, then the server keeps it and the button says Saved; saving again removes it', async () => {
    let stored: unknown[] = [];
    const mock = fetchRoutes([
      { path: '/api/pet-owners/favorites', respond: () => ok(stored)() },
      {
        method: 'PUT',
        path: '/api/pet-owners/favorites/demo-company',
        respond: () => ((stored = [saved]), ok({ companyId: 'demo-company', saved: true })()),
      },
      {
        method: 'DELETE',
        path: '/api/pet-owners/favorites/demo-company',
        respond: () => ((stored = []), ok({ companyId: 'demo-company', saved: false })()),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<CompanyHero company={company} />, { session: fakeSession({ signedIn: true }) });
    await waitFor(() => expect(mock).toHaveBeenCalledWith('/api/pet-owners/favorites', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(mock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('when the save is refused, then the button goes back and a message says why', async () => {
    fetchRoutes([
      { path: '/api/pet-owners/favorites', respond: ok([]) },
      {
        method: 'PUT',
        path: '/api/pet-owners/favorites/demo-company',
        respond: failure(409, 'LIMIT_REACHED', 'You can keep up to 100 favorite companies.'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<CompanyHero company={company} />, { session: fakeSession({ signedIn: true }) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep up to 100 favorite companies.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a visitor presses Save, then he is asked to sign in and nothing is sent', async () => {
    const mock = fetchRoutes([]);
    const user = userEvent.setup();
    renderRoute(<CompanyHero company={company} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toast).getByText('Sign in as a pet owner to save companies to your favorites.')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(mock).not.toHaveBeenCalled();
  });

  it('when a company account looks at the page, then there is no Save', () => {
    fetchRoutes([]);
    renderRoute(<CompanyHero company={company} />, { session: fakeSession({ signedIn: true, role: 'pet_company' }) });
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
