/**
 * A PostgreSQL database of its own for one test file or benchmark run, made beside the database
 * DATABASE_URL names and dropped afterwards, so runs never see each other's rows.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function runAdmin(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runAdmin(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
