import type { ExportFormat, ExportType, Timeframe } from '@contracts/superadmin';
import { ApiError } from '@/lib/api-client';
import { firebaseAuthIfLoaded } from '@/lib/firebase-auth-loader';

export interface ExportRequest {
  type: ExportType;
  format: ExportFormat;
  timeframe: Timeframe;
}

export const exportTypeLabels: Record<ExportType, string> = {
  summary: 'Summary',
  detailed: 'Detailed',
  users: 'Users',
  revenue: 'Revenue',
  companies: 'Companies',
};

const extensions: Record<ExportFormat, string> = { pdf: 'pdf', excel: 'xlsx', csv: 'csv' };

/** GET /api/superadmin/exports?type=&format=&timeframe= */
export function exportUrl({ type, format, timeframe }: ExportRequest): string {
  return `/api/superadmin/exports?${new URLSearchParams({ type, format, timeframe }).toString()}`;
}

/** The name the server gave in Content-Disposition (RFC 6266: `filename*` first), else one of ours. */
export function fileNameOf(disposition: string | null, request: ExportRequest): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return plain?.trim() || `petnest-${request.type}.${extensions[request.format]}`;
}

/**
 * Fetches the export with the bearer token (a plain link cannot send one) and reports the bytes received while
 * the body streams. Failures come back as the API's ApiError, like every other call.
 */
export async function fetchExport(
  request: ExportRequest,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const token = await firebaseAuthIfLoaded()?.currentUser?.getIdToken();
  let response: Response;
  try {
    response = await fetch(exportUrl(request), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiError({ status: response.status, code: payload?.code ?? 'BAD_RESPONSE', message: payload?.message });
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), request);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return { blob: await response.blob(), fileName };

  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
