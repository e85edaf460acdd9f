import { readFileSync } from 'node:fs';
import { ProfileDataSchema } from '@hireready/contract';
import { describe, expect, it } from 'vitest';
import { DATA_ENGINEER_JOB, TODAY, makeProfile } from '../test-support/sample-profile';
import { analyzeJob, tailorResumeBuiltin, writeCoverLetterBuiltin } from './generate';
import { collectProfileText } from '../../../text/profile-facts';

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

/** The reported profile: one job whose two bullets cite the same system, so a letter once said it twice. */
function operationsProfile() {
  return {
    ...ProfileDataSchema.parse({
      name: 'Casey Morgan',
      summary: 'Operations leader focused on supply chain and inventory.',
      phone: '555-0142',
      work_experience: [
        {
          title: 'Director of Operations',
          company: 'Flatley - Wintheiser-Stanton',
          start_date: 'Jan 2021',
          end_date: 'Present',
          description:
            'Built and maintained the inventory tracking system supporting 230k SKUs.\nOwned the inventory tracking system using SAP, reducing shipping costs by 54%.\nNegotiated carrier contracts with 12 logistics vendors.\nHired and coached a team of 25 warehouse staff.',
        },
        {
          title: 'Logistics Manager',
          company: 'Hahn LLC',
          start_date: 'Mar 2018',
          end_date: 'Dec 2020',
          description:
            'Managed inbound and outbound logistics for 3 distribution centers.\nCut order fulfilment time by 30% by redesigning warehouse pick routes.\nPrepared monthly billing and invoice reconciliation reports.',
        },
      ],
      skills: [{ name: 'SAP' }, { name: 'Inventory Management' }, { name: 'Logistics' }, { name: 'Excel' }],
      certifications: [{ name: 'Certified Supply Chain Professional', issuer: 'APICS', date: '2019' }],
    }),
    email: 'casey@example.com',
  };
}

const OPERATIONS_JOB = {
  company: 'Acme Corp',
  jobTitle: 'Operations Manager',
  jobDescription:
    'Operations Manager\nWe need an operations leader to run inventory management and logistics.\nRequirements:\n- SAP and inventory management\n- Reduce shipping costs, manage carrier contracts and billing\n- Lead warehouse teams',
};

function benchProfile() {
  const raw = JSON.parse(readFileSync(new URL('../../../../../bench/fixtures/sample-profile.json', import.meta.url), 'utf8')) as {
    email: string;
  };
  return { ...ProfileDataSchema.parse(raw), email: raw.email };
}

const BENCH_JOBS = [
  {
    company: 'Tech Solutions',
    jobTitle: 'Senior Full Stack Engineer',
    jobDescription:
      'Senior Full Stack Engineer\nReact, Node.js, TypeScript, PostgreSQL and AWS. REST APIs, GraphQL, CI/CD with Docker and Kubernetes.',
  },
  {
    company: 'Google',
    jobTitle: 'Data Scientist',
    jobDescription:
      'Data Scientist\nPython, SQL, machine learning with scikit-learn, Tableau dashboards, data warehouse and ETL pipelines.',
  },
  {
    company: 'Google',
    jobTitle: 'Billing Manager',
    jobDescription: 'Billing Manager\nInvoice reconciliation, billing accuracy, reporting and stakeholder management.',
  },
];

type Case = { name: string; profile: ReturnType<typeof makeProfile>; job: typeof DATA_ENGINEER_JOB };
const CASES: Case[] = [
  { name: 'test profile', profile: makeProfile(), job: DATA_ENGINEER_JOB },
  { name: 'operations profile', profile: operationsProfile(), job: OPERATIONS_JOB },
  ...BENCH_JOBS.map((job) => ({ name: `bench profile for ${job.jobTitle}`, profile: benchProfile(), job })),
];

const FIVE_LETTER_FUNCTION_WORDS = new Set(
  'about after before being between could every might other their there these those where which while would should'.split(' '),
);
const longWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => w.length >= 5 && !FIVE_LETTER_FUNCTION_WORDS.has(w)));

describe('built-in cover letter prose', () => {
  it.each(CASES)('introduces each employer once ($name)', ({ profile, job }) => {
    const { document, removed } = writeCoverLetterBuiltin({ profile, job, today: TODAY });
    expect(removed).toEqual([]);
    const text = document.body.join('\n');
    for (const { company, title } of profile.work_experience) {
      // Named at most once: a second achievement of the same job continues with 'in the same role, I also …'.
      expect(text.split(company).length - 1, `${company} in: ${text}`).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(new RegExp(`As ${title} at ${company}[^]*At ${company}, where I`));
    }
  });

  it.each(CASES)('repeats no word of 5+ letters in consecutive sentences, names and skills aside ($name)', ({ profile, job }) => {
    const { document } = writeCoverLetterBuiltin({ profile, job, today: TODAY });
    // Names may recur: the candidate, the target company and role, the profile's employers, titles, skills and
    // certificates, and the posting's terms (a requirement is named, then shown).
    const names = [
      ...analyzeJob(job).terms.map((t) => t.label),
      profile.name,
      job.company,
      job.jobTitle,
      ...profile.work_experience.flatMap((j) => [j.title, j.company]),
      ...profile.skills.map((s) => s.name),
      ...profile.certifications.flatMap((c) => [c.name, c.issuer]),
    ];
    const exempt = longWords(names.join(' '));
    const sentences = document.body.join(' ').split(/(?<=[.!?])\s+(?=[A-Z])/);
    for (let i = 1; i < sentences.length; i++) {
      const before = longWords(sentences[i - 1] ?? '');
      const repeated = [...longWords(sentences[i] ?? '')].filter((w) => before.has(w) && !exempt.has(w));
      expect(repeated, `${sentences[i - 1]} | ${sentences[i]}`).toEqual([]);
    }
  });

  it('answers the posting\'s requirements with two different points of the operations job, introduces the employer once, and says "experience" once', () => {
    const { document } = writeCoverLetterBuiltin({ profile: operationsProfile(), job: OPERATIONS_JOB, today: TODAY });
    expect(document.body).toHaveLength(4);
    expect(document.body[0]).toBe(
      'I am applying for the Operations Manager role at Acme Corp. I am a Director of Operations at Flatley - Wintheiser-Stanton with 8 years of experience. The role asks for inventory management, SAP and logistics, and I have worked with all three.',
    );
    const answers = document.body[1] ?? '';
    // The employer was introduced in the opening: the answers say where without naming it again.
    expect(answers).toMatch(/^You need someone who knows [^.]+\. In my current role, I /);
    expect(answers).toContain('I owned the inventory tracking system using SAP, reducing shipping costs by 54%');
    expect(answers).toMatch(/ in the same role, I also negotiated carrier contracts with 12 logistics vendors\./);
    expect(document.body.join(' ').match(/Flatley/g)).toHaveLength(1);
    expect(document.body.join(' ').match(/inventory tracking system/g)).toHaveLength(1);
    expect(document.body.join(' ').match(/experience/g)).toHaveLength(1);
  });

  it.each(CASES)('states only profile facts and keeps the letter structure ($name)', ({ profile, job }) => {
    const { document } = writeCoverLetterBuiltin({ profile, job, today: TODAY });
    const years = String(document.body[0]?.match(/(\d+) years? of experience/)?.[1] ?? '');
    const allowed = `${collectProfileText(profile)} ${job.jobTitle} ${job.company} ${years} I In As At Also My Thank Dear Currently There Earlier Beyond You Please`;
    for (const fact of factsOf(document.body.join('\n'))) expect(allowed, fact).toContain(fact);
    expect(document.body.length).toBeGreaterThanOrEqual(3);
    expect(document.body.length).toBeLessThanOrEqual(4);
    expect(document.closing).toBe('Sincerely,');
    expect(document.signature).toBe(profile.name);
  });

  it.each(CASES)('is deterministic ($name)', ({ profile, job }) => {
    expect(writeCoverLetterBuiltin({ profile, job, today: TODAY })).toEqual(writeCoverLetterBuiltin({ profile, job, today: TODAY }));
  });
});
