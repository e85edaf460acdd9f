/** E-mail syntax, shared by the server and every form. Zod-free, so a form can check an address cheaply. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 320 && EMAIL_PATTERN.test(email);
}

/** What a form or the server says about an address isValidEmail refuses (SPEC point 5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
