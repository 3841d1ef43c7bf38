import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRoutes } from '@/testing/fetch-routes';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { ApiReference } from '@/features/developers/components/api-reference';
import { DevelopersIntro } from '@/features/developers/components/developers-intro';

const ORIGIN = 'https://petnest.example';

function renderIntro() {
  return renderRoute(<DevelopersIntro origin={ORIGIN} />, { path: '/developers' });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the developers intro', () => {
  it('when read, then getting a key says the plan, where to create it, the two accesses and that it shows once', () => {
    renderIntro();
    const key = region('Get an API key');
    expect(key.getByRole('link', { name: 'Enterprise' })).toHaveAttribute('href', '/pricing');
    expect(key.getByText('API keys')).toBeInTheDocument();
    expect(key.getByText('Read only')).toBeInTheDocument();
    expect(key.getByText('Read and write')).toBeInTheDocument();
    expect(key.getByText(/shown only once/)).toBeInTheDocument();
  });

  it('when read, then authentication names the key header for companies and the bearer token for users', () => {
    renderIntro();
    const auth = region('Authentication');
    expect(auth.getByText('X-API-Key')).toBeInTheDocument();
    expect(auth.getByText('Authorization: Bearer <Firebase ID token>')).toBeInTheDocument();
  });

  it('when read, then the limits name 429 and the failure envelope is the API’s own', () => {
    renderIntro();
    const limits = region('Limits and errors');
    expect(limits.getByText('TOO_MANY_REQUESTS')).toBeInTheDocument();
    expect(limits.getByText(/"success": false,\s+"code": "NOT_FOUND",\s+"message":/)).toBeInTheDocument();
  });

  it('when read, then the curl examples call this origin’s real paths, and the raw document is linked', () => {
    renderIntro();
    const examples = region('Examples');
    expect(examples.getByText(`curl ${ORIGIN}/api/health`)).toBeInTheDocument();
    expect(
      examples.getByText(new RegExp(`X-API-Key: \\$PETNEST_KEY.*${ORIGIN}/api/bookings\\?status=pending`, 's')),
    ).toBeInTheDocument();
    expect(
      examples.getByText(new RegExp(`-X PUT .*${ORIGIN}/api/bookings/\\$BOOKING_ID/reschedule`, 's')),
    ).toBeInTheDocument();
    expect(examples.getByRole('link', { name: `${ORIGIN}/api/openapi.json` })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
  });
});

describe('the API reference', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the document does not arrive, then the failure is said and Try Again asks again', async () => {
    const user = userEvent.setup();
    const fetch = fetchRoutes([{ path: '/api/openapi.json', respond: () => jsonResponse(503, {}) }]);
    renderRoute(<ApiReference />, { path: '/developers' });
    expect(await screen.findByText('The API reference could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
