import { describe, expect, it } from 'vitest';
import { profileFromUpload, type UploadResponse } from './upload';

const entry = (title: string, organization = '', start_date = '', description = '') => ({
  title,
  organization,
  start_date,
  end_date: '',
  description,
});

function upload(custom_sections: UploadResponse['custom_sections']): UploadResponse {
  return {
    name: 'Teresa Villanueva',
    contact: { email: 't@example.com', phone: '', linkedin: '', location: 'Phoenix, AZ' },
    summary: '',
    skills: ['Westlaw'],
    education: [],
    work_experience: [],
    custom_sections,
  };
}

describe('profileFromUpload', () => {
  it("puts a resume's certifications in the profile's Certifications and keeps other sections custom", () => {
    let id = 0;
    const profile = profileFromUpload(
      upload([
        { title: 'Licenses & Certifications', entries: [entry('Certified Paralegal', 'NALA', '2017'), entry('Notary Public')] },
        { title: 'Projects', entries: [entry('Discovery tracker', '', '2021', 'Spreadsheet for 35 matters.')] },
      ]),
      () => `id-${++id}`,
    );
    expect(profile.certifications).toEqual([
      { name: 'Certified Paralegal', issuer: 'NALA', date: '2017' },
      { name: 'Notary Public', issuer: '', date: '' },
    ]);
    expect(profile.custom_sections.map((s) => s.title)).toEqual(['Projects']);
    expect([profile.city, profile.state]).toEqual(['Phoenix', 'AZ']);
  });

  it('keeps a certifications section with descriptions as a custom section, so no text is lost', () => {
    const profile = profileFromUpload(
      upload([{ title: 'Certifications', entries: [entry('PMP', 'PMI', '2019', 'Renewed in 2022 with 60 PDUs.')] }]),
      () => 'id',
    );
    expect(profile.certifications).toEqual([]);
    expect(profile.custom_sections[0]?.entries[0]?.fields.at(-1)?.value).toBe('Renewed in 2022 with 60 PDUs.');
  });
});
