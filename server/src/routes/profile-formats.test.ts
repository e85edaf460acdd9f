import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileDataSchema, profileFromUpload, UploadResponseSchema, type ProfileData } from '@hireready/contract';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

/** Every section a profile has, with values that exercise the mapping: levels, open ends, custom labels. */
const PROFILE: ProfileData = ProfileDataSchema.parse({
  name: 'Katherine Johnson',
  summary: 'Mathematician who checks the numbers before anyone flies.',
  linkedin: 'https://www.linkedin.com/in/kjohnson',
  phone: '(555) 010-1969',
  street_address: '1 Langley Way',
  city: 'Hampton',
  state: 'VA',
  zip: '23666',
  work_experience: [
    {
      title: 'Research Mathematician',
      company: 'Langley Research',
      location: 'Hampton, VA',
      start_date: 'Jun 1953',
      end_date: 'Present',
      description: 'Computed launch windows\nVerified orbital equations by hand',
    },
    {
      title: 'Teacher',
      company: 'Marion School',
      location: 'Marion, VA',
      start_date: '1937',
      end_date: 'May 1952',
      description: 'Taught mathematics and French',
    },
  ],
  education: [
    {
      school_name: 'West Virginia State College',
      degree: 'B.S. in Mathematics',
      location: 'Institute, WV',
      start_date: '1933',
      end_date: '1937',
    },
  ],
  skills: [
    { name: 'Orbital mechanics', experience_level: 'expert', level_set: true },
    { name: 'FORTRAN', experience_level: 'intermediate', level_set: true },
    { name: 'Geometry', experience_level: 'beginner' },
  ],
  certifications: [{ name: 'Pilot license', issuer: 'FAA', date: 'Apr 1960' }],
  custom_sections: [
    {
      id: 's1',
      title: 'Projects',
      entries: [
        {
          id: 'e1',
          fields: [
            { label: 'Title', value: 'Friendship 7' },
            { label: 'Organization', value: 'NASA' },
            { label: 'Start Date', value: 'Feb 1962' },
            { label: 'End Date', value: '' },
            { label: 'Description', value: 'Checked the trajectory' },
          ],
        },
      ],
    },
    {
      id: 's2',
      title: 'Speaking',
      entries: [
        {
          id: 'e2',
          fields: [
            { label: 'Venue', value: 'Hampton University' },
            { label: 'Topic', value: 'Numbers you can trust' },
          ],
        },
      ],
    },
  ],
});

describeEachDatabase('profile as JSON Resume', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    await t.call('POST', '/api/user/create-profile', { token: user.token, body: { uid: user.uid, email: user.email, name: PROFILE.name } });
    const saved = await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: PROFILE } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (token: string, content: string | Uint8Array, name = 'resume.json') => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    return t.app.request('/api/openai/upload-resume', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('exports the profile as a JSON Resume v1.0.0 file with standard sections and ISO dates', async () => {
    const res = await t.call('GET', '/api/user/profile/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="Katherine_Johnson_resume.json"');
    const resume = res.json;
    expect(resume.$schema).toContain('jsonresume/resume-schema/v1.0.0');
    expect(resume.basics).toMatchObject({
      name: 'Katherine Johnson',
      email: user.email,
      phone: '(555) 010-1969',
      location: { address: '1 Langley Way', postalCode: '23666', city: 'Hampton', region: 'VA' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/kjohnson' }],
    });
    expect(resume.work[0]).toEqual({
      name: 'Langley Research',
      position: 'Research Mathematician',
      location: 'Hampton, VA',
      startDate: '1953-06',
      highlights: ['Computed launch windows', 'Verified orbital equations by hand'],
    });
    expect(resume.work[1]).toMatchObject({ startDate: '1937', endDate: '1952-05' });
    expect(resume.education[0]).toMatchObject({
      institution: 'West Virginia State College',
      studyType: 'B.S. in Mathematics',
      startDate: '1933',
      endDate: '1937',
    });
    expect(resume.skills).toEqual([
      { name: 'Orbital mechanics', level: 'Expert' },
      { name: 'FORTRAN', level: 'Intermediate' },
      { name: 'Geometry' },
    ]);
    expect(resume.certificates).toEqual([{ name: 'Pilot license', issuer: 'FAA', date: '1960-04' }]);
    expect(resume.projects).toEqual([
      { name: 'Friendship 7', organization: 'NASA', startDate: '1962-02', description: 'Checked the trajectory' },
    ]);
    // Nothing of the account beyond the user's own e-mail: no uid, plan, template or password hash.
    expect(res.text).not.toContain(user.uid);
    expect(res.text).not.toMatch(/argon2|tier|resume_template|subscription|password/i);
  });

  it('imports its own export back to the same profile, through the upload and the confirmation flow', async () => {
    const exported = await t.call('GET', '/api/user/profile/export', { token: user.token });
    const other = await t.signUp();
    const res = await upload(other.token, exported.text);
    expect(res.status).toBe(200);
    const parsed = UploadResponseSchema.parse(await res.json());
    expect(parsed.name).toBe('Katherine Johnson');
    expect(parsed.work_experience.map((job) => job.company)).toEqual(['Langley Research', 'Marion School']);
    // The client replaces the profile with what profileFromUpload makes of the answer, as after any upload.
    const data = profileFromUpload(parsed, () => 'new-id');
    const saved = await t.call('POST', '/api/user/update-profile', { token: other.token, body: { uid: other.uid, data } });
    expect(saved.status).toBe(200);
    const reread = await t.call('GET', '/api/user/profile', { token: other.token });
    expect(ProfileDataSchema.parse(reread.json)).toEqual(PROFILE);
  });

  it("maps another tool's JSON Resume: degrees from study type and area, levels, and standard sections as custom sections", async () => {
    const resume = {
      basics: {
        name: 'Alan Turing',
        email: 'alan@example.com',
        location: { city: 'Wilmslow', region: 'Cheshire' },
        profiles: [{ network: 'LinkedIn', username: 'aturing' }],
      },
      work: [
        {
          name: 'Bletchley Park',
          position: 'Cryptanalyst',
          startDate: '1939-09-04',
          summary: 'Broke ciphers.',
          highlights: ['Designed the bombe'],
        },
      ],
      education: [{ institution: 'Princeton University', studyType: 'PhD', area: 'Mathematics', startDate: '1936', endDate: '1938' }],
      skills: [
        { name: 'Logic', level: 'Master', keywords: ['Computability'] },
        { name: 'Running', level: 'keen' },
      ],
      languages: [{ language: 'German', fluency: 'Professional working' }],
      volunteer: [{ organization: 'Walton Athletic Club', position: 'Runner', startDate: '1946' }],
      interests: [{ name: 'Chess', keywords: ['Endgames'] }],
    };
    const res = await upload(user.token, JSON.stringify(resume));
    expect(res.status).toBe(200);
    const data = profileFromUpload(UploadResponseSchema.parse(await res.json()), () => 'id');
    expect(data).toMatchObject({
      name: 'Alan Turing',
      city: 'Wilmslow',
      state: 'Cheshire',
      linkedin: 'linkedin.com/in/aturing',
      work_experience: [
        {
          title: 'Cryptanalyst',
          company: 'Bletchley Park',
          start_date: 'Sep 1939',
          end_date: 'Present',
          description: 'Broke ciphers.\nDesigned the bombe',
        },
      ],
      education: [{ school_name: 'Princeton University', degree: 'PhD in Mathematics', start_date: '1936', end_date: '1938' }],
      skills: [
        { name: 'Logic', experience_level: 'expert', level_set: true },
        { name: 'Running', experience_level: 'beginner' },
      ],
    });
    expect(data.skills[1]).not.toHaveProperty('level_set');
    expect(data.custom_sections.map((section) => section.title)).toEqual(['Volunteer', 'Languages', 'Interests']);
    expect(data.custom_sections[1]?.entries[0]?.fields.slice(0, 2)).toEqual([
      { label: 'Title', value: 'German' },
      { label: 'Organization', value: 'Professional working' },
    ]);
    expect(data.custom_sections[2]?.entries[0]?.fields[4]).toEqual({ label: 'Description', value: 'Endgames' });
  });

  describe('broken or hostile JSON gets a clear upload error', () => {
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['not JSON', '{"basics": {"name": "A"', /not valid JSON/],
      ['too deep', `{"basics":${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}}`, /nested far deeper/],
      ['too large', JSON.stringify({ basics: { name: 'A', summary: 'x'.repeat(1024 * 1024) } }), /larger than 1 MB/],
      ['wrong types', JSON.stringify({ basics: { name: 'A' }, work: 'Acme' }), /work: /],
      ['a string too long for its field', JSON.stringify({ basics: { name: 'A'.repeat(5000) } }), /basics\.name: /],
      ['nothing of a resume', JSON.stringify({ meta: { version: 'v1.0.0' } }), /no basics, work or education/],
      ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), /not UTF-8/],
    ];
    for (const [name, content, message] of cases) {
      it(name, async () => {
        const res = await upload(user.token, content);
        expect(res.status).toBe(422);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('UNPROCESSABLE_FILE');
        expect(body.error.message).toMatch(/^This JSON file could not be read as a JSON Resume: /);
        expect(body.error.message).toMatch(message);
      });
    }
    it('a prototype-polluting key changes nothing', async () => {
      const res = await upload(user.token, '{"__proto__":{"isAdmin":true},"basics":{"name":"P","__proto__":{"polluted":true}}}');
      expect(res.status).toBe(200);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/user/profile/export')).status).toBe(401);
  });
});
