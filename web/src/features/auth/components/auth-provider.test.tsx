import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { apiError, installFakeApi, type FakeApi } from '../../../test/fake-api';
import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

function AuthProbe() {
  const { user, isSignedIn, loading } = useAuth();
  if (loading) return <p>loading</p>;
  return <p>{isSignedIn ? `signed in as ${user?.email}` : `signed out${user === null ? '' : ' (with a user!)'}`}</p>;
}

function renderProbe() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  session.reset();
});

describe('AuthProvider (SPEC point 3, "Authentication context")', () => {
  it('is loading, then signed in when the refresh cookie restores the session', async () => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('is loading, then signed out when there is no session', async () => {
    renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('is signed out when the server says the user is disabled', async () => {
    api.override('POST /api/auth/refresh', () => apiError(403, 'auth/user-disabled', 'This account has been disabled.'));
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('stops loading (signed out) when the server cannot be reached', async () => {
    api.override('POST /api/auth/refresh', () => Promise.reject(new TypeError('Failed to fetch')));
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
