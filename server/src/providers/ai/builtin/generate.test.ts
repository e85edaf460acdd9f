import { describe, expect, it } from 'vitest';
import { DATA_ENGINEER_JOB, TODAY, factsOf, makeProfile } from '../test-support/sample-profile';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import { collectProfileText } from '../../../text/profile-facts';

const input = () => ({ profile: makeProfile(), job: DATA_ENGINEER_JOB, today: TODAY });

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
    expect(document.contact).toEqual({
      email: 'jordan@example.com',
      phone: '555-0100',
      location: 'Denver, CO',
      linkedin: 'linkedin.com/in/jordanlee',
    });
    expect(document.education).toEqual([
      {
        school: 'Colorado State University',
        degree: 'B.S. Computer Science',
        location: 'Fort Collins, CO',
        start_date: '2012',
        end_date: '2016',
      },
    ]);
    expect(document.certifications).toEqual(['Databricks Certified Data Engineer, Databricks (2023)']);
    expect(document.custom_sections).toEqual([
      {
        title: 'Projects',
        entries: [
          {
            fields: [
              { label: 'Title', value: 'Open data loader' },
              { label: 'Description', value: 'Python tool that loads city open data into PostgreSQL.' },
            ],
          },
        ],
      },
    ]);
  });

  it('writes a summary from profile facts aimed at the job', () => {
    const { document, removed } = tailorResumeBuiltin(input());
    // Who the person is and the strengths this job asks for; never an objective ('seeking the … role').
    expect(document.summary).toMatch(
      /^Data Engineer with 10 years of experience in (?:Python|Spark|Postgres), (?:Python|Spark|Postgres) and (?:Python|Spark|Postgres)\. /,
    );
    expect(document.summary).not.toMatch(/seeking|Senior Data Engineer|Globex/);
    // The relevant profile sentence comes before the bake sale.
    const bakeSale = document.summary.indexOf('bake sale');
    expect(document.summary).toContain('data pipelines in Python');
    expect(bakeSale === -1 || document.summary.indexOf('data pipelines in Python') < bakeSale).toBe(true);
    const allowed = `${collectProfileText(makeProfile())} ${DATA_ENGINEER_JOB.jobTitle} ${DATA_ENGINEER_JOB.company} 10`;
    for (const fact of factsOf(document.summary)) expect(allowed).toContain(fact);
    expect(removed).toEqual([]);
  });

  it("leads with the user's own sentence when it already says who they are, instead of saying it twice", () => {
    const profile = {
      ...makeProfile(),
      summary: 'I ran a community bake sale for charity. Data Engineer with 8 years of experience building data pipelines in Python.',
    };
    const { document, removed } = tailorResumeBuiltin({ ...input(), profile });
    expect(document.summary).toMatch(
      /^Data Engineer with 8 years of experience building data pipelines in Python\. Strengths include (?:Spark|Postgres) and (?:Spark|Postgres)\./,
    );
    expect(document.summary).not.toMatch(/Globex/);
    expect(document.summary.match(/years of experience/g)).toHaveLength(1);
    expect(removed).toEqual([]);

    // Years alone say it too, whatever the sentence calls the person.
    const byYears = { ...makeProfile(), summary: 'Pipeline builder with 8 years of work on data in Python.' };
    const { document: second } = tailorResumeBuiltin({ ...input(), profile: byYears });
    expect(second.summary).toMatch(/^Pipeline builder with 8 years of work on data in Python\. Strengths include /);
  });

  it('reports keyword coverage before and after', () => {
    const { keywords } = tailorResumeBuiltin(input());
    expect(keywords.terms.slice(0, 4)).toEqual(expect.arrayContaining(['Python', 'Apache Spark']));
    // In the posting's words ('Postgres', 'k8s'), matched through their names (the profile says PostgreSQL).
    expect(keywords.terms).toEqual(expect.arrayContaining(['Apache Spark', 'Postgres', 'ETL', 'k8s']));
    expect(keywords.missing).toEqual(expect.arrayContaining(['k8s', 'machine learning', 'AWS']));
    expect(keywords.missing).not.toContain('Postgres');
    expect(keywords.covered).toEqual(expect.arrayContaining(['Python', 'Apache Spark', 'Postgres', 'ETL']));
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
    expect(document.sender).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '555-0100',
      linkedin: 'linkedin.com/in/jordanlee',
    });
    expect(document.date).toBe('November 21, 2026');
    expect(document.salutation).toBe('Dear Globex Hiring Team,');
    // The role, who the applicant is now (the latest employer introduced once), and which asks they have worked with.
    expect(document.body[0]).toBe(
      'I am applying for the Senior Data Engineer role at Globex. I am a Data Engineer at Acme Analytics Inc. with 10 years of experience. The role asks for Apache Spark, Python and Postgres, and I have worked with all three.',
    );
    // The posting's main requirement, answered by the bullet that shows it, in the first person.
    expect(document.body[1]).toContain(
      'You need someone who knows Apache Spark. In my current role, I built batch ETL pipelines in Python and Apache Spark',
    );
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
    const allowed = `${collectProfileText(makeProfile())} ${DATA_ENGINEER_JOB.jobTitle} ${DATA_ENGINEER_JOB.company} 10 I In As At Also My Thank Dear Currently There Earlier Beyond You Please`;
    const text = document.body.join('\n');
    for (const fact of factsOf(text)) expect(allowed, fact).toContain(fact);
    expect(text).not.toMatch(/Kubernetes|k8s|AWS|machine learning/i);
  });

  it('is deterministic', () => {
    expect(writeCoverLetterBuiltin(input())).toEqual(writeCoverLetterBuiltin(input()));
  });
});
