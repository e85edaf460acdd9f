import { readFileSync } from 'node:fs';
import { ProfileDataSchema } from '@hireready/contract';
import { describe, expect, it } from 'vitest';
import { DATA_ENGINEER_JOB, TODAY, factsOf, makeProfile } from '../test-support/sample-profile';
import { analyzeJob, writeCoverLetterBuiltin } from './generate';
import { collectProfileText } from '../../../text/profile-facts';

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
