import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aCustomerDetails } from '@/features/company-dashboard/testing/operations-fixtures';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { CustomersSection } = await import('./customers-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });
const page = (pageNumber: number, totalPages = 3) =>
  ok([aCustomer({ id: `c${pageNumber}`, name: `Customer ${pageNumber}` })], {
    pagination: { page: pageNumber, limit: 10, total: 21, totalPages },
  });
const urls = (mock: ReturnType<typeof fetchRoutes>) => mock.mock.calls.map(([url]) => String(url));

describe('Customers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the grid pages, sorts, filters and searches, then the server is asked with page, limit 10, sortBy, sortOrder, status and search', async () => {
    const fetchMock = fetchRoutes([{ path: /^\/api\/customers\?/, respond: page(1) }]);
    const user = userEvent.setup();
    renderRoute(<CustomersSection />, { session });
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/customers?page=1&limit=10&sortBy=name&sortOrder=asc');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/customers?page=2&limit=10&sortBy=name&sortOrder=asc'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'totalSpent');
    await user.selectOptions(screen.getByLabelText('Order'), 'desc');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/customers?page=1&limit=10&sortBy=totalSpent&sortOrder=desc&status=active',
      ),
    );
    await user.type(screen.getByLabelText('Search customers'), 'olivia');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/customers?page=1&limit=10&sortBy=totalSpent&sortOrder=desc&status=active&search=olivia',
      ),
    );
  });

  it('when the customers cannot load, then "Failed to load customers" with Try Again', async () => {
    fetchRoutes([{ path: /^\/api\/customers\?/, respond: failure(500, 'INTERNAL', 'x') }]);
    renderRoute(<CustomersSection />, { session });
    expect(await screen.findByText('Failed to load customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('when a card is opened and a note added, then Add Note waits for a non-blank note and the new notes show', async () => {
    const note = {
      id: 'n1',
      text: 'Prefers mornings',
      createdAt: '2026-11-20T10:00:00.000Z',
      authorId: 'company-1',
      authorName: 'Happy Paws Grooming',
    };
    const fetchMock = fetchRoutes([
      { path: /^\/api\/customers\?/, respond: page(1, 1) },
      { path: '/api/customers/c1', respond: ok(aCustomerDetails({ id: 'c1', name: 'Customer 1' })) },
      { method: 'POST', path: '/api/customers/c1/notes', respond: ok({ notes: [note] }) },
    ]);
    const user = userEvent.setup();
    renderRoute(<CustomersSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Customer 1' }));
    const details = await screen.findByRole('dialog', { name: 'Customer 1' });
    expect(await within(details).findByText('Tom Owner')).toBeInTheDocument();
    // The owner's preferred way to be contacted, from his profile.
    expect(within(details).getByText('Prefers').nextElementSibling).toHaveTextContent('SMS');
    expect(within(details).getByText('Brother')).toBeInTheDocument();
    expect(within(details).getByText('No notes yet.')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    const add = within(dialog).getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), ' Prefers mornings ');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Note' })).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/customers/c1/notes')).toEqual({ note: 'Prefers mornings' });
    expect(within(details).getByText('Prefers mornings')).toBeInTheDocument();
  });

  it("when a pet has a photo, then the details show it (read with the company's token); a pet without one shows a paw", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:max');
    URL.revokeObjectURL = vi.fn();
    const [max] = aCustomerDetails().pets;
    fetchRoutes([
      { path: /^\/api\/customers\?/, respond: page(1, 1) },
      {
        path: '/api/customers/c1',
        respond: ok(
          aCustomerDetails({
            id: 'c1',
            name: 'Customer 1',
            pets: [
              { ...max, photo: 'pets/o1/max.png' },
              { ...max, name: 'Luna', photo: null },
            ],
          }),
        ),
      },
      { path: '/api/media/pets/o1/max.png', respond: () => new Response(new Blob(['x'], { type: 'image/png' })) },
    ]);
    const user = userEvent.setup();
    renderRoute(<CustomersSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Customer 1' }));
    const details = await screen.findByRole('dialog', { name: 'Customer 1' });
    expect(await within(details).findByRole('img', { name: 'Photo of Max' })).toHaveAttribute('src', 'blob:max');
    expect(within(details).getByText('Luna')).toBeInTheDocument();
    expect(within(details).getAllByRole('img')).toHaveLength(1);
  });

  it('when the note is refused, then "Failed to add note"', async () => {
    fetchRoutes([
      { path: /^\/api\/customers\?/, respond: page(1, 1) },
      { path: '/api/customers/c1', respond: ok(aCustomerDetails({ id: 'c1', name: 'Customer 1' })) },
      {
        method: 'POST',
        path: '/api/customers/c1/notes',
        respond: failure(400, 'VALIDATION_FAILED', 'Please write a note'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<CustomersSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Customer 1' }));
    const details = await screen.findByRole('dialog', { name: 'Customer 1' });
    await user.click(await within(details).findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByLabelText('Note'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await within(dialog).findByText('Failed to add note')).toBeInTheDocument();
  });
});
