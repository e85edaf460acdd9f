/**
 * One column; 'Title, Company, City ST' with dates right; '|' contact line; capitals headings with a rule.
 */
import { allSkills, customBlock, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x01',
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '+1 (555) 010-0199',
  linkedin: li('priya-raman'),
  location: 'Austin, TX',
  summary:
    'Backend engineer with nine years of experience building payment systems in Go and Java. Enjoys turning slow batch jobs into reliable streaming services.',
  skills: [{ name: '', items: ['Go', 'Java', 'Kafka', 'PostgreSQL', 'Kubernetes', 'Terraform', 'gRPC'] }],
  jobs: [
    {
      title: 'Senior Software Engineer',
      company: 'Lumen Payments Inc.',
      location: 'Austin, TX',
      start: 'Jan 2020',
      end: 'Present',
      bullets: [
        'Rebuilt the settlement pipeline on Kafka, cutting end-of-day processing from six hours to forty minutes.',
        'Led a team of five engineers through the migration from a monolith to twelve services.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Brightline Logistics',
      location: 'Dallas, TX',
      start: 'Jun 2016',
      end: 'Dec 2019',
      bullets: [
        'Wrote the route pricing service used by 3,000 carriers.',
        'Added contract tests that caught 40 regressions before release.',
      ],
    },
    {
      title: 'Software Engineering Intern',
      company: 'Caldera Systems',
      location: 'Houston, TX',
      start: 'Summer 2015',
      end: '',
      bullets: ['Built an internal dashboard for build times.'],
    },
  ],
  schools: [
    {
      school: 'University of Texas at Austin',
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      printed: 'Bachelor of Science in Computer Science',
      location: 'Austin, TX',
      start: '2012',
      end: '2016',
      notes: ['GPA: 3.8/4.0'],
    },
  ],
  customs: [
    {
      heading: 'Projects',
      entries: [
        {
          title: 'ledgerlint',
          organization: '',
          date: '',
          description: 'Open-source linter for double-entry accounting files.',
        },
        {
          title: 'Tidewatch',
          organization: '',
          date: '',
          description: 'Tide prediction app with 10k monthly users.',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-classic-line',
  notes: ["job line: 'Title, Company, City, ST' left, dates right", "contact line separated by ' | '"],
  css: `h1 { font-size: 22pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 1px solid #444; margin: 12px 0 4px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<h1>${esc(p.name)}</h1><p>${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' | ')}</p>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Professional Experience')}${p.jobs.map((j) => `<div class="row"><span><b>${esc(j.title)}</b>, ${esc(j.company)}, ${esc(j.location)}</span><span>${esc(dates(j, ' - '))}</span></div>${ul(j.bullets)}`).join('')}
${h('Academic Background')}${p.schools.map((s) => `<div class="row"><span class="b">${esc(s.school)}, ${esc(s.location)}</span><span>${esc(dates(s, ' - '))}</span></div><p>${esc(s.printed)}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Technical Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => customBlock(c, h, 'two-line')).join('')}`;
  },
};
