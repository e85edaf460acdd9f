/**
 * LinkedIn's data export as a profile (issue 20), by the column names LinkedIn documents for each
 * file: Profile (First Name, Last Name, Headline, Summary, Geo Location, Zip Code, Websites),
 * Positions (Company Name, Title, Description, Location, Started On, Finished On), Education (School
 * Name, Start Date, End Date, Notes, Degree Name, Activities), Skills (Name), Certifications (Name,
 * Url, Authority, Started On, Finished On, License Number), Projects (Title, Description, Url, Started
 * On, Finished On) and Languages (Name, Proficiency). Columns it lacks are simply empty.
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { CUSTOM_ENTRY_LABELS, ProfileDataSchema, type ProfileData } from '@hireready/contract';
import { readLinkedInZip, type LinkedInFile } from './linkedin-zip';

type Row = Record<string, string>;

function rows(files: Map<LinkedInFile, string>, name: LinkedInFile): Row[] {
  const text = files.get(name);
  if (!text) return [];
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  return parsed.data.slice(0, 200);
}

const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

function customEntry(values: string[]) {
  return {
    id: randomUUID(),
    fields: values.map((value, i) => ({ label: CUSTOM_ENTRY_LABELS[i] ?? '', value: value.trim().slice(0, 4000) })),
  };
}

export async function readLinkedInExport(bytes: Uint8Array): Promise<ProfileData | null> {
  const files = await readLinkedInZip(bytes);
  if (files.size === 0) return null;
  const profile = rows(files, 'Profile.csv')[0] ?? {};
  const [city = '', ...region] = (profile['Geo Location'] ?? '').split(',').map((part) => part.trim());
  const website = (profile.Websites ?? '').match(/linkedin\.com\/[^\s,\]]+/i)?.[0] ?? '';
  const projects = rows(files, 'Projects.csv').map((p) =>
    customEntry([p.Title ?? '', p.Url ?? '', p['Started On'] ?? '', p['Finished On'] ?? '', p.Description ?? '']),
  );
  const languages = rows(files, 'Languages.csv').map((l) => customEntry([l.Name ?? '', l.Proficiency ?? '', '', '', '']));
  const summary = [profile.Summary ?? ''].join('').trim() || (profile.Headline ?? '').trim();
  return ProfileDataSchema.parse({
    name: cut([profile['First Name'], profile['Last Name']].filter(Boolean).join(' '), 200),
    summary: cut(summary, 8000),
    linkedin: cut(website, 300),
    city: cut(city, 100),
    state: cut(region.join(', '), 100),
    zip: cut(profile['Zip Code'], 20),
    work_experience: rows(files, 'Positions.csv')
      .slice(0, 50)
      .map((p) => ({
        title: cut(p.Title, 200),
        company: cut(p['Company Name'], 200),
        location: cut(p.Location, 200),
        start_date: cut(p['Started On'], 40),
        // LinkedIn leaves Finished On empty for a current position.
        end_date: cut(p['Finished On'] || (p['Started On'] ? 'Present' : ''), 40),
        description: cut(p.Description, 8000),
      })),
    education: rows(files, 'Education.csv')
      .slice(0, 30)
      .map((e) => ({
        school_name: cut(e['School Name'], 200),
        degree: cut(e['Degree Name'], 200),
        location: '',
        start_date: cut(e['Start Date'], 40),
        end_date: cut(e['End Date'], 40),
      })),
    skills: rows(files, 'Skills.csv')
      .filter((s) => s.Name?.trim())
      .slice(0, 200)
      .map((s) => ({ name: cut(s.Name, 100) })),
    certifications: rows(files, 'Certifications.csv')
      .filter((c) => c.Name?.trim())
      .slice(0, 50)
      .map((c) => ({
        name: cut(c.Name, 200),
        issuer: cut(c.Authority, 200),
        date: cut(c['Started On'], 40),
      })),
    custom_sections: [
      ...(projects.length ? [{ id: randomUUID(), title: 'Projects', entries: projects.slice(0, 50) }] : []),
      ...(languages.length ? [{ id: randomUUID(), title: 'Languages', entries: languages.slice(0, 50) }] : []),
    ],
  });
}
