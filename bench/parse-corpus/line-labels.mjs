// Line roles from a corpus file's truth, for training the line-role classifier
// (server/src/providers/ai/builtin/structure-resume/line-roles.ts). Every line the structurer reads
// gets one role:
//   heading  a section heading (a section name, or a custom section's title in the truth)
//   head     a line of an entry's header: title, organisation, school, degree, place or dates
//   start    the first line of a statement (a bullet, a summary, an entry's description)
//   cont     a line that continues the statement above it (a wrapped line)
//   other    the rest: name, contact details, skills, labels, page furniture
// Matching is on letters and digits only, so wrapped and hyphenated lines match the statement
// they came from. Used with development files only.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SR = path.join(ROOT, 'server/src/providers/ai/builtin/structure-resume');
const { classifyHeading, isHeadingShaped } = await import(path.join(SR, 'heading-words.ts'));
const { stripBullet } = await import(path.join(SR, 'bullet-marks.ts'));
const { findDateRange } = await import(path.join(SR, 'find-dates.ts'));

export const key = (s) =>
  String(s ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** A statement's lines: its description items, or a description split into its paragraphs. */
function statementsOf(truth) {
  const out = [];
  const add = (text) => {
    const k = key(text);
    if (k.length > 0) out.push(k);
  };
  add(truth.summary);
  for (const job of truth.work_experience ?? []) for (const d of [].concat(job.description ?? [])) add(d);
  for (const section of truth.custom_sections ?? [])
    for (const entry of section.entries ?? []) for (const d of [].concat(entry.description ?? [])) add(d);
  return out;
}

function headFieldsOf(truth) {
  const fields = [];
  for (const job of truth.work_experience ?? []) fields.push(job.title, job.company, job.location);
  for (const school of truth.education ?? []) fields.push(school.school, school.degree, school.location);
  for (const section of truth.custom_sections ?? [])
    for (const entry of section.entries ?? []) fields.push(entry.title, entry.organization);
  return [...new Set(fields.map(key).filter((k) => k.length >= 3))];
}

/** One role per line, in order. */
export function labelLines(truth, lines) {
  const statements = statementsOf(truth);
  const heads = headFieldsOf(truth);
  const titles = new Set((truth.custom_sections ?? []).map((s) => key(s.title)));
  const personal = new Set([truth.name, ...Object.values(truth.contact ?? {})].map(key).filter((k) => k.length >= 3));
  // A skills group's name ('Tools') labels a list; it is not a section.
  const groups = new Set((truth._skill_groups ?? []).map(key));
  let current = null;
  let seenHeading = false;
  let offset = 0;
  return lines.map((line) => {
    const text = line.text.replace(/\t/g, ' ');
    const k = key(stripBullet(text));
    if (k === '') return 'other';
    if (current !== null && current.slice(offset).startsWith(k)) {
      offset += k.length;
      return 'cont';
    }
    const statement = statements.find((s) => s.startsWith(k) && (k.length >= 25 || k === s));
    if (statement) {
      current = statement;
      offset = k.length;
      return 'start';
    }
    current = null;
    if (personal.has(k) || groups.has(k)) return 'other';
    if ((isHeadingShaped(line) && classifyHeading(line.text) !== null) || titles.has(k)) {
      seenHeading = true;
      return 'heading';
    }
    // Above the first heading a title is the person's headline, not an entry's.
    if (!seenHeading) return 'other';
    if (heads.some((h) => k.includes(h) || (k.length >= 8 && h.includes(k)))) return 'head';
    if (findDateRange(text) !== null) return 'head';
    return 'other';
  });
}
