/**
 * The one schema for PGlite and PostgreSQL alike, one file per part of the product. Migrations in
 * server/drizzle are generated from it (`npx drizzle-kit generate` in `server/`) and applied at start.
 */
export * from './accounts';
export * from './applications';
export * from './billing';
export * from './documents';
export * from './profiles';
export * from './site';
