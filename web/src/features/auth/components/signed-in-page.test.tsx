import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { SignedInPage } from './signed-in-page';

function renderPage(auth: AuthContextValue) {
  return render(
    <MemoryRouter>
      <AuthContext value={auth}>
        <SignedInPage title="Dashboard" description="Your plan and your documents.">
          <p>The signed-in content</p>
        </SignedInPage>
      </AuthContext>
    </MemoryRouter>,
  );
}

describe('a page that needs sign-in', () => {
  it('shows its heading and a loading message while the session is restored, and none of its content', () => {
    renderPage({ user: null, isSignedIn: false, loading: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Your plan and your documents.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('The signed-in content')).not.toBeInTheDocument();
  });

  it('keeps the same heading element when the session turns out signed in', () => {
    const { rerender } = renderPage({ user: null, isSignedIn: false, loading: true });
    const heading = screen.getByRole('heading', { level: 1 });
    rerender(
      <MemoryRouter>
        <AuthContext value={{ user: { uid: 'u1', email: 'ada@example.com' } as never, isSignedIn: true, loading: false }}>
          <SignedInPage title="Dashboard" description="Your plan and your documents.">
            <p>The signed-in content</p>
          </SignedInPage>
        </AuthContext>
      </MemoryRouter>,
    );
    expect(screen.getByText('The signed-in content')).toBeInTheDocument();
    // The same node: the heading does not blink out and back while the page fills in.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('shows a signed-out visitor the sign-in modal and nothing of the page', async () => {
    renderPage({ user: null, isSignedIn: false, loading: false });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('The signed-in content')).not.toBeInTheDocument();
  });
});
