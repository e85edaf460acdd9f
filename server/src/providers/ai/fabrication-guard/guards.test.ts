import type { GeneratedCoverLetter, GeneratedResume, UploadResponse } from '@hireready/contract';
import { describe, expect, it } from 'vitest';
import { guardCoverLetter, guardKeywordReport, guardResume, guardStructuredResume } from './index';
import { DATA_ENGINEER_JOB, TODAY, makeProfile } from '../test-support/sample-profile';

/** What a model might answer: mostly right, with an invented employer and a skill the user lacks. */
function llmResume(): GeneratedResume {
  return {
    name: 'Jordan Lee',
    contact: { email: 'jordan@example.com', phone: '(555) 0100', location: 'Denver, CO', linkedin: 'linkedin.com/in/jordanlee' },
    summary: 'Data engineer building pipelines in Python and Spark. Previously ran Kubernetes clusters at Initech.',
    work_experience: [
      {
        title: 'Sr. Data Engineer',
        company: 'ACME Analytics',
        location: 'Denver, CO',
        start_date: '2020-01',
        end_date: 'Present',
        description: [
          'Built batch ETL pipelines in Python and Apache Spark processing 2 TB a day.',
          'Operated Kubernetes clusters on AWS.',
        ],
      },
      {
        title: 'Staff Engineer',
        company: 'Initech',
        location: 'Austin, TX',
        start_date: 'Jan 2014',
        end_date: 'Dec 2015',
        description: ['Led the platform team.'],
      },
    ],
    education: [
      { school: 'Colorado State Univ.', degree: 'BS Computer Science', location: 'Fort Collins, CO', start_date: '2012', end_date: '2016' },
      { school: 'Stanford University', degree: 'MS Computer Science', location: '', start_date: '', end_date: '2018' },
    ],
    skills: ['python', 'Apache Spark', 'PostgreSQL', 'Kubernetes', 'ETL'],
    certifications: ['Databricks Certified Data Engineer (2023)', 'CKA: Certified Kubernetes Administrator'],
    custom_sections: [],
  };
}

describe('guardResume', () => {
  it('removes an invented employer and a skill the profile lacks, and reports both', () => {
    const { document, removed } = guardResume(llmResume(), makeProfile(), DATA_ENGINEER_JOB, TODAY);
    expect(document.work_experience.map((j) => j.company)).toEqual(['Acme Analytics Inc.']);
    expect(document.skills).not.toContain('Kubernetes');
    expect(removed).toEqual(expect.arrayContaining(['employer: Initech (Staff Engineer)', 'skill: Kubernetes']));
    expect(JSON.stringify(document)).not.toMatch(/Initech|Kubernetes|Stanford|CKA/);
  });

  it('keeps what the profile holds, in the profile wording, tolerant of case and abbreviations', () => {
    const { document, removed } = guardResume(llmResume(), makeProfile(), DATA_ENGINEER_JOB, TODAY);
    const [job] = document.work_experience;
    // 'Sr. Data Engineer' at 'ACME Analytics' is the profile's 'Data Engineer' at 'Acme Analytics Inc.'.
    expect(job).toMatchObject({ title: 'Data Engineer', company: 'Acme Analytics Inc.', start_date: 'Jan 2020', end_date: 'Present' });
    expect(removed).toContain('job title: Sr. Data Engineer');
    expect(job?.description).toEqual(['Built batch ETL pipelines in Python and Apache Spark processing 2 TB a day.']);
    expect(document.skills).toEqual(['Python', 'Spark', 'Postgres', 'ETL']);
    expect(document.education).toEqual([
      {
        school: 'Colorado State University',
        degree: 'B.S. Computer Science',
        location: 'Fort Collins, CO',
        start_date: '2012',
        end_date: '2016',
      },
    ]);
    expect(removed).toContain('school: Stanford University');
    expect(document.certifications).toEqual(['Databricks Certified Data Engineer, Databricks (2023)']);
    expect(removed).toContain('certification: CKA: Certified Kubernetes Administrator');
    expect(document.summary).toBe('Data engineer building pipelines in Python and Spark.');
    expect(document.contact.phone).toBe('555-0100');
  });

  it('leaves a truthful document untouched', () => {
    const truthful = llmResume();
    truthful.work_experience = [truthful.work_experience[0]!];
    truthful.work_experience[0]!.description = [truthful.work_experience[0]!.description[0]!];
    truthful.work_experience[0]!.title = 'Data Engineer';
    truthful.education = [truthful.education[0]!];
    truthful.skills = ['Python', 'Spark'];
    truthful.certifications = [];
    truthful.summary = 'Data engineer building pipelines in Python and Spark, seeking the Senior Data Engineer role at Globex.';
    const { removed } = guardResume(truthful, makeProfile(), DATA_ENGINEER_JOB, TODAY);
    expect(removed).toEqual([]);
  });
});

describe('guardCoverLetter', () => {
  it('drops sentences that claim an unknown employer, year or skill, and fixes the sender', () => {
    const letter: GeneratedCoverLetter = {
      sender: { name: 'Jordan Lee', email: 'someone@else.com', phone: '555-0100', linkedin: 'linkedin.com/in/jordanlee' },
      date: 'November 21, 2026',
      salutation: 'Dear Globex Hiring Team,',
      body: [
        'I am applying for the Senior Data Engineer role at Globex.',
        'At Acme Analytics I built ETL pipelines in Python. In 2012 I joined Hooli as an intern.',
        'I have deep Kubernetes experience.',
      ],
      closing: 'Sincerely,',
      signature: 'Jordan Lee',
    };
    const { document, removed } = guardCoverLetter(letter, makeProfile(), DATA_ENGINEER_JOB, TODAY);
    expect(document.body).toEqual([
      'I am applying for the Senior Data Engineer role at Globex.',
      'At Acme Analytics I built ETL pipelines in Python.',
    ]);
    expect(document.sender.email).toBe('jordan@example.com');
    expect(removed.join('\n')).toMatch(/employer: Hooli/);
    expect(removed.join('\n')).toMatch(/skill: Kubernetes/);
  });
});

describe('guardStructuredResume', () => {
  it('keeps only values that are in the file text', () => {
    const text =
      'Jordan Lee\njordan@example.com\nData Engineer\nAcme Analytics, Denver, CO\nJanuary 2020 - Present\nBuilt ETL pipelines in Python.\nSkills: Python, SQL';
    const upload: UploadResponse = {
      name: 'Jordan Lee',
      contact: { email: 'jordan@example.com', phone: '555-9999', linkedin: '', location: 'Denver, CO' },
      summary: '',
      skills: ['Python', 'SQL', 'Kubernetes'],
      education: [{ school: 'MIT', degree: 'PhD', location: '', start_date: '', end_date: '' }],
      work_experience: [
        {
          title: 'Data Engineer',
          company: 'Acme Analytics',
          location: 'Denver, CO',
          start_date: 'Jan 2020',
          end_date: 'Present',
          description: ['Built ETL pipelines in Python.', 'Won a Turing Award.'],
        },
      ],
      custom_sections: [],
    };
    const { document, removed } = guardStructuredResume(upload, text);
    expect(document.skills).toEqual(['Python', 'SQL']);
    expect(document.contact.phone).toBe('');
    expect(document.education).toEqual([]);
    expect(document.work_experience[0]?.description).toEqual(['Built ETL pipelines in Python.']);
    expect(document.work_experience[0]?.start_date).toBe('Jan 2020');
    expect(removed).toEqual(expect.arrayContaining(['skill: Kubernetes', 'phone: 555-9999', 'school: MIT', 'bullet: Won a Turing Award.']));
  });
});

describe('keyword guard', () => {
  it('drops a reported keyword the posting never wrote, with its advice, and says so', () => {
    const report = {
      terms: ['Apache Spark', 'Kubernetes', 'SQL'],
      covered: ['Apache Spark'],
      missing: ['Kubernetes', 'SQL'],
      advice: [
        { term: 'Kubernetes', evidence: null },
        { term: 'SQL', evidence: 'PostgreSQL' },
      ],
      softSkills: ['communication skills', 'leadership'],
      matchBefore: 0,
      matchAfter: 0.33,
    };
    const posting = 'Data Engineer. Must know apache spark and SQL; strong communication skills.';
    const { document, removed } = guardKeywordReport(report, posting);
    expect(document.terms).toEqual(['Apache Spark', 'SQL']);
    expect(document.missing).toEqual(['SQL']);
    expect(document.advice).toEqual([{ term: 'SQL', evidence: 'PostgreSQL' }]);
    expect(document.softSkills).toEqual(['communication skills']);
    expect(removed).toEqual(['keyword: Kubernetes', 'keyword: leadership']);
  });
});
