/**
 * What the browser's tabs tell each other about the session. A bare "this browser had a session"
 * flag in localStorage (no secret in it) tells a lost refresh race from a visitor who never signed
 * in, so visitors are not kept waiting, and its storage events carry sign-in and sign-out across tabs.
 */
const HAD_SESSION_KEY = 'hireready:had-session';

export function readHadSession(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeHadSession(value: boolean): void {
  try {
    if (value) localStorage.setItem(HAD_SESSION_KEY, '1');
    else localStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    // Storage can be unavailable (private modes); the flag is only an optimisation.
  }
}

/** Calls `signedOut` or `signedIn` when another tab ends or starts a session; returns the detach. */
export function watchOtherTabs(on: { signedOut(): void; signedIn(): void }): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== HAD_SESSION_KEY) return;
    if (event.newValue === null) on.signedOut();
    else if (event.newValue === '1') on.signedIn();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
