import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, api, apiOrigin, clearEmulators, type ApiResult } from './support/emulators';
import {
  createListedCompany,
  createOwnerWithPet,
  startInProcessApp,
  weekdayAfter,
  type InProcessApp,
  type ListedCompany,
  type OwnerWithPet,
} from './support/fixtures';

// Ids a client controls must never become another document path or a 500 (issue 7 section 1): each is sent as a
// path segment (percent-encoded, so fetch does not resolve `.` and `..` itself), as a body id and in a cursor.
// Path ids go through Hosting (the real stack) and straight to the app in this process. `.`/`..` segments, even
// percent-encoded, are resolved by fetch and by Hosting (WHATWG URL rules), so they are sent verbatim with
// node:http to the app in this process; the Hosting emulator also refuses broken escapes before the function runs.
let listed: ListedCompany;
let owner: OwnerWithPet;
let hostileIds: string[];
let inProcess: InProcessApp;

beforeAll(async () => {
  await clearEmulators();
  inProcess = await startInProcessApp();
  listed = await createListedCompany();
  owner = await createOwnerWithPet('Max');
  const companyId = listed.company.uid;
  hostileIds = [
    '%2F',
    '%2E',
    '__x__',
    '__name__',
    '%20',
    'a%20b',
    'x'.repeat(200),
    '%F0%9F%90%B6',
    '%00',
    `${companyId}%2Fprivate%2Faccount`,
    `${companyId}%2Fservices%2F${listed.serviceId}`,
    `${owner.owner.uid}%2Fpets%2F${owner.petId}`,
  ];
});
afterAll(() => inProcess.close());

/** Each hostile id with the origins it is sent to. */
function cases(): [string, string | undefined][] {
  return hostileIds.flatMap((id): [string, string | undefined][] => [
    [id, undefined],
    [id, inProcess.origin],
  ]);
}

/** A request whose path nobody normalises on the way: what a hand-written client can send. */
function verbatim(method: string, path: string, token?: string): Promise<ApiResult> {
  const { hostname, port } = new URL(inProcess.origin);
  return new Promise((resolve, reject) => {
    const call = request(
      { hostname, port, path, method, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        let text = '';
        response
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as ApiResult['body'] }));
      },
    );
    call.on('error', reject).end();
  });
}

function expectRefused(result: ApiResult, statuses: number[], what: string) {
  expect(statuses, `${what} answered ${result.status} ${JSON.stringify(result.body)}`).toContain(result.status);
  expect(result.body.success, what).toBe(false);
  expect(typeof result.body.code, what).toBe('string');
  expect(typeof result.body.message, what).toBe('string');
  expect(result.body.data, what).toBeUndefined();
}

describe('hostile ids in paths', () => {
  it('when a public company path carries a hostile id, then 404 NOT_FOUND and no private data', async () => {
    for (const [id, origin] of cases()) {
      for (const path of [
        `/api/companies/${id}/public`,
        `/api/companies/${id}/services/public`,
        `/api/companies/${id}/reviews`,
      ]) {
        expectRefused(await api('GET', path, { origin }), [404], `${origin ?? 'hosting'} ${path}`);
      }
    }
  });

  it('when availability names a hostile company or service, then 404', async () => {
    const date = weekdayAfter(3);
    for (const [id, origin] of cases()) {
      const paths = [
        `/api/companies/${id}/services/${listed.serviceId}/availability?date=${date}`,
        `/api/companies/${listed.company.uid}/services/${id}/availability?date=${date}`,
      ];
      for (const path of paths)
        expectRefused(await api('GET', path, { origin }), [404], `${origin ?? 'hosting'} ${path}`);
    }
  });

  it('when owner routes name a hostile pet or booking id, then 404 and the pet is untouched', async () => {
    const token = owner.owner.idToken;
    for (const [id, origin] of cases()) {
      const where = `${origin ?? 'hosting'} ${id}`;
      expectRefused(
        await api('PUT', `/api/pet-owners/pets/${id}`, {
          token,
          origin,
          body: { name: 'Evil', type: 'Dog', breed: 'Beagle' },
        }),
        [404],
        `PUT pet ${where}`,
      );
      expectRefused(await api('DELETE', `/api/pet-owners/pets/${id}`, { token, origin }), [404], `DELETE pet ${where}`);
      expectRefused(
        await api('PUT', `/api/pet-owners/bookings/${id}/cancel`, { token, origin }),
        [404],
        `cancel ${where}`,
      );
      expectRefused(
        await api('POST', `/api/pet-owners/bookings/${id}/review`, { token, origin, body: { rating: 5, review: 'x' } }),
        [404],
        `review ${where}`,
      );
    }
    expect((await admin().db.doc(`users/${owner.owner.uid}/pets/${owner.petId}`).get()).get('name')).toBe('Max');
  });

  it('when a path id is a dot segment sent verbatim, then 404 NOT_FOUND', async () => {
    for (const id of ['.', '..', '%2E%2E', '..%2F..', '%2E%2E%2Fprivate%2Faccount']) {
      expectRefused(await verbatim('GET', `/api/companies/${id}/public`), [404], `public ${id}`);
      expectRefused(await verbatim('GET', `/api/companies/${id}/services/public`), [404], `services ${id}`);
      expectRefused(await verbatim('DELETE', `/api/pet-owners/pets/${id}`, owner.owner.idToken), [404], `pet ${id}`);
      expectRefused(
        await verbatim('PUT', `/api/pet-owners/bookings/${id}/cancel`, owner.owner.idToken),
        [404],
        `booking ${id}`,
      );
    }
  });

  it('when a path parameter is a broken percent-escape, then 400 VALIDATION_FAILED, never 500', async () => {
    expectRefused(
      await api('GET', '/api/companies/%E0%A4%A/public', { origin: inProcess.origin }),
      [400],
      'bad escape',
    );
  });
});

describe('hostile ids in bodies and cursors', () => {
  it('when a booking names hostile company, service or pet ids, then 400 VALIDATION_FAILED and nothing is booked', async () => {
    const raw = [
      '/',
      '.',
      '..',
      '__x__',
      `${listed.company.uid}/private/account`,
      'a/b',
      '',
      ' ',
      'x'.repeat(200),
      42,
      null,
    ];
    for (const field of ['companyId', 'serviceId', 'petId'] as const) {
      // A fresh owner per field keeps each one under the per-user booking limit.
      const booker = await createOwnerWithPet('Rex');
      const valid = {
        companyId: listed.company.uid,
        serviceId: listed.serviceId,
        petId: booker.petId,
        date: weekdayAfter(3),
        time: '10:00',
      };
      for (const value of raw) {
        const result = await api('POST', '/api/pet-owners/bookings', {
          token: booker.owner.idToken,
          body: { ...valid, [field]: value },
        });
        expectRefused(result, [400], `${field}=${JSON.stringify(value)}`);
        expect(result.body.code).toBe('VALIDATION_FAILED');
        expect(result.body.details).toHaveProperty(field);
      }
    }
    expect((await admin().db.collection('bookings').count().get()).data().count).toBe(0);
  });

  it('when the marketplace cursor names any other path, then 400 VALIDATION_FAILED', async () => {
    const companyId = listed.company.uid;
    const paths = [
      `companies/${companyId}/private/account`,
      `companies/${companyId}/services/${listed.serviceId}/x/y`,
      `companies/../services/x`,
      `companies/${companyId}/services/__x__`,
      `users/${owner.owner.uid}/pets/${owner.petId}`,
      'companies//services/x',
      `companies/${companyId}/services/`,
    ];
    const cursors = [
      ...paths.map((path) => Buffer.from(JSON.stringify({ value: 1, path })).toString('base64url')),
      Buffer.from(JSON.stringify({ value: 'x', path: `companies/${companyId}/services/${listed.serviceId}` })).toString(
        'base64url',
      ),
      Buffer.from('null').toString('base64url'),
      'not-base64-json',
    ];
    for (const cursor of cursors) {
      const result = await api('GET', `/api/services/public?cursor=${encodeURIComponent(cursor)}`);
      expectRefused(result, [400], `cursor ${cursor}`);
      expect(result.body.code).toBe('VALIDATION_FAILED');
    }
    const good = Buffer.from(
      JSON.stringify({ value: 0, path: `companies/${companyId}/services/${listed.serviceId}` }),
    ).toString('base64url');
    expect((await api('GET', `/api/services/public?cursor=${good}`)).status).toBe(200);
  });
});

describe('hostile uploads', () => {
  async function upload(contentType: string, body: string) {
    const response = await fetch(`${apiOrigin}/api/pet-owners/pets/upload-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.owner.idToken}`, 'content-type': contentType },
      body: Buffer.from(body, 'latin1'),
    });
    return { status: response.status, body: (await response.json()) as ApiResult['body'] };
  }

  it('when a 78-byte multipart body is cut off inside a file, then 400 and the function keeps answering', async () => {
    const truncated = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n\xff\xd8\xffabc';
    expect(Buffer.byteLength(truncated, 'latin1')).toBe(78);
    expectRefused(await upload('multipart/form-data; boundary=b', truncated), [400], 'truncated upload');
    const pets = await api('GET', '/api/pet-owners/pets', { token: owner.owner.idToken });
    expect(pets.status).toBe(200);
  });

  it('when the multipart type has no boundary or only looks like multipart/form-data, then 400', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabcd\r\n--b--\r\n';
    expectRefused(await upload('multipart/form-data', body), [400], 'no boundary');
    expectRefused(await upload('multipart/form-dataX; boundary=b', body), [400], 'form-dataX');
    expect((await api('GET', '/api/health')).status).toBe(200);
  });
});
