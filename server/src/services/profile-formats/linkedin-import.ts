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
import { readLinkedInZip, refused, type LinkedInFile } from './linkedin-zip';

type Row = Record<string, string>;

/** The columns read from each file: a file with none of them is not LinkedIn's, whatever its name. */
const COLUMNS: Record<LinkedInFile, string[]> = {
  'Profile.csv': ['First Name', 'Last Name', 'Headline', 'Summary', 'Geo Location', 'Zip Code', 'Websites'],
  'Positions.csv': ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  'Education.csv': ['School Name', 'Start Date', 'End Date', 'Degree Name'],
  'Skills.csv': ['Name'],
  'Certifications.csv': ['Name', 'Authority', 'Started On'],
  'Projects.csv': ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
  'Languages.csv': ['Name', 'Proficiency'],
};

/** Each career file's rows (at most 200), keyed by its trimmed column names; only files with LinkedIn's columns. */
function readTables(files: Map<LinkedInFile, string>): Map<LinkedInFile, Row[]> {
  const tables = new Map<LinkedInFile, Row[]>();
  for (const [name, text] of files) {
    const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: 'greedy', preview: 200, transformHeader: (h) => h.trim() });
    const fields = new Set(parsed.meta.fields ?? []);
    if (COLUMNS[name].some((column) => fields.has(column))) tables.set(name, parsed.data);
  }
  return tables;
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
  const tables = readTables(files);
  if (tables.size === 0) throw refused("none of its files has LinkedIn's column names.");
  const rows = (name: LinkedInFile): Row[] => tables.get(name) ?? [];
  const profile = rows('Profile.csv')[0] ?? {};
  const [city = '', ...region] = (profile['Geo Location'] ?? '').split(',').map((part) => part.trim());
  const website = (profile.Websites ?? '').match(/linkedin\.com\/[^\s,\]]+/i)?.[0] ?? '';
  const projects = rows('Projects.csv').map((p) =>
    customEntry([p.Title ?? '', p.Url ?? '', p['Started On'] ?? '', p['Finished On'] ?? '', p.Description ?? '']),
  );
  const languages = rows('Languages.csv').map((l) => customEntry([l.Name ?? '', l.Proficiency ?? '', '', '', '']));
  const summary = [profile.Summary ?? ''].join('').trim() || (profile.Headline ?? '').trim();
  return ProfileDataSchema.parse({
    name: cut([profile['First Name'], profile['Last Name']].filter(Boolean).join(' '), 200),
    summary: cut(summary, 8000),
    linkedin: cut(website, 300),
    city: cut(city, 100),
    state: cut(region.join(', '), 100),
    zip: cut(profile['Zip Code'], 20),
    work_experience: rows('Positions.csv')
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
    education: rows('Education.csv')
      .slice(0, 30)
      .map((e) => ({
        school_name: cut(e['School Name'], 200),
        degree: cut(e['Degree Name'], 200),
        location: '',
        start_date: cut(e['Start Date'], 40),
        end_date: cut(e['End Date'], 40),
      })),
    skills: rows('Skills.csv')
      .filter((s) => s.Name?.trim())
      .slice(0, 200)
      .map((s) => ({ name: cut(s.Name, 100) })),
    certifications: rows('Certifications.csv')
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
