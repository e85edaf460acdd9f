/**
 * Hostile profile files through Upload Resume (issue 20): LinkedIn data-export ZIPs and JSON Resume
 * files built to hurt the reader. Each gets the usual clear 4xx upload error, never a 5xx, and the
 * profile the user already saved is exactly as it was. Every archive is written by hand here, so
 * each attack is exactly what it says; a fast-check run then breaks good files at random.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';
import { buildZip } from '../support/files';

const FUZZ_RUNS = Number(process.env.IMPORT_FUZZ_RUNS ?? '120');
const SEED = Number(process.env.FUZZ_SEED ?? '20261125');

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'));
const PROFILE_CSV = csv([
  ['First Name', 'Last Name', 'Headline', 'Summary', 'Geo Location'],
  ['Grace', 'Hopper', 'Rear admiral', 'Wrote the first compiler.', 'Arlington, VA'],
]);
const POSITIONS_CSV = csv([
  ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  ['US Navy', 'Computer Scientist', 'Led COBOL work', 'Arlington, VA', 'Jan 1967', 'Aug 1986'],
]);

/** A random-looking line, so deflate cannot squeeze it: a CSV that is big on the wire as well as inflated. */
const noisyRow = (i: number) => `"${(i * 2654435761).toString(36)}${(i * 40503).toString(16)}","Title ${i}","${'x'.repeat(i % 50)}"`;

type Hostile = { name: string; bytes: Uint8Array; filename: string; status: number; message: RegExp };

function hostileZips(): Hostile[] {
  const linkedIn = (message: RegExp, bytes: Uint8Array, name: string): Hostile => ({
    name,
    bytes,
    filename: 'linkedin.zip',
    status: 422,
    message,
  });
  const good = buildZip([
    { name: 'Profile.csv', data: PROFILE_CSV },
    { name: 'Positions.csv', data: POSITIONS_CSV },
  ]);
  const brokenDirectory = Buffer.from(good);
  // The end record points its central directory past the end of the file.
  brokenDirectory.writeUInt32LE(brokenDirectory.length + 1000, brokenDirectory.length - 6);
  const cutDirectory = Buffer.from(good).subarray(0, good.length - 30);
  return [
    linkedIn(
      /expands to too much data|far larger than a profile/,
      // 30 MB of one repeated row: about 30 KB compressed, a ratio of a thousand.
      buildZip([{ name: 'Positions.csv', data: Buffer.concat([POSITIONS_CSV, Buffer.alloc(30 * 1024 * 1024, 0x41)]) }]),
      'zip bomb by ratio',
    ),
    linkedIn(
      /more files than a LinkedIn export/,
      buildZip([
        { name: 'Profile.csv', data: PROFILE_CSV },
        ...Array.from({ length: 2_100 }, (_, i) => ({ name: `messages/${i}.csv`, data: Buffer.from('x') })),
      ]),
      'too many entries',
    ),
    linkedIn(/outside the archive/, buildZip([{ name: '../../../../tmp/Positions.csv', data: POSITIONS_CSV }]), 'traversal name'),
    linkedIn(/outside the archive/, buildZip([{ name: '/etc/Profile.csv', data: PROFILE_CSV }]), 'absolute name'),
    linkedIn(
      /outside the archive/,
      buildZip([
        { name: 'Basic/Profile.csv', data: PROFILE_CSV },
        { name: 'a/b/../../../Skills.csv', data: csv([['Name'], ['COBOL']]) },
      ]),
      'nested traversal name',
    ),
    linkedIn(
      /Positions\.csv is far larger than a profile's/,
      buildZip([
        { name: 'Profile.csv', data: PROFILE_CSV },
        {
          name: 'Positions.csv',
          data: Buffer.from(['Company Name,Title,Description', ...Array.from({ length: 60_000 }, (_, i) => noisyRow(i))].join('\r\n')),
        },
      ]),
      'huge CSV',
    ),
    linkedIn(/it is damaged\.|not a readable ZIP/, new Uint8Array(brokenDirectory), 'broken central directory'),
    linkedIn(/it is damaged\.|not a readable ZIP/, new Uint8Array(cutDirectory), 'cut-off central directory'),
    linkedIn(
      /none of its files has LinkedIn's column names/,
      buildZip([
        {
          name: 'Profile.csv',
          data: csv([
            ['Vorname', 'Nachname'],
            ['Grace', 'Hopper'],
          ]),
        },
        {
          name: 'Positions.csv',
          data: csv([
            ['a', 'b', 'c'],
            ['1', '2', '3'],
          ]),
        },
        { name: 'Skills.csv', data: Buffer.from('\u0000\u0001\u0002 not a csv at all') },
      ]),
      'wrong CSV columns',
    ),
    linkedIn(
      /none of the profile files/,
      buildZip([
        { name: 'Connections.csv/', data: Buffer.alloc(0) },
        { name: 'Profile.csv/', data: Buffer.alloc(0) },
      ]),
      'folders named like files',
    ),
  ];
}

function hostileJson(): Hostile[] {
  const json = (message: RegExp, text: string | Buffer, name: string): Hostile => ({
    name,
    bytes: new Uint8Array(typeof text === 'string' ? Buffer.from(text) : text),
    filename: 'resume.json',
    status: 422,
    message,
  });
  const basics = '"basics":{"name":"Grace Hopper"}';
  return [
    json(/nested far deeper than a resume/, `{${basics},"work":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, 'too deep'),
    json(/nested far deeper than a resume/, `{"basics":${'{"a":'.repeat(20)}1${'}'.repeat(21)}`, 'deep objects'),
    json(/larger than 1 MB/, `{${basics},"summary":"${'x'.repeat(1_200_000)}"}`, 'too large'),
    json(/basics\.name/, '{"basics":{"name":42}}', 'a number for a name'),
    json(/work/, `{${basics},"work":"everywhere"}`, 'a string for a list'),
    json(/work\.0\.highlights/, `{${basics},"work":[{"name":"Navy","highlights":"many"}]}`, 'a string for highlights'),
    json(/basics/, '{"basics":null,"work":null}', 'nulls'),
    json(/work/, `{${basics},"work":[${Array.from({ length: 5_000 }, () => '{"name":"x"}').join(',')}]}`, 'too many jobs'),
    json(/basics\.name/, `{"basics":{"name":"${'G'.repeat(100_000)}"}}`, 'a name of 100,000 letters'),
    json(/not valid JSON/, `{${basics},"work":[{"name":`, 'cut off'),
    json(
      /not UTF-8/,
      Buffer.concat([Buffer.from(`{${basics},"summary":"`), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
      'not UTF-8',
    ),
    json(
      /no basics, work or education/,
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      'prototype keys only',
    ),
  ];
}

describeEachDatabase('hostile LinkedIn exports and JSON Resume files through POST /api/openai/upload-resume', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A user with a saved profile, and a check that the profile is still exactly that one. */
  async function userWithProfile() {
    const user = await t.signUp();
    const data = { name: 'Ada Lovelace', summary: 'Analyst', skills: [{ name: 'Mathematics' }] };
    const saved = await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data } });
    expect(saved.status).toBe(200);
    const before = (await t.call('GET', '/api/user/profile', { token: user.token })).json;
    return {
      upload: (bytes: Uint8Array, filename: string) => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), filename);
        return t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: form });
      },
      expectProfileUnchanged: async () => {
        expect((await t.call('GET', '/api/user/profile', { token: user.token })).json).toEqual(before);
      },
    };
  }

  it('answers every hostile file with its clear 4xx and leaves the saved profile as it was', { timeout: 120_000 }, async () => {
    const cases = [...hostileZips(), ...hostileJson()];
    // Twenty uploads a user keeps clear of the hourly upload limit.
    for (let start = 0; start < cases.length; start += 20) {
      const user = await userWithProfile();
      for (const c of cases.slice(start, start + 20)) {
        expect(c.bytes.byteLength, c.name).toBeLessThan(5 * 1024 * 1024);
        const res = await user.upload(c.bytes, c.filename);
        expect({ name: c.name, status: res.status }).toEqual({ name: c.name, status: c.status });
        expect(res.json.error.message, c.name).toMatch(c.message);
        expect(res.json.error.message, c.name).toMatch(/^This (LinkedIn export|JSON file) could not be read/);
      }
      await user.expectProfileUnchanged();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // And a good export still goes through.
    const user = await userWithProfile();
    const good = await user.upload(
      buildZip([
        { name: 'Profile.csv', data: PROFILE_CSV },
        { name: 'Positions.csv', data: POSITIONS_CSV },
      ]),
      'linkedin.zip',
    );
    expect(good.status).toBe(200);
    expect(good.json.name).toBe('Grace Hopper');
    expect(good.json.work_experience[0]).toMatchObject({ title: 'Computer Scientist', company: 'US Navy' });
  });

  it(
    `answers ${FUZZ_RUNS} randomly broken exports and JSON Resume files with no 5xx, and never touches the profile`,
    { timeout: 300_000 },
    async () => {
      const runs = kind === 'pglite' ? FUZZ_RUNS : Math.ceil(FUZZ_RUNS / 3);
      const cell = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('"', '""', '\r\n', ',', '\u0000', '=cmd|', '𝕳🚀'));
      const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 0, maxLength: 6 });
      const entryName = fc.oneof(
        fc.constantFrom(
          'Profile.csv',
          'Positions.csv',
          'Education.csv',
          'Skills.csv',
          'Certifications.csv',
          'Projects.csv',
          'Languages.csv',
        ),
        fc.constantFrom('../Positions.csv', '/Profile.csv', 'a/../../Skills.csv', 'C:\\Profile.csv', 'Rich_Media/Profile.csv', ''),
        fc.string({ maxLength: 20 }),
      );
      const header = fc.constantFrom<string[]>(
        ['First Name', 'Last Name', 'Summary'],
        ['Company Name', 'Title', 'Started On'],
        ['Name'],
        ['x', 'y'],
      );
      const zipFile = fc
        .tuple(
          fc.array(fc.tuple(entryName, header, table), { minLength: 1, maxLength: 5 }),
          fc.nat(),
          fc.integer({ min: 0, max: 255 }),
          fc.boolean(),
        )
        .map(([entries, at, byte, flip]) => {
          const bytes = Buffer.from(buildZip(entries.map(([name, head, rows]) => ({ name, data: csv([head, ...rows]) }))));
          // Now and then one byte anywhere (a header, a size, the directory) is wrong.
          if (flip) bytes[at % bytes.length] = byte;
          return { bytes: new Uint8Array(bytes), filename: 'export.zip' };
        });
      const wrong = fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.string({ maxLength: 20 }),
        fc.array(fc.integer(), { maxLength: 3 }),
        fc.object({ maxDepth: 3 }),
      );
      const jsonFile = fc
        .record(
          {
            basics: fc.oneof(
              fc.record({ name: fc.oneof(fc.string({ maxLength: 40 }), wrong), email: fc.oneof(fc.emailAddress(), wrong) }),
              wrong,
            ),
            work: fc.oneof(
              fc.array(fc.record({ name: fc.oneof(fc.string(), wrong), highlights: fc.oneof(fc.array(fc.string()), wrong) }), {
                maxLength: 4,
              }),
              wrong,
            ),
            education: fc.oneof(fc.array(fc.dictionary(fc.string({ maxLength: 10 }), wrong, { maxKeys: 4 }), { maxLength: 3 }), wrong),
            meta: wrong,
          },
          { requiredKeys: [] },
        )
        .chain((value) =>
          fc.tuple(fc.constant(JSON.stringify(value)), fc.nat(), fc.boolean()).map(([text, cut, truncate]) => ({
            bytes: new Uint8Array(Buffer.from(truncate ? text.slice(0, cut % Math.max(1, text.length)) || '{' : text)),
            filename: 'resume.json',
          })),
        );
      const statuses = new Map<number, number>();
      let user = await userWithProfile();
      let uploads = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(zipFile, jsonFile), async ({ bytes, filename }) => {
          if (uploads > 0 && uploads % 25 === 0) {
            await user.expectProfileUnchanged();
            user = await userWithProfile();
          }
          uploads += 1;
          const res = await user.upload(bytes, filename);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) throw new Error(`${filename} answered ${res.status}: ${res.text.slice(0, 300)}`);
          if (res.status >= 400 && (typeof res.json?.error?.code !== 'string' || typeof res.json?.error?.message !== 'string')) {
            throw new Error(`${filename} answered ${res.status} without the error shape: ${res.text.slice(0, 200)}`);
          }
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
      await user.expectProfileUnchanged();
      // The fuzzing reached readable files as well as refusals.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      expect([...statuses.keys()].some((status) => status >= 400 && status < 500)).toBe(true);
    },
  );
});
