import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerProfileInputSchema, profileMessages, type OwnerProfile } from '@contracts/owners';
import { bodyOf, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { OwnerProfileForm } = await import('@/components/owner-profile/owner-profile-form');

const fields = ownerProfileInputSchema.parse({
  name: 'Olivia Owner',
  phone: '555-0100',
  emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'Spouse' },
  preferences: { communication: 'sms', autoBooking: true },
});
const profile: OwnerProfile = {
  ...fields,
  email: 'owner@petnest.demo',
  preferences: { ...fields.preferences, notifications: { email: false, sms: true, push: true } },
};

function renderForm() {
  return renderRoute(<OwnerProfileForm profile={profile} />, { session: fakeSession({ signedIn: true }) });
}

describe('the owner profile form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when it opens, then the name is split, the email is read-only with its hint, and every profile field is there', () => {
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Olivia');
    expect(screen.getByLabelText('Last name')).toHaveValue('Owner');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('owner@petnest.demo');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email cannot be changed. Contact support if needed.',
    );
    expect(screen.getByLabelText('Contact name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Relationship')).toHaveValue('Spouse');
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    // Auto-booking is kept by the API (and sent back as loaded) but not shown: nothing books by itself.
    expect(screen.queryByLabelText('Auto-booking')).not.toBeInTheDocument();
  });

  it('when it opens, then it has no notification toggles of its own and points to Settings for them', () => {
    renderForm();
    expect(screen.queryByRole('checkbox', { name: /notifications/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('when age is 12, the photo is not an https URL or the birth date is in the future, then the bounds are shown and nothing is sent', async () => {
    const fetchMock = fetchRoutes([]);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Age'), '12');
    await user.type(screen.getByLabelText('Profile photo URL'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Age must be between 13 and 120')).toBeInTheDocument();
    expect(screen.getByText(profileMessages.photoUrl)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.dateOfBirthFuture)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when first and last name are both empty, then "Full name is required" and nothing is sent', async () => {
    const fetchMock = fetchRoutes([]);
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when saved, then name is first plus last, every field is sent but the notification choices, and the message clears after 3 seconds', async () => {
    const fetchMock = fetchRoutes([
      {
        method: 'PUT',
        path: '/api/pet-owners/profile',
        respond: ok(profile, { message: 'Profile updated successfully!' }),
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.type(screen.getByLabelText('Age'), '34');
    await user.selectOptions(screen.getByLabelText('Relationship'), 'Sibling');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const body = bodyOf(fetchMock, 'PUT', '/api/pet-owners/profile') as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Olivia Smith',
      firstName: 'Olivia',
      lastName: 'Smith',
      age: 34,
      phone: '555-0100',
      emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'Sibling' },
      preferences: { communication: 'sms', autoBooking: true },
    });
    expect(body.preferences).not.toHaveProperty('notifications');
    expect(ownerProfileInputSchema.safeParse(body).success).toBe(true);
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument());
    vi.useRealTimers();
  });
});
