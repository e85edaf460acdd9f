// Date spellings the generators print ('Mar 2019', 'March 2019', '03/2019', '2019', '01/03/2019',
// '2019-03'); the truth reads back whichever the document shows.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(iso, style) {
  if (!iso) return '';
  const [year, mm] = iso.split('-');
  const month = Number(mm);
  if (style === 'month') return `${MONTHS[month - 1]} ${year}`;
  if (style === 'mon') return `${MONTHS[month - 1].slice(0, 3)} ${year}`;
  if (style === 'num') return `${mm}/${year}`;
  if (style === 'dmy') return `01/${mm}/${year}`;
  if (style === 'iso') return `${year}-${mm}`;
  return year;
}

export function formatRange(start, end, style, { dash = ' – ', open = 'Present' } = {}) {
  return `${formatDate(start, style)}${dash}${end ? formatDate(end, style) : open}`;
}

/** Every section a person has beyond experience, education and skills, with its printed heading. */
export function extraSections(person) {
  const out = [];
  if (person.projects?.length)
    out.push({
      kind: 'projects',
      heading: 'Projects',
      items: person.projects.map((p) => ({ title: p.name, org: '', text: p.description })),
    });
  if (person.volunteer?.length)
    out.push({
      kind: 'volunteer',
      heading: 'Volunteering',
      items: person.volunteer.map((v) => ({ title: v.position, org: v.organization, text: v.summary })),
    });
  if (person.awards?.length)
    out.push({ kind: 'awards', heading: 'Awards', items: person.awards.map((a) => ({ title: a.title, org: a.awarder, date: a.date })) });
  if (person.certificates?.length)
    out.push({
      kind: 'certificates',
      heading: 'Certifications',
      items: person.certificates.map((c) => ({ title: c.name, org: c.issuer, date: c.date })),
    });
  if (person.publications?.length)
    out.push({
      kind: 'publications',
      heading: 'Publications',
      items: person.publications.map((p) => ({ title: p.name, org: p.publisher, date: p.releaseDate })),
    });
  if (person.interests?.length)
    out.push({ kind: 'interests', heading: 'Interests', items: person.interests.map((i) => ({ title: i.name, org: '' })) });
  if (person.languages?.length)
    out.push({
      kind: 'languages',
      heading: 'Languages',
      items: person.languages.map((l) => ({ title: l.language, org: '', text: l.fluency })),
    });
  return out;
}

export const headingsOf = (sections) => Object.fromEntries(sections.map((s) => [s.kind, s.heading]));
export const placeOf = (person) => `${person.basics.location.city}, ${person.basics.location.region}`;
export const linkedinOf = (person) => person.basics.profiles.find((p) => p.network === 'LinkedIn');
