/**
 * Centred name and contact; headings centred between a rule above and a rule below; two roles at one
 * hospital as a mini timeline (company line, then each role with its years only); '➤' bullets;
 * one-line education with the GPA inside; skills as labels with five-dot ratings.
 */
import { allSkills, dates, esc, handle, li, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x28',
  name: 'Tobias Lindqvist',
  email: 'tobias.lindqvist@example.com',
  phone: '(414) 555-0186',
  linkedin: li('tobiaslindqvist-rrt'),
  location: 'Milwaukee, WI',
  summary:
    'Registered respiratory therapist with nine years in adult and neonatal intensive care. Manages ventilated patients from intubation to weaning and teaches new staff the unit protocols.',
  skills: [
    {
      name: '',
      items: [
        'Ventilator Management',
        'ABG Analysis',
        'Airway Management',
        'Neonatal Resuscitation',
        'Pulmonary Function Testing',
        'Patient Education',
      ],
    },
  ],
  // Drawn as five dots, filled up to the level ('●●●●○').
  skillLevels: {
    'Ventilator Management': '5',
    'ABG Analysis': '5',
    'Airway Management': '4',
    'Neonatal Resuscitation': '4',
    'Pulmonary Function Testing': '3',
    'Patient Education': '4',
  },
  jobs: [
    // Two roles at one hospital, printed as a mini timeline under one company line with years only.
    {
      title: 'Lead Respiratory Therapist',
      company: 'Lakeshore Regional Medical Center',
      location: 'Milwaukee, WI',
      start: '2021',
      end: '2024',
      bullets: [
        'Led a shift of eight therapists covering a 32-bed medical and surgical ICU.',
        'Wrote the ventilator weaning protocol that cut average ventilator days from 6.1 to 4.8.',
      ],
    },
    {
      title: 'Respiratory Therapist',
      company: 'Lakeshore Regional Medical Center',
      location: 'Milwaukee, WI',
      start: '2017',
      end: '2021',
      bullets: [
        'Managed ventilated adults and neonates, including high-frequency oscillation.',
        'Ran arterial blood gas analysis for the emergency department and the ICU.',
      ],
    },
    {
      title: 'Respiratory Therapist',
      company: 'Cedar Valley Hospital',
      location: 'Waukesha, WI',
      start: '2015',
      end: '2017',
      bullets: ['Performed pulmonary function tests and taught inhaler technique to COPD patients.'],
    },
  ],
  schools: [
    {
      // Printed on one line: 'B.S. Respiratory Therapy, Lakeview University, GPA 3.8, 2015'.
      school: 'Lakeview University',
      studyType: 'Bachelor of Science',
      area: 'Respiratory Therapy',
      printed: 'B.S. Respiratory Therapy',
      location: '',
      start: '',
      end: '2015',
      notes: ['GPA 3.8'],
    },
  ],
  customs: [
    {
      heading: 'Licenses & Certifications',
      entries: [
        {
          title: 'Registered Respiratory Therapist (RRT)',
          organization: 'NBRC',
          date: '2015',
          description: '',
        },
        {
          title: 'Adult Critical Care Specialist (ACCS)',
          organization: 'NBRC',
          date: '2019',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-ruled-timeline-dots',
  notes: [
    'centred name and contact line',
    'section headings centred between two horizontal rules (one above, one below)',
    "company line 'Company · City, ST', then its roles as a mini timeline: 'Title' left, years only right ('2021 – 2024')",
    "bullets drawn with '➤' glyphs",
    "education on one line 'B.S. Respiratory Therapy, Lakeview University, GPA 3.8, 2015'",
    "skills as labels followed by dot ratings '●●●●○' (the truth keeps the bare skill names)",
  ],
  css: `header { text-align: center; } h1 { font-size: 22pt; margin: 0; letter-spacing: 1px; } .contact { color: #444; margin: 3px 0 4px; } h2 { text-align: center; font-size: 10.5pt; text-transform: uppercase; letter-spacing: 3px; color: #234; border-top: 1px solid #234; border-bottom: 1px solid #234; padding: 3px 0; margin: 14px 0 6px; } .co { font-weight: bold; margin-top: 6px; } .co span { font-weight: normal; color: #555; } .tl { border-left: 2px solid #9ab; margin: 2px 0 4px 5px; padding-left: 12px; } .role { position: relative; } .role::before { content: ''; position: absolute; left: -17px; top: 4px; width: 8px; height: 8px; border-radius: 50%; background: #234; } ul.arrows { list-style: none; padding-left: 4px; } ul.arrows li::before { content: '➤ '; color: #234; } .skills { display: grid; grid-template-columns: 1fr 1fr; gap: 3px 24px; } .skills div { display: flex; justify-content: space-between; } .dots { color: #234; letter-spacing: 1px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const groups: { company: string; location: string; roles: Person['jobs'] }[] = [];
    for (const j of p.jobs) {
      const last = groups.at(-1);
      if (last && last.company === j.company) last.roles.push(j);
      else groups.push({ company: j.company, location: j.location, roles: [j] });
    }
    const arrows = (items: string[]) => (items.length ? `<ul class="arrows">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
    const levels = p.skillLevels ?? {};
    const dots = (n: number) => '●'.repeat(n) + '○'.repeat(5 - n);
    return `<header><h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p></header>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${groups.map((g) => `<p class="co">${esc(g.company)} <span>· ${esc(g.location)}</span></p><div class="tl">${g.roles.map((j) => `<div class="role"><div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j))}</span></div>${arrows(j.bullets)}</div>`).join('')}</div>`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${[s.printed, s.school, ...s.notes, s.end].map(esc).join(', ')}</p>`).join('')}
${h('Skills')}<div class="skills">${allSkills(p)
      .map((s) => `<div><span>${esc(s)}</span><span class="dots">${dots(Number(levels[s] ?? 0))}</span></div>`)
      .join('')}</div>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span><b>${esc(e.title)}</b>, ${esc(e.organization)}</span><span>${esc(e.date)}</span></div>`).join('')}`).join('')}`;
  },
};
