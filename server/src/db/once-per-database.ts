import type { Db } from './client';

/**
 * A value built once per open database and kept while the database is: prepared statements (built
 * once, and planned once per connection by PostgreSQL) and per-database memory. Tests open many
 * databases in one process, so the values are keyed by database, not module-wide.
 */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
