import { useInsertionEffect, useMemo } from 'react';
import { ApiReferenceReact, type AnyApiReferenceConfiguration } from '@scalar/api-reference-react';
// As text, not as a stylesheet: Vite would keep a lazy chunk's stylesheet in the document after the visitor leaves
// the page, and Scalar's styles include global rules (`*`, `:root`, `em`, highlight classes).
import scalarStyles from '@scalar/api-reference-react/style.css?inline';
import type { OpenApiDocument } from '@/features/developers/api/openapi-document';

/*
 * Scalar in our colours and font, its sticky sidebar and phone menu below our sticky site header. Its sidebar footer
 * holds only the "Powered by Scalar" link (the dark-mode toggle and the client button are off), so it is hidden.
 */
const petnestTheme = `
.light-mode {
  --scalar-color-accent: var(--color-primary-600);
  --scalar-background-1: var(--color-surface);
  --scalar-background-2: var(--color-page);
  --scalar-background-3: var(--color-surface-muted);
  --scalar-color-1: var(--color-text);
  --scalar-color-2: var(--color-text-muted);
  --scalar-border-color: var(--color-border);
}
.scalar-app {
  --scalar-font: var(--font-sans);
  --scalar-custom-header-height: var(--header-height);
}
.scalar-app .darklight-reference { display: none; }
`;

/**
 * Scalar's configuration: the document the page fetched, and everything that would reach another origin turned off
 * (docs/decisions/0106-api-reference-page.md): no Scalar fonts, no request proxy, no telemetry, no AI agent or MCP,
 * no links to Scalar's client, dashboard or developer tools. Requests from "Test Request" go to this origin.
 */
function referenceConfiguration(openApiDocument: OpenApiDocument, origin: string): AnyApiReferenceConfiguration {
  return {
    content: openApiDocument,
    servers: [{ url: origin, description: 'This Petnest' }],
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
    showDeveloperTools: 'never',
    // The page links the raw document itself.
    documentDownloadType: 'none',
    persistAuth: false,
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    customCss: petnestTheme,
  };
}

/** Adds the styles while the reference is shown and removes them when the visitor leaves. */
function useStylesWhileMounted(css: string) {
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.dataset.owner = 'scalar-reference';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
}

/** The interactive reference (Scalar); loaded on /developers only, in its own chunk. */
export function ScalarReference({ openApiDocument }: { openApiDocument: OpenApiDocument }) {
  useStylesWhileMounted(scalarStyles);
  // One object per document: the wrapper reconfigures Scalar whenever the configuration's identity changes.
  const configuration = useMemo(
    () => referenceConfiguration(openApiDocument, window.location.origin),
    [openApiDocument],
  );
  return <ApiReferenceReact configuration={configuration} />;
}
