import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeySummary } from '@contracts/api-keys';
import { bodyOf, created, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { ApiKeysSection } = await import('./api-keys-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });
const KEY = `pn_live_${'a'.repeat(39)}Q7xz`;
const aKey = (fields: Partial<ApiKeySummary> = {}): ApiKeySummary => ({
  id: 'f'.repeat(64),
  name: 'Accounting export',
  scope: 'read',
  hint: 'pn_live_…Q7xz',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  ...fields,
});

describe('API keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the company has no key, then the empty state offers to create one; the key is shown once with Copy', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/companies/api-keys', respond: ok([]) },
      {
        method: 'POST',
        path: '/api/companies/api-keys',
        respond: created({ id: 'f'.repeat(64), name: 'Accounting export', scope: 'read_write', key: KEY }),
      },
    ]);
    const user = userEvent.setup();
    // After setup, which puts its own clipboard on navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(<ApiKeysSection />, { session });
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute('href', '/developers');

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name the key')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Accounting export');
    await user.click(within(dialog).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API key' });
    expect(within(shown).getByLabelText('API key "Accounting export"')).toHaveValue(KEY);
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(bodyOf(fetchMock, 'POST', '/api/companies/api-keys')).toEqual({
      name: 'Accounting export',
      scope: 'read_write',
    });
  });

  it('when keys are listed, then each shows its hint, access and last use, and Revoke asks first', async () => {
    const fetchMock = fetchRoutes([
      {
        path: '/api/companies/api-keys',
        respond: ok([aKey(), aKey({ id: 'e'.repeat(64), name: 'Website', lastUsedAt: '2026-11-26T09:00:00.000Z' })]),
      },
      {
        method: 'DELETE',
        path: `/api/companies/api-keys/${'f'.repeat(64)}`,
        respond: ok({ id: 'f'.repeat(64) }, { message: 'API key revoked.' }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<ApiKeysSection />, { session });
    const row = (await screen.findByText('Accounting export')).closest('tr')!;
    expect(row).toHaveTextContent('pn_live_…Q7xz');
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('Never');
    expect(screen.getByText('Nov 26, 2026')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revoke Accounting export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    expect(await screen.findByText('API key revoked.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('when the keys cannot load, then "Failed to load API keys" with Try Again', async () => {
    fetchRoutes([{ path: '/api/companies/api-keys', respond: failure(500, 'INTERNAL', 'x') }]);
    renderRoute(<ApiKeysSection />, { session });
    expect(await screen.findByText('Failed to load API keys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
