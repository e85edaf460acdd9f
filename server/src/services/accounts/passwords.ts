/** Password hashing with argon2id (DESIGN decision 1), via a maintained native binding. */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { inHashingQueue } from './password-queue';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return inHashingQueue(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashingQueue(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown e-mail is not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** The rule every new password meets, at registration, change and reset alike (SPEC point 9). */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('auth/weak-password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('auth/weak-password', `Password should be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
}
