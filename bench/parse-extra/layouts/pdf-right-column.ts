/**
 * Two columns, main left and a right column with education and skills; 'Title | Company' then 'dates | place'.
 */
import { allSkills, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x06',
  name: 'Daniel Achebe',
  email: 'daniel.achebe@example.com',
  phone: '(555) 441-2090',
  linkedin: li('daniel-achebe'),
  location: 'Atlanta, GA',
  summary: 'High school chemistry teacher and department head. Builds lab programs that get students to state science fairs.',
  skills: [
    {
      name: '',
      items: ['Curriculum Design', 'Lab Safety', 'Google Classroom', 'Differentiated Instruction', 'AP Chemistry'],
    },
  ],
  jobs: [
    {
      title: 'Science Department Head',
      company: 'Decatur High School',
      location: 'Decatur, GA',
      start: 'Aug 2018',
      end: 'Present',
      bullets: ['Lead eleven science teachers and set the department budget.', 'Raised AP Chemistry pass rates from 48% to 71%.'],
    },
    {
      title: 'Chemistry Teacher',
      company: 'Grady High School',
      location: 'Atlanta, GA',
      start: 'Aug 2012',
      end: 'Jul 2018',
      bullets: ['Taught five sections of chemistry each year.', 'Coached the science olympiad team.'],
    },
  ],
  schools: [
    {
      school: 'Emory University',
      studyType: 'Master of Arts in Teaching',
      area: 'Secondary Science',
      printed: 'Master of Arts in Teaching, Secondary Science',
      location: 'Atlanta, GA',
      start: '2010',
      end: '2012',
      notes: [],
    },
    {
      school: 'Georgia State University',
      studyType: 'Bachelor of Science',
      area: 'Chemistry',
      printed: 'Bachelor of Science, Chemistry',
      location: 'Atlanta, GA',
      start: '2006',
      end: '2010',
      notes: ['Honors: Phi Beta Kappa'],
    },
  ],
  customs: [],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-right-column',
  notes: ['two columns: experience left, education and skills right', "job line 'Title | Company', next line 'dates | City, ST'"],
  css: `.top { border-bottom: 3px solid #0a6; padding-bottom: 6px; } h1 { font-size: 22pt; margin: 0; color: #0a6; } .grid { display: grid; grid-template-columns: 1fr 2.2in; gap: 0.3in; } h2 { font-size: 12pt; text-transform: uppercase; color: #0a6; margin: 12px 0 4px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<div class="top"><h1>${esc(p.name)}</h1><p>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.location)} · ${esc(handle(p.linkedin))}</p></div>
<div class="grid"><div>${h('Profile')}<p>${esc(p.summary)}</p>
${h('Employment')}${p.jobs.map((j) => `<p class="b">${esc(j.title)} | ${esc(j.company)}</p><p class="i">${esc(dates(j))} | ${esc(j.location)}</p>${ul(j.bullets)}`).join('')}</div>
<div>${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)}</p><p>${esc(s.printed)}</p><p>${esc(dates(s))}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Areas of Expertise')}${ul(allSkills(p))}</div></div>`;
  },
};
