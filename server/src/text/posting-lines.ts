/**
 * What kind of line a posting line is: a heading that opens a section (requirements, duties,
 * benefits), a line that asks hard or soft, a legal notice, the title. Postings are typed by hand,
 * so a heading word with one letter wrong or missing still names its section.
 */
import type { SectionKind } from './ranking-weights';

/** Heading words by the section they open; a phrase is matched as written, a single word also with one typo. */
const HEADINGS: Record<Exclude<SectionKind, 'neutral'>, { words: string[]; phrases: RegExp }> = {
  boilerplate: {
    words: ['benefits', 'perks', 'salary', 'remuneration', 'compensation', 'location', 'monetary'],
    phrases:
      /\b(?:about (?:us|the company|the team)|how to apply|job types?|work remotely|equal opportunity|company profile|who we are|why join)\b/i,
  },
  preferred: {
    words: ['preferred', 'bonus', 'plus', 'desirable'],
    phrases: /\b(?:nice to have|good to have|additional skills)\b/i,
  },
  requirement: {
    words: [
      'require',
      'requirements',
      'requirement',
      'qualifications',
      'qualification',
      'skills',
      'prerequisites',
      'minimum',
      'competencies',
    ],
    phrases: /\b(?:must have|what you(?:'|\u2019)?ll need|what we(?:'|\u2019)?re looking for|who you are|what you bring)\b/i,
  },
  responsibility: {
    words: ['responsibilities', 'duties', 'tasks'],
    phrases: /\b(?:what you(?:'|\u2019)?ll do|the role|your role|key responsibilities|job description|about the job|day to day)\b/i,
  },
};

/** Order matters: 'Preferred qualifications' is a wish, not a requirement; 'About us … skills' is a blurb. */
const ORDER: Exclude<SectionKind, 'neutral'>[] = ['boilerplate', 'preferred', 'requirement', 'responsibility'];

/** One letter added, dropped, changed or two swapped: a typo, for words long enough that this is no other word. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 6) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function classifyHeading(line: string): SectionKind | null {
  const trimmed = line.trim();
  const words = trimmed
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  // A heading is short; a long line that mentions 'skills' is a requirement line, not a heading.
  if (words.length > 7 && !trimmed.endsWith(':')) return null;
  for (const kind of ORDER) {
    const { words: names, phrases } = HEADINGS[kind];
    if (phrases.test(trimmed)) return kind;
    if (words.some((w) => names.some((name) => withinOneEdit(w, name)))) return kind;
  }
  return trimmed.endsWith(':') ? 'neutral' : null;
}

/** Words that tell a line is a requirement, or only a wish. */
export const REQUIRED_LINE = /\b(?:required|must|mandatory|essential|strong|proficien\w*|expert\w*|solid|deep|excellent|minimum)\b/i;
export const PREFERRED_LINE = /\b(?:preferred|nice to have|good to have|bonus|a plus|desirable|familiarity)\b/i;

/** An equal-opportunity or legal notice lists protected traits, not skills ('without regard to … veteran status'). */
export const LEGAL_NOTICE =
  /\b(?:equal (?:employment )?opportunit|without regard to|regardless of|discriminat|protected (?:class|characteristic|veteran)|national origin|sexual orientation|gender identity|affirmative action|reasonable accommodation)/i;

/** De-identification marks ('<ORGANIZATION>', '<CONTACT>') stand for a name: they break a phrase and are no term. */
export const PLACEHOLDER = /<[A-Z][A-Z_ ]*>/g;

/** Words that make a language name a skill asked for ('fluent German'), not an adjective ('a Danish company'). */
export const LANGUAGE_CUE =
  /\b(?:speak\w*|spoken|fluen\w*|written|writing|language\w*|proficien\w*|native|bilingual|verbal|oral|read\w*|mother tongue)\b/i;

/** A title is a short line that is not a sentence: a posting that opens with a sentence has no title line. */
export function looksLikeTitle(line: string): boolean {
  return line.split(/\s+/).length <= 8 && !/[.!?]$/.test(line);
}

/** 'Job Title: Data Engineer (5+ years)' names the job 'Data Engineer'. */
export function cleanTitle(line: string): string {
  return line.replace(/^\s*job\s+(?:description|title|posting)\s*[:\-\u2013]\s*/i, '').trim();
}

/** A line's text as a key: a line said twice (a pasted duplicate, a repeated footer) asks once. */
export function lineKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
