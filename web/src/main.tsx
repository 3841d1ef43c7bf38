import '@fontsource-variable/inter';
import '@/app/styles/tokens.css';
import '@/app/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { drawnForThisUrl } from '@/app/prerendered-url';
import { hasStoredSession } from '@/lib/stored-session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (vite-plugin-prerender.ts) is taken over as it is when it shows what this visitor would see:
// this URL, and no session to restore. Otherwise the app renders afresh.
if (drawnForThisUrl(container.dataset.prerendered, window.location) && !hasStoredSession()) {
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
