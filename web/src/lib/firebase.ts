import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { announceFirebaseAuth } from '@/lib/firebase-auth-loader';

const app = initializeApp({
  apiKey: env.firebaseApiKey,
  authDomain: `${env.firebaseProjectId}.firebaseapp.com`,
  projectId: env.firebaseProjectId,
});

/*
 * initializeAuth instead of getAuth: no popup/redirect resolver (we only use email and password), which keeps the
 * initial bundle small. Both persistences are listed so a "session only" sign-in survives a reload of its tab.
 */
export const auth: Auth = initializeAuth(app, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});

if (env.authEmulatorUrl) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

announceFirebaseAuth(auth);
