/** E-mail syntax, shared by the server and every form. Zod-free, so a form can check an address cheaply. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 320 && EMAIL_PATTERN.test(email);
}
