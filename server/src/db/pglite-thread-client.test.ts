import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseThread, startPgliteThread, type PgliteThreadClient } from './pglite-thread-client';

const TIMESTAMPTZ = 1184;

describe('the embedded database in its own thread', () => {
  let client: PgliteThreadClient;
  beforeAll(async () => {
    client = await startPgliteThread(null);
    await client.query('create table notes (id int primary key, body text not null, at timestamptz)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers rows as objects or arrays, with their fields', async () => {
    await client.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const objects = await client.query('select id, body from notes order by id');
    expect(objects.rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'body']);
    const arrays = await client.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    const updated = await client.query('update notes set body = upper(body)');
    expect(updated.affectedRows).toBe(2);
  });

  it('keeps a type as text when asked to (as drizzle asks for dates), and parses it otherwise', async () => {
    await client.query(`insert into notes (id, body, at) values (3, 'dated', '2026-11-21T10:00:00Z')`);
    const parsed = await client.query('select at from notes where id = 3');
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    const text = await client.query('select at from notes where id = 3', [], { parsers: { [TIMESTAMPTZ]: (value) => value } });
    expect((text.rows[0] as { at: unknown }).at).toBe('2026-11-21 10:00:00+00');
  });

  it("gives PostgreSQL's error fields back (code, constraint) and keeps working", async () => {
    const failure = await client.query('insert into notes (id, body) values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((failure as Error).message).toMatch(/duplicate key/);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
  });

  it('commits a transaction, and rolls one back when its work throws, with the work’s own error', async () => {
    const value = await client.transaction(async (tx) => {
      await tx.query(`insert into notes (id, body) values (10, 'kept')`);
      return 'done';
    });
    expect(value).toBe('done');
    const failure = await client
      .transaction(async (tx) => {
        await tx.query(`insert into notes (id, body) values (11, 'dropped')`);
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('changed my mind');
    const ids = await client.query('select id from notes where id >= 10 order by id');
    expect(ids.rows).toEqual([{ id: 10 }]);
  });

  it('holds other statements until an open transaction ends, as one connection does', async () => {
    let insideCount = -1;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (id, body) values (20, 'inside')`);
      await held;
      insideCount = ((await tx.query('select count(*)::int as n from notes where id >= 20')).rows[0] as { n: number }).n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query(`insert into notes (id, body) values (21, 'outside')`);
    release();
    await Promise.all([transaction, outside]);
    expect(insideCount).toBe(1);
    expect((await client.query('select count(*)::int as n from notes where id >= 20')).rows).toEqual([{ n: 2 }]);
  });
});

describe('statements the thread keeps prepared', () => {
  let client: PgliteThreadClient;
  const preparedCount = async () =>
    ((await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0] as { n: number }).n;
  beforeAll(async () => {
    client = await startPgliteThread(null, { statementCacheSize: 2 });
    await client.query('create table items (id int primary key, tags jsonb not null, active boolean, at timestamptz)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('runs a repeated statement with each call’s own values, of every kind drizzle sends', async () => {
    const insert = 'insert into items (id, tags, active, at) values ($1, $2, $3, $4) returning id, tags, active, at';
    const first = await client.query(insert, [1, JSON.stringify(['a']), true, new Date('2026-01-02T03:04:05Z')]);
    const second = await client.query(insert, [2, { nested: 'object' }, false, null]);
    expect(first.rows).toEqual([{ id: 1, tags: ['a'], active: true, at: new Date('2026-01-02T03:04:05Z') }]);
    expect(second.rows).toEqual([{ id: 2, tags: { nested: 'object' }, active: false, at: null }]);
  });

  it('keeps working after a statement fails, whether it failed to parse or to run', async () => {
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    const insert = 'insert into items (id, tags) values ($1, $2)';
    await client.query(insert, [3, '[]']);
    await expect(client.query(insert, [3, '[]'])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await client.query(insert, [4, '[]']);
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 4 }]);
  });

  it('closes the least recently used statement beyond its capacity, and results stay right', async () => {
    for (let round = 0; round < 3; round++) {
      for (const id of [1, 2, 3, 4]) {
        const row = await client.query(`select id from items where id = $1 and ${id} = ${id}`, [id]);
        expect(row.rows).toEqual([{ id }]);
      }
    }
    // Two kept, at most one more in between (the count's own statement, until it pushes one out).
    expect(await preparedCount()).toBeLessThanOrEqual(3);
  });

  it('prepares a statement again when its table changes shape, after one clear error', async () => {
    const selectAll = 'select * from items where id = $1';
    expect(Object.keys((await client.query(selectAll, [1])).rows[0] as object)).toEqual(['id', 'tags', 'active', 'at']);
    await client.query('alter table items add column note text');
    await expect(client.query(selectAll, [1])).rejects.toMatchObject({ code: '0A000' });
    expect(Object.keys((await client.query(selectAll, [1])).rows[0] as object)).toEqual(['id', 'tags', 'active', 'at', 'note']);
  });

  it('refuses to call a transaction committed when a statement in it failed', async () => {
    const failure = await client
      .transaction(async (tx) => {
        await tx.query(`insert into items (id, tags) values (50, '[]')`);
        await tx.query('select 1/0').catch(() => 'ignored by the work');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/rolled back/);
    expect((await client.query('select count(*)::int as n from items where id = 50')).rows).toEqual([{ n: 0 }]);
  });
});

describe('the embedded database thread on disk', () => {
  it('keeps what it acknowledged across a close and a new start, and refuses work once closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    try {
      const first = await startPgliteThread(dir);
      await first.query('create table kept (v text)');
      await first.query(`insert into kept values ('survives')`);
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow(/closed/);

      const second = await startPgliteThread(dir);
      expect((await second.query('select v from kept')).rows).toEqual([{ v: 'survives' }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two embedded databases start one after the other here, twice the usual start-up.
  }, 60_000);
});

describe('a database thread that dies', () => {
  it('fails the statement in flight and every later one with the reason, and tells the server once', async () => {
    const lost: Error[] = [];
    const client = await startDatabaseThread(new URL('../../test/fixtures/dying-database-thread.mjs', import.meta.url), null, {
      onLost: (error) => lost.push(error),
    });
    await expect(client.query('select 1')).rejects.toThrow(/The embedded database stopped: simulated abort/);
    await expect(client.query('select 1')).rejects.toThrow(/The embedded database stopped/);
    expect(lost).toHaveLength(1);
    await client.close();
  });

  it('fails the start with the reason when the data folder cannot be opened', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-')), 'not-a-folder');
    fs.writeFileSync(file, 'a file where the database folder should be');
    try {
      // PGlite's file layer says only its errno (54: not a directory); the message carries it.
      await expect(startPgliteThread(file)).rejects.toThrow(/The database failed \(.*errno 54/);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
