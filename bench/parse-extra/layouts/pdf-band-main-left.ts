/**
 * Coloured header band (name, headline, contact right); main column LEFT, sidebar RIGHT with
 * education, skills, languages; 'Title' bold with dates right, 'Company, City, ST' below; small-caps headings.
 */
import { allSkills, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x21',
  name: 'Dario Castellano',
  email: 'dario.castellano@example.com',
  phone: '(503) 555-0147',
  linkedin: li('dariocastellano'),
  location: 'Portland, OR',
  summary:
    'Chef and restaurant manager with twelve years in scratch kitchens, from the line to running a 90-seat dining room. Builds seasonal menus around local farms and keeps food cost under 29%.',
  skills: [
    {
      name: '',
      items: [
        'Menu Development',
        'Food Cost Control',
        'Inventory Management',
        'Whole-Animal Butchery',
        'Staff Scheduling',
        'Toast POS',
        'ServSafe Manager',
      ],
    },
  ],
  jobs: [
    {
      title: 'Executive Chef & General Manager',
      company: 'Alder & Ash',
      location: 'Portland, OR',
      start: '2019',
      end: 'Now',
      bullets: [
        'Run a 90-seat restaurant with a kitchen and floor staff of 26 and yearly sales of $3.1M.',
        'Rewrote the menu four times a year around eleven partner farms.',
        'Cut food cost from 34% to 28.5% with weekly inventory counts and yield testing.',
      ],
    },
    {
      title: 'Sous Chef',
      company: 'Harbor Table Bistro',
      location: 'Seattle, WA',
      start: '2015',
      end: '2019',
      bullets: ['Ran the line on busy weekend services of up to 240 covers.', 'Trained nine line cooks and wrote the station prep guides.'],
    },
    {
      title: 'Line Cook',
      company: 'Copper Kettle Inn',
      location: 'Bend, OR',
      start: '2012',
      end: '2015',
      bullets: ['Worked the grill and sauté stations for breakfast and dinner service.'],
    },
  ],
  schools: [
    {
      school: 'Cascade Culinary Institute',
      studyType: 'Associate of Applied Science',
      area: 'Culinary Arts',
      printed: 'Associate of Applied Science, Culinary Arts',
      location: 'Bend, OR',
      start: '2010',
      end: '2012',
      notes: [],
    },
  ],
  customs: [],
  languages: ['English', 'Italian (conversational)', 'Spanish (kitchen)'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-band-main-left',
  notes: [
    'coloured header band: name and a headline in white, contact stacked in the right part of the band',
    'two columns: summary and experience in the LEFT main column; education, skills, languages in a narrower RIGHT sidebar',
    "job as 'Title' (bold) with dates right on the same line ('2019 — Now'), then 'Company, City, ST'",
    'small-caps headings with a thin rule',
  ],
  css: `@page { margin: 0; } .band { background: #8c2f1b; color: #fff; padding: 0.45in 0.55in 0.3in; display: flex; justify-content: space-between; align-items: flex-end; } .band h1 { font-size: 26pt; margin: 0; } .band .headline { font-size: 12pt; margin-top: 2px; } .band .contact { text-align: right; font-size: 9pt; line-height: 1.4; } .cols { display: grid; grid-template-columns: 1fr 2.2in; gap: 0.35in; padding: 0.2in 0.55in; } h2 { font-variant: small-caps; font-size: 13pt; letter-spacing: 1px; color: #8c2f1b; border-bottom: 0.75px solid #8c2f1b; margin: 12px 0 5px; } aside { font-size: 9.5pt; } aside ul { padding-left: 14px; } .co { color: #444; margin-bottom: 2px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<div class="band"><div><h1>${esc(p.name)}</h1><p class="headline">Executive Chef &amp; Restaurant Manager</p></div><div class="contact"><p>${esc(p.email)}</p><p>${esc(p.phone)}</p><p>${esc(p.location)}</p><p>${esc(handle(p.linkedin))}</p></div></div>
<div class="cols"><main>${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${p.jobs.map((j) => `<div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j, ' — '))}</span></div><p class="co">${esc(j.company)}, ${esc(j.location)}</p>${ul(j.bullets)}`).join('')}</main>
<aside>${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)}</p><p>${esc(s.printed)}</p><p>${esc(s.location)}</p><p>${esc(dates(s))}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}${ul(allSkills(p))}
${h('Languages')}${ul(p.languages)}</aside></div>`;
  },
};
