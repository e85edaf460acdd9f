/**
 * A visitor who presses Start Building, Start For Free or a plan's button on the landing page came
 * to make an account: the sign-in dialog that the app page then shows should open in Create Account
 * mode. The links keep SPEC's address (/app/dashboard), so the intent travels beside it, in this
 * tab's session storage, and is used once.
 */
const STORAGE_KEY = 'hireready:sign-up-intent';
/** Older than this, the press was for another visit. */
const MAX_AGE_MS = 10 * 60 * 1000;

/** What a landing link that means "create an account" carries (read by the pre-rendered page's script too). */
export const SIGN_UP_INTENT_ATTRIBUTE = 'data-sign-up-intent';

export function rememberSignUpIntent(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): the dialog opens in Sign In mode, as before.
  }
}

/** True once after rememberSignUpIntent, within its age; it is cleared either way. */
export function takeSignUpIntent(now = Date.now()): boolean {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored === null) return false;
    sessionStorage.removeItem(STORAGE_KEY);
    const age = now - Number(stored);
    return age >= 0 && age <= MAX_AGE_MS;
  } catch {
    return false;
  }
}

/** Spread on a landing link that leads a new visitor to make an account. */
export const signUpLinkProps = {
  [SIGN_UP_INTENT_ATTRIBUTE]: '',
  onClick: () => rememberSignUpIntent(),
} as const;
