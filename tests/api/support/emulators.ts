// Helpers for suites that run under `firebase emulators:exec`: real users and ID tokens from the Auth emulator,
// real HTTP to the API through the Hosting emulator, and a clean database between files.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { checkResponse } from './response-contract';

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-petnest-test';
const authHost = requiredEnv('FIREBASE_AUTH_EMULATOR_HOST');
const firestoreHost = requiredEnv('FIRESTORE_EMULATOR_HOST');
export const apiOrigin = process.env.PETNEST_HOSTING_ORIGIN ?? 'http://127.0.0.1:15000';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this suite through npm test (firebase emulators:exec).`);
  return value;
}

export function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** Empties Firestore and Auth for the next test. */
export async function clearEmulators(): Promise<void> {
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/**
 * Waits until every queued background trigger has run: the Auth onCreate trigger of an account made by an earlier
 * file may still be queued and would write its directory entry into this file's empty database (one user too many).
 * The emulator hub waits for the queue when it disables triggers; enabling them again reloads every function (about
 * 5 s), so only suites that count the whole directory call this, once, before their first clear.
 */
export async function settleTriggers(): Promise<void> {
  await hub('disableBackgroundTriggers');
  await hub('enableBackgroundTriggers');
}

async function hub(action: 'disableBackgroundTriggers' | 'enableBackgroundTriggers'): Promise<void> {
  // Read when used, not at import: the lab imports these helpers before its emulators (and their hub) start.
  const response = await fetch(`http://${requiredEnv('FIREBASE_EMULATOR_HUB')}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${action}: ${response.status} ${await response.text()}`);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;

/** Creates a user in the Auth emulator (verified unless told otherwise) and signs him in for a real ID token. */
export async function createUser(
  options: { verified?: boolean; displayName?: string; role?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `user${Date.now()}${counter}@example.test`;
  const password = 'secret123';
  const { auth } = admin();
  const record = await auth.createUser({
    email,
    password,
    emailVerified: options.verified ?? true,
    displayName: options.displayName ?? `Test User ${counter}`,
  });
  if (options.role) await auth.setCustomUserClaims(record.uid, { role: options.role });
  return { uid: record.uid, email, password, idToken: await signIn(email, password) };
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

export interface ApiResult {
  status: number;
  body: {
    success: boolean;
    data?: unknown;
    message?: string;
    code?: string;
    details?: Record<string, string>;
    pagination?: unknown;
  };
}

/**
 * Calls the API as the browser does on Hosting: same origin, /api prefix, JSON, optional bearer token; or as a
 * company's integration does, with its API key.
 */
export async function api(
  method: string,
  path: string,
  options: {
    token?: string;
    apiKey?: string;
    body?: unknown;
    rawBody?: string;
    origin?: string;
    form?: FormData;
    /** The client address as Hosting reports it (an in-process app's `trust proxy` reads it). */
    from?: string;
  } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey !== undefined) headers['x-api-key'] = options.apiKey;
  if (options.from) headers['x-forwarded-for'] = `${options.from}, 198.51.100.1`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${options.origin ?? apiOrigin}${path}`, {
    method,
    headers,
    body: options.form ?? options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: ApiResult['body'];
  try {
    body = JSON.parse(text) as ApiResult['body'];
  } catch {
    throw new Error(`Expected JSON from ${method} ${path} (${response.status}), got: ${text.slice(0, 200)}`);
  }
  checkResponse(method, path, response.status, body);
  return { status: response.status, body };
}

/**
 * Empties a user's in-app notifications and unread count: the welcome and notices of the setup left out, so his
 * inbox holds only what a test does with it (tests/api/auth.emulator.test.ts proves the welcome).
 */
export async function emptyInbox(uid: string): Promise<void> {
  const { db } = admin();
  await db.recursiveDelete(db.collection(`users/${uid}/notifications`));
  await db.doc(`users/${uid}/inbox/counts`).delete();
}

/** A verified user who registered as pet_company through the API, with a token that carries the claim. */
export async function createCompanyUser(): Promise<TestUser> {
  const user = await createUser({ displayName: 'Test Company' });
  const result = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } });
  if (result.status !== 200) throw new Error(`setRole failed: ${JSON.stringify(result.body)}`);
  await emptyInbox(user.uid);
  return { ...user, idToken: await signIn(user.email, user.password) };
}
