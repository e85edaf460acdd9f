import { describe, expect, it } from 'vitest';
import { DATA_ENGINEER_JOB, TODAY, makeProfile } from '../test-support/sample-profile';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import { collectProfileText } from './tailor/profile-facts';

const input = () => ({ profile: makeProfile(), job: DATA_ENGINEER_JOB, today: TODAY });

/** Every capitalised word and number of a text, for 'did it say anything the profile does not?'. */
function factsOf(text: string): string[] {
  return [...text.matchAll(/\b(?:[A-Z][A-Za-z.+#-]*|\d[\d,.]*)\b/g)].map((m) => m[0]);
}

describe('built-in resume tailoring', () => {
  it('puts the relevant job first and its relevant bullets on top, newest job first', () => {
    const { document } = tailorResumeBuiltin(input());
    expect(document.work_experience.map((j) => j.company)).toEqual(['Acme Analytics Inc.', 'Pixel Works']);
    const [data, frontend] = document.work_experience;
    expect(data?.description[0]).toBe('Built batch ETL pipelines in Python and Apache Spark processing 2 TB a day.');
    expect(data?.description[1]).toBe('Designed a PostgreSQL data warehouse schema for finance reporting.');
    // Irrelevant bullets go below the relevant ones.
    expect(data?.description.indexOf('Planned the team offsite.')).toBeGreaterThan(1);
    expect(frontend?.description[0]).toBe('Wrote Postgres queries for a reporting dashboard.');
  });

  it('lists the relevant skills first in the profile wording, and drops none it needs', () => {
    const { document } = tailorResumeBuiltin(input());
    expect([...document.skills.slice(0, 3)].sort()).toEqual(['Postgres', 'Python', 'Spark']);
    expect(document.skills.at(-1)).toBe('Baking');
  });

  it('maps contact, education, certifications and custom sections from the profile', () => {
    const { document } = tailorResumeBuiltin(input());
    expect(document.contact).toEqual({ email: 'jordan@example.com', phone: '555-0100', location: 'Denver, CO', linkedin: 'linkedin.com/in/jordanlee' });
    expect(document.education).toEqual([
      { school: 'Colorado State University', degree: 'B.S. Computer Science', location: 'Fort Collins, CO', start_date: '2012', end_date: '2016' },
    ]);
    expect(document.certifications).toEqual(['Databricks Certified Data Engineer, Databricks (2023)']);
    expect(document.custom_sections).toEqual([
      {
        title: 'Projects',
        entries: [{ fields: [{ label: 'Title', value: 'Open data loader' }, { label: 'Description', value: 'Python tool that loads city open data into PostgreSQL.' }] }],
      },
    ]);
  });

  it('writes a summary from profile facts aimed at the job', () => {
    const { document, removed } = tailorResumeBuiltin(input());
    expect(document.summary).toMatch(/^Data Engineer with 10 years of experience in (?:Python|Spark|Postgres), (?:Python|Spark|Postgres) and (?:Python|Spark|Postgres), seeking the Senior Data Engineer role at Globex\./);
    // The relevant profile sentence comes before the bake sale.
    expect(document.summary.indexOf('data pipelines in Python')).toBeLessThan(document.summary.indexOf('bake sale'));
    const allowed = `${collectProfileText(makeProfile())} ${DATA_ENGINEER_JOB.jobTitle} ${DATA_ENGINEER_JOB.company} 10`;
    for (const fact of factsOf(document.summary)) expect(allowed).toContain(fact);
    expect(removed).toEqual([]);
  });

  it('reports keyword coverage before and after', () => {
    const { keywords } = tailorResumeBuiltin(input());
    expect(keywords.terms.slice(0, 4)).toEqual(expect.arrayContaining(['Python', 'Apache Spark']));
    expect(keywords.terms).toEqual(expect.arrayContaining(['Apache Spark', 'PostgreSQL', 'ETL', 'Kubernetes']));
    expect(keywords.missing).toEqual(expect.arrayContaining(['Kubernetes', 'Machine Learning', 'Amazon Web Services']));
    expect(keywords.missing).not.toContain('PostgreSQL');
    expect(keywords.covered).toEqual(expect.arrayContaining(['Python', 'Apache Spark', 'PostgreSQL', 'ETL']));
    // This small profile fits the tailored resume's caps whole, so tailoring reorders but adds no
    // term: the untailored resume of the same size covers as much (6 of 10: SQL, ML, AWS and k8s are missing).
    expect(keywords.matchBefore).toBe(0.6);
    expect(keywords.matchAfter).toBe(0.6);
  });

  it('is deterministic', () => {
    expect(tailorResumeBuiltin(input())).toEqual(tailorResumeBuiltin(input()));
  });
});

describe('built-in cover letter', () => {
  it('names the role and company, cites real achievements with employers, and signs off', () => {
    const { document, removed } = writeCoverLetterBuiltin(input());
    expect(document.sender).toEqual({ name: 'Jordan Lee', email: 'jordan@example.com', phone: '555-0100', linkedin: 'linkedin.com/in/jordanlee' });
    expect(document.date).toBe('November 21, 2026');
    expect(document.salutation).toBe('Dear Globex Hiring Team,');
    expect(document.body[0]).toContain('Senior Data Engineer position at Globex');
    expect(document.body[1]).toContain('at Acme Analytics Inc., I built batch ETL pipelines in Python and Apache Spark');
    expect(document.closing).toBe('Sincerely,');
    expect(document.signature).toBe('Jordan Lee');
    expect(removed).toEqual([]);
  });

  it('reports the letter against one written without the job, and its opening naming the role counts for nothing', () => {
    const { keywords } = writeCoverLetterBuiltin(input());
    // Written without the job, the letter cites bullets by recency and numbers alone (the pipelines, the offsite,
    // the marketing pages); aimed at the job it cites the warehouse too.
    expect(keywords.matchBefore).toBe(0.5);
    expect(keywords.matchAfter).toBe(0.6);
    expect(keywords.terms).not.toContain('Senior Data Engineer');
  });

  it('states only profile facts', () => {
    const { document } = writeCoverLetterBuiltin(input());
    const allowed = `${collectProfileText(makeProfile())} ${DATA_ENGINEER_JOB.jobTitle} ${DATA_ENGINEER_JOB.company} 10 I In As At Also My Thank Dear`;
    const text = document.body.join('\n');
    for (const fact of factsOf(text)) expect(allowed, fact).toContain(fact);
    expect(text).not.toMatch(/Kubernetes|k8s|AWS|machine learning/i);
  });

  it('is deterministic', () => {
    expect(writeCoverLetterBuiltin(input())).toEqual(writeCoverLetterBuiltin(input()));
  });
});
