// The Auth emulator's out-of-band codes: how a browser test completes email verification without a mailbox.
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
  const response = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as { users?: Array<{ customAttributes?: string }> };
  return JSON.parse(body.users?.[0]?.customAttributes ?? '{}') as Record<string, unknown>;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.test`;
}

/**
 * A fresh, verified pet owner made directly in the Auth emulator (sign-up through the UI is covered by
 * auth.spec.ts): tests that change an owner's data use their own, so they never disturb the seeded demo owner.
 */
export async function createVerifiedOwner(prefix: string, displayName = 'Test Owner'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'secret123';
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
    body: JSON.stringify({ localId, emailVerified: true, displayName, customAttributes: JSON.stringify({ role: 'pet_owner' }) }),
  });
  if (!update.ok) throw new Error(`Verifying ${email} in the Auth emulator failed with ${update.status}`);
  return { email, password };
}
