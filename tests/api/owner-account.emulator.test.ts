import { beforeEach, describe, expect, it } from 'vitest';
import { profileMessages } from '../../functions/src/contracts/owners';
import { admin, api, clearEmulators, createCompanyUser } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

let alice: OwnerWithPet;
beforeEach(async () => {
  await clearEmulators();
  alice = await createOwnerWithPet('Max');
});

describe('/api/pet-owners/profile', () => {
  it('when the profile is saved, then it is read back with the defaults filled in', async () => {
    const saved = await api('PUT', '/api/pet-owners/profile', {
      token: alice.owner.idToken,
      body: {
        name: 'Olive Green',
        phone: '555-0101',
        address: '1 Elm St',
        emergencyContact: { name: 'Sam', phone: '555-0102', relationship: 'Spouse' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Profile updated successfully!');
    const read = await api('GET', '/api/pet-owners/profile', { token: alice.owner.idToken });
    expect(read.body.data).toMatchObject({
      name: 'Olive Green',
      phone: '555-0101',
      email: alice.owner.email,
      emergencyContact: { relationship: 'Spouse' },
      preferences: { communication: 'email' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Full name is required'],
    [{ name: 'A', age: 12 }, 'age', 'Age must be between 13 and 120'],
    [{ name: 'A', photoUrl: 'not a url' }, 'photoUrl', profileMessages.photoUrl],
    [{ name: 'A', photoUrl: 'javascript:alert(1)' }, 'photoUrl', profileMessages.photoUrl],
    [{ name: 'A', photoUrl: 'http://example.com/me.jpg' }, 'photoUrl', profileMessages.photoUrl],
    [{ name: 'A', dateOfBirth: '2999-01-01' }, 'dateOfBirth', profileMessages.dateOfBirthFuture],
    [{ name: 'A', emergencyContact: { relationship: 'Boss' } }, 'emergencyContact.relationship', undefined],
    [{ name: 'A', role: 'superadmin' }, 'role', 'Unknown field'],
  ])('when the profile is %j, then 400 on %s', async (payload, field, message) => {
    const { status, body } = await api('PUT', '/api/pet-owners/profile', { token: alice.owner.idToken, body: payload });
    expect(status).toBe(400);
    expect(body.details).toHaveProperty([field]);
    if (message) expect(body.details?.[field]).toBe(message);
  });
});

describe('/api/users/me/settings', () => {
  it('when settings are saved, then they are read back; a bad visibility is 400', async () => {
    const settings = {
      emailNotifications: false,
      smsNotifications: true,
      marketingEmails: false,
      bookingReminders: true,
      profileVisibility: 'friends',
      twoFactorAuth: true,
    };
    expect(
      (await api('PUT', '/api/users/me/settings', { token: alice.owner.idToken, body: settings })).body.message,
    ).toBe('Settings saved successfully!');
    expect((await api('GET', '/api/users/me/settings', { token: alice.owner.idToken })).body.data).toEqual(settings);
    expect(
      (
        await api('PUT', '/api/users/me/settings', {
          token: alice.owner.idToken,
          body: { ...settings, profileVisibility: 'everyone' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('notification choices: one stored place for the profile and /settings', () => {
  const settings = {
    emailNotifications: true,
    smsNotifications: false,
    marketingEmails: true,
    bookingReminders: false,
    profileVisibility: 'private',
    twoFactorAuth: false,
  };
  const profileOf = async () =>
    (await api('GET', '/api/pet-owners/profile', { token: alice.owner.idToken })).body.data as {
      preferences: { notifications: unknown };
    };
  const settingsOf = async () => (await api('GET', '/api/users/me/settings', { token: alice.owner.idToken })).body.data;

  it('when /settings turns email off and SMS on, then the owner profile reads the same choices', async () => {
    await api('PUT', '/api/users/me/settings', {
      token: alice.owner.idToken,
      body: { ...settings, emailNotifications: false, smsNotifications: true },
    });
    expect((await profileOf()).preferences.notifications).toEqual({ email: false, sms: true, push: true });
  });

  it('when the profile is saved with notification choices, then /settings follows in the same write and keeps its other toggles', async () => {
    await api('PUT', '/api/users/me/settings', { token: alice.owner.idToken, body: settings });
    const saved = await api('PUT', '/api/pet-owners/profile', {
      token: alice.owner.idToken,
      body: {
        name: 'Olive Green',
        preferences: { notifications: { email: false, sms: true, push: false }, communication: 'sms' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      preferences: { notifications: { email: false, sms: true, push: false }, communication: 'sms' },
    });
    expect(await settingsOf()).toEqual({ ...settings, emailNotifications: false, smsNotifications: true });
    expect((await profileOf()).preferences.notifications).toEqual({ email: false, sms: true, push: false });
  });

  it('when the profile is saved without notification choices (as the web form does), then /settings and push stay as they were', async () => {
    await api('PUT', '/api/pet-owners/profile', {
      token: alice.owner.idToken,
      body: { name: 'Olive Green', preferences: { notifications: { email: true, sms: true, push: false } } },
    });
    await api('PUT', '/api/users/me/settings', {
      token: alice.owner.idToken,
      body: { ...settings, emailNotifications: false, smsNotifications: true },
    });
    const saved = await api('PUT', '/api/pet-owners/profile', {
      token: alice.owner.idToken,
      body: { name: 'Olive Grey', preferences: { communication: 'phone', autoBooking: true } },
    });
    expect(saved.body.data).toMatchObject({
      name: 'Olive Grey',
      preferences: {
        notifications: { email: false, sms: true, push: false },
        communication: 'phone',
        autoBooking: true,
      },
    });
    expect(await settingsOf()).toEqual({ ...settings, emailNotifications: false, smsNotifications: true });
  });

  it('when the notification choices are not booleans, then 400 and nothing changes', async () => {
    const { status, body } = await api('PUT', '/api/pet-owners/profile', {
      token: alice.owner.idToken,
      body: { name: 'A', preferences: { notifications: { email: 'yes' } } },
    });
    expect(status).toBe(400);
    expect(body.details).toHaveProperty(['preferences.notifications.email']);
    expect((await profileOf()).preferences.notifications).toEqual({ email: true, sms: false, push: true });
  });
});

describe('DELETE /api/users/me', () => {
  it('when an owner deletes his account, then his data goes, his future booking is cancelled, the company is told once and keeps it anonymised', async () => {
    const listed = await createListedCompany();
    const { id: bookingId } = await bookService(listed, alice, weekdayAfter(3), { notes: 'Call me' });

    const { status } = await api('DELETE', '/api/users/me', { token: alice.owner.idToken });
    expect(status).toBe(200);

    const { db, auth } = admin();
    await expect(auth.getUser(alice.owner.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.doc(`users/${alice.owner.uid}`).get()).exists).toBe(false);
    expect((await db.collection(`users/${alice.owner.uid}/pets`).get()).size).toBe(0);
    expect((await db.doc(`bookings/${bookingId}`).get()).data()).toMatchObject({
      status: 'cancelled',
      ownerName: 'Deleted user',
      ownerEmail: '',
      notes: '',
      hold: null,
    });
    expect((await db.doc(`companies/${listed.company.uid}/customers/${alice.owner.uid}`).get()).data()).toMatchObject({
      name: 'Deleted user',
      nameKey: 'deleted user',
      email: '',
      status: 'inactive',
    });
    const cancelledNotices = (await db.collection(`users/${listed.company.uid}/notifications`).get()).docs.filter(
      (doc) => doc.get('kind') === 'booking_cancelled',
    );
    expect(cancelledNotices.map((doc) => doc.get('title'))).toEqual(['Booking cancelled: Full Groom']);
    const cancelledMails = (await db.collection('mail').where('topic.bookingId', '==', bookingId).get()).docs.filter(
      (doc) => doc.get('topic.kind') === 'booking_cancelled',
    );
    expect(cancelledMails.map((doc) => doc.get('to'))).toEqual([listed.company.email]);
    expect(cancelledMails[0]!.get('message.text')).not.toContain(alice.owner.email);
  });

  it('when a company asks to delete itself, then 403 and nothing is deleted', async () => {
    const company = await createCompanyUser();
    expect((await api('DELETE', '/api/users/me', { token: company.idToken })).status).toBe(403);
    expect((await admin().db.doc(`companies/${company.uid}`).get()).exists).toBe(true);
  });
});
