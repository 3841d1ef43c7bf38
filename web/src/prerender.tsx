import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';

/*
 * Build-time rendering of the public pages (vite-plugin-prerender.ts): the HTML a visitor without a session
 * sees before any JavaScript runs. Data the pages fetch is not here: their loading states are.
 */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
