/**
 * Dates in a left column for every entry (a table); in/handle with a link.
 */
import { allSkills, dates, esc, inHandle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x09',
  name: 'Rafael Dom\u00ednguez',
  email: 'rafael.dominguez@example.com',
  phone: '(555) 762-3301',
  linkedin: li('rafael-dominguez'),
  location: 'Phoenix, AZ',
  summary: 'Civil engineer with eight years designing water infrastructure for growing desert cities. Licensed PE in Arizona.',
  skills: [{ name: '', items: ['AutoCAD Civil 3D', 'HEC-RAS', 'Stormwater Design', 'Project Management', 'GIS'] }],
  jobs: [
    {
      title: 'Project Engineer',
      company: 'Sonoran Water Partners',
      location: 'Phoenix, AZ',
      start: '2019',
      end: 'Present',
      bullets: [
        'Managed design of 14 miles of water mains for a new development.',
        'Prepared stormwater reports accepted on first review.',
      ],
    },
    {
      title: 'Civil Engineer',
      company: 'Kiewit Corporation',
      location: 'Tucson, AZ',
      start: '2016',
      end: '2019',
      bullets: ['Designed grading plans for highway interchanges.'],
    },
  ],
  schools: [
    {
      school: 'Arizona State University',
      studyType: 'Bachelor of Science',
      area: 'Civil Engineering',
      printed: 'Bachelor of Science in Civil Engineering',
      location: 'Tempe, AZ',
      start: '2012',
      end: '2016',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Licenses & Certifications',
      entries: [
        {
          title: 'Professional Engineer',
          organization: 'Arizona Board of Technical Registration',
          date: '2021',
          description: '',
        },
      ],
    },
    {
      heading: 'Projects',
      entries: [
        {
          title: 'Gila River Floodplain Study',
          organization: 'Maricopa County',
          date: '2022',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-left-dates-table',
  notes: ['dates in a left table column', "title line, then 'Company, City, ST'"],
  css: `h1 { font-size: 20pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; color: #8a4b08; border-bottom: 1px solid #8a4b08; margin: 12px 0 4px; } table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2px 0; } td.d { width: 1.3in; color: #555; } a { color: inherit; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const row = (d: string, inner: string) => `<tr><td class="d">${esc(d)}</td><td>${inner}</td></tr>`;
    return `<h1>${esc(p.name)}</h1><p>${esc(p.location)} | ${esc(p.phone)} | ${esc(p.email)} | <a href="${p.linkedin}">${esc(inHandle(p.linkedin))}</a></p>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}<table>${p.jobs.map((j) => row(dates(j), `<p class="b">${esc(j.title)}</p><p>${esc(j.company)}, ${esc(j.location)}</p>${ul(j.bullets)}`)).join('')}</table>
${h('Education')}<table>${p.schools.map((s) => row(dates(s), `<p class="b">${esc(s.printed)}</p><p>${esc(s.school)}, ${esc(s.location)}</p>`)).join('')}</table>
${h('Technical Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}<table>${c.entries.map((e) => row(e.date, `<p class="b">${esc(e.title)}</p><p>${esc(e.organization)}</p>`)).join('')}</table>`).join('')}`;
  },
};
