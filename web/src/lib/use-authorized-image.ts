import { useEffect, useState } from 'react';
import { apiFetchBlob } from '@/lib/api-client';

export type AuthorizedImageState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * A protected API image (a pet photo) as a blob: URL: fetched with the bearer token, revoked when the component
 * leaves or the URL changes. Public media (company images) do not need this: an <img> loads them directly.
 */
export function useAuthorizedImage(url: string | null | undefined): AuthorizedImageState {
  const [state, setState] = useState<{ url: string; value: AuthorizedImageState } | null>(null);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    apiFetchBlob(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, value: { status: 'ready', src: objectUrl } });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ url, value: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return { status: 'error' };
  // A result for an earlier URL does not count for the current one.
  return state?.url === url ? state.value : { status: 'loading' };
}

/** The API serves a pet photo path at /api/media/{path} (the upload answers the same URL). */
export function petPhotoUrl(path: string): string {
  return `/api/media/${path}`;
}
