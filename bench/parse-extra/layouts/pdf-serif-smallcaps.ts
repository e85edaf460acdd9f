/**
 * Serif, small-caps letter-spaced headings; title + dates, company + place; 'Group: items' skills.
 */
import { customBlock, dates, esc, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x04',
  name: 'Thomas Brennan',
  email: 'tbrennan@example.com',
  phone: '555 301 7788',
  linkedin: li('thomas-brennan-cpa'),
  location: 'Boston, MA',
  summary: 'Certified public accountant who has closed the books for manufacturers and nonprofits. Comfortable owning audits end to end.',
  skills: [
    { name: 'Accounting', items: ['GAAP', 'Audit', 'Tax Planning', 'Month-End Close'] },
    { name: 'Software', items: ['NetSuite', 'QuickBooks', 'Excel', 'Power BI'] },
  ],
  jobs: [
    {
      title: 'Senior Accountant',
      company: 'Harbor Point Manufacturing',
      location: 'Boston, MA',
      start: 'March 2019',
      end: 'Current',
      bullets: ['Closed the books in five days instead of twelve.', 'Prepared audit schedules for a $90M revenue business.'],
    },
    {
      title: 'Staff Accountant',
      company: 'Greene & Walsh LLP',
      location: 'Providence, RI',
      start: 'September 2015',
      end: 'February 2019',
      bullets: ['Prepared tax returns for 120 small business clients.'],
    },
  ],
  schools: [
    {
      school: 'Boston College',
      studyType: 'Bachelor of Science',
      area: 'Accounting',
      printed: 'B.S. in Accounting',
      location: 'Chestnut Hill, MA',
      start: '',
      end: '2015',
      notes: ['Magna Cum Laude, GPA 3.7'],
    },
  ],
  customs: [
    {
      heading: 'Licenses & Certifications',
      entries: [
        {
          title: 'Certified Public Accountant',
          organization: 'Massachusetts Board of Accountancy',
          date: '2017',
          description: '',
        },
        { title: 'Certified Management Accountant', organization: 'IMA', date: '2020', description: '' },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-serif-smallcaps',
  notes: ["headings: 'Summary', 'Career', 'Qualifications' (education), letter-spaced small caps", "skills as 'Group: a, b' lines"],
  css: `body { font-family: 'DejaVu Serif', Georgia, serif; } h1 { text-align: center; font-variant: small-caps; font-size: 22pt; margin: 0; } .c { text-align: center; } h2 { font-variant: small-caps; letter-spacing: 1.5px; font-size: 13pt; margin: 14px 0 4px; border-bottom: 0.5px solid #999; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<h1>${esc(p.name)}</h1><p class="c">${esc(p.location)} · ${esc(p.phone)} · ${esc(p.email)}</p><p class="c">${esc(p.linkedin)}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Career')}${p.jobs.map((j) => `<div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j))}</span></div><div class="row i"><span>${esc(j.company)}</span><span>${esc(j.location)}</span></div>${ul(j.bullets)}`).join('')}
${h('Qualifications')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.printed)}</b> — ${esc(s.school)}, ${esc(s.location)}</span><span>${esc(dates(s))}</span></div>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}${p.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(', ')}</p>`).join('')}
${p.customs.map((c) => customBlock(c, h, 'dash')).join('')}`;
  },
};
