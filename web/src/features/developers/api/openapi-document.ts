import { useQuery } from '@tanstack/react-query';

/** Where the API serves its OpenAPI 3.1 document (docs/decisions/0104-openapi-from-the-contracts.md). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** The OpenAPI document as JSON; the reference reads it, the page only needs to know it arrived. */
export type OpenApiDocument = Record<string, unknown>;

/**
 * GET /api/openapi.json. Not `apiRequest`: the document is the answer itself, not the `{ success, data }` envelope.
 * Fetched by the page rather than by the reference library, so the page owns the loading and failure states.
 */
async function fetchOpenApiDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_DOCUMENT_PATH, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The API document answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi-document'],
    queryFn: ({ signal }) => fetchOpenApiDocument(signal),
    // The server caches it for 5 minutes; it changes only with a deploy.
    staleTime: 5 * 60_000,
  });
}
