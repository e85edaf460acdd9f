import type { GeneratedCoverLetter, GeneratedResume } from '@hireready/contract';

/**
 * A believable, full one-page profile for the picker thumbnails and the render bench. Invented
 * person and companies; the amount of text is that of a typical mid-career resume, so the
 * thumbnails show what a real document will look like and the bench exercises the fitting.
 */
export const SAMPLE_RESUME: GeneratedResume = {
  name: 'Maya Thompson',
  contact: {
    email: 'maya.thompson@example.com',
    phone: '(503) 555-0142',
    location: 'Portland, OR',
    linkedin: 'linkedin.com/in/mayathompson',
  },
  summary:
    'Product-minded software engineer who has spent 8 years building reliable web applications and data services. ' +
    'Leads small teams through ambiguous problems, ships in small steps and measures the result. Strong in TypeScript, React, Node.js and PostgreSQL.',
  work_experience: [
    {
      title: 'Senior Software Engineer',
      company: 'Northwind Logistics',
      location: 'Portland, OR',
      start_date: 'Mar 2021',
      end_date: 'Present',
      description: [
        'Headed a five-person team that rebuilt the shipment tracking portal in React and TypeScript, so pages now open 62% faster and support tickets fell by 30%.',
        'Designed an event-driven pricing service on Node.js and PostgreSQL that handles 4 million quotes a day at 99.95% availability.',
        'Introduced contract tests and a staged rollout process that reduced production incidents from eleven to two per quarter.',
        'Mentored four engineers, two of whom were promoted to senior roles.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Brightleaf Health',
      location: 'Seattle, WA',
      start_date: 'Jun 2018',
      end_date: 'Feb 2021',
      description: [
        'Built the patient scheduling web app used by 120 clinics, with accessible forms that passed a WCAG 2.1 AA audit.',
        'Migrated a monolithic Rails API to typed Node.js services without downtime, one endpoint at a time.',
        'Automated the HIPAA audit report, saving the compliance team two days of work each month.',
      ],
    },
    {
      title: 'Junior Web Developer',
      company: 'Cascade Digital Agency',
      location: 'Portland, OR',
      start_date: 'Aug 2016',
      end_date: 'May 2018',
      description: [
        'Delivered fourteen client websites and e-commerce stores on schedule, from design handoff to launch.',
        'Created a reusable component library that halved the build time of new client projects.',
      ],
    },
  ],
  education: [
    {
      school: 'Oregon State University',
      degree: 'B.S. in Computer Science',
      location: 'Corvallis, OR',
      start_date: '2012',
      end_date: '2016',
    },
  ],
  skills: [
    'TypeScript',
    'JavaScript',
    'React',
    'Node.js',
    'PostgreSQL',
    'GraphQL',
    'REST API design',
    'AWS',
    'Docker',
    'CI/CD',
    'Automated testing',
    'Accessibility (WCAG)',
    'Technical leadership',
    'Mentoring',
  ],
  certifications: ['Kubernetes Application Developer (CKAD), The Linux Foundation (2022)'],
  custom_sections: [
    {
      title: 'Volunteer Experience',
      entries: [
        {
          fields: [
            { label: 'Title', value: 'Volunteer Coding Instructor' },
            { label: 'Organization', value: 'Code for Portland' },
            { label: 'Start Date', value: '2019' },
            { label: 'End Date', value: 'Present' },
            {
              label: 'Description',
              value: 'Teach a ten-week evening course in web development to adults changing careers.',
            },
          ],
        },
      ],
    },
  ],
};

export const SAMPLE_COVER_LETTER: GeneratedCoverLetter = {
  sender: {
    name: 'Maya Thompson',
    email: 'maya.thompson@example.com',
    phone: '(503) 555-0142',
    linkedin: 'linkedin.com/in/mayathompson',
  },
  date: 'November 21, 2026',
  salutation: 'Dear Hiring Manager,',
  body: [
    'Please consider me for the Staff Software Engineer position at Evergreen Freight. Your focus on making shipping transparent for small businesses is the problem I have spent the last four years working on, and I would like to help you solve it at a larger scale.',
    'At Northwind Logistics I headed a five-person team that rebuilt our shipment tracking portal in React and TypeScript. Pages now open 62% faster and support tickets fell by 30%, and I designed the event-driven pricing service behind it, which now handles 4 million quotes a day at 99.95% availability.',
    'I care about how software is delivered as much as what it does. I introduced contract tests and staged rollouts that took production incidents from eleven a quarter to two, and I have mentored four engineers, two of whom are now senior engineers themselves.',
    'I would welcome the chance to talk about how my experience with high-volume logistics systems could help Evergreen Freight grow. Thank you for your time and consideration.',
  ],
  closing: 'Sincerely,',
  signature: 'Maya Thompson',
};
