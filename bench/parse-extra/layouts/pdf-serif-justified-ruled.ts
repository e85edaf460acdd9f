/**
 * Serif, justified text; a three-column header (name and headline | contact | links); entries separated
 * by thin rules; the dates LEFT of the company on one line, the title BELOW in small caps; months
 * abbreviated with an apostrophe year ('Jan ’18 – Mar ’21').
 */
import { allSkills, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x30',
  name: 'Imogen Tallis',
  email: 'imogen.tallis@example.com',
  phone: '(207) 555-0164',
  linkedin: li('imogen-tallis'),
  location: 'Portland, ME',
  summary:
    'Investigative reporter with eight years covering state government, housing and public health for daily newspapers. Files public records requests by the hundred and turns the data into stories readers act on.',
  skills: [
    {
      name: '',
      items: [
        'Investigative Reporting',
        'Public Records Requests',
        'AP Style',
        'Data Journalism',
        'Adobe InDesign',
        'Datawrapper',
        'Podcast Production',
      ],
    },
  ],
  // Months abbreviated with an apostrophe year, printed as-is ('Apr \u201921').
  jobs: [
    {
      title: 'Senior Reporter',
      company: 'Casco Bay Herald',
      location: 'Portland, ME',
      start: 'Apr \u201921',
      end: 'Present',
      bullets: [
        'Broke a series on unlicensed group homes that led to a state audit and two new inspection laws.',
        'Built a public database of 4,000 eviction filings with the newsroom data desk.',
        'Edit and mentor two junior reporters on the statehouse beat.',
      ],
    },
    {
      title: 'Staff Writer',
      company: 'Kennebec Valley Sentinel',
      location: 'Augusta, ME',
      start: 'Jan \u201918',
      end: 'Mar \u201921',
      bullets: [
        'Covered the legislature and county government, filing five stories a week.',
        'Launched a weekly public health newsletter that reached 9,000 subscribers.',
      ],
    },
    {
      title: 'Editorial Intern',
      company: 'Granite State Public Radio',
      location: 'Concord, NH',
      start: 'Jun \u201917',
      end: 'Aug \u201917',
      bullets: ['Produced two-minute news spots and fact-checked the morning newscast.'],
    },
  ],
  schools: [
    {
      school: 'Merrimack State University',
      studyType: 'Bachelor of Arts',
      area: 'Journalism',
      printed: 'B.A., Journalism',
      location: 'Manchester, NH',
      start: 'Sep \u201913',
      end: 'May \u201917',
      notes: ['Minor in Political Science'],
    },
  ],
  customs: [
    {
      heading: 'Honors & Awards',
      entries: [
        {
          title: 'First Place, Investigative Reporting',
          organization: 'Maine Press Association',
          date: '2022',
          description: '',
        },
        {
          title: 'Statehouse Reporting Fellowship',
          organization: 'New England Press Foundation',
          date: '2019',
          description: '',
        },
      ],
    },
  ],
  languages: ['English', 'French'],
  github: 'itallis',
};

export const pdf: HtmlLayout = {
  theme: 'extra-serif-justified-ruled',
  notes: [
    'three-column header: name and headline | email, phone, City, ST | LinkedIn and GitHub handles (links)',
    'serif font, justified paragraphs and bullets',
    "entry line 'Apr ’21 – Present | Company, City, ST' (dates first, then the company), the title on the next line in small caps",
    "apostrophe years: 'Jan ’18 – Mar ’21'",
    'entries separated by thin horizontal rules',
    "headings 'Profile', 'Newsroom Experience', 'Education', 'Skills & Tools', 'Honors & Awards', 'Languages' (languages not in the truth)",
  ],
  css: `body { font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; font-size: 9.8pt; } p, li { text-align: justify; } header { display: grid; grid-template-columns: 1.5fr 1fr 1fr; gap: 16px; align-items: end; border-bottom: 2px solid #222; padding-bottom: 8px; } h1 { font-size: 21pt; margin: 0; font-weight: normal; } .hl { font-style: italic; color: #555; } header .c p { margin: 0; font-size: 9pt; text-align: left; } header a { color: inherit; text-decoration: none; } h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 2px; margin: 14px 0 2px; } .entry + .entry { border-top: 0.5px solid #aaa; } .entry { padding: 5px 0 3px; } .entry ul { margin-bottom: 2px; } .d { color: #555; } .sep { color: #999; margin: 0 8px; } .t { font-variant: small-caps; letter-spacing: 0.5px; font-size: 10.5pt; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const line = (d: string, who: string, where: string) =>
      `<p><span class="d">${esc(d)}</span><span class="sep">|</span><b>${esc(who)}</b>${where ? `, ${esc(where)}` : ''}</p>`;
    const gh = p.github ? `github.com/${p.github}` : '';
    return `<header><div><h1>${esc(p.name)}</h1><p class="hl">Investigative Reporter</p></div>
<div class="c"><p>${esc(p.email)}</p><p>${esc(p.phone)}</p><p>${esc(p.location)}</p></div>
<div class="c"><p><a href="${p.linkedin}">${esc(handle(p.linkedin))}</a></p>${gh ? `<p><a href="https://${gh}">${esc(gh)}</a></p>` : ''}</div></header>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Newsroom Experience')}${p.jobs.map((j) => `<div class="entry">${line(dates(j), j.company, j.location)}<p class="t">${esc(j.title)}</p>${ul(j.bullets)}</div>`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="entry">${line(dates(s), s.school, s.location)}<p class="t">${esc(s.printed)}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}</div>`).join('')}
${h('Skills & Tools')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="entry">${line(e.date, e.title, e.organization)}</div>`).join('')}`).join('')}
${p.languages.length ? `${h('Languages')}<p>${p.languages.map(esc).join(', ')}</p>` : ''}`;
  },
};
