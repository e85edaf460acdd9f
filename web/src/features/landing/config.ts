/**
 * Where visitors write to us. Configurable per deployment (VITE_SUPPORT_EMAIL at build time), so a
 * fork or a staging copy does not send people to our inbox.
 */
const DEFAULT_SUPPORT_EMAIL = 'support@hireready.app';

function readSupportEmail(): string {
  const configured: unknown = import.meta.env.VITE_SUPPORT_EMAIL;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : DEFAULT_SUPPORT_EMAIL;
}

export const SUPPORT_EMAIL = readSupportEmail();
