/** The import guard: a model that structures an uploaded resume may use only the file's own words. */
import type { UploadResponse } from '@hireready/contract';
import { foldText, splitSentences } from '../../../text/normalize';
import type { GuardResult } from './compare';

const MONTH_WORDS: Record<string, string> = {
  january: 'jan',
  february: 'feb',
  march: 'mar',
  april: 'apr',
  june: 'jun',
  july: 'jul',
  august: 'aug',
  september: 'sep',
  sept: 'sep',
  october: 'oct',
  november: 'nov',
  december: 'dec',
};

function sourceTokens(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9+#@]+/)
    .filter(Boolean)
    .map((t) => MONTH_WORDS[t] ?? t);
}

/**
 * For structuring an upload with a model: every value must be made of the file's own words
 * (short values as one run of them), so a model cannot add a fact while it reads a resume.
 */
export function guardStructuredResume(upload: UploadResponse, sourceText: string): GuardResult<UploadResponse> {
  const removed: string[] = [];
  const tokens = sourceTokens(sourceText);
  const vocabulary = new Set(tokens);
  const joined = ` ${tokens.join(' ')} `;
  const isInSource = (value: string): boolean => {
    const own = sourceTokens(value);
    if (own.length === 0) return true;
    if (!own.every((t) => vocabulary.has(t))) return false;
    return own.length > 6 || joined.includes(` ${own.join(' ')} `);
  };
  const keep = (label: string, value: string): string => {
    if (isInSource(value)) return value;
    removed.push(`${label}: ${value}`);
    return '';
  };
  const keepAll = (label: string, values: string[]) => values.filter((v) => keep(label, v) !== '' || !v.trim());

  const document: UploadResponse = {
    name: keep('name', upload.name),
    contact: {
      email: keep('email', upload.contact.email),
      phone: keep('phone', upload.contact.phone),
      linkedin: keep('linkedin', upload.contact.linkedin),
      location: keep('location', upload.contact.location),
    },
    summary: splitSentences(upload.summary)
      .filter((s) => keep('summary', s) !== '')
      .join(' '),
    skills: keepAll('skill', upload.skills),
    education: upload.education
      .map((e) => ({
        school: keep('school', e.school),
        degree: keep('degree', e.degree),
        location: keep('location', e.location),
        start_date: keep('date', e.start_date),
        end_date: keep('date', e.end_date),
      }))
      .filter((e) => e.school || e.degree),
    work_experience: upload.work_experience
      .map((w) => ({
        title: keep('job title', w.title),
        company: keep('employer', w.company),
        location: keep('location', w.location),
        start_date: keep('date', w.start_date),
        end_date: keep('date', w.end_date),
        description: keepAll('bullet', w.description),
      }))
      .filter((w) => w.title || w.company),
    custom_sections: upload.custom_sections
      .map((s) => ({
        title: keep('section', s.title),
        entries: s.entries.map((e) => ({
          title: keep('entry', e.title),
          organization: keep('organization', e.organization),
          start_date: keep('date', e.start_date),
          end_date: keep('date', e.end_date),
          description: keep('description', e.description),
        })),
      }))
      .filter((s) => s.title),
  };
  return { document, removed };
}
