/** A small, complete profile for the AI engine tests: two jobs with distinct fields, so ranking shows. */
import { ProfileDataSchema } from '@hireready/contract';

export function makeProfile() {
  return {
    ...ProfileDataSchema.parse({
      name: 'Jordan Lee',
      summary:
        'Engineer who enjoys mentoring and writing clear documentation. I build data pipelines in Python and Apache Spark. I ran a community bake sale for charity.',
      linkedin: 'linkedin.com/in/jordanlee',
      phone: '555-0100',
      city: 'Denver',
      state: 'CO',
      work_experience: [
        {
          title: 'Frontend Developer',
          company: 'Pixel Works',
          location: 'Boulder, CO',
          start_date: 'Jan 2016',
          end_date: 'Dec 2019',
          description:
            'Built marketing pages with HTML and CSS.\nOrganised the office book club.\nMigrated a jQuery app to React, halving bundle size.\nWrote Postgres queries for a reporting dashboard.',
        },
        {
          title: 'Data Engineer',
          company: 'Acme Analytics Inc.',
          location: 'Denver, CO',
          start_date: 'Jan 2020',
          end_date: 'Present',
          description:
            'Planned the team offsite.\nBuilt batch ETL pipelines in Python and Apache Spark processing 2 TB a day.\nRan the weekly demo.\nDesigned a PostgreSQL data warehouse schema for finance reporting.',
        },
      ],
      education: [
        {
          school_name: 'Colorado State University',
          degree: 'B.S. Computer Science',
          location: 'Fort Collins, CO',
          start_date: '2012',
          end_date: '2016',
        },
      ],
      skills: [
        { name: 'CSS', experience_level: 'advanced' },
        { name: 'Python', experience_level: 'expert' },
        { name: 'JS', experience_level: 'advanced' },
        { name: 'Spark', experience_level: 'advanced' },
        { name: 'Postgres', experience_level: 'advanced' },
        { name: 'Baking', experience_level: 'beginner' },
      ],
      certifications: [{ name: 'Databricks Certified Data Engineer', issuer: 'Databricks', date: '2023' }],
      custom_sections: [
        {
          id: 's1',
          title: 'Projects',
          entries: [
            {
              id: 'e1',
              fields: [
                { label: 'Title', value: 'Open data loader' },
                { label: 'Organization', value: '' },
                { label: 'Description', value: 'Python tool that loads city open data into PostgreSQL.' },
              ],
            },
          ],
        },
      ],
    }),
    email: 'jordan@example.com',
  };
}

export const DATA_ENGINEER_JOB = {
  company: 'Globex',
  jobTitle: 'Senior Data Engineer',
  jobDescription: `Senior Data Engineer
We are looking for a data engineer to build our data platform.
Requirements:
- 5+ years of experience with Python and Apache Spark (PySpark) - must have
- Strong SQL and Postgres experience; data warehouse design
- Experience with ETL pipelines and machine learning is required
- k8s and AWS a plus
Benefits:
- Free snacks`,
};

export const TODAY = new Date('2026-11-21T09:00:00Z');

/** Every capitalised word and number of a text, for 'did it say anything the profile does not?'. */
export function factsOf(text: string): string[] {
  return [...text.matchAll(/\b(?:[A-Z][A-Za-z.+#-]*|\d[\d,.]*)\b/g)].map((m) => m[0]);
}
