import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, not at module load, to keep cold starts short.
let app: App | undefined;

export function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
