// Which statements the embedded database's thread keeps prepared (decision 013), by their text.
// The server's statements come from a fixed set in the code (values travel as parameters), so a
// few hundred cover them; beyond that the least recently used is closed.

/** Statements worth preparing: the data statements the server repeats, not one-off DDL. */
const REPEATED_KIND = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * @template T
 * @param {number} capacity
 */
export function createStatementCache(capacity) {
  /** @type {Map<string, T & { name: string }>} in order of use, the least recent first */
  const bySql = new Map();
  let nextName = 1;
  return {
    /** The prepared statement for this text, if there is one (and it becomes the most recent). */
    get(sql) {
      const prepared = bySql.get(sql);
      if (prepared) {
        bySql.delete(sql);
        bySql.set(sql, prepared);
      }
      return prepared;
    },
    /** A new name to prepare this text under, or '' (PostgreSQL's unnamed statement) for a one-off. */
    nameFor(sql) {
      return capacity > 0 && REPEATED_KIND.test(sql) ? `hr_${nextName++}` : '';
    },
    /** Keeps a prepared statement; returns the name of the one it pushed out, to close, or null. */
    add(sql, prepared) {
      bySql.set(sql, prepared);
      if (bySql.size <= capacity) return null;
      const [oldestSql, oldest] = bySql.entries().next().value;
      bySql.delete(oldestSql);
      return oldest.name;
    },
    /** Forgets a statement PostgreSQL can no longer run as prepared (its tables changed shape). */
    forget(sql) {
      bySql.delete(sql);
    },
  };
}
