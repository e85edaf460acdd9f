/**
 * Two pages: a running header 'Name — Page 2' on the second page and a 'Page n of 2' footer on both
 * (CSS page-margin boxes), a job split across the page break; bold title-case headings with a coloured
 * left border; 'Company' bold + 'City, ST' right, then 'Title' italic + 'Jan 2015 – Dec 2018' right.
 */
import { customBlock, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x25',
  name: 'Amara Whitfield',
  email: 'amara.whitfield@example.com',
  phone: '206-555-0174',
  linkedin: li('amarawhitfield'),
  location: 'Seattle, WA',
  summary:
    'UX researcher with eleven years of mixed-methods work on health, banking and logistics products. Plans research programs that product teams act on, from diary studies to large-sample surveys, and trains designers to run their own interviews.',
  skills: [
    {
      name: 'Methods',
      items: ['Usability Testing', 'Contextual Inquiry', 'Diary Studies', 'Survey Design', 'Card Sorting'],
    },
    { name: 'Tools', items: ['Dovetail', 'Qualtrics', 'Figma', 'UserTesting', 'R'] },
  ],
  jobs: [
    {
      title: 'Principal UX Researcher',
      company: 'Evergreen Health Technologies',
      location: 'Seattle, WA',
      start: 'Mar 2021',
      end: 'Present',
      bullets: [
        'Lead a team of four researchers supporting the patient portal and the clinician scheduling tools.',
        'Ran a six-week diary study with 40 caregivers that reshaped the medication reminder roadmap.',
        'Set up a research repository in Dovetail with 600 tagged sessions that product managers search weekly.',
        'Introduced quarterly benchmark usability tests; task success on booking rose from 71% to 89%.',
        'Train designers and product managers to run their own moderated interviews with a shared guide.',
      ],
    },
    {
      title: 'Senior UX Researcher',
      company: 'Sound Harbor Bank',
      location: 'Seattle, WA',
      start: 'Jan 2019',
      end: 'Feb 2021',
      bullets: [
        'Planned and ran contextual inquiry with 24 small-business owners for the new cash-flow dashboard.',
        'Designed a 2,000-respondent Qualtrics survey that sized the market for instant payouts.',
        'Partnered with compliance to make consent and recording practices fit banking regulations.',
        'Presented findings to the executive team each quarter and tracked which ones shipped.',
      ],
    },
    {
      title: 'UX Researcher',
      company: 'Cascade Freight Systems',
      location: 'Tacoma, WA',
      start: 'Jan 2015',
      end: 'Dec 2018',
      bullets: [
        'Rode along with 30 truck drivers to study how they use the dispatch app on the road.',
        'Ran card sorts and tree tests that cut the navigation of the shipper portal from nine sections to five.',
        'Built a recruiting panel of 800 drivers and dispatchers with incentives managed in-house.',
        'Ran moderated usability tests every sprint alongside two product squads.',
        'Wrote personas for drivers, dispatchers and shippers still used by the company today.',
      ],
    },
    {
      title: 'User Research Associate',
      company: 'Pinelight Interactive',
      location: 'Portland, OR',
      start: 'Jun 2013',
      end: 'Dec 2014',
      bullets: [
        'Recruited and scheduled participants for 120 client usability sessions a year.',
        'Took notes and coded session videos for agency clients in retail and travel.',
        'Analysed survey data in R and wrote the first drafts of client reports.',
        'Maintained the usability lab, its cameras and its recording software.',
      ],
    },
    {
      title: 'Research Assistant',
      company: 'Willamette Human Factors Lab',
      location: 'Portland, OR',
      start: 'Sep 2011',
      end: 'May 2013',
      bullets: [
        'Ran eye-tracking sessions for a study of medication label legibility in older adults.',
        'Cleaned and analysed reaction-time data for two published papers.',
        'Wrote study protocols and consent forms for the review board.',
        'Supervised three undergraduate assistants during data collection.',
      ],
    },
  ],
  schools: [
    {
      school: 'Pacific Northwest University',
      studyType: 'Master of Science',
      area: 'Human-Computer Interaction',
      printed: 'M.S. Human-Computer Interaction',
      location: 'Seattle, WA',
      start: 'Sep 2011',
      end: 'Jun 2013',
      notes: [],
    },
    {
      school: 'Lewis & Clark State College',
      studyType: 'Bachelor of Arts',
      area: 'Psychology',
      printed: 'B.A. Psychology',
      location: 'Portland, OR',
      start: 'Sep 2007',
      end: 'May 2011',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        {
          title: 'Certified Usability Analyst',
          organization: 'Human Factors International',
          date: '2017',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-two-page-running-header',
  notes: [
    "two pages; page 2 has a running header 'Name — Page 2', both pages a footer 'Page n of 2' (not content, not in the truth)",
    'a job entry is split across the page break',
    'bold title-case headings with a coloured left border',
    "job as 'Company' (bold) with 'City, ST' right, then 'Title' (italic) with 'Jan 2015 – Dec 2018' right",
  ],
  css: `@page { size: letter; margin: 0.8in 0.7in 0.75in; @bottom-center { content: 'Page ' counter(page) ' of ' counter(pages); font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8.5pt; color: #777; } } body { font-size: 10.5pt; line-height: 1.45; } h1 { font-size: 24pt; margin: 0; color: #1b5e5a; } .contact { color: #444; margin: 2px 0 6px; } h2 { font-size: 12.5pt; font-weight: bold; border-left: 5px solid #1b5e5a; padding-left: 8px; margin: 16px 0 6px; } .co { margin-top: 8px; } .co span:last-child { font-weight: normal; color: #444; } ul { margin-bottom: 6px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    // The running header names the person, so it lives in the body's own style sheet.
    const running = `<style>@page { @top-left { content: '${p.name.replace(/'/g, "\\'")} — Page ' counter(page); font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8.5pt; color: #777; } } @page :first { @top-left { content: none; } }</style>`;
    return `${running}<h1>${esc(p.name)}</h1><p class="contact">${[p.email, p.phone, p.location, handle(p.linkedin)].map(esc).join(' | ')}</p>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Professional Experience')}${p.jobs.map((j) => `<div class="row b co"><span>${esc(j.company)}</span><span>${esc(j.location)}</span></div><div class="row"><span class="i">${esc(j.title)}</span><span>${esc(dates(j))}</span></div>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row b co"><span>${esc(s.school)}</span><span>${esc(s.location)}</span></div><div class="row"><span class="i">${esc(s.printed)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Skills')}${p.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(', ')}</p>`).join('')}
${p.customs.map((c) => customBlock(c, h, 'comma')).join('')}`;
  },
};
