import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { fakeSession, fakeUser } from '@/testing/test-utils';
import { CacheOfTheSignedIn } from './providers';

const signedInAs = (uid: string): Session => ({ ...fakeSession({ signedIn: true }), user: fakeUser({ uid }) });

function renderWith(queryClient: QueryClient, session: Session) {
  const tree = (current: Session): ReactNode => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={current}>
        <CacheOfTheSignedIn>
          <p>page</p>
        </CacheOfTheSignedIn>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(session));
  return (next: Session) => view.rerender(tree(next));
}

describe('CacheOfTheSignedIn', () => {
  it('drops the cached answers when the person signs out, and when another account takes the tab', () => {
    const queryClient = new QueryClient();
    const profile = ['company', 'self', 'profile'];
    const showAs = renderWith(queryClient, signedInAs('company-a'));
    queryClient.setQueryData(profile, { name: 'A' });
    showAs(signedInAs('company-a'));
    expect(queryClient.getQueryData(profile)).toEqual({ name: 'A' });

    showAs(fakeSession({ signedIn: false }));
    expect(queryClient.getQueryData(profile)).toBeUndefined();

    queryClient.setQueryData(profile, { name: 'B' });
    showAs(signedInAs('company-b'));
    expect(queryClient.getQueryData(profile), 'kept across a sign-in from nobody').toEqual({ name: 'B' });
    showAs(signedInAs('company-c'));
    expect(queryClient.getQueryData(profile)).toBeUndefined();
  });

  it('keeps what was asked for before the first render of a signed-in tab (a kept session)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['company', 'self', 'profile'], { name: 'A' });
    renderWith(queryClient, signedInAs('company-a'));
    expect(queryClient.getQueryData(['company', 'self', 'profile'])).toEqual({ name: 'A' });
  });
});
