/**
 * Whether an account may still act: checked on every authenticated request (a disabled account's
 * tokens stop working at once), and changed by disabling it.
 *
 * On the embedded database this process is the only writer: the folder lock keeps every other
 * process out. An account found active therefore stays active until this process disables it,
 * so it is remembered and the per-request read is skipped (decision 012). On PostgreSQL another
 * server copy or an operator may disable an account at any moment, so every request reads the row.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isSoleWriter, type Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { refreshTokens, users } from '../../db/schema';

export type ActiveAccount = { uid: string; email: string; sessionVersion: number };

/** Accounts at most remembered per database; past it the memory starts again (about 200 bytes each). */
const REMEMBERED_ACCOUNTS_MAX = 50_000;

type RememberedAccounts = {
  byUid: Map<string, ActiveAccount>;
  /**
   * Bumped by every disabling: a read that began before it cannot be remembered after it, so a
   * check racing a disable never brings the old "active" back.
   */
  epoch: number;
};

const rememberedAccounts = oncePerDatabase((db): RememberedAccounts | null => (isSoleWriter(db) ? { byUid: new Map(), epoch: 0 } : null));

/** The account behind a verified bearer token, or null when it is gone or disabled. */
export async function findActiveAccount(db: Db, uid: string): Promise<ActiveAccount | null> {
  const remembered = rememberedAccounts(db);
  const known = remembered?.byUid.get(uid);
  if (known) return known;

  const epochAtRead = remembered?.epoch;
  const rows = await accountStatusQuery(db).execute({ uid });
  const row = rows[0];
  if (!row || row.disabledAt) return null;
  const account = { uid, email: row.email, sessionVersion: row.sessionVersion };
  if (remembered && remembered.epoch === epochAtRead) {
    if (remembered.byUid.size >= REMEMBERED_ACCOUNTS_MAX) remembered.byUid.clear();
    remembered.byUid.set(uid, account);
  }
  return account;
}

/** Disables an account: its bearer tokens stop working at once and its refresh tokens are revoked. */
export async function disableUser(db: Db, userId: string, now: Date): Promise<void> {
  await changeAccount(db, userId, () =>
    db.transaction(async (tx) => {
      await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    }),
  );
}

/**
 * Runs a change to an account's row (its password and session version, or its deletion) so that no
 * request keeps the account as it was remembered before the change.
 */
export async function changeAccount<T>(db: Db, userId: string, change: () => Promise<T>): Promise<T> {
  const remembered = rememberedAccounts(db);
  forget(remembered, userId);
  try {
    return await change();
  } finally {
    // Again after the commit: a check that read the row while the change ran is not kept.
    forget(remembered, userId);
  }
}

function forget(remembered: RememberedAccounts | null, uid: string) {
  if (!remembered) return;
  remembered.epoch++;
  remembered.byUid.delete(uid);
}

/**
 * The account lookup behind every authenticated request, prepared once per database: the query is
 * built once instead of on every call, and PostgreSQL plans the named statement once per connection.
 */
const accountStatusQuery = oncePerDatabase((db) =>
  db
    .select({ email: users.email, disabledAt: users.disabledAt, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .prepare('find_active_account'),
);
