import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoMessages } from '@contracts/pet-vocabulary';
import { bodyOf, created, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { aPet } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { PetForm } = await import('@/components/pets/pet-form');

const png = (name = 'max.png', size = 2000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderForm(onSaved = vi.fn(), pet = undefined as ReturnType<typeof aPet> | undefined) {
  renderRoute(<PetForm pet={pet} onSaved={onSaved} onCancel={() => undefined} />, {
    session: fakeSession({ signedIn: true }),
  });
  return onSaved;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Pepper');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'Cat');
  await user.type(screen.getByLabelText(/^Breed/), 'Tabby');
}

describe('pet form', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when name, type or breed is missing, then "Name, type, and breed are required" and nothing is sent', async () => {
    const fetchMock = fetchRoutes([]);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Pepper');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Name, type, and breed are required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Breed/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when medical lists are typed comma separated, then they are sent trimmed as lists without empty entries', async () => {
    const fetchMock = fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/pets',
        respond: created(aPet({ name: 'Pepper' }), { message: 'Pepper was added to your pets.' }),
      },
    ]);
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Allergies'), ' chicken, , pollen ,');
    await user.type(screen.getByLabelText('Medications'), 'Apoquel');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Pepper' }),
        'Pepper was added to your pets.',
      ),
    );
    expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/pets')).toMatchObject({
      name: 'Pepper',
      type: 'Cat',
      breed: 'Tabby',
      gender: 'Unknown',
      photos: [],
      medicalInfo: { allergies: ['chicken', 'pollen'], medications: ['Apoquel'], conditions: [], lastCheckup: null },
    });
  });

  it('when a pet is edited, then its lists show comma separated and the PUT keeps its photos', async () => {
    const pet = aPet({
      photos: ['pets/user-1/a.png'],
      medicalInfo: { allergies: ['chicken', 'pollen'], medications: [], conditions: [], lastCheckup: '2026-01-02' },
    });
    const fetchMock = fetchRoutes([
      { path: '/api/media/pets/user-1/a.png', respond: () => new Response(new Blob(['x'], { type: 'image/png' })) },
      { method: 'PUT', path: '/api/pet-owners/pets/pet-1', respond: ok(pet) },
    ]);
    const user = userEvent.setup();
    const onSaved = renderForm(vi.fn(), pet);
    expect(screen.getByLabelText('Allergies')).toHaveValue('chicken, pollen');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PUT', '/api/pet-owners/pets/pet-1')).toMatchObject({
      photos: ['pets/user-1/a.png'],
      medicalInfo: { allergies: ['chicken', 'pollen'], lastCheckup: '2026-01-02' },
    });
  });

  for (const [label, files, message] of [
    ['six photos', Array.from({ length: 6 }, (_, index) => png(`p${index}.png`)), photoMessages.tooMany],
    ['a GIF', [new File(['x'], 'a.gif', { type: 'image/gif' })], photoMessages.badType],
    ['a 6 MB photo', [png('big.png', 6 * 1024 * 1024)], photoMessages.tooLarge],
  ] as const) {
    it(`when ${label} is chosen, then "${message}" and nothing is added`, async () => {
      fetchRoutes([]);
      const user = userEvent.setup({ applyAccept: false });
      renderForm();
      await user.upload(screen.getByLabelText('Add photos'), [...files]);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  }

  it('when photos are chosen, then they are uploaded first and the pet is saved with their paths', async () => {
    const fetchMock = fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/pets/upload-photos',
        respond: created([{ path: 'pets/user-1/new.png', url: '/api/media/pets/user-1/new.png' }]),
      },
      { method: 'POST', path: '/api/pet-owners/pets', respond: created(aPet()) },
    ]);
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Add photos'), png());
    expect(screen.getByRole('img', { name: 'New photo max.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const upload = fetchMock.mock.calls.find(([path]) => path === '/api/pet-owners/pets/upload-photos');
    expect((upload?.[1]?.body as FormData).getAll('photos')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'POST', '/api/pet-owners/pets')).toMatchObject({ photos: ['pets/user-1/new.png'] });
  });

  it('when the upload fails, then "Failed to upload photos" and the pet is not saved', async () => {
    const fetchMock = fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/pets/upload-photos',
        respond: failure(400, 'UNSUPPORTED_MEDIA_TYPE', photoMessages.badType, { photos: photoMessages.badType }),
      },
    ]);
    const user = userEvent.setup();
    const onSaved = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Add photos'), png());
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Failed to upload photos')).toBeInTheDocument();
    expect(screen.getByText(photoMessages.badType)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/pet-owners/pets')).toBe(false);
  });

  it('when the save is refused without a message, then "Failed to add pet"; on a network error, "Error adding pet"', async () => {
    fetchRoutes([{ method: 'POST', path: '/api/pet-owners/pets', respond: failure(500, 'INTERNAL', '') }]);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Failed to add pet')).toBeInTheDocument();

    fetchRoutes([
      {
        method: 'POST',
        path: '/api/pet-owners/pets',
        respond: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Error adding pet')).toBeInTheDocument();
  });
});
