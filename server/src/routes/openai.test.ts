import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

const job = {
  jobDescription:
    'We are hiring a Senior Data Engineer to build batch and streaming pipelines in Python and SQL on AWS. ' +
    'Experience with Apache Spark, Airflow and Kubernetes is required. You will mentor engineers.',
  company: 'Acme Analytics',
  jobTitle: 'Senior Data Engineer',
};

const profileData = {
  name: 'Grace Hopper',
  summary: 'Data engineer with eight years of experience building reliable pipelines.',
  phone: '555-0100',
  city: 'Arlington',
  state: 'VA',
  work_experience: [
    {
      title: 'Data Engineer',
      company: 'Navy Data Lab',
      location: 'Arlington, VA',
      start_date: 'Jan 2019',
      end_date: 'Present',
      description: 'Built Spark pipelines processing 2 TB a day\nScheduled jobs with Airflow\nOrganised the office party',
    },
    {
      title: 'Software Developer',
      company: 'Remington Rand',
      location: 'Philadelphia, PA',
      start_date: 'Jun 2015',
      end_date: 'Dec 2018',
      description: 'Wrote Python services\nTuned SQL queries on PostgreSQL',
    },
  ],
  education: [
    { school_name: 'Yale University', degree: 'Ph.D. Mathematics', location: 'New Haven, CT', start_date: '1930', end_date: '1934' },
  ],
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Apache Spark' }, { name: 'Airflow' }, { name: 'Cobol' }],
};

async function docxResume(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Katherine Johnson', bold: true, size: 36 })] }),
          new Paragraph('katherine@example.com | 555-0199 | Hampton, VA'),
          new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
          new Paragraph('Research Mathematician, NASA Langley, Hampton, VA'),
          new Paragraph('Jun 1953 – Present'),
          new Paragraph({ text: 'Calculated trajectories for orbital flights', bullet: { level: 0 } }),
          new Paragraph({ children: [new TextRun({ text: 'EDUCATION', bold: true })] }),
          new Paragraph('West Virginia State College, B.S. Mathematics, 1937'),
          new Paragraph({ children: [new TextRun({ text: 'SKILLS', bold: true })] }),
          new Paragraph('Orbital mechanics, Analytic geometry, FORTRAN'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function multipart(bytes: Uint8Array, filename: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  return form;
}

describeEachDatabase('generation and upload API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function userWithProfile() {
    const user = await t.signUp();
    const saved = await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: profileData } });
    expect(saved.status).toBe(200);
    return user;
  }

  it('refuses a generation that was not counted first', async () => {
    const user = await userWithProfile();
    const res = await t.call('POST', '/api/openai/resume', { token: user.token, body: job });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('NO_GENERATION_CREDIT');
  });

  it('tailors a resume from the stored profile with the built-in engine, spending one credit', async () => {
    const user = await userWithProfile();
    await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    const res = await t.call('POST', '/api/openai/resume', { token: user.token, body: { ...job, userProfile: { name: 'Someone Else' } } });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Grace Hopper');
    expect(res.json.contact.email).toBe(user.email);
    expect(res.json.work_experience.map((w: { company: string }) => w.company)).toEqual(['Navy Data Lab', 'Remington Rand']);
    expect(res.json.work_experience[0].description[0]).toMatch(/Spark|Airflow/);
    expect(res.json.education[0]).toMatchObject({ school: 'Yale University' });
    expect(res.json.skills).toContain('Python');
    expect(res.json.meta.engine).toBe('builtin');
    expect(res.json.meta.keywords.terms.length).toBeGreaterThan(0);
    expect(res.json.meta.keywords.matchAfter).toBeGreaterThanOrEqual(res.json.meta.keywords.matchBefore);
    // Nothing the profile does not hold: the request's userProfile is not trusted.
    expect(res.text).not.toContain('Someone Else');
    expect(res.json.skills).not.toContain('Kubernetes');
    expect(JSON.stringify(res.json.work_experience)).not.toContain('Kubernetes');
    expect(res.json.meta.keywords.missing).toContain('Kubernetes');
    const again = await t.call('POST', '/api/openai/resume', { token: user.token, body: job });
    expect(again.status).toBe(402);
  });

  it('writes a cover letter naming the role and company', async () => {
    const user = await userWithProfile();
    await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'cover_letter' } });
    const res = await t.call('POST', '/api/openai/cover-letter', { token: user.token, body: job });
    expect(res.status).toBe(200);
    expect(res.json.sender).toMatchObject({ name: 'Grace Hopper', email: user.email });
    expect(res.json.body.join(' ')).toContain('Acme Analytics');
    expect(res.json.signature).toBe('Grace Hopper');
    expect(res.json.meta.engine).toBe('builtin');
  });

  it('needs a job description, company and job title', async () => {
    const user = await userWithProfile();
    for (const body of [
      { ...job, company: '  ' },
      { ...job, jobTitle: '' },
      { company: 'x', jobTitle: 'y' },
    ]) {
      const res = await t.call('POST', '/api/openai/resume', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain('Please enter a job description, company, and job title.');
    }
  });

  it('imports a DOCX resume into the upload response', async () => {
    const user = await t.signUp();
    const res = await t.call('POST', '/api/openai/upload-resume', {
      token: user.token,
      rawBody: multipart(await docxResume(), 'resume.docx'),
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Katherine Johnson');
    expect(res.json.contact.email).toBe('katherine@example.com');
    expect(res.json.skills).toEqual(expect.arrayContaining(['FORTRAN']));
    const firstJob = res.json.work_experience[0];
    expect(`${firstJob.title} ${firstJob.company}`).toContain('NASA Langley');
    expect(firstJob.start_date).toBe('Jun 1953');
    expect(firstJob.description).toEqual(['Calculated trajectories for orbital flights']);
  });

  it('refuses bad uploads with a clear 4xx', async () => {
    const user = await t.signUp();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    const wrongBytes = await t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: multipart(png, 'resume.pdf') });
    expect(wrongBytes.status).toBe(415);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: multipart(huge, 'big.pdf') });
    expect(tooBig.status).toBe(413);
    const noFile = await t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: multipart(png, 'x.pdf', 'other') });
    expect(noFile.status).toBe(400);
    const json = await t.call('POST', '/api/openai/upload-resume', { token: user.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const truncated = await t.call('POST', '/api/openai/upload-resume', {
      token: user.token,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      rawBody: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);
    const empty = await t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: multipart(new Uint8Array(0), 'e.pdf') });
    expect(empty.status).toBe(422);
    for (const res of [wrongBytes, tooBig, noFile, json, truncated, empty]) expect(typeof res.json.error.message).toBe('string');
  });
});

describeEachDatabase('generation with a failing model server', (kind) => {
  let t: TestApp;
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model crashed' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp(kind, { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers a clear 5xx from upstream and gives the month’s count back', async () => {
    const user = await t.signUp();
    await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type: 'resume' } });
    const res = await t.call('POST', '/api/openai/resume', { token: user.token, body: job });
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe('UPSTREAM_ERROR');
    const profile = await t.call('GET', '/api/user/profile', { token: user.token });
    expect(profile.json.tier.resume).toBe(0);
  });
});
