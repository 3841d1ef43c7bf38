import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fetchRoutes } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { fileNameOf } from './export-download';

vi.mock('@/lib/firebase-auth-loader', () => ({
  firebaseAuthIfLoaded: () => ({ currentUser: { getIdToken: async () => 'admin-token' } }),
}));
const { ExportDialog } = await import('./export-dialog');

const session = fakeSession({ signedIn: true, role: 'superadmin' });

/** A body that streams one chunk, then waits for `finish` before ending: the dialog shows progress meanwhile. */
function streamingFile() {
  let finish = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(4096));
      finish = () => controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv',
      'Content-Disposition': 'attachment; filename="petnest-users-2026-11-23.csv"',
    },
  });
  return { response, finish: () => finish() };
}

describe('ExportDialog', () => {
  const createObjectURL = vi.fn(() => 'blob:export');
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when an export is downloaded, then the URL carries type, format and timeframe with the bearer token, progress shows while it builds and the file keeps its server name', async () => {
    const file = streamingFile();
    const fetchMock = fetchRoutes([{ path: /^\/api\/superadmin\/exports\?/, respond: () => file.response }]);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoute(<ExportDialog open onClose={onClose} defaultType="users" />, { session });

    expect(screen.getByLabelText('Export type')).toHaveValue('users');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.selectOptions(screen.getByLabelText('Timeframe'), '1year');
    await user.click(screen.getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Building your export...')).toBeInTheDocument();
    expect(await screen.findByText('4 kB received')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/superadmin/exports?type=users&format=csv&timeframe=1year');
    expect(init?.headers).toEqual({ Authorization: 'Bearer admin-token' });

    file.finish();
    await waitFor(() => expect(clicks).toEqual(['petnest-users-2026-11-23.csv']));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Downloaded petnest-users-2026-11-23.csv')).toBeInTheDocument();
  });

  it('when the server refuses the export, then its message shows and the dialog stays open', async () => {
    fetchRoutes([
      {
        path: /^\/api\/superadmin\/exports\?/,
        respond: failure(400, 'VALIDATION_FAILED', 'Format is pdf, excel or csv'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<ExportDialog open onClose={vi.fn()} />, { session });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Format is pdf, excel or csv');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('reads the file name from Content-Disposition, the encoded form first', () => {
    const request = { type: 'summary', format: 'excel', timeframe: '6months' } as const;
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''petnest%20summary.xlsx`, request)).toBe(
      'petnest summary.xlsx',
    );
    expect(fileNameOf('attachment; filename=plain.xlsx', request)).toBe('plain.xlsx');
    expect(fileNameOf(null, request)).toBe('petnest-summary.xlsx');
  });
});
