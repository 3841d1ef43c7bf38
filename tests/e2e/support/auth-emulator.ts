// The Auth emulator's out-of-band codes: how a browser test completes email verification without a mailbox.
import { expect, type APIRequestContext } from '@playwright/test';

const authOrigin = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:19099'}`;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-petnest-test';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export async function verifyEmailThroughEmulator(email: string): Promise<void> {
  const response = await fetch(`${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification email was sent to ${email}`);
  const applied = await fetch(code.oobLink);
  if (!applied.ok) throw new Error(`Applying the verification code failed with ${applied.status}`);
}

export async function userClaims(email: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: Array<{ customAttributes?: string }> };
  return JSON.parse(body.users?.[0]?.customAttributes ?? '{}') as Record<string, unknown>;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.test`;
}

/** An account made directly in the Auth emulator with its email verified (and claims, when given). */
async function createVerifiedAccount(
  email: string,
  password: string,
  displayName: string,
  claims?: Record<string, unknown>,
): Promise<void> {
  const signUp = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { localId } = (await signUp.json()) as { localId?: string };
  if (!signUp.ok || !localId) throw new Error(`Creating ${email} in the Auth emulator failed with ${signUp.status}`);
  const update = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      localId,
      emailVerified: true,
      displayName,
      ...(claims ? { customAttributes: JSON.stringify(claims) } : {}),
    }),
  });
  if (!update.ok) throw new Error(`Verifying ${email} in the Auth emulator failed with ${update.status}`);
}

/**
 * A fresh, verified pet owner made directly in the Auth emulator (sign-up through the UI is covered by
 * auth.spec.ts): tests that change an owner's data use their own, so they never disturb the seeded demo owner.
 */
export async function createVerifiedOwner(
  prefix: string,
  displayName = 'Test Owner',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'secret123';
  await createVerifiedAccount(email, password, displayName, { role: 'pet_owner' });
  return { email, password };
}

/** An account's Firebase ID token, for the API calls a journey makes to set the scene (the browser has its own). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in ${email} failed with ${response.status}`);
  return body.idToken;
}

/**
 * A new pet company signed up as a person does: a verified account, then the role chosen through the API (which
 * creates the company's documents). The token answered is taken after that, so it carries the role.
 */
export async function signUpCompany(
  request: APIRequestContext,
  prefix: string,
  displayName: string,
): Promise<{ email: string; password: string; idToken: string }> {
  const email = uniqueEmail(prefix);
  const password = 'Secret123';
  await createVerifiedAccount(email, password, displayName);
  const registered = await request.post('/api/auth/register-role', {
    headers: { authorization: `Bearer ${await idTokenFor(email, password)}` },
    data: { role: 'pet_company' },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return { email, password, idToken: await idTokenFor(email, password) };
}
