import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { PrerenderedTitle } from '@/components/page-title';

/** A page drawn at build time: the markup of #root and the title for the head. */
export interface PageMarkup {
  markup: string;
  title: string | undefined;
}

/*
 * Build-time rendering of the public pages (vite-plugin-prerender.ts): the HTML a visitor without a session
 * sees before any JavaScript runs. Data the pages fetch is not here: their loading states are.
 */
export function renderPage(url: string): Promise<PageMarkup> {
  let title: string | undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve({ markup: Buffer.concat(chunks).toString('utf8'), title }));
    // Piped once every lazy page has loaded: the whole page, with no streaming scripts.
    const stream = renderToPipeableStream(
      <StrictMode>
        <PrerenderedTitle.Provider value={(pageTitle) => (title = pageTitle)}>
          <App router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />
        </PrerenderedTitle.Provider>
      </StrictMode>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}
