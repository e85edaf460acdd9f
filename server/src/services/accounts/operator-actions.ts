/** What an operator may do to an account from the command line (npm run admin). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { changeAccount, disableUser } from './account-status';

export type OperatorOutcome = { email: string; changed: boolean } | { email: string; notFound: true };

async function findAccount(db: Db, typed: string) {
  const email = typed.trim().toLowerCase();
  const rows = await db.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(eq(users.email, email));
  return { email, account: rows[0] ?? null };
}

/** Disables the account with this e-mail: it is signed out everywhere and cannot sign in. */
export async function disableAccountByEmail(db: Db, typed: string, now: Date): Promise<OperatorOutcome> {
  const { email, account } = await findAccount(db, typed);
  if (!account) return { email, notFound: true };
  if (account.disabledAt) return { email, changed: false };
  await disableUser(db, account.id, now);
  return { email, changed: true };
}

/** Lets the account with this e-mail sign in again (its old sessions stay ended). */
export async function enableAccountByEmail(db: Db, typed: string, now: Date): Promise<OperatorOutcome> {
  const { email, account } = await findAccount(db, typed);
  if (!account) return { email, notFound: true };
  if (!account.disabledAt) return { email, changed: false };
  await changeAccount(db, account.id, () => db.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, account.id)));
  return { email, changed: true };
}
