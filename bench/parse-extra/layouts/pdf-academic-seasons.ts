/**
 * Academic CV: season dates, experience split in 'Research Experience' and 'Teaching Experience', numbered publications.
 */
import { dates, esc, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x20',
  name: 'Ngozi Ferreira',
  email: 'ngozi.ferreira@example.edu',
  phone: '(409) 555-0162',
  linkedin: '',
  github: 'nferreira-lab',
  location: 'Galveston, TX',
  summary: '',
  skills: [
    {
      name: 'Field Methods',
      items: ['Scientific Diving', 'Seine Sampling', 'Otolith Aging', 'Water Quality Sampling'],
    },
    { name: 'Computational', items: ['R', 'Python', 'QGIS', 'Git'] },
  ],
  jobs: [
    {
      title: 'Graduate Research Assistant',
      company: 'Hollis Coastal Ecology Lab',
      location: 'Galveston, TX',
      start: 'Fall 2020',
      end: 'Present',
      section: 'Research Experience',
      bullets: [
        'Study how seagrass loss changes juvenile red drum recruitment across 24 bay sites.',
        'Maintain the lab R package for mixed-effects growth models.',
      ],
    },
    {
      title: 'Undergraduate Research Fellow',
      company: 'Outer Banks Marine Field Station',
      location: 'Beaufort, NC',
      start: 'Summer 2019',
      end: '',
      section: 'Research Experience',
      bullets: ['Aged 800 flounder otoliths and presented the results at the station symposium.'],
    },
    {
      title: 'Teaching Assistant, Marine Ecology',
      company: 'Galveston Bay University',
      location: 'Galveston, TX',
      start: 'Fall 2020',
      end: 'Spring 2022',
      section: 'Teaching Experience',
      bullets: [
        'Taught weekly labs and field trips for 60 undergraduates each semester.',
        'Rewrote the salt-marsh field lab around student-collected data.',
      ],
    },
    {
      title: 'Peer Tutor, General Biology',
      company: 'Pamlico State University',
      location: 'Greenville, NC',
      start: 'Fall 2018',
      end: 'Spring 2020',
      section: 'Teaching Experience',
      bullets: ['Held drop-in tutoring sessions four evenings a week.'],
    },
  ],
  schools: [
    {
      school: 'Galveston Bay University',
      studyType: 'Doctor of Philosophy',
      area: 'Marine Biology',
      printed: 'Ph.D., Marine Biology',
      location: 'Galveston, TX',
      start: 'Fall 2020',
      end: 'Present',
      notes: ['Advisor: Dr. Ruth Hollis'],
    },
    {
      school: 'Pamlico State University',
      studyType: 'Bachelor of Science',
      area: 'Biology',
      printed: 'B.S., Biology',
      location: 'Greenville, NC',
      start: 'Fall 2016',
      end: 'Spring 2020',
      notes: ['Summa Cum Laude'],
    },
  ],
  customs: [
    {
      heading: 'Publications',
      entries: [
        {
          title: 'Seagrass loss and juvenile red drum recruitment in a Texas estuary',
          organization: 'Estuaries and Coasts',
          date: '2023',
          description: '',
        },
        {
          title: 'A low-cost method for batch otolith sectioning',
          organization: 'Fisheries Research Methods',
          date: '2021',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-academic-seasons',
  notes: [
    "dates in seasons: 'Fall 2020 – Present', 'Summer 2019', 'Fall 2020 – Spring 2022'",
    "experience in two sections, 'Research Experience' and 'Teaching Experience' (one list in the truth, printed order)",
    "'Publications' as a numbered list of citations",
    "contact line 'email · phone · City, ST · github.com/handle'; no LinkedIn, no summary; education first",
  ],
  css: `body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 10pt; } h1 { font-size: 21pt; font-weight: normal; margin: 0; } .contact { margin: 2px 0 6px; color: #333; } h2 { font-size: 12pt; font-weight: bold; color: #1f3b5a; border-bottom: 1px solid #1f3b5a; margin: 14px 0 5px; } ol { margin: 2px 0; padding-left: 22px; } ol li { margin: 3px 0; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const sections: { heading: string; jobs: Person['jobs'] }[] = [];
    for (const j of p.jobs) {
      const heading = j.section ?? 'Experience';
      const last = sections.at(-1);
      if (last && last.heading === heading) last.jobs.push(j);
      else sections.push({ heading, jobs: [j] });
    }
    const [first = '', ...rest] = p.name.split(' ');
    const authors = `${rest.join(' ')}, ${first[0] ?? ''}., &amp; Hollis, R.`;
    return `<h1>${esc(p.name)}</h1><p class="contact">${[p.email, p.phone, p.location, `github.com/${p.github ?? ''}`].map(esc).join(' · ')}</p>
${h('Education')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.school)}</b>, ${esc(s.location)}</span><span>${esc(dates(s))}</span></div><p>${esc(s.printed)}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('<div style="height:5px"></div>')}
${sections.map((sec) => `${h(sec.heading)}${sec.jobs.map((j) => `<div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j))}</span></div><p class="i">${esc(j.company)}, ${esc(j.location)}</p>${ul(j.bullets)}`).join('')}`).join('\n')}
${p.customs.map((c) => `${h(c.heading)}<ol>${c.entries.map((e) => `<li>${authors} (${esc(e.date)}). ${esc(e.title)}. <i>${esc(e.organization)}</i>.</li>`).join('')}</ol>`).join('')}
${h('Skills')}${p.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(', ')}</p>`).join('')}`;
  },
};
