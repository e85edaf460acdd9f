import { afterAll, beforeAll, expect, it } from 'vitest';
import { profileFromUpload, UploadResponseSchema } from '@hireready/contract';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { buildZip } from '../../test/support/files';

/** CSV files with LinkedIn's documented column names, as its data export writes them. */
const EXPORT = {
  'Profile.csv':
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\nMary,Jackson,,,,Aerospace Engineer,"Engineer who studies air flow, and teaches it.",Aviation,23666,"Hampton, Virginia",,[PORTFOLIO:https://www.linkedin.com/in/mjackson],\n',
  'Positions.csv':
    'Company Name,Title,Description,Location,Started On,Finished On\nLangley Aeronautical,Aerospace Engineer,"Ran wind tunnel tests\nWrote 12 reports",Hampton VA,Jan 1958,\nCamp Pendleton,Math Teacher,Taught algebra,Calvert County,Sep 1942,Jun 1951\n',
  'Education.csv':
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\nHampton Institute,1938,1942,,B.S. Mathematics and Physical Science,\n',
  'Skills.csv': 'Name\nFluid dynamics\nWind tunnels\n',
  'Certifications.csv':
    'Name,Url,Authority,Started On,Finished On,License Number\nEngineering license,,Commonwealth of Virginia,Jun 1958,,E-1\n',
  'Projects.csv':
    'Title,Description,Url,Started On,Finished On\nBoundary layer study,Measured air flow at supersonic speeds,,Mar 1960,Dec 1962\n',
  'Languages.csv': 'Name,Proficiency\nSpanish,Limited working proficiency\n',
  'Connections.csv': 'First Name,Last Name,Email Address\nSecret,Person,secret@example.com\n',
  'messages.csv': 'FROM,TO,CONTENT\nx,y,private message\n',
};

const zipOf = (files: Record<string, string>, prefix = '') =>
  buildZip(Object.entries(files).map(([name, text]) => ({ name: `${prefix}${name}`, data: Buffer.from(text) })));

describeEachDatabase('LinkedIn data export through Upload Resume', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'Basic_LinkedInDataExport.zip');
    const res = await t.app.request('/api/openai/upload-resume', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
  };

  it('maps every career file by its columns and ignores the others', async () => {
    const { status, body } = await upload(zipOf(EXPORT, 'Basic_LinkedInDataExport_11-25-2026/'));
    expect(status).toBe(200);
    const data = profileFromUpload(UploadResponseSchema.parse(body), () => 'id');
    expect(data).toMatchObject({
      name: 'Mary Jackson',
      summary: 'Engineer who studies air flow, and teaches it.',
      linkedin: 'linkedin.com/in/mjackson',
      city: 'Hampton',
      state: 'Virginia',
      zip: '23666',
      work_experience: [
        {
          title: 'Aerospace Engineer',
          company: 'Langley Aeronautical',
          location: 'Hampton VA',
          start_date: 'Jan 1958',
          end_date: 'Present',
          description: 'Ran wind tunnel tests\nWrote 12 reports',
        },
        { title: 'Math Teacher', company: 'Camp Pendleton', start_date: 'Sep 1942', end_date: 'Jun 1951' },
      ],
      education: [
        { school_name: 'Hampton Institute', degree: 'B.S. Mathematics and Physical Science', start_date: '1938', end_date: '1942' },
      ],
      skills: [{ name: 'Fluid dynamics' }, { name: 'Wind tunnels' }],
      certifications: [{ name: 'Engineering license', issuer: 'Commonwealth of Virginia', date: 'Jun 1958' }],
    });
    expect(data.custom_sections.map((s) => [s.title, s.entries[0]?.fields[0]?.value])).toEqual([
      ['Projects', 'Boundary layer study'],
      ['Languages', 'Spanish'],
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain('private message');
  });

  it('refuses an archive with none of the profile files, a damaged one and a zip bomb, clearly', async () => {
    const none = await upload(zipOf({ 'Connections.csv': EXPORT['Connections.csv'], 'Profile Summary.txt': 'x' }));
    // Not recognised as LinkedIn's (no career file named in it), nor as a Word file.
    expect(none.status).toBe(415);

    const bomb = await upload(buildZip([{ name: 'Positions.csv', data: Buffer.alloc(8 * 1024 * 1024, 0x41) }]));
    expect(bomb.status).toBe(422);
    expect(bomb.body.error?.message).toBe('This LinkedIn export could not be read: it expands to too much data.');

    const lying = await upload(buildZip([{ name: 'Skills.csv', data: Buffer.from(`Name\n${'x,'.repeat(400_000)}`), declaredSize: 10 }]));
    expect(lying.status).toBe(422);
    expect(lying.body.error?.message).toMatch(/^This LinkedIn export could not be read: /);

    const many = await upload(
      buildZip(Array.from({ length: 2_100 }, (_, i) => ({ name: i === 0 ? 'Skills.csv' : `f${i}.csv`, data: Buffer.from('Name\nx\n') }))),
    );
    expect(many.status).toBe(422);
    expect(many.body.error?.message).toBe('This LinkedIn export could not be read: it holds more files than a LinkedIn export does.');

    const damaged = zipOf({ 'Skills.csv': 'Name\nGo\n' }).slice(0, 60);
    expect((await upload(damaged)).status).toBe(422);
  });
});
