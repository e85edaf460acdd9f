/**
 * Renders the extra resume-parsing set: one person per file in layouts/, each printed through a
 * layout of its own (the file is named for that layout's shape: PDF printed from HTML by Chromium,
 * a Word document, or both), so the parser is measured on shapes the shared benchmark does not
 * have. Writes <id>.pdf / <id>.docx and <id>.truth.json in the shared benchmark's truth format.
 *
 *   node --import tsx bench/parse-extra/generate.ts      (needs /usr/bin/chromium for the PDFs)
 *   PARSE_EXTRA_ONLY=x18,x19,x20 node --import tsx bench/parse-extra/generate.ts
 *
 * PARSE_EXTRA_ONLY (comma-separated ids) renders and writes only those people; the other files are left
 * untouched. Use it when adding people: a re-render changes the bytes of every existing PDF (Chromium
 * stamps dates and ids), which would churn files whose content has not changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { allSkills, renderDocx, renderPdf, splitDate, type DocxLayout, type HtmlLayout, type Person } from './render';

const OUT = import.meta.dirname;
const LAYOUTS_DIR = path.join(OUT, 'layouts');

/** One file of layouts/: the person and the layout (or layouts) their resume is printed in. */
type LayoutFile = { person: Person; pdf?: HtmlLayout; word?: DocxLayout };

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
        ...(e.date ? { start_date: splitDate(e.date).start, end_date: splitDate(e.date).end } : { start_date: '', end_date: '' }),
        description: e.description,
      })),
    })),
    _skill_groups: p.skills.map((g) => g.name).filter(Boolean),
  };
}

const files: LayoutFile[] = [];
for (const name of fs.readdirSync(LAYOUTS_DIR).filter((file) => file.endsWith('.ts'))) {
  files.push((await import(pathToFileURL(path.join(LAYOUTS_DIR, name)).href)) as LayoutFile);
}
files.sort((a, b) => a.person.id.localeCompare(b.person.id));

const only = (process.env.PARSE_EXTRA_ONLY ?? '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
const unknown = only.filter((id) => !files.some((file) => file.person.id === id));
if (unknown.length) throw new Error(`PARSE_EXTRA_ONLY names unknown ids: ${unknown.join(', ')}`);

for (const { person: p, pdf: html, word } of files.filter((file) => !only.length || only.includes(file.person.id))) {
  const truth = truthOf(p);
  if (html) renderPdf(p, html, OUT);
  if (word) await renderDocx(p, word, OUT);
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
