import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SiteLayout } from '@/app/site-layout';
import { renderApp } from '@/testing/test-utils';

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('a page that fails', () => {
  it('when a page throws, then "Something went wrong" shows inside the layout, and the next page opened renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React 18 in development replays a render error as a window error event (the boundary still catches it).
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    const { currentPath } = renderApp(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="broken" element={<BrokenPage />} />
          <Route path="about" element={<h1>About stub</h1>} />
        </Route>
      </Routes>,
      '/broken',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be displayed. Please reload and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('contentinfo').querySelector('a[href="/about"]')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'About stub' })).toBeInTheDocument();
    expect(currentPath()).toBe('/about');
  });
});
