/**
 * Compact: 'Title at Company' with dates right, a job without dates, 'Since 2021', Publications and Languages.
 */
import { customBlock, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x05',
  name: 'Hannah Kowalczyk',
  email: 'hannah.k@example.org',
  phone: '555-867-5309',
  linkedin: li('hannahkowalczyk'),
  location: 'Madison, WI',
  summary: 'Data scientist who builds forecasting models for retail and agriculture. Writes clear notebooks and cleaner pipelines.',
  skills: [
    { name: 'Languages', items: ['Python', 'R', 'SQL'] },
    { name: 'Machine Learning', items: ['scikit-learn', 'XGBoost', 'PyTorch'] },
    { name: 'Tools', items: ['Airflow', 'dbt', 'Snowflake'] },
  ],
  jobs: [
    {
      title: 'Data Scientist',
      company: 'Prairie Grain Cooperative',
      location: 'Madison, WI',
      start: '2021',
      end: '',
      printedDates: 'Since 2021',
      bullets: [
        'Forecast crop yields for 400 member farms with gradient boosted models.',
        'Moved nightly reports from spreadsheets to dbt and Snowflake.',
      ],
    },
    {
      title: 'Research Assistant',
      company: 'University of Wisconsin',
      location: 'Madison, WI',
      start: '',
      end: '',
      bullets: ['Cleaned and analysed soil sensor data for two field studies.'],
    },
  ],
  schools: [
    {
      school: 'University of Wisconsin\u2013Madison',
      studyType: 'Master of Science',
      area: 'Statistics',
      printed: 'M.S. Statistics',
      location: 'Madison, WI',
      start: '2018',
      end: '2020',
      notes: [],
    },
    {
      school: 'Carleton College',
      studyType: 'Bachelor of Arts',
      area: 'Mathematics',
      printed: 'B.A. Mathematics',
      location: 'Northfield, MN',
      start: '2014',
      end: '2018',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Publications',
      entries: [
        {
          title: 'Forecasting Corn Yields from Sparse Sensor Networks',
          organization: 'Journal of Agricultural Data',
          date: '2022',
          description: '',
        },
      ],
    },
    {
      heading: 'Licenses & Certifications',
      entries: [
        {
          title: 'AWS Certified Machine Learning Specialty',
          organization: 'Amazon Web Services',
          date: '2023',
          description: '',
        },
      ],
    },
  ],
  languages: ['English', 'Polish'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-compact',
  notes: ["job line: 'Title at Company', dates right; one job has no dates; 'Since 2021'"],
  css: `h1 { font-size: 18pt; margin: 0; } h2 { font-size: 10.5pt; text-transform: uppercase; background: #eee; padding: 2px 4px; margin: 10px 0 4px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<h1>${esc(p.name)}</h1><p>${esc(p.email)} | ${esc(p.phone)} | ${esc(p.location)} | ${esc(handle(p.linkedin))}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${p.jobs.map((j) => `<div class="row"><span><b>${esc(j.title)}</b> at ${esc(j.company)}</span><span>${esc(dates(j))}</span></div>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.printed)}</b>, ${esc(s.school)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Skills')}${p.skills.map((g) => `<p>${esc(g.name)}: ${g.items.map(esc).join(', ')}</p>`).join('')}
${p.customs.map((c) => customBlock(c, h, 'comma')).join('')}
${h('Languages')}<p>${p.languages.map(esc).join(', ')}</p>`;
  },
};
