import '@fontsource-variable/inter';
import '@/app/styles/tokens.css';
import '@/app/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { drawnForThisUrl } from '@/app/prerendered-url';
import { hasStoredSession, keepSession } from '@/lib/stored-session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (vite-plugin-prerender.ts) is taken over as it is when it shows what this visitor would see:
// this URL, and no session to restore. Otherwise the app renders afresh.
function start(root: HTMLElement, sessionStored: boolean) {
  if (drawnForThisUrl(root.dataset.prerendered, window.location) && !sessionStored) {
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// A browser that holds a session reads it first, so the signed-in screen draws without waiting for the Auth SDK
// (docs/decisions/0123-a-kept-session-draws-at-once.md); the reader is a small chunk a visitor never downloads.
if (hasStoredSession())
  void import('@/lib/kept-session')
    .then(({ readKeptSession }) => keepSession(readKeptSession()))
    .catch(() => undefined)
    .finally(() => start(container, true));
else start(container, false);
