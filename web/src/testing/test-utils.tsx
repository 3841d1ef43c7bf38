import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within, type RenderResult } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { Suspense, useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Role } from '@contracts/roles';
import { ToastProvider } from '@/components/toast';
import { SessionContext, type Session } from '@/lib/session';

/** A stand-in for a Firebase user with the fields screens read. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'user-1',
    email: 'jane@example.com',
    displayName: 'Jane Doe',
    emailVerified: true,
    metadata: { creationTime: 'Sat, 21 Nov 2026 10:00:00 GMT' },
    getIdToken: async () => 'test-token',
    ...overrides,
  } as unknown as User;
}

export function fakeSession(state: { signedIn: boolean; role?: Role } = { signedIn: false }): Session {
  return {
    user: state.signedIn ? fakeUser() : null,
    role: state.signedIn ? (state.role ?? 'pet_owner') : null,
    refreshRole: async () => (state.signedIn ? (state.role ?? 'pet_owner') : null),
    signOut: async () => undefined,
    signedOutOnPurpose: false,
  };
}

export function TestProviders({ session, children }: { session: Session; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

interface RenderRouteOptions {
  path?: string;
  initialEntry?: string;
  session?: Session;
  /** Extra routes (e.g. the targets of a redirect) to assert where navigation went. */
  extraRoutes?: RouteObject[];
}

/** Renders `ui` at a route inside a memory router and the app's providers. */
export function renderRoute(
  ui: ReactNode,
  options: RenderRouteOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const { path = '/', initialEntry = path, session = fakeSession(), extraRoutes = [] } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [initialEntry] });
  const result = render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Where a test's memory router is, written into the page for `currentPath()` to read. */
function LocationProbe() {
  return (
    <output data-testid="test-location" hidden>
      {useLocation().pathname}
    </output>
  );
}

/** Renders the app's own route table at a URL; `currentPath()` says where navigation went. */
export function renderApp(routes: ReactNode, initialEntry: string, session: Session = fakeSession()) {
  const result = render(
    <TestProviders session={session}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Suspense fallback={null}>{routes}</Suspense>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, currentPath: () => result.getByTestId('test-location').textContent };
}

/** A fetch answer in the API envelope. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
