import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { afterEach } from 'vitest';
import { announceFirebaseAuth } from '@/lib/firebase-auth-loader';
import { fakeUser } from '@/testing/test-utils';

// Routes are lazy chunks: the first findBy of a route waits for Vite to transform its whole module graph, which
// takes more than the default second when both cores are busy (the route-table tests failed so under load).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has <dialog> but not its modal methods; enough of them for components that use the native element.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Screens are rendered with a signed-in session (`renderRoute`'s `session`); the API client reads the user from the
// Auth instance, so the tests give it one (a signed-out call is refused before any request: api-client.test.ts).
announceFirebaseAuth({ currentUser: fakeUser() } as unknown as Auth);
