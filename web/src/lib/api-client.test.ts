import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeptSession } from '@/lib/stored-session';
import { jsonResponse } from '@/testing/test-utils';

const firebase = vi.hoisted(() => ({ auth: { currentUser: null as null | { getIdToken: () => Promise<string> } } }));
vi.mock('@/lib/firebase-auth-loader', () => ({ firebaseAuthIfLoaded: () => firebase.auth }));

const { ApiError, apiErrorMessage, apiRequest, messageOf } = await import('@/lib/api-client');
const { keepSession, sessionConfirmed } = await import('@/lib/stored-session');

const fetchMock = vi.fn<typeof fetch>();

describe('apiRequest', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    firebase.auth.currentUser = { getIdToken: async () => 'id-token' };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when signed in, then it sends the ID token as a bearer token and returns data and message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { role: 'pet_company' }, message: 'Welcome!' }),
    );
    const result = await apiRequest<{ role: string }>('/setRole', { method: 'POST', body: { role: 'pet_company' } });
    expect(result).toEqual({ data: { role: 'pet_company' }, message: 'Welcome!', status: 200 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/setRole');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token', 'Content-Type': 'application/json' });
  });

  it('when a change is small, then it outlives the page (keepalive); a read, an upload or a large change does not', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: null }));
    await apiRequest('/pet-owners/favorites/c1', { method: 'PUT' });
    await apiRequest('/companies/profile', { method: 'PUT', body: { description: 'Gentle groomers.' } });
    await apiRequest('/pet-owners/pets');
    await apiRequest('/media/pets', { method: 'POST', body: new FormData() });
    await apiRequest('/companies/profile', { method: 'PUT', body: { description: 'x'.repeat(9000) } });
    expect(fetchMock.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, true, false, false, false]);
  });

  it('when nobody is signed in, then a call that needs a user fails with "User not authenticated" before any request', async () => {
    firebase.auth.currentUser = null;
    const error = await apiRequest('/pet-owners/pets').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NOT_AUTHENTICATED', message: 'User not authenticated' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the SDK has not yet confirmed a session the browser kept, then calls carry the kept token, and not after', async () => {
    firebase.auth.currentUser = null;
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: null }));
    const token = 'header.claims.signature';
    keepSession({ token, role: 'pet_owner', user: {} as KeptSession['user'], goodUntil: Date.now() + 3_000_000 });
    await apiRequest('/pet-owners/pets');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${token}` });
    sessionConfirmed();
    await expect(apiRequest('/pet-owners/pets')).rejects.toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });

  it('when a public call may carry a token, then it goes without one when nobody is signed in', async () => {
    firebase.auth.currentUser = null;
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: null }));
    await apiRequest('/platform/status', { authenticated: 'if-signed-in' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('when the call is public, then no token is attached even if signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: null }));
    await apiRequest('/waitlist', { method: 'POST', body: {}, authenticated: false });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('when the server answers the failure envelope, then it throws an ApiError with status, code, message and details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { success: false, code: 'ROLE_ALREADY_SET', message: 'Role already set' }),
    );
    const error = await apiRequest('/setRole').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'ROLE_ALREADY_SET', serverMessage: 'Role already set' });
    expect(apiErrorMessage(error, 'Failed to set user role')).toBe('Role already set');
  });

  it('when the answer is not JSON, then the caller falls back to its own text', async () => {
    fetchMock.mockResolvedValue(new Response('Internal error', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('/setRole').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, code: 'BAD_RESPONSE', statusTextOfNonJson: 'Internal Server Error' });
    expect(apiErrorMessage(error, 'Failed to set user role')).toBe('Failed to set user role');
  });

  it('when the network fails, then the error says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).isNetworkError).toBe(true);
  });

  it('when the failure envelope has no message, then the error says "Unknown error"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, code: 'INTERNAL' }));
    const error = await apiRequest('/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: 'Unknown error' });
  });
});

describe('messageOf', () => {
  it('when a caught value has no message, then it is "Unknown error"; else its own message', () => {
    expect(messageOf('boom')).toBe('Unknown error');
    expect(messageOf(new Error(''))).toBe('Unknown error');
    expect(messageOf(undefined)).toBe('Unknown error');
    expect(messageOf(new Error('Disk full'))).toBe('Disk full');
  });
});
