/**
 * What the browser's tabs tell each other about the session. A bare "this browser had a session"
 * flag in localStorage (no secret in it) tells a lost refresh race from a visitor who never signed
 * in, so visitors are not kept waiting, and its storage events carry sign-in and sign-out across tabs.
 * A sign-out leaves it at "signed out" until the next sign-in: the refresh cookie may outlive a
 * sign-out request that never arrived (the page reloaded or closed first), and this browser must
 * not bring that session back by itself.
 */
const HAD_SESSION_KEY = 'hireready:had-session';
const HAD_SESSION = '1';
const SIGNED_OUT = 'signed-out';

function readFlag(): string | null {
  try {
    return localStorage.getItem(HAD_SESSION_KEY);
  } catch {
    return null;
  }
}

export function readHadSession(): boolean {
  return readFlag() === HAD_SESSION;
}

/** Whether the user signed out in this browser and has not signed in since. */
export function readSignedOut(): boolean {
  return readFlag() === SIGNED_OUT;
}

function writeFlag(value: string | null): void {
  try {
    if (value) localStorage.setItem(HAD_SESSION_KEY, value);
    else localStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    // Storage can be unavailable (private modes); this tab then keeps the sign-out in memory.
  }
}

/** A session began (true) or ended for a reason other than signing out (false); a sign-out's mark stays. */
export function writeHadSession(value: boolean): void {
  if (value) writeFlag(HAD_SESSION);
  else if (!readSignedOut()) writeFlag(null);
}

export function writeSignedOut(): void {
  writeFlag(SIGNED_OUT);
}

/** For tests: the flag as a fresh browser has it. */
export function clearSessionFlag(): void {
  writeFlag(null);
}

/** Calls `signedOut` or `signedIn` when another tab ends or starts a session; returns the detach. */
export function watchOtherTabs(on: { signedOut(): void; signedIn(): void }): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== HAD_SESSION_KEY) return;
    if (event.newValue === HAD_SESSION) on.signedIn();
    else on.signedOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
