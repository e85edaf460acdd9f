/**
 * Renders the extra resume-parsing set: the people in data.ts, each through a layout of its own
 * (one and two columns, sidebars, dates left/right/on their own line, several heading wordings, a
 * European CV, a promotion under one employer, a timeline, an academic CV with season dates, several
 * Word conventions including a 'modern' template and a borderless section table, a coloured header band
 * over a main-left/sidebar-right body, dates-first entry lines with lowercase headings, a Word header
 * table with capitalised 'COMPANY, City, ST — Title' lines and skill levels, a functional/hybrid resume
 * with employer-less achievements and one-line jobs, a two-page resume with a running header and page
 * footers, Word tab-stop columns with custom '▪' list bullets, name and contact in the Word page header,
 * centred headings between rules with a nested-role timeline and dot skill ratings, a web template with
 * icons and a two-column skills list, a serif justified resume with a three-column header, rules between
 * entries, dates left of the company and small-caps titles below with apostrophe years, a 'Core
 * Qualifications' list before the experience with shaded entry bars and 'Professional Affiliations',
 * a Word resume whose every entry is a borderless 2x2 table, a new-graduate resume with education first,
 * coursework, 'Title at Company' part-time jobs and a lowercase 'current', a federal resume with long
 * entries (hours, salary, supervisor, street addresses, 'Month YYYY to Month YYYY'), and a Word resume
 * with non-bold coloured headings, 'Company – Title' lines and ISO 'YYYY-MM' dates), so the parser is measured
 * on shapes the shared benchmark does not have.
 * Writes <id>.pdf / <id>.docx and <id>.truth.json in the shared benchmark's truth format.
 *
 *   node --import tsx bench/parse-extra/generate.ts      (needs /usr/bin/chromium for the PDFs)
 *   PARSE_EXTRA_ONLY=x18,x19,x20 node --import tsx bench/parse-extra/generate.ts
 *
 * PARSE_EXTRA_ONLY (comma-separated ids) renders and writes only those people; the other files are left
 * untouched. Use it when adding people: a re-render changes the bytes of every existing PDF (Chromium
 * stamps dates and ids), which would churn files whose content has not changed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { PEOPLE, type CustomSection, type Person } from './data';
import { CHROME_PATH, CHROMIUM_HEADLESS_ARGS } from '../../tools/chromium';

const OUT = import.meta.dirname;

// ---------- shared helpers ----------

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const allSkills = (p: Person) => p.skills.flatMap((g) => g.items);
const dates = (j: { start: string; end: string; printedDates?: string }, dash = ' – ') =>
  j.printedDates ?? [j.start, j.end].filter(Boolean).join(dash);
const handle = (url: string) => url.replace(/^https:\/\/www\./, '');
const inHandle = (url: string) => url.replace(/^https:\/\/www\.linkedin\.com\//, '');

function person(id: string): Person {
  const found = PEOPLE.find((p) => p.id === id);
  if (!found) throw new Error(`no person ${id}`);
  return found;
}

function splitDate(printed: string): { start: string; end: string } {
  const [start = '', end = ''] = printed.split(/\s*[–-]\s*/);
  return { start, end };
}

/** The truth for one rendition, following the shared README's conventions. */
function truthOf(p: Person) {
  return {
    name: p.name,
    contact: { email: p.email, phone: p.phone, linkedin: p.linkedin, location: p.location },
    summary: p.summary,
    skills: allSkills(p),
    education: p.schools.map((s) => ({
      school: s.school,
      degree: `${s.studyType} in ${s.area}`,
      studyType: s.studyType,
      area: s.area,
      location: s.location,
      start_date: s.start,
      end_date: s.end,
    })),
    work_experience: p.jobs.map((j) => ({
      title: j.title,
      company: j.company,
      location: j.location,
      start_date: j.start,
      end_date: j.end,
      description: j.bullets,
    })),
    custom_sections: p.customs.map((c) => ({
      title: c.heading,
      entries: c.entries.map((e) => ({
        title: e.title,
        organization: e.organization,
        ...(e.date
          ? { start_date: splitDate(e.date).start, end_date: splitDate(e.date).end }
          : { start_date: '', end_date: '' }),
        description: e.description,
      })),
    })),
    _skill_groups: p.skills.map((g) => g.name).filter(Boolean),
  };
}

// ---------- PDF layouts (HTML printed by Chromium) ----------

type HtmlLayout = { theme: string; notes: string[]; css: string; body: (p: Person) => string };

const BASE_CSS = `@page { size: letter; margin: 0.6in; } body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; } ul { margin: 2px 0 8px 0; padding-left: 18px; } li { margin: 1px 0; } p { margin: 2px 0; } .row { display: flex; justify-content: space-between; gap: 12px; } .b { font-weight: bold; } .i { font-style: italic; }`;

const ul = (items: string[]) =>
  items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';

function customBlock(c: CustomSection, h: (t: string) => string, shape: 'comma' | 'dash' | 'two-line') {
  return (
    h(c.heading) +
    c.entries
      .map((e) => {
        const who = [e.title, e.organization].filter(Boolean);
        if (shape === 'two-line') {
          return `<div class="row"><span class="b">${esc(e.title)}</span><span>${esc(e.date)}</span></div>${e.organization ? `<p class="i">${esc(e.organization)}</p>` : ''}${e.description ? `<p>${esc(e.description)}</p>` : ''}`;
        }
        const joined =
          shape === 'comma'
            ? [...who, e.date].filter(Boolean).join(', ')
            : [who.join(', '), e.date].filter(Boolean).join(' — ');
        return `<p>${esc(joined)}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}`;
      })
      .join('')
  );
}

const LAYOUTS: Record<string, HtmlLayout> = {
  // One column; 'Title, Company, City ST' with dates right; '|' contact line; capitals headings with a rule.
  x01: {
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
  },
  // Title-case coloured headings; 'Company — Title' then dates on their own line; '•' contact; in/handle link.
  x02: {
    theme: 'extra-work-history',
    notes: [
      "job line: 'Company — Title', dates alone on the next line",
      "LinkedIn printed as 'in/handle' with a link",
    ],
    css: `h1 { font-size: 20pt; color: #1d4e89; margin: 0 0 2px; } h2 { font-size: 12pt; color: #1d4e89; font-weight: normal; border-bottom: 2px solid #1d4e89; margin: 14px 0 4px; } .cols { columns: 3; } a { color: inherit; text-decoration: none; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<h1>${esc(p.name)}</h1><p>${esc(p.phone)} • ${esc(p.email)} • ${esc(p.location)} • <a href="${p.linkedin}">${esc(inHandle(p.linkedin))}</a></p>
${h('About Me')}<p>${esc(p.summary)}</p>
${h('Work History')}${p.jobs.map((j) => `<p class="b">${esc(j.company)} — ${esc(j.title)}</p><p class="i">${esc(dates(j, '–'))}</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)} — ${esc(s.printed)}</p><p class="i">${esc(dates(s, '–'))}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Core Competencies')}<ul class="cols">${allSkills(p)
        .map((s) => `<li>${esc(s)}</li>`)
        .join('')}</ul>
${p.customs.map((c) => customBlock(c, h, 'dash')).join('')}`;
    },
  },
  // Dark left sidebar with contact, skills and languages; main column with company line then title line, dates left.
  x03: {
    theme: 'extra-sidebar-left',
    notes: [
      'two columns: sidebar with contact, skills, languages',
      'dates in a left gutter of the main column',
      'no summary',
    ],
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
  },
  // Serif, small-caps letter-spaced headings; title + dates, company + place; 'Group: items' skills.
  x04: {
    theme: 'extra-serif-smallcaps',
    notes: [
      "headings: 'Summary', 'Career', 'Qualifications' (education), letter-spaced small caps",
      "skills as 'Group: a, b' lines",
    ],
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
  },
  // Compact: 'Title at Company' with dates right, a job without dates, 'Since 2021', Publications and Languages.
  x05: {
    theme: 'extra-compact',
    notes: ["job line: 'Title at Company', dates right; one job has no dates; 'Since 2021'"],
    css: `h1 { font-size: 18pt; margin: 0; } h2 { font-size: 10.5pt; text-transform: uppercase; background: #eee; padding: 2px 4px; margin: 10px 0 4px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<h1>${esc(p.name)}</h1><p>${esc(p.email)} | ${esc(p.phone)} | ${esc(p.location)} | ${esc(handle(p.linkedin))}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${p.jobs.map((j) => `<div class="row"><span><b>${esc(j.title)}</b> at ${esc(j.company)}</span><span>${esc(dates(j))}</span></div>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.printed)}</b>, ${esc(s.school)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Skills')}${p.skills.map((g) => `<p>${esc(g.name)}: ${g.items.map(esc).join(', ')}</p>`).join('')}
${p.customs.map((c) => customBlock(c, h, 'comma')).join('')}
${h('Languages')}<p>${p.languages.map(esc).join(', ')}</p>`;
    },
  },
  // Two columns, main left and a right column with education and skills; 'Title | Company' then 'dates | place'.
  x06: {
    theme: 'extra-right-column',
    notes: [
      'two columns: experience left, education and skills right',
      "job line 'Title | Company', next line 'dates | City, ST'",
    ],
    css: `.top { border-bottom: 3px solid #0a6; padding-bottom: 6px; } h1 { font-size: 22pt; margin: 0; color: #0a6; } .grid { display: grid; grid-template-columns: 1fr 2.2in; gap: 0.3in; } h2 { font-size: 12pt; text-transform: uppercase; color: #0a6; margin: 12px 0 4px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<div class="top"><h1>${esc(p.name)}</h1><p>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.location)} · ${esc(handle(p.linkedin))}</p></div>
<div class="grid"><div>${h('Profile')}<p>${esc(p.summary)}</p>
${h('Employment')}${p.jobs.map((j) => `<p class="b">${esc(j.title)} | ${esc(j.company)}</p><p class="i">${esc(dates(j))} | ${esc(j.location)}</p>${ul(j.bullets)}`).join('')}</div>
<div>${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)}</p><p>${esc(s.printed)}</p><p>${esc(dates(s))}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Areas of Expertise')}${ul(allSkills(p))}</div></div>`;
    },
  },
  // Centred header; company + place line, title + dates line; skills inline with bullets.
  x07: {
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
  },
  // Plain typed CV: 'Title, Company, City, ST' then dates line; 'School, Degree, Year'; a 7-digit phone.
  x08: {
    theme: 'extra-plain-typed',
    notes: [
      "'Title, Company, City, ST' then dates on their own line",
      "'School, Degree, Year' on one line",
      "7-digit phone '555-0199'",
    ],
    css: `body { font-family: 'DejaVu Serif', serif; font-size: 11pt; } h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; font-weight: bold; margin: 14px 0 4px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t.toUpperCase())}</h2>`;
      return `<h1>${esc(p.name)}</h1><p>${esc(p.phone)} | ${esc(p.email)} | ${esc(p.location)}</p>
${h('Experience')}${p.jobs.map((j) => `<p>${esc(j.title)}, ${esc(j.company)}, ${esc(j.location)}</p><p>${esc(dates(j))}</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${esc(s.school)}, ${esc(s.printed)}, ${esc(s.end)}</p>`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => customBlock(c, (t) => h(t), 'comma')).join('')}`;
    },
  },
  // Dates in a left column for every entry (a table); in/handle with a link.
  x09: {
    theme: 'extra-left-dates-table',
    notes: ['dates in a left table column', "title line, then 'Company, City, ST'"],
    css: `h1 { font-size: 20pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; color: #8a4b08; border-bottom: 1px solid #8a4b08; margin: 12px 0 4px; } table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2px 0; } td.d { width: 1.3in; color: #555; } a { color: inherit; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const row = (d: string, inner: string) => `<tr><td class="d">${esc(d)}</td><td>${inner}</td></tr>`;
      return `<h1>${esc(p.name)}</h1><p>${esc(p.location)} | ${esc(p.phone)} | ${esc(p.email)} | <a href="${p.linkedin}">${esc(inHandle(p.linkedin))}</a></p>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}<table>${p.jobs.map((j) => row(dates(j), `<p class="b">${esc(j.title)}</p><p>${esc(j.company)}, ${esc(j.location)}</p>${ul(j.bullets)}`)).join('')}</table>
${h('Education')}<table>${p.schools.map((s) => row(dates(s), `<p class="b">${esc(s.printed)}</p><p>${esc(s.school)}, ${esc(s.location)}</p>`)).join('')}</table>
${h('Technical Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}<table>${c.entries.map((e) => row(e.date, `<p class="b">${esc(e.title)}</p><p>${esc(e.organization)}</p>`)).join('')}</table>`).join('')}`;
    },
  },
  // Header band; 'Title — Company' with dates right, place below; skill groups as bold labels over bullets.
  x10: {
    theme: 'extra-band',
    notes: [
      "job line 'Title — Company', dates right",
      'skill groups as bold label lines above bulleted items',
    ],
    css: `@page { margin: 0.5in; } .band { background: #333; color: #fff; padding: 10px 14px; } h1 { font-size: 20pt; margin: 0; } h2 { font-size: 12pt; margin: 12px 0 4px; border-left: 4px solid #333; padding-left: 6px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<div class="band"><h1>${esc(p.name)}</h1><p>${esc(p.phone)}  •  ${esc(p.email)}  •  ${esc(p.location)}  •  ${esc(handle(p.linkedin))}</p></div>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Career History')}${p.jobs.map((j) => `<div class="row"><span><b>${esc(j.title)}</b> — ${esc(j.company)}</span><span>${esc(dates(j))}</span></div><p class="i">${esc(j.location)}</p>${ul(j.bullets)}`).join('')}
${h('Education & Training')}${p.schools.map((s) => `<div class="row"><span><b>${esc(s.printed)}</b> — ${esc(s.school)}</span><span>${esc(dates(s))}</span></div>`).join('')}
${h('Core Skills')}${p.skills.map((g) => `<p class="b">${esc(g.name)}</p>${ul(g.items)}`).join('')}`;
    },
  },
  // European CV: contact stacked at the right of the name; unusual headings; 'Jan. 2020 – Current', 'since 2021'.
  x15: {
    theme: 'extra-international',
    notes: [
      "headings: 'In Brief', 'Where I have worked', 'Schooling', 'Toolbox', 'Further Training'",
      "+49 phone, location 'Berlin, Germany', contact stacked right of the name",
      "title line, then 'Company · City, Country · dates'; dates 'Jan. 2020 – Current', 'since 2021', '10/2014 – 09/2016'",
      "skills as 'Group — a, b' lines; a Languages section",
    ],
    css: `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; } .head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #b03a2e; padding-bottom: 8px; } h1 { font-size: 26pt; font-weight: normal; margin: 0; color: #b03a2e; } .contact { text-align: right; font-size: 9pt; line-height: 1.35; } h2 { font-size: 11pt; color: #b03a2e; margin: 14px 0 4px; display: flex; align-items: center; gap: 8px; } h2::after { content: ''; flex: 1; border-top: 1px solid #d9a8a2; } .meta { color: #555; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<div class="head"><h1>${esc(p.name)}</h1><div class="contact"><p>${esc(p.phone)}</p><p>${esc(p.email)}</p><p>${esc(p.location)}</p><p>${esc(handle(p.linkedin))}</p></div></div>
${h('In Brief')}<p>${esc(p.summary)}</p>
${h('Where I have worked')}${p.jobs.map((j) => `<p class="b">${esc(j.title)}</p><p class="meta">${[j.company, j.location, dates(j)].map(esc).join(' · ')}</p>${ul(j.bullets)}`).join('')}
${h('Schooling')}${p.schools.map((s) => `<p class="b">${esc(s.printed)}</p><p class="meta">${[s.school, s.location, dates(s)].map(esc).join(' · ')}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('<div style="height:6px"></div>')}
${h('Toolbox')}${p.skills.map((g) => `<p><b>${esc(g.name)}</b> — ${g.items.map(esc).join(', ')}</p>`).join('')}
${h('Languages')}<p>${p.languages.map(esc).join(' · ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<p>${esc(e.date)} &nbsp; <b>${esc(e.title)}</b>, ${esc(e.organization)}</p>`).join('')}`).join('')}`;
    },
  },
  // A promotion: the company printed once with two titles under it; 'City, ST · dates' right; skills table.
  x16: {
    theme: 'extra-promotion',
    notes: [
      'two roles at one employer: company line once, then each title with its own dates and bullets',
      "title left, 'City, ST · 2019 – 2022' right",
      'a headline under the name',
      "skills as a two-column table 'Category:' | items",
    ],
    css: `h1 { font-size: 22pt; margin: 0; letter-spacing: 0.5px; } .headline { font-size: 11pt; color: #2f6f5e; margin: 2px 0 4px; } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: #2f6f5e; border-bottom: 1px solid #2f6f5e; margin: 14px 0 6px; } .co { font-size: 10.5pt; font-weight: bold; margin-top: 8px; } .role { margin-left: 12px; } .role .row span:last-child { color: #555; } table.skills { border-collapse: collapse; } table.skills td { padding: 2px 10px 2px 0; vertical-align: top; } table.skills td:first-child { font-weight: bold; white-space: nowrap; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const groups: { company: string; roles: Person['jobs'] }[] = [];
      for (const j of p.jobs) {
        const last = groups.at(-1);
        if (last && last.company === j.company) last.roles.push(j);
        else groups.push({ company: j.company, roles: [j] });
      }
      const role = (j: Person['jobs'][number]) =>
        `<div class="role"><div class="row"><span class="b i">${esc(j.title)}</span><span>${esc(j.location)} · ${esc(dates(j))}</span></div>${ul(j.bullets)}</div>`;
      return `<h1>${esc(p.name)}</h1><p class="headline">${esc(p.jobs[0]?.title ?? '')} · Healthcare &amp; Insurance Analytics</p><p>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.location)} · ${esc(handle(p.linkedin))}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${groups.map((g) => `<p class="co">${esc(g.company)}</p>${g.roles.map(role).join('')}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span class="b">${esc(s.school)}</span><span>${esc(s.location)} · ${esc(dates(s))}</span></div><p>${esc(s.printed)}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}<table class="skills">${p.skills.map((g) => `<tr><td>${esc(g.name)}:</td><td>${g.items.map(esc).join(', ')}</td></tr>`).join('')}</table>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span class="b">${esc(e.title)}</span><span>${esc(e.date)}</span></div><p>${esc(e.description)}</p>`).join('')}`).join('')}`;
    },
  },
  // Timeline: dates in a narrow left column against a vertical rule; 'Title | Company | City, ST' on one line.
  x17: {
    theme: 'extra-timeline',
    notes: [
      'timeline: dates in a narrow left column (start over end), a vertical rule with dots',
      "entry line 'Title | Company | City, ST'; education 'Degree | School | City, ST'",
      "summary titled 'Profile'; Certifications and Volunteering sections on the timeline",
      'skills as bordered tags',
    ],
    css: `body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; } h1 { font-size: 24pt; margin: 0; color: #3b3a6b; } .contact { color: #444; margin-bottom: 4px; } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 2px; color: #3b3a6b; margin: 14px 0 6px; } .tl { display: grid; grid-template-columns: 0.85in 1fr; } .tl .d { text-align: right; padding: 0 12px 8px 0; color: #666; font-size: 8.5pt; border-right: 2px solid #b9b8d8; position: relative; } .tl .d::after { content: ''; position: absolute; right: -6px; top: 3px; width: 8px; height: 8px; border-radius: 50%; background: #3b3a6b; border: 1px solid #fff; } .tl .e { padding: 0 0 8px 14px; } .tags span { display: inline-block; border: 1px solid #3b3a6b; border-radius: 10px; padding: 1px 8px; margin: 0 6px 5px 0; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const stacked = (d: string) => {
        const { start, end } = splitDate(d);
        return end ? `${esc(start)} –<br>${esc(end)}` : esc(start);
      };
      const item = (d: string, inner: string) => `<div class="d">${d}</div><div class="e">${inner}</div>`;
      const pipes = (xs: string[]) => xs.filter(Boolean).map(esc).join(' | ');
      return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' | ')}</p>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Experience')}<div class="tl">${p.jobs.map((j) => item(stacked(dates(j)), `<p class="b">${pipes([j.title, j.company, j.location])}</p>${ul(j.bullets)}`)).join('')}</div>
${h('Education')}<div class="tl">${p.schools.map((s) => item(stacked(dates(s)), `<p class="b">${pipes([s.printed, s.school, s.location])}</p>`)).join('')}</div>
${h('Clinical Skills')}<div class="tags">${allSkills(p)
        .map((s) => `<span>${esc(s)}</span>`)
        .join('')}</div>
${p.customs.map((c) => `${h(c.heading)}<div class="tl">${c.entries.map((e) => item(stacked(e.date), `<p class="b">${pipes([e.title, e.organization])}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}`)).join('')}</div>`).join('')}`;
    },
  },
  // Academic CV: season dates, experience split in 'Research Experience' and 'Teaching Experience', numbered publications.
  x20: {
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
  },
  // Coloured header band (name, headline, contact right); main column LEFT, sidebar RIGHT with
  // education, skills, languages; 'Title' bold with dates right, 'Company, City, ST' below; small-caps headings.
  x21: {
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
  },
  // One column; summary right under the contact line with no heading; every entry line starts with its
  // dates in a fixed-width inline column; lowercase light-grey headings, larger and not bold.
  x22: {
    theme: 'extra-dates-first',
    notes: [
      "entry lines start with the dates in a fixed-width inline column: '2017 – 2021   Title, Company, City, ST' (not a table)",
      "lowercase headings 'experience', 'education', 'skills', 'certifications' in a larger light-grey normal weight",
      'summary paragraph directly under the name and contact line, without a heading',
      "education '2012 – 2017   B.S. Electrical Engineering, School, City, ST'; certifications '2021   Title, Issuer'",
    ],
    css: `h1 { font-size: 21pt; margin: 0; } .contact { color: #444; margin: 2px 0 8px; } h2 { font-size: 16pt; font-weight: normal; color: #aaa; margin: 16px 0 4px; } .d { display: inline-block; width: 1.2in; color: #333; } .e { margin: 6px 0 1px; } ul { margin-left: 1.2in; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t.toLowerCase())}</h2>`;
      const line = (d: string, inner: string) => `<p class="e"><span class="d">${esc(d)}</span>${inner}</p>`;
      return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
<p>${esc(p.summary)}</p>
${h('Experience')}${p.jobs.map((j) => `${line(dates(j), `<b>${esc(j.title)}</b>, ${esc(j.company)}, ${esc(j.location)}`)}${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => line(dates(s), `<b>${esc(s.printed)}</b>, ${esc(s.school)}, ${esc(s.location)}`)).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => line(e.date, `${esc(e.title)}, ${esc(e.organization)}`)).join('')}`).join('')}`;
    },
  },
  // Functional/hybrid: summary, then employer-less 'Selected Achievements' bullets, then one-line jobs
  // 'Title — Company, City, ST (2017–2020)' with bullets only under the latest; one-line education.
  x24: {
    theme: 'extra-functional-hybrid',
    notes: [
      "'Selected Achievements' right after the summary: bullets with no employer (an achievements custom section in the truth)",
      "'Employment History' as compact one-line entries 'Title — Company, City, ST (2017–2020)', dates in parentheses at the end",
      'bullets only under the latest job; the older jobs have none',
      "education on one line 'B.S. Biology, School, 2012'",
    ],
    css: `h1 { font-size: 22pt; margin: 0; text-align: center; letter-spacing: 1px; } .contact { text-align: center; color: #444; margin: 2px 0 6px; } h2 { font-size: 11pt; font-weight: bold; color: #5a3e1b; border-top: 2px solid #5a3e1b; padding-top: 3px; margin: 14px 0 5px; } .job { margin: 4px 0 2px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const achievements = p.customs.filter((c) => c.heading === 'Selected Achievements');
      const others = p.customs.filter((c) => c.heading !== 'Selected Achievements');
      return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${achievements.map((c) => `${h(c.heading)}${ul(c.entries.map((e) => e.title))}`).join('')}
${h('Employment History')}${p.jobs.map((j) => `<p class="job"><b>${esc(j.title)}</b> — ${esc(j.company)}, ${esc(j.location)} (${esc(dates(j, '–'))})</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${esc(s.printed)}, ${esc(s.school)}, ${esc(s.end)}</p>`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${others.map((c) => customBlock(c, h, 'comma')).join('')}`;
    },
  },
  // Two pages: a running header 'Name — Page 2' on the second page and a 'Page n of 2' footer on both
  // (CSS page-margin boxes), a job split across the page break; bold title-case headings with a coloured
  // left border; 'Company' bold + 'City, ST' right, then 'Title' italic + 'Jan 2015 – Dec 2018' right.
  x25: {
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
  },
  // Centred name and contact; headings centred between a rule above and a rule below; two roles at one
  // hospital as a mini timeline (company line, then each role with its years only); '➤' bullets;
  // one-line education with the GPA inside; skills as labels with five-dot ratings.
  x28: {
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
      const arrows = (items: string[]) =>
        items.length ? `<ul class="arrows">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
      const levels = p.skillLevels ?? {};
      const dots = (n: number) => '●'.repeat(n) + '○'.repeat(5 - n);
      return `<header><h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p></header>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${groups.map((g) => `<p class="co">${esc(g.company)} <span>· ${esc(g.location)}</span></p><div class="tl">${g.roles.map((j) => `<div class="role"><div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j))}</span></div>${arrows(j.bullets)}</div>`).join('')}</div>`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${[s.printed, s.school, ...s.notes, s.end].map(esc).join(', ')}</p>`).join('')}
${h('Skills')}<div class="skills">${allSkills(p)
        .map(
          (s) => `<div><span>${esc(s)}</span><span class="dots">${dots(Number(levels[s] ?? 0))}</span></div>`,
        )
        .join('')}</div>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span><b>${esc(e.title)}</b>, ${esc(e.organization)}</span><span>${esc(e.date)}</span></div>`).join('')}`).join('')}`;
    },
  },
  // A web-template export: icons before the contact items (✉ ☎ ⌂ and an SVG LinkedIn mark) and before
  // every heading (inline SVG); 'Title' with 'Mar 2019 - Jun 2021' right, then 'Company (City, ST)';
  // 'Technical Skills' as a two-column list; 'Interests' last.
  x29: {
    theme: 'extra-web-icons',
    notes: [
      "contact items with icons: '✉ email', '☎ phone', '⌂ City, ST', an inline SVG mark before the LinkedIn handle",
      'an inline SVG icon before every section heading',
      "job as 'Title' (bold) with dates 'Mar 2019 - Jun 2021' right (plain hyphen), then 'Company (City, ST)'",
      "'Technical Skills' as a two-column bulleted list",
      "an 'Interests' section at the end (not in the truth, like languages)",
    ],
    css: `body { font-family: 'Liberation Sans', Arial, sans-serif; } h1 { font-size: 24pt; margin: 0; color: #0f5f8c; } .contact { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 4px 0 6px; color: #333; } .contact span { white-space: nowrap; } .ic { color: #0f5f8c; margin-right: 4px; } h2 { display: flex; align-items: center; gap: 7px; font-size: 12pt; color: #0f5f8c; border-bottom: 1px solid #cfe0ea; padding-bottom: 2px; margin: 14px 0 5px; } h2 svg, .contact svg { width: 13px; height: 13px; fill: #0f5f8c; } .contact svg { vertical-align: -2px; margin-right: 4px; } .co { color: #444; margin-bottom: 2px; } ul.two { columns: 2; column-gap: 0.4in; }`,
    body: (p) => {
      // Path-only icons, as an icon font or SVG sprite exports them: no text of their own.
      const svg = (d: string) => `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${d}"/></svg>`;
      const ICONS: Record<string, string> = {
        Profile: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 7c0-3 3-5 6-5s6 2 6 5z',
        'Work Experience': 'M5 3V1h6v2h4v11H1V3zm1 0h4V2H6z',
        Education: 'M8 1 0 5l8 4 6-3v5h1V5zM3 8v3c0 1 2 3 5 3s5-2 5-3V8l-5 2.5z',
        'Technical Skills':
          'M6 1h4l.5 2 2-1 2.5 2.5-1 2 2 .5v4l-2 .5 1 2-2.5 2.5-2-1-.5 2H6l-.5-2-2 1L1 13.5l1-2-2-.5V7l2-.5-1-2L3.5 2l2 1zm2 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
        Certifications: 'M8 0l2 4 4 .5-3 3 1 4.5-4-2-4 2 1-4.5-3-3L6 4z',
        Interests: 'M8 15 1.5 8.5a4 4 0 0 1 6-5.5L8 3.5l.5-.5a4 4 0 0 1 6 5.5z',
      };
      const LINKEDIN =
        'M0 0h16v16H0zm3 6v7h2V6zm0-3v2h2V3zm4 3v7h2V9c0-1 .5-1.5 1.5-1.5S11 8 11 9v4h2V8.5C13 6.5 12 6 10.5 6 9.5 6 9 6.5 9 6.5V6z';
      const h = (t: string) =>
        `<h2>${svg(ICONS[t] ?? ICONS.Certifications ?? '')}<span>${esc(t)}</span></h2>`;
      const interests = p.interests ?? [];
      return `<h1>${esc(p.name)}</h1><div class="contact"><span><span class="ic">✉</span>${esc(p.email)}</span><span><span class="ic">☎</span>${esc(p.phone)}</span><span><span class="ic">⌂</span>${esc(p.location)}</span><span>${svg(LINKEDIN)}${esc(handle(p.linkedin))}</span></div>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Work Experience')}${p.jobs.map((j) => `<div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j, ' - '))}</span></div><p class="co">${esc(j.company)} (${esc(j.location)})</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span class="b">${esc(s.printed)}</span><span>${esc(dates(s, ' - '))}</span></div><p class="co">${esc(s.school)} (${esc(s.location)})</p>`).join('')}
${h('Technical Skills')}<ul class="two">${allSkills(p)
        .map((s) => `<li>${esc(s)}</li>`)
        .join('')}</ul>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span><b>${esc(e.title)}</b> — ${esc(e.organization)}</span><span>${esc(e.date)}</span></div>`).join('')}`).join('')}
${interests.length ? `${h('Interests')}<p>${interests.map(esc).join(' · ')}</p>` : ''}`;
    },
  },
  // Serif, justified text; a three-column header (name and headline | contact | links); entries separated
  // by thin rules; the dates LEFT of the company on one line, the title BELOW in small caps; months
  // abbreviated with an apostrophe year ('Jan ’18 – Mar ’21').
  x30: {
    theme: 'extra-serif-justified-ruled',
    notes: [
      'three-column header: name and headline | email, phone, City, ST | LinkedIn and GitHub handles (links)',
      'serif font, justified paragraphs and bullets',
      "entry line 'Apr ’21 – Present | Company, City, ST' (dates first, then the company), the title on the next line in small caps",
      "apostrophe years: 'Jan ’18 – Mar ’21'",
      'entries separated by thin horizontal rules',
      "headings 'Profile', 'Newsroom Experience', 'Education', 'Skills & Tools', 'Honors & Awards', 'Languages' (languages not in the truth)",
    ],
    css: `body { font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; font-size: 9.8pt; } p, li { text-align: justify; } header { display: grid; grid-template-columns: 1.5fr 1fr 1fr; gap: 16px; align-items: end; border-bottom: 2px solid #222; padding-bottom: 8px; } h1 { font-size: 21pt; margin: 0; font-weight: normal; } .hl { font-style: italic; color: #555; } header .c p { margin: 0; font-size: 9pt; text-align: left; } header a { color: inherit; text-decoration: none; } h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 2px; margin: 14px 0 2px; } .entry + .entry { border-top: 0.5px solid #aaa; } .entry { padding: 5px 0 3px; } .entry ul { margin-bottom: 2px; } .d { color: #555; } .sep { color: #999; margin: 0 8px; } .t { font-variant: small-caps; letter-spacing: 0.5px; font-size: 10.5pt; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const line = (d: string, who: string, where: string) =>
        `<p><span class="d">${esc(d)}</span><span class="sep">|</span><b>${esc(who)}</b>${where ? `, ${esc(where)}` : ''}</p>`;
      const gh = p.github ? `github.com/${p.github}` : '';
      return `<header><div><h1>${esc(p.name)}</h1><p class="hl">Investigative Reporter</p></div>
<div class="c"><p>${esc(p.email)}</p><p>${esc(p.phone)}</p><p>${esc(p.location)}</p></div>
<div class="c"><p><a href="${p.linkedin}">${esc(handle(p.linkedin))}</a></p>${gh ? `<p><a href="https://${gh}">${esc(gh)}</a></p>` : ''}</div></header>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Newsroom Experience')}${p.jobs.map((j) => `<div class="entry">${line(dates(j), j.company, j.location)}<p class="t">${esc(j.title)}</p>${ul(j.bullets)}</div>`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="entry">${line(dates(s), s.school, s.location)}<p class="t">${esc(s.printed)}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}</div>`).join('')}
${h('Skills & Tools')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="entry">${line(e.date, e.title, e.organization)}</div>`).join('')}`).join('')}
${p.languages.length ? `${h('Languages')}<p>${p.languages.map(esc).join(', ')}</p>` : ''}`;
    },
  },
  // 'Core Qualifications' (the skills) as a three-column bullet list BEFORE the experience; entries
  // under a grey shaded bar 'TITLE' left, '03/2019 to Present' right, then 'Company · City, ST';
  // Certifications, then 'Professional Affiliations' as 'Organisation — Role, 2016 – Present'; Interests.
  x31: {
    theme: 'extra-core-qualifications-shaded-bars',
    notes: [
      "headline under the name, contact line 'City, ST · phone · email · linkedin.com/in/handle'",
      "'Core Qualifications' (the skills) as a three-column square-bullet list right after the summary, before the experience",
      "entry header in a grey shaded bar: 'TITLE' (capitals via CSS) left, numeric dates with 'to' right ('03/2019 to Present'); then 'Company · City, ST'",
      "education the same way: degree in the bar, then 'School · City, ST'",
      "'Certifications' as 'Title — Issuer, 2015'; 'Professional Affiliations' as 'Organisation — Role, 2016 – Present' (a custom section)",
      "an 'Interests' line at the end (not in the truth)",
    ],
    css: `body { font-family: 'Liberation Sans', Arial, sans-serif; } h1 { font-size: 23pt; margin: 0; color: #1f3a5f; } .hl { font-size: 11pt; color: #1f3a5f; margin: 1px 0 3px; } .contact { color: #444; } h2 { font-size: 11pt; text-transform: uppercase; color: #1f3a5f; margin: 14px 0 5px; } h2 span { border-bottom: 3px solid #c8a24a; padding-bottom: 1px; } ul.q { columns: 3; column-gap: 0.3in; list-style: square; margin-bottom: 2px; } .bar { display: flex; justify-content: space-between; background: #e6e9ee; padding: 2px 6px; margin-top: 7px; } .bar .b { text-transform: uppercase; letter-spacing: 0.5px; } .co { margin: 2px 6px; color: #333; }`,
    body: (p) => {
      const h = (t: string) => `<h2><span>${esc(t)}</span></h2>`;
      const to = (x: { start: string; end: string }) => [x.start, x.end].filter(Boolean).join(' to ');
      const bar = (left: string, right: string, below: string) =>
        `<div class="bar"><span class="b">${esc(left)}</span><span>${esc(right)}</span></div><p class="co">${esc(below)}</p>`;
      const interests = p.interests ?? [];
      return `<h1>${esc(p.name)}</h1><p class="hl">FAA Certificated Aircraft Dispatcher</p><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Core Qualifications')}<ul class="q">${allSkills(p)
        .map((s) => `<li>${esc(s)}</li>`)
        .join('')}</ul>
${h('Professional Experience')}${p.jobs.map((j) => `${bar(j.title, to(j), `${j.company} · ${j.location}`)}${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => bar(s.printed, to(s), `${s.school} · ${s.location}`)).join('')}
${p.customs
  .map((c) => {
    const affiliations = c.heading === 'Professional Affiliations';
    return `${h(c.heading)}${c.entries
      .map((e) =>
        affiliations
          ? `<p>${esc(e.organization)} — ${esc(e.title)}, ${esc(e.date)}</p>`
          : `<p>${esc(e.title)} — ${esc(e.organization)}, ${esc(e.date)}</p>`,
      )
      .join('')}`;
  })
  .join('')}
${interests.length ? `${h('Interests')}<p>${interests.map(esc).join(', ')}</p>` : ''}`;
    },
  },
  // New-graduate resume: Objective, then Education FIRST with GPA and 'Relevant Coursework', part-time
  // jobs printed 'Title at Company' with the open end written 'current', 'Leadership & Activities'.
  x33: {
    theme: 'extra-student-education-first',
    notes: [
      "student resume: 'Objective', then 'Education' before 'Experience', with a GPA line and a 'Relevant Coursework:' line",
      "job line 'Title at Company' (bold) left, dates right ('Sep 2023 – current', lowercase open end); 'City, ST' italic below",
      "'Leadership & Activities' (a custom section): 'Role, Organization' bold with years right, one description line",
      "skills as 'Group: a, b' lines followed by a 'Languages:' line (not in the truth)",
      'contact on two centred lines',
    ],
    css: `body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; } h1 { font-size: 20pt; text-align: center; margin: 0; } .c { text-align: center; margin: 1px 0; } h2 { font-size: 11.5pt; font-variant: small-caps; letter-spacing: 1px; border-bottom: 1px solid #000; margin: 12px 0 4px; } .e { margin-top: 5px; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      return `<h1>${esc(p.name)}</h1><p class="c">${esc(p.email)} · ${esc(p.phone)}</p><p class="c">${esc(p.location)} · ${esc(handle(p.linkedin))}</p>
${h('Objective')}<p>${esc(p.summary)}</p>
${h('Education')}${p.schools.map((s) => `<div class="row e"><span class="b">${esc(s.school)}</span><span>${esc(s.location)}</span></div><div class="row"><span class="i">${esc(s.printed)}</span><span>${esc(dates(s))}</span></div>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Experience')}${p.jobs.map((j) => `<div class="row e"><span class="b">${esc(j.title)} at ${esc(j.company)}</span><span>${esc(dates(j))}</span></div><p class="i">${esc(j.location)}</p>${ul(j.bullets)}`).join('')}
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row e"><span class="b">${esc(e.title)}, ${esc(e.organization)}</span><span>${esc(e.date)}</span></div><p>${esc(e.description)}</p>`).join('')}`).join('')}
${h('Skills')}${p.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(', ')}</p>`).join('')}<p><b>Languages:</b> ${p.languages.map(esc).join(', ')}</p>`;
    },
  },
  // Federal (USAJOBS-style) resume: full street address, citizenship line, long entries with employer
  // address, 'Month YYYY to Month YYYY', hours per week, salary, grade and supervisor lines.
  x34: {
    theme: 'extra-federal-long-entries',
    notes: [
      "header: name, full street address 'Street, City, ST ZIP', 'Phone: … | Email: …', 'LinkedIn: linkedin.com/in/handle', citizenship line",
      "each job: employer (bold), employer street address, title (bold), 'April 2018 to Present', then 'Hours per week: 40 | Salary: $… per year | Series/Grade: …' and 'Supervisor: Name, phone; may contact' (supervisor phones are not the applicant's)",
      "'Duties and Accomplishments:' label before the bullets",
      "education: 'School, City, ST', 'Degree, May 2012', 'Credits earned' line; no start date",
      "'Certifications' as 'Title, Issuer, Year'",
    ],
    css: `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; } h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; background: #eee; padding: 2px 4px; margin: 12px 0 4px; } .job { margin-top: 8px; } .lbl { margin-top: 3px; font-style: italic; }`,
    body: (p) => {
      const h = (t: string) => `<h2>${esc(t)}</h2>`;
      const extra = [
        {
          addr: '3710 Fallon Street',
          zip: '59718',
          salary: '$72,400',
          grade: 'GS-0025-11',
          sup: 'Dana Whitfield, (406) 555-0150; may contact',
        },
        {
          addr: '88 Rock Creek Road',
          zip: '59068',
          salary: '$51,900',
          grade: 'GS-0025-07/09',
          sup: 'Luis Aranda, (406) 555-0164; may contact',
        },
        {
          addr: '1585 Trident Road',
          zip: '59752',
          salary: '$16.40 per hour',
          grade: 'N/A (state position)',
          sup: 'Karen Ostby, (406) 555-0133; may contact',
        },
      ];
      const to = (x: { start: string; end: string }) => [x.start, x.end].filter(Boolean).join(' to ');
      return `<h1>${esc(p.name)}</h1><p>2215 West Babcock Street, Apt. 4, ${esc(p.location)} 59715</p><p>Phone: ${esc(p.phone)} | Email: ${esc(p.email)}</p><p>LinkedIn: ${esc(handle(p.linkedin))}</p><p>Citizenship: United States | Veterans' Preference: None | Highest Grade Held: GS-0025-11</p>
${h('Summary of Qualifications')}<p>${esc(p.summary)}</p>
${h('Work Experience')}${p.jobs
        .map((j, i) => {
          const x = extra[i];
          if (!x) throw new Error(`no federal details for job ${i}`);
          const salary = x.salary.includes('per') ? x.salary : `${x.salary} per year`;
          return `<div class="job"><p class="b">${esc(j.company)}</p><p>${esc(x.addr)}, ${esc(j.location)} ${esc(x.zip)}</p><p class="b">${esc(j.title)}</p><p>${esc(to(j))}</p><p>Hours per week: 40 | Salary: ${esc(salary)} | Series/Grade: ${esc(x.grade)}</p><p>Supervisor: ${esc(x.sup)}</p><p class="lbl">Duties and Accomplishments:</p>${ul(j.bullets)}</div>`;
        })
        .join('')}
${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)}, ${esc(s.location)}</p><p>${esc(s.printed)}, ${esc(to(s))}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => customBlock(c, h, 'comma')).join('')}`;
    },
  },
};

function renderPdf(id: string, layout: HtmlLayout) {
  const p = person(id);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${layout.css}</style></head><body>${layout.body(p)}</body></html>`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-extra-'));
  const htmlFile = path.join(tmp, `${id}.html`);
  fs.writeFileSync(htmlFile, html);
  const out = path.join(OUT, `${id}.pdf`);
  const run = spawnSync(
    CHROME_PATH,
    [...CHROMIUM_HEADLESS_ARGS, '--no-pdf-header-footer', `--print-to-pdf=${out}`, htmlFile],
    { encoding: 'utf8' },
  );
  fs.rmSync(tmp, { recursive: true, force: true });
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error(`chromium failed for ${id}: ${run.stderr}`);
}

// ---------- DOCX layouts (several Word conventions) ----------

const BULLETS = {
  config: [
    {
      reference: 'bullets',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
    {
      reference: 'squares',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '\u25aa',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
  ],
};
const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: 9360 }];
const listItem = (text: string) => new Paragraph({ text, numbering: { reference: 'bullets', level: 0 } });
const plain = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })] });

/** A table used for layout only: no line on any side or between cells. */
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_TABLE_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

type DocxLayout = {
  theme: string;
  notes: string[];
  /** Paragraphs of the section's default page header (Word repeats it on every page). */
  header?: (p: Person) => Paragraph[];
  children: (p: Person) => (Paragraph | Table)[];
};

const DOCX_LAYOUTS: Record<string, DocxLayout> = {
  // Bold capitals paragraphs as headings, no styles; the product's failing case.
  x08: {
    theme: 'docx-plain-typed',
    notes: [
      'bold capitals paragraphs as headings',
      "'Title, Company, City, ST' then dates line",
      "'School, Degree, Year'",
      '7-digit phone',
    ],
    children: (p) => {
      const h = (t: string) => plain(t.toUpperCase(), { bold: true });
      return [
        plain(p.name, { bold: true, size: 32 }),
        plain(`${p.phone} | ${p.email} | ${p.location}`),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          plain(`${j.title}, ${j.company}, ${j.location}`),
          plain(dates(j)),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.map((s) => plain(`${s.school}, ${s.printed}, ${s.end}`)),
        h('Skills'),
        plain(allSkills(p).join(', ')),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
        ]),
      ];
    },
  },
  // A two-cell table for the header, Heading 1 styles, title<tab>dates with a right tab stop.
  x11: {
    theme: 'docx-table-header',
    notes: [
      'header is a 1x2 table: name | contact lines',
      'Heading 1 styles',
      "'Title<tab>dates' then 'Company, City, ST'",
      "skills as 'Group: a, b' lines",
    ],
    children: (p) => {
      const borders = NO_TABLE_BORDERS;
      const header = new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders,
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [plain(p.name, { bold: true, size: 40 })] }),
              new TableCell({
                children: [
                  plain(p.email),
                  plain(p.phone),
                  new Paragraph({
                    children: [
                      new ExternalHyperlink({
                        link: p.linkedin,
                        children: [new TextRun({ text: handle(p.linkedin), style: 'Hyperlink' })],
                      }),
                    ],
                  }),
                  plain(p.location),
                ],
              }),
            ],
          }),
        ],
      });
      const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 });
      return [
        header,
        h('Summary'),
        plain(p.summary),
        h('Professional Experience'),
        ...p.jobs.flatMap((j) => [
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun({ text: j.title, bold: true }), new TextRun({ text: `\t${dates(j)}` })],
          }),
          plain(`${j.company}, ${j.location}`, { italics: true }),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun({ text: s.school, bold: true }), new TextRun({ text: `\t${dates(s)}` })],
          }),
          plain(s.printed),
        ]),
        h('Technical Skills'),
        ...p.skills.map(
          (g) =>
            new Paragraph({
              children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.items.join(', '))],
            }),
        ),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.flatMap((e) => [
            new Paragraph({
              tabStops: RIGHT_TAB,
              children: [new TextRun({ text: e.title, bold: true }), new TextRun(`\t${e.date}`)],
            }),
            plain(e.description),
          ]),
        ]),
      ];
    },
  },
  // No styles: bold 12 pt capitals headings; 'Company — Title' then 'City, ST | dates'; typed bullet glyphs.
  x12: {
    theme: 'docx-bold-paragraphs',
    notes: [
      'bold 12 pt capitals paragraphs as headings',
      "'Company — Title' then 'City, ST | dates'",
      "bullets typed as '•<tab>'",
      "contact separated by ' • '",
    ],
    children: (p) => {
      const h = (t: string) => plain(t, { bold: true, size: 24 });
      return [
        plain(p.name, { bold: true, size: 36 }),
        plain(`${p.location} • ${p.phone} • ${p.email} • ${handle(p.linkedin)}`),
        h('PROFILE'),
        plain(p.summary),
        h('EMPLOYMENT'),
        ...p.jobs.flatMap((j) => [
          plain(`${j.company} — ${j.title}`, { bold: true }),
          plain(`${j.location} | ${dates(j)}`),
          ...j.bullets.map((b) => plain(`•\t${b}`)),
        ]),
        h('EDUCATION'),
        ...p.schools.flatMap((s) => [plain(s.school, { bold: true }), plain(`${s.printed} | ${dates(s)}`)]),
        h('CORE COMPETENCIES'),
        plain(allSkills(p).join(' • ')),
        ...p.customs.flatMap((c) => [
          h(c.heading.toUpperCase()),
          ...c.entries.map((e) => plain(`${e.title} — ${e.organization}, ${e.date}`)),
        ]),
      ];
    },
  },
  // Heading 2 title-case headings; dates first then a tab: 'dates<tab>Title, Company, City, ST'.
  x13: {
    theme: 'docx-left-dates',
    notes: [
      'Heading 2 styles in title case',
      "'dates<tab>Title, Company, City, ST'",
      "education 'dates<tab>Degree, School'",
    ],
    children: (p) => {
      const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_2 });
      const tab = [{ type: TabStopType.LEFT, position: 1800 }];
      return [
        new Paragraph({ text: p.name, heading: HeadingLevel.TITLE }),
        plain(`${p.email} | ${p.phone} | ${p.location}`),
        new Paragraph({
          children: [
            new ExternalHyperlink({
              link: p.linkedin,
              children: [new TextRun({ text: p.linkedin, style: 'Hyperlink' })],
            }),
          ],
        }),
        h('Profile'),
        plain(p.summary),
        h('Work History'),
        ...p.jobs.flatMap((j) => [
          new Paragraph({
            tabStops: tab,
            children: [
              new TextRun(`${dates(j)}\t`),
              new TextRun({ text: `${j.title}, ${j.company}, ${j.location}`, bold: true }),
            ],
          }),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [
          new Paragraph({
            tabStops: tab,
            children: [
              new TextRun(`${dates(s)}\t`),
              new TextRun({ text: `${s.printed}, ${s.school}`, bold: true }),
            ],
          }),
          ...s.notes.map((n) => plain(`\t${n}`)),
        ]),
        h('Skills'),
        plain(allSkills(p).join(', ')),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map(
            (e) =>
              new Paragraph({
                tabStops: tab,
                children: [new TextRun(`${e.date}\t`), new TextRun(`${e.title}, ${e.organization}`)],
              }),
          ),
        ]),
      ];
    },
  },
  // Heading 2 styles; company line, then 'Title<tab>dates'; skills as a bulleted list; no custom sections.
  x14: {
    theme: 'docx-company-first',
    notes: ["company line, then 'Title<tab>dates'", 'skills as a bulleted list', "7-digit phone '555-0123'"],
    children: (p) => {
      const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_2 });
      return [
        plain(p.name, { bold: true, size: 36 }),
        plain(`${p.location} · ${p.email} · ${p.phone}`),
        plain(p.linkedin),
        h('About Me'),
        plain(p.summary),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          plain(j.company, { bold: true }),
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun({ text: j.title, italics: true }), new TextRun(`\t${dates(j)}`)],
          }),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [
          plain(s.school, { bold: true }),
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun(s.printed), new TextRun(`\t${dates(s)}`)],
          }),
        ]),
        h('Skills'),
        ...allSkills(p).map(listItem),
      ];
    },
  },
  // Word 'modern' template: Title style name, a headline, contact right-aligned with line breaks,
  // Heading 1 title-case headings, 'Title' / 'Company | City, ST' / right-tabbed dates, numbering bullets.
  x18: {
    theme: 'docx-modern-template',
    notes: [
      'name in the Title style, a headline line under it',
      'contact details in one right-aligned paragraph with line breaks',
      "Heading 1 title-case headings: 'Professional Summary', 'Professional Experience', 'Education & Training', 'Key Skills', 'Certifications & Licenses'",
      "job as 'Title' (bold), 'Company | City, ST' (italic), then a right-tabbed dates line 'March 2019 – Present'",
      'skills two to a line, separated by a tab',
    ],
    children: (p) => {
      const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 });
      const datesLine = (d: string) =>
        new Paragraph({ tabStops: RIGHT_TAB, children: [new TextRun(`\t${d}`)] });
      const skills = allSkills(p);
      const pairs: string[][] = [];
      for (let i = 0; i < skills.length; i += 2) pairs.push(skills.slice(i, i + 2));
      return [
        new Paragraph({ text: p.name, heading: HeadingLevel.TITLE }),
        new Paragraph({
          children: [
            new TextRun({
              text: `${p.jobs[0]?.title ?? ''} · Anticoagulation & Transitions of Care`,
              size: 26,
              color: '555555',
            }),
          ],
        }),
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [
            new TextRun(p.email),
            new TextRun({ text: p.phone, break: 1 }),
            new TextRun({ text: p.location, break: 1 }),
            new TextRun({ text: handle(p.linkedin), break: 1 }),
          ],
        }),
        h('Professional Summary'),
        plain(p.summary),
        h('Professional Experience'),
        ...p.jobs.flatMap((j) => [
          plain(j.title, { bold: true }),
          plain(`${j.company} | ${j.location}`, { italics: true }),
          datesLine(dates(j)),
          ...j.bullets.map(listItem),
        ]),
        h('Education & Training'),
        ...p.schools.flatMap((s) => [
          plain(s.printed, { bold: true }),
          plain(`${s.school} | ${s.location}`, { italics: true }),
          datesLine(dates(s)),
          ...s.notes.map((n) => plain(n)),
        ]),
        h('Key Skills'),
        ...pairs.map(
          (pair) =>
            new Paragraph({ tabStops: [{ type: TabStopType.LEFT, position: 4680 }], text: pair.join('\t') }),
        ),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map(
            (e) =>
              new Paragraph({
                tabStops: RIGHT_TAB,
                children: [
                  new TextRun({ text: e.title, bold: true }),
                  new TextRun(`, ${e.organization}\t${e.date}`),
                ],
              }),
          ),
        ]),
      ];
    },
  },
  // A borderless two-column table: section names left, entries right; 'Company — City, ST' then
  // 'Title, 2016–2021'; bullets typed as '– ' paragraphs; skills in one ' · ' paragraph.
  x19: {
    theme: 'docx-table-sections',
    notes: [
      "body is a borderless two-column table: 'PROFILE', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'AWARDS' in the left cell",
      "job as 'Company — City, ST' (bold), then 'Title, 2016–2021'",
      "bullets as plain paragraphs starting with '– '",
      "skills in one paragraph separated by ' · '",
    ],
    children: (p) => {
      const borders = NO_TABLE_BORDERS;
      const gap = () => new Paragraph({ text: '' });
      const row = (name: string, content: Paragraph[]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 2000, type: WidthType.DXA },
              children: [plain(name.toUpperCase(), { bold: true, size: 20 })],
            }),
            new TableCell({ width: { size: 7360, type: WidthType.DXA }, children: [...content, gap()] }),
          ],
        });
      const body = new Table({
        width: { size: 9360, type: WidthType.DXA },
        columnWidths: [2000, 7360],
        borders,
        rows: [
          row('Profile', [plain(p.summary)]),
          row(
            'Experience',
            p.jobs.flatMap((j, i) => [
              ...(i ? [gap()] : []),
              plain(`${j.company} — ${j.location}`, { bold: true }),
              plain(`${j.title}, ${dates(j, '–')}`),
              ...j.bullets.map((b) => plain(`– ${b}`)),
            ]),
          ),
          row(
            'Education',
            p.schools.flatMap((s, i) => [
              ...(i ? [gap()] : []),
              plain(`${s.school} — ${s.location}`, { bold: true }),
              plain(`${s.printed}, ${dates(s, '–')}`),
            ]),
          ),
          row('Skills', [plain(allSkills(p).join(' · '))]),
          ...p.customs.map((c) =>
            row(
              c.heading,
              c.entries.map((e) => plain(`${e.title}, ${e.organization}, ${e.date}`)),
            ),
          ),
        ],
      });
      return [
        plain(p.name, { bold: true, size: 40 }),
        plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`),
        gap(),
        body,
      ];
    },
  },
  // A borderless 1x2 header table (name | contact stacked right); small-caps ruled headings;
  // 'COMPANY, City, ST — Title' then an italic dates line; '• ' typed bullets; skills with levels; Interests last.
  x23: {
    theme: 'docx-caps-company-levels',
    notes: [
      'header is a borderless 1x2 table: name left, contact lines stacked and right-aligned',
      "job as 'COMPANY NAME, City, ST — Job Title' (company in capitals), then an italic dates line 'March 2020 – Present'",
      "bullets typed as '• ' at the start of ordinary paragraphs (no Word numbering)",
      "skills with levels 'Python (Intermediate), SQL (Intermediate)'; the truth keeps the bare skill names",
      "an 'Interests' section at the end, one comma-separated line (not in the truth, like languages)",
    ],
    children: (p) => {
      const borders = NO_TABLE_BORDERS;
      const right = (text: string) =>
        new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text, size: 20 })] });
      const header = new Table({
        width: { size: 9360, type: WidthType.DXA },
        columnWidths: [5360, 4000],
        borders,
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 5360, type: WidthType.DXA },
                children: [plain(p.name, { bold: true, size: 44 })],
              }),
              new TableCell({
                width: { size: 4000, type: WidthType.DXA },
                children: [right(p.email), right(p.phone), right(p.location), right(handle(p.linkedin))],
              }),
            ],
          }),
        ],
      });
      const h = (t: string) =>
        new Paragraph({
          spacing: { before: 240, after: 80 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '7F7F7F', space: 1 } },
          children: [new TextRun({ text: t, bold: true, smallCaps: true, size: 26 })],
        });
      const levels = p.skillLevels ?? {};
      const interests = p.interests ?? [];
      return [
        header,
        h('Summary'),
        plain(p.summary),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          new Paragraph({
            spacing: { before: 120 },
            children: [
              new TextRun({ text: `${j.company.toUpperCase()}, ${j.location} — `, bold: true }),
              new TextRun({ text: j.title, bold: true }),
            ],
          }),
          plain(dates(j), { italics: true }),
          ...j.bullets.map((b) => plain(`• ${b}`)),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [
          plain(`${s.school.toUpperCase()}, ${s.location} — ${s.printed}`, { bold: true }),
          plain(dates(s), { italics: true }),
        ]),
        h('Skills'),
        plain(
          allSkills(p)
            .map((s) => (levels[s] ? `${s} (${levels[s]})` : s))
            .join(', '),
        ),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
        ]),
        ...(interests.length > 0 ? [h('Interests'), plain(interests.join(', '))] : []),
      ];
    },
  },
  // Tab-stop columns: 'Title<tab>Company<tab>City, ST<tab>2019–2023' on one line (left, center and right
  // tab stops, real <w:tab/> elements as Word writes them); ALL CAPS bold headings with a bottom border; Word list bullets with a custom '▪' glyph;
  // skills in three tab-separated columns; Projects as 'Name | Tech | Year' lines with a description.
  x26: {
    theme: 'docx-tab-columns',
    notes: [
      "entry lines 'Title<tab>Company<tab>City, ST<tab>2019–2023' on one line: a left tab (company), a center tab (place), a right tab (dates)",
      'ALL CAPS bold headings with a bottom border (no heading styles)',
      "bullets are Word list items whose bullet glyph is '▪'",
      'skills in three tab-separated columns over three lines',
      "'Projects' as 'Name | Tech | Year' lines, each with a description paragraph (the tech is not in the truth)",
    ],
    children: (p) => {
      const h = (t: string) =>
        new Paragraph({
          spacing: { before: 240, after: 80 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '404040', space: 1 } },
          children: [new TextRun({ text: t.toUpperCase(), bold: true })],
        });
      const columns = [
        { type: TabStopType.LEFT, position: 3000 },
        { type: TabStopType.CENTER, position: 6900 },
        { type: TabStopType.RIGHT, position: 9360 },
      ];
      const tabLine = (first: string, rest: string[]) =>
        new Paragraph({
          tabStops: columns,
          spacing: { before: 120 },
          children: [
            new TextRun({ text: first, bold: true, size: 20 }),
            new TextRun({ size: 20, children: rest.flatMap((c) => [new Tab(), c]) }),
          ],
        });
      const square = (text: string) => new Paragraph({ text, numbering: { reference: 'squares', level: 0 } });
      const skills = allSkills(p);
      const rows: string[][] = [];
      for (let i = 0; i < skills.length; i += 3) rows.push(skills.slice(i, i + 3));
      const thirds = [
        { type: TabStopType.LEFT, position: 3120 },
        { type: TabStopType.LEFT, position: 6240 },
      ];
      return [
        plain(p.name, { bold: true, size: 36 }),
        plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`),
        h('Profile'),
        plain(p.summary),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          tabLine(j.title, [j.company, j.location, dates(j, '–')]),
          ...j.bullets.map(square),
        ]),
        h('Education'),
        ...p.schools.map((s) => tabLine(s.printed, [s.school, s.location, dates(s, '–')])),
        h('Skills'),
        ...rows.map(
          (r) =>
            new Paragraph({
              tabStops: thirds,
              children: [new TextRun({ children: r.flatMap((c, i) => (i ? [new Tab(), c] : [c])) })],
            }),
        ),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.flatMap((e) => [
            plain([e.title, e.tech ?? '', e.date].filter(Boolean).join(' | '), { bold: true }),
            ...(e.description ? [plain(e.description)] : []),
          ]),
        ]),
      ];
    },
  },
  // Name and contact in the Word PAGE HEADER (header1.xml), not in the body; the body starts with 'Summary'.
  // Bold title-case paragraphs as headings (no styles); 'Title | Company' then a right-aligned dates
  // paragraph; Word list bullets; a Languages line (not in the truth).
  x27: {
    theme: 'docx-page-header-contact',
    notes: [
      'name and contact line live in the section page header (word/header1.xml); the body starts with the Summary heading',
      "bold title-case paragraphs as headings ('Summary', 'Work Experience', 'Education', 'Skills', 'Certifications', 'Languages'), no heading styles",
      "job as 'Title | Company' (bold), then a separate right-aligned paragraph 'March 2020 – Present'",
      'bullets are Word list items',
      "a 'Languages' line at the end (not in the truth)",
    ],
    header: (p) => [
      new Paragraph({ children: [new TextRun({ text: p.name, bold: true, size: 36 })] }),
      plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`),
    ],
    children: (p) => {
      const h = (t: string) =>
        new Paragraph({
          spacing: { before: 240, after: 60 },
          children: [new TextRun({ text: t, bold: true, size: 24 })],
        });
      const right = (text: string) =>
        new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(text)] });
      return [
        h('Summary'),
        plain(p.summary),
        h('Work Experience'),
        ...p.jobs.flatMap((j) => [
          plain(`${j.title} | ${j.company}`, { bold: true }),
          right(dates(j)),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [plain(`${s.printed} | ${s.school}`, { bold: true }), right(dates(s))]),
        h('Skills'),
        plain(allSkills(p).join(', ')),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
        ]),
        ...(p.languages.length > 0 ? [h('Languages'), plain(p.languages.join(', '))] : []),
      ];
    },
  },
  // Every experience and education entry is a borderless 2x2 table: 'Title' | dates (right) over
  // 'Company' | 'City, ST' (right), bullets as Word list items below it; headings are capitals
  // paragraphs on a shaded band; centred name and a ' ◆ ' contact line; skills as a 'Group' | items table.
  x32: {
    theme: 'docx-entry-tables-2x2',
    notes: [
      "centred name, centred contact line separated by ' ◆ '",
      'headings are bold capitals paragraphs with a light blue paragraph shading (no heading styles)',
      "every job and school is its own borderless 2x2 table: 'Title' (bold) | 'Jan 2020 – Present' (right) / 'Company' (italic) | 'City, ST' (right)",
      'bullets are Word list items after each table',
      "skills as a borderless two-column table: group name | 'a, b, c'",
      "'Certifications' as 'Title — Issuer (2021)' lines",
    ],
    children: (p) => {
      const h = (t: string) =>
        new Paragraph({
          spacing: { before: 240, after: 80 },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F2' },
          children: [new TextRun({ text: t.toUpperCase(), bold: true })],
        });
      const cell = (
        text: string,
        opts: { bold?: boolean; italics?: boolean; right?: boolean },
        width: number,
      ) =>
        new TableCell({
          width: { size: width, type: WidthType.DXA },
          children: [
            new Paragraph({
              ...(opts.right ? { alignment: AlignmentType.RIGHT } : {}),
              children: [new TextRun({ text, bold: opts.bold, italics: opts.italics })],
            }),
          ],
        });
      const entry = (a: string, b: string, c: string, d: string) =>
        new Table({
          width: { size: 9360, type: WidthType.DXA },
          columnWidths: [6360, 3000],
          borders: NO_TABLE_BORDERS,
          rows: [
            new TableRow({ children: [cell(a, { bold: true }, 6360), cell(b, { right: true }, 3000)] }),
            new TableRow({ children: [cell(c, { italics: true }, 6360), cell(d, { right: true }, 3000)] }),
          ],
        });
      const gap = () => new Paragraph({ spacing: { after: 60 }, children: [] });
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: p.name, bold: true, size: 36 })],
        }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun([p.location, p.phone, p.email, handle(p.linkedin)].join('  \u25c6  '))],
        }),
        h('Professional Summary'),
        plain(p.summary),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          entry(j.title, dates(j), j.company, j.location),
          ...j.bullets.map(listItem),
          gap(),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => [entry(s.printed, dates(s), s.school, s.location), gap()]),
        h('Technical Skills'),
        new Table({
          width: { size: 9360, type: WidthType.DXA },
          columnWidths: [2400, 6960],
          borders: NO_TABLE_BORDERS,
          rows: p.skills.map(
            (g) =>
              new TableRow({
                children: [cell(g.name, { bold: true }, 2400), cell(g.items.join(', '), {}, 6960)],
              }),
          ),
        }),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map((e) => plain(`${e.title} \u2014 ${e.organization} (${e.date})`)),
        ]),
      ];
    },
  },
  // Headings in a larger blue font but NOT bold (no heading styles); entry line 'Company' (bold) + ' – Title'
  // with ISO year-month dates at a right tab ('2019-03 – 2021-11'), 'City, ST' in grey italics below.
  x35: {
    theme: 'docx-iso-dates-company-dash-title',
    notes: [
      'headings are plain paragraphs in a larger blue font, not bold, no heading styles',
      "entry line: 'Company' (bold) then ' – Title' (regular) on the same line, ISO dates '2019-03 – 2021-11' at a right tab stop",
      "'City, ST' in grey italics under each entry",
      "contact line separated by ' / '; skills on one line separated by ' | '",
      "education 'School – BBA, Marketing' with '2011-09 – 2015-05'; 'Awards' as 'Title, Issuer (2023)'; a 'Languages' line (not in the truth)",
    ],
    children: (p) => {
      const h = (t: string) =>
        new Paragraph({
          spacing: { before: 240, after: 60 },
          children: [new TextRun({ text: t, size: 28, color: '2E75B6' })],
        });
      const entry = (bold: string, rest: string, when: string, place: string) => [
        new Paragraph({
          tabStops: RIGHT_TAB,
          spacing: { before: 120 },
          children: [
            new TextRun({ text: bold, bold: true }),
            new TextRun({ text: ` \u2013 ${rest}` }),
            new TextRun({ children: [new Tab(), when] }),
          ],
        }),
        new Paragraph({ children: [new TextRun({ text: place, italics: true, color: '777777' })] }),
      ];
      return [
        new Paragraph({ children: [new TextRun({ text: p.name, size: 40, color: '2E75B6' })] }),
        plain([p.location, p.phone, p.email, handle(p.linkedin)].join(' / ')),
        h('Profile'),
        plain(p.summary),
        h('Experience'),
        ...p.jobs.flatMap((j) => [
          ...entry(j.company, j.title, dates(j), j.location),
          ...j.bullets.map(listItem),
        ]),
        h('Education'),
        ...p.schools.flatMap((s) => entry(s.school, s.printed, dates(s), s.location)),
        h('Areas of Expertise'),
        plain(allSkills(p).join(' | ')),
        ...p.customs.flatMap((c) => [
          h(c.heading),
          ...c.entries.map((e) => plain(`${e.title}, ${e.organization} (${e.date})`)),
        ]),
        h('Languages'),
        plain(p.languages.join(', ')),
      ];
    },
  },
};

async function renderDocx(id: string, layout: DocxLayout) {
  const p = person(id);
  const headers = layout.header ? { default: new Header({ children: layout.header(p) }) } : undefined;
  const doc = new Document({
    numbering: BULLETS,
    sections: [{ ...(headers ? { headers } : {}), children: layout.children(p) }],
  });
  fs.writeFileSync(path.join(OUT, `${id}.docx`), await Packer.toBuffer(doc));
}

// ---------- main ----------

const only = (process.env.PARSE_EXTRA_ONLY ?? '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
const unknown = only.filter((id) => !PEOPLE.some((p) => p.id === id));
if (unknown.length) throw new Error(`PARSE_EXTRA_ONLY names unknown ids: ${unknown.join(', ')}`);

for (const p of PEOPLE.filter((x) => !only.length || only.includes(x.id))) {
  const truth = truthOf(p);
  const html = LAYOUTS[p.id];
  const word = DOCX_LAYOUTS[p.id];
  if (html) renderPdf(p.id, html);
  if (word) await renderDocx(p.id, word);
  const meta = {
    id: p.id,
    set: 'parse-extra',
    ...(html ? { pdf: { file: `${p.id}.pdf`, theme: html.theme, notes: html.notes } } : {}),
    ...(word ? { docx: { file: `${p.id}.docx`, theme: word.theme, notes: word.notes } } : {}),
  };
  const file = { ...truth, ...(word ? { _docx: truth } : {}), _meta: meta };
  fs.writeFileSync(path.join(OUT, `${p.id}.truth.json`), `${JSON.stringify(file, null, 2)}\n`);
  console.log(`${p.id}: ${[html && 'pdf', word && 'docx'].filter(Boolean).join(' + ')}`);
}
