import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerProfileInputSchema, profileMessages, type OwnerProfile } from '@contracts/owners';
import { bodyOf, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
const { MyProfileForm } = await import('@/features/account/components/my-profile-form');

const profile: OwnerProfile = {
  ...ownerProfileInputSchema.parse({ name: 'Olivia Owner', phone: '555-0100', emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'Spouse' } }),
  email: 'owner@petnest.demo',
};

describe('/profile, My Profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when it opens, then the name is split, the email is read-only with its hint', () => {
    renderRoute(<MyProfileForm profile={profile} email="owner@petnest.demo" />, { session: fakeSession({ signedIn: true }) });
    expect(screen.getByLabelText('First name')).toHaveValue('Olivia');
    expect(screen.getByLabelText('Last name')).toHaveValue('Owner');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email cannot be changed. Contact support if needed.');
  });

  it('when age is 12, the photo is not an https URL or the birth date is in the future, then the bounds are shown and nothing is sent', async () => {
    const fetchMock = fetchRoutes([]);
    const user = userEvent.setup();
    renderRoute(<MyProfileForm profile={profile} email="owner@petnest.demo" />, { session: fakeSession({ signedIn: true }) });
    await user.type(screen.getByLabelText('Age'), '12');
    await user.type(screen.getByLabelText('Profile photo URL'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Age must be between 13 and 120')).toBeInTheDocument();
    expect(screen.getByText(profileMessages.photoUrl)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.dateOfBirthFuture)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when saved, then name is first plus last, the other profile fields go back unchanged, and the message clears after 3 seconds', async () => {
    const fetchMock = fetchRoutes([{ method: 'PUT', path: '/api/pet-owners/profile', respond: ok(profile, { message: 'Profile updated successfully!' }) }]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(<MyProfileForm profile={profile} email="owner@petnest.demo" />, { session: fakeSession({ signedIn: true }) });
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.type(screen.getByLabelText('Age'), '34');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/pet-owners/profile')).toMatchObject({
      name: 'Olivia Smith',
      firstName: 'Olivia',
      lastName: 'Smith',
      age: 34,
      phone: '555-0100',
      emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'Spouse' },
    });
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument());
    vi.useRealTimers();
  });
});
