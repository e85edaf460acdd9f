/**
 * Centred header; company + place line, title + dates line; skills inline with bullets.
 */
import { allSkills, customBlock, dates, esc, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x07',
  name: 'Sofia Lindqvist',
  email: 'sofia.lindqvist@example.com',
  phone: '+1 416 555 0123',
  linkedin: li('sofialindqvist'),
  location: 'Toronto, ON',
  summary:
    'Marketing manager focused on lifecycle email and paid social for consumer apps. Has grown two subscription products past one million users.',
  skills: [
    {
      name: '',
      items: ['Lifecycle Marketing', 'Braze', 'Meta Ads', 'A/B Testing', 'Looker', 'Copywriting'],
    },
  ],
  jobs: [
    {
      title: 'Marketing Manager',
      company: 'Northwind Apps',
      location: 'Toronto, ON',
      start: 'Feb 2021',
      end: 'Present',
      bullets: ['Grew paid subscribers by 64% in eighteen months.', 'Built the onboarding email program from scratch.'],
    },
    {
      title: 'Growth Marketer',
      company: 'Maple & Birch Media',
      location: 'Toronto, ON',
      start: 'May 2017',
      end: 'Jan 2021',
      bullets: ['Ran paid social campaigns with a $2M yearly budget.'],
    },
  ],
  schools: [
    {
      school: 'University of Toronto',
      studyType: 'Bachelor of Commerce',
      area: 'Marketing',
      printed: 'Bachelor of Commerce, Marketing',
      location: 'Toronto, ON',
      start: '2013',
      end: '2017',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Volunteer Work',
      entries: [
        {
          title: 'Mentor',
          organization: 'Ladies Learning Code',
          date: '2019 – 2022',
          description: 'Mentored women learning web development.',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-centered',
  notes: ['company line with place right, title line with dates right', "skills inline separated by ' • '"],
  css: `header { text-align: center; } h1 { font-size: 24pt; font-weight: 300; letter-spacing: 3px; margin: 0; } h2 { font-size: 11pt; letter-spacing: 1px; text-transform: uppercase; margin: 14px 0 4px; color: #7a2048; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<header><h1>${esc(p.name)}</h1><p>${esc(p.location)} · ${esc(p.phone)} · ${esc(p.email)} · ${esc(p.linkedin)}</p></header>
${h('About Me')}<p>${esc(p.summary)}</p>
${h('Work Experience')}${p.jobs.map((j) => `<div class="row b"><span>${esc(j.company)}</span><span>${esc(j.location)}</span></div><div class="row i"><span>${esc(j.title)}</span><span>${esc(dates(j))}</span></div>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row b"><span>${esc(s.school)}</span><span>${esc(s.location)}</span></div><div class="row i"><span>${esc(s.printed)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(' • ')}</p>
${p.customs.map((c) => customBlock(c, h, 'two-line')).join('')}`;
  },
};
