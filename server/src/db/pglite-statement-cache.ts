// Which statements the embedded database's thread keeps prepared (decision 013), by their text.
// The server's statements come from a fixed set in the code (values travel as parameters), so a
// few hundred cover them; beyond that the least recently used is closed.

/** Statements worth preparing: the data statements the server repeats, not one-off DDL. */
const REPEATED_KIND = /^\s*(select|insert|update|delete|with)\b/i;

export type StatementCache<T extends { name: string }> = {
  /** The prepared statement for this text, if there is one (and it becomes the most recent). */
  get(sql: string): T | undefined;
  /** A new name to prepare this text under, or '' (PostgreSQL's unnamed statement) for a one-off. */
  nameFor(sql: string): string;
  /** Keeps a prepared statement; returns the name of the one it pushed out, to close, or null. */
  add(sql: string, prepared: T): string | null;
  /** Forgets a statement PostgreSQL can no longer run as prepared (its tables changed shape). */
  forget(sql: string): void;
};

export function createStatementCache<T extends { name: string }>(capacity: number): StatementCache<T> {
  /** In order of use, the least recent first. */
  const bySql = new Map<string, T>();
  let nextName = 1;
  return {
    get(sql) {
      const prepared = bySql.get(sql);
      if (prepared) {
        bySql.delete(sql);
        bySql.set(sql, prepared);
      }
      return prepared;
    },
    nameFor(sql) {
      return capacity > 0 && REPEATED_KIND.test(sql) ? `hr_${nextName++}` : '';
    },
    add(sql, prepared) {
      bySql.set(sql, prepared);
      if (bySql.size <= capacity) return null;
      const [oldestSql, oldest] = bySql.entries().next().value as [string, T];
      bySql.delete(oldestSql);
      return oldest.name;
    },
    forget(sql) {
      bySql.delete(sql);
    },
  };
}
