import { describe, expect, it } from 'vitest';
import { profileFromUpload, type UploadResponse } from './upload';
import { reviewForImportedProfile } from './upload-review';

const job = (title: string, company: string) => ({
  title,
  company,
  location: '',
  start_date: '2020',
  end_date: '2022',
  description: ['Did things'],
});

const response: UploadResponse = {
  name: 'Sam Rivera',
  contact: { email: 'sam@example.com', phone: '555-0101', linkedin: '', location: 'Austin, TX' },
  summary: '',
  skills: ['Python', '  ', 'SQL', 'Tableau'],
  education: [{ school: 'State University', degree: 'BS Expected 2025', location: '', start_date: '', end_date: '2025' }],
  work_experience: [job('Analyst', 'Initech'), job('Intern', '')],
  custom_sections: [
    {
      title: 'Certifications',
      entries: [{ title: 'AWS Cloud Practitioner', organization: 'Amazon', start_date: '', end_date: '2023', description: '' }],
    },
    {
      title: 'Projects',
      entries: [{ title: 'Churn model', organization: 'Python, XGBoost', start_date: '', end_date: '', description: 'Predicted churn' }],
    },
  ],
  review: {
    uncertain: [
      { path: 'work_experience.1.company', reason: 'No company was found for this job' },
      { path: 'education.0.degree', reason: 'The degree may include a date' },
      { path: 'education.0.school', reason: 'Check the school name' },
      { path: 'skills.2', reason: 'This may be a group label' },
      { path: 'skills.1', reason: 'Blank' },
      { path: 'custom_sections.1.entries.0.organization', reason: 'These look like technologies' },
      { path: 'custom_sections.0.entries.0.end_date', reason: 'Check the date' },
      { path: 'contact.location', reason: 'Only a city was found' },
      { path: 'contact.email', reason: 'Two addresses were found' },
      { path: 'work_experience.9.title', reason: 'Out of range' },
    ],
    unplaced: ['GPA 3.8', '  ', 'Coursework: Statistics, Machine Learning'],
  },
};

describe('reviewForImportedProfile', () => {
  it('points each uncertain response field at the profile field it became', () => {
    const profile = profileFromUpload(response, () => 'id');
    const { flags, unplaced } = reviewForImportedProfile(response);
    expect(flags.map((flag) => flag.field)).toEqual([
      'work_experience.1.company',
      'education.0.degree',
      'education.0.school_name',
      // The blank skill was dropped, so 'SQL' is the profile's second skill.
      'skills.1.name',
      null,
      // 'Projects' is the profile's first custom section: the certifications went to their own list.
      'custom_sections.0.entries.0.fields.1.value',
      'certifications.0.date',
      'city',
      null,
      null,
    ]);
    expect(profile.skills[1]?.name).toBe('SQL');
    expect(profile.custom_sections[0]?.entries[0]?.fields[1]).toEqual({ label: 'Organization', value: 'Python, XGBoost' });
    expect(profile.certifications[0]?.name).toBe('AWS Cloud Practitioner');
    expect(flags[0]?.reason).toBe('No company was found for this job');
    expect(unplaced).toEqual(['GPA 3.8', 'Coursework: Statistics, Machine Learning']);
  });

  it('gives an empty review for a response without one', () => {
    const { review: _review, ...withoutReview } = response;
    expect(reviewForImportedProfile(withoutReview)).toEqual({ flags: [], unplaced: [] });
  });
});
