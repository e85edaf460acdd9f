/**
 * Header band; 'Title — Company' with dates right, place below; skill groups as bold labels over bullets.
 */
import { dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x10',
  name: 'Grace Whitfield',
  email: 'grace.whitfield@example.com',
  phone: '(555) 318-4420',
  linkedin: li('gracewhitfield'),
  location: 'Nashville, TN',
  summary:
    'Operations manager who has run warehouses and last-mile delivery for regional grocers. Cuts cost without cutting corners on safety.',
  skills: [
    { name: 'Operations', items: ['Lean', 'Six Sigma', 'Inventory Control', 'OSHA Compliance'] },
    { name: 'Systems', items: ['SAP', 'Manhattan WMS', 'Tableau'] },
  ],
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Harpeth Grocers',
      location: 'Nashville, TN',
      start: 'Apr 2020',
      end: 'Present',
      bullets: ['Run a 220,000 sq ft distribution center with 140 staff.', 'Lowered cost per case by 11% in two years.'],
    },
    {
      title: 'Shift Supervisor',
      company: 'Cumberland Freight Co.',
      location: 'Memphis, TN',
      start: 'Oct 2015',
      end: 'Mar 2020',
      bullets: ['Supervised 35 associates on the night shift.'],
    },
  ],
  schools: [
    {
      school: 'Middle Tennessee State University',
      studyType: 'Bachelor of Business Administration',
      area: 'Supply Chain Management',
      printed: 'BBA, Supply Chain Management',
      location: 'Murfreesboro, TN',
      start: '2011',
      end: '2015',
      notes: [],
    },
  ],
  customs: [],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-band',
  notes: ["job line 'Title — Company', dates right", 'skill groups as bold label lines above bulleted items'],
  css: `@page { margin: 0.5in; } .band { background: #333; color: #fff; padding: 10px 14px; } h1 { font-size: 20pt; margin: 0; } h2 { font-size: 12pt; margin: 12px 0 4px; border-left: 4px solid #333; padding-left: 6px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<div class="band"><h1>${esc(p.name)}</h1><p>${esc(p.phone)}  •  ${esc(p.email)}  •  ${esc(p.location)}  •  ${esc(handle(p.linkedin))}</p></div>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Career History')}${p.jobs.map((j) => `<div class="row"><span><b>${esc(j.title)}</b> — ${esc(j.company)}</span><span>${esc(dates(j))}</span></div><p class="i">${esc(j.location)}</p>${ul(j.bullets)}`).join('')}
${h('Education & Training')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.printed)}</b> — ${esc(s.school)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Core Skills')}${p.skills.map((g) => `<p class="b">${esc(g.name)}</p>${ul(g.items)}`).join('')}`;
  },
};
