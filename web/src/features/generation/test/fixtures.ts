import type { CoverLetterResponse, ResumeResponse } from '@hireready/contract';

/** What POST /api/openai/resume answers, in its wire shape. */
export function resumeResponse(overrides: Partial<ResumeResponse> = {}): ResumeResponse {
  return {
    name: 'Ada Lovelace',
    contact: { email: 'ada@example.com', phone: '555-0100', location: 'London, UK', linkedin: 'linkedin.com/in/ada' },
    summary: 'Engineer who ships analytical engines.',
    work_experience: [
      {
        title: 'Engineer',
        company: 'Analytical Co',
        location: 'London',
        start_date: '2020',
        end_date: 'Present',
        description: ['Built TypeScript services', 'Led a team of four'],
      },
    ],
    education: [{ school: 'University of London', degree: 'BSc Mathematics', location: 'London', start_date: '2012', end_date: '2016' }],
    skills: ['TypeScript', 'React'],
    certifications: [],
    custom_sections: [],
    meta: {
      engine: 'builtin',
      model: null,
      keywords: {
        terms: ['typescript', 'react', 'kubernetes', 'graphql', 'testing'],
        covered: ['typescript', 'react', 'testing'],
        missing: ['kubernetes', 'graphql'],
        advice: [
          { term: 'kubernetes', evidence: null },
          { term: 'graphql', evidence: null },
        ],
        softSkills: [],
        matchBefore: 0.4,
        matchAfter: 0.6,
      },
      removed: [],
    },
    ...overrides,
  };
}

export function coverLetterResponse(): CoverLetterResponse {
  return {
    sender: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-0100', linkedin: 'linkedin.com/in/ada' },
    date: 'November 21, 2026',
    salutation: 'Dear Hiring Manager,',
    body: ['I am writing to apply for the Engineer role.', 'I build TypeScript services.'],
    closing: 'Sincerely,',
    signature: 'Ada Lovelace',
    meta: {
      engine: 'llm',
      model: 'gpt-test',
      keywords: { terms: ['typescript'], covered: ['typescript'], missing: [], advice: [], softSkills: [], matchBefore: 1, matchAfter: 1 },
      removed: [],
    },
  };
}

/** A promise the test settles when it chooses, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
