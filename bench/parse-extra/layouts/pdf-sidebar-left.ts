/**
 * Dark left sidebar with contact, skills and languages; main column with company line then title line, dates left.
 */
import { allSkills, customBlock, dates, esc, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x03',
  name: 'Elena Vasquez',
  email: 'elena.vasquez@example.net',
  phone: '(555) 234-5678',
  linkedin: li('elena-vasquez-design'),
  location: 'Portland, OR',
  summary: '',
  skills: [
    {
      name: '',
      items: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility', 'HTML', 'CSS'],
    },
  ],
  jobs: [
    {
      title: 'Lead Product Designer',
      company: 'Fernwood Studio',
      location: 'Portland, OR',
      start: '03/2018',
      end: '06/2020',
      bullets: [
        'Designed the booking flow for a national chain of climbing gyms.',
        'Built a component library used by four product teams.',
      ],
    },
    {
      title: 'UX Designer',
      company: 'Cascade Health Partners',
      location: 'Seattle, WA',
      start: '08/2015',
      end: '02/2018',
      bullets: ['Ran 60 usability sessions with patients and clinicians.'],
    },
    {
      title: 'Senior Product Designer',
      company: 'Ostara Technologies',
      location: 'Portland, OR',
      start: '07/2020',
      end: 'Present',
      bullets: ['Own the design of the analytics product from research to release.'],
    },
  ],
  schools: [
    {
      school: 'Rhode Island School of Design',
      studyType: 'Bachelor of Fine Arts',
      area: 'Graphic Design',
      printed: 'BFA, Graphic Design',
      location: 'Providence, RI',
      start: '2011',
      end: '2015',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Honors & Awards',
      entries: [
        { title: 'Core77 Design Award', organization: 'Core77', date: '2021', description: '' },
        { title: 'Dean\u2019s List', organization: 'RISD', date: '2014', description: '' },
      ],
    },
  ],
  languages: ['English', 'Spanish'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-sidebar-left',
  notes: ['two columns: sidebar with contact, skills, languages', 'dates in a left gutter of the main column', 'no summary'],
  css: `@page { margin: 0; } body { display: grid; grid-template-columns: 2.3in 1fr; min-height: 11in; } aside { background: #263238; color: #fff; padding: 0.5in 0.25in; } main { padding: 0.5in 0.4in; } h1 { font-size: 24pt; margin: 0 0 16px; } aside h2 { font-size: 11pt; letter-spacing: 2px; text-transform: uppercase; margin: 16px 0 4px; } main h2 { font-size: 13pt; text-transform: uppercase; color: #263238; margin: 14px 0 6px; } .entry { display: grid; grid-template-columns: 1.2in 1fr; margin-bottom: 6px; } aside ul { padding-left: 14px; } a { color: #fff; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<aside>${h('Contact')}<p>${esc(p.phone)}</p><p>${esc(p.email)}</p><p>${esc(p.location)}</p><p><a href="${p.linkedin}">${esc(p.linkedin)}</a></p>
${h('Skills')}${ul(allSkills(p))}${h('Languages')}${ul(p.languages)}</aside>
<main><h1>${esc(p.name)}</h1>
${h('Employment')}${p.jobs.map((j) => `<div class="entry"><div>${esc(dates(j))}</div><div><p class="b">${esc(j.company)}</p><p class="i">${esc(j.title)}</p>${ul(j.bullets)}</div></div>`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="entry"><div>${esc(dates(s))}</div><div><p class="b">${esc(s.school)}</p><p>${esc(s.printed)}</p></div></div>`).join('')}
${p.customs.map((c) => customBlock(c, h, 'dash')).join('')}</main>`;
  },
};
