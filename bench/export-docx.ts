/**
 * The DOCX part of `bench:export`: a resume rendered in a template, saved as the server stores it,
 * exported as DOCX by the server's own code, then read back by our importer exactly as a user's upload
 * is (`npm run --silent parse-resume -- file.docx`). It counts how much of the resume comes back:
 * the name, each job's title, company, start and end date and bullets, each school's name, degree
 * and dates. Jobs and schools are paired with the read-back ones that match them best, so one
 * missed entry costs its own fields only.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CUSTOM_ENTRY_LABELS, type GeneratedResume, type TemplateId, type UploadResponse } from '@hireready/contract';
import { sanitizeDocumentHtml } from '../server/src/services/documents/sanitize-document-html';
import { readDocumentBlocks } from '../server/src/services/documents/export/document-blocks';
import { toDocx } from '../server/src/services/documents/export/to-docx';
import { renderDocumentHtml } from '../web/src/features/templates/render-document-html';

const run = promisify(execFile);

export type ReadBack = { recovered: number; expected: number; misses: string[] };

/** A resume file's truth (bench/parse-extra, ../shared/bench/resumes) as the resume a user would export. */
export function resumeFromTruth(truth: UploadResponse): GeneratedResume {
  return {
    name: truth.name,
    contact: truth.contact,
    summary: truth.summary,
    work_experience: truth.work_experience.map((job) => ({ ...job })),
    education: truth.education.map((school) => ({
      school: school.school,
      degree: school.degree,
      location: school.location,
      start_date: school.start_date,
      end_date: school.end_date,
    })),
    skills: truth.skills,
    certifications: [],
    custom_sections: truth.custom_sections.map((section) => ({
      title: section.title,
      entries: section.entries.map((entry) => ({
        // Some truths give an entry's description as lines, as the profile's custom fields hold one per line.
        fields: [entry.title, entry.organization, entry.start_date, entry.end_date, lines(entry.description)].map((value, index) => ({
          label: CUSTOM_ENTRY_LABELS[index] ?? '',
          value,
        })),
      })),
    })),
  };
}

function lines(value: string | readonly string[]): string {
  return Array.isArray(value) ? value.join('\n') : String(value);
}

export function loadTruths(dir: string): { label: string; data: GeneratedResume }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.truth.json'))
    .sort()
    .map((file) => ({
      label: file.replace('.truth.json', ''),
      data: resumeFromTruth(JSON.parse(readFileSync(join(dir, file), 'utf8')) as UploadResponse),
    }));
}

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[.;,]$/, '')
    .trim()
    .toLowerCase();

/** The fields of a resume the read-back must find, entry by entry. */
function expectedFields(resume: GeneratedResume) {
  const jobs = resume.work_experience
    .filter((job) => job.title.trim() || job.company.trim())
    .map((job) => ({
      title: job.title,
      company: job.company,
      start_date: job.start_date,
      // The templates print an open end as 'Present', and that is what a reader sees.
      end_date: job.end_date.trim() || (job.start_date.trim() ? 'Present' : ''),
      bullets: job.description.filter((line) => line.trim()),
    }));
  const schools = resume.education
    .filter((school) => school.school.trim() || school.degree.trim())
    .map((school) => ({ school: school.school, degree: school.degree, start_date: school.start_date, end_date: school.end_date }));
  return { jobs, schools };
}

function countEqual(pairs: [string, string][]): { hits: number; total: number; misses: string[] } {
  const wanted = pairs.filter(([expected]) => expected.trim() !== '');
  const misses = wanted
    .filter(([expected, got]) => normalise(expected) !== normalise(got))
    .map(([expected, got]) => `${expected} ≠ ${got || '∅'}`);
  return { hits: wanted.length - misses.length, total: wanted.length, misses };
}

/** Pairs each expected entry with the unused read-back entry that shares most fields with it. */
function bestPairs<E, G>(expected: E[], got: G[], score: (e: E, g: G) => number): [E, G | undefined][] {
  const used = new Set<number>();
  return expected.map((entry) => {
    let best = -1;
    let bestScore = 0;
    got.forEach((candidate, index) => {
      const value = score(entry, candidate);
      if (!used.has(index) && value > bestScore) [best, bestScore] = [index, value];
    });
    if (best < 0) return [entry, undefined];
    used.add(best);
    return [entry, got[best]];
  });
}

export function scoreReadBack(resume: GeneratedResume, parsed: UploadResponse): ReadBack {
  const { jobs, schools } = expectedFields(resume);
  const results = [countEqual([[resume.name, parsed.name]])];
  const same = (a: string, b: string) => (a.trim() && normalise(a) === normalise(b) ? 1 : 0);
  for (const [job, got] of bestPairs(
    jobs,
    parsed.work_experience,
    (e, g) => same(e.title, g.title) + same(e.company, g.company) + same(e.start_date, g.start_date),
  )) {
    results.push(
      countEqual([
        [job.title, got?.title ?? ''],
        [job.company, got?.company ?? ''],
        [job.start_date, got?.start_date ?? ''],
        [job.end_date, got?.end_date ?? ''],
      ]),
    );
    const lines = new Set((got?.description ?? []).map(normalise));
    results.push(countEqual(job.bullets.map((bullet): [string, string] => [bullet, lines.has(normalise(bullet)) ? bullet : ''])));
  }
  for (const [school, got] of bestPairs(schools, parsed.education, (e, g) => same(e.school, g.school) + same(e.degree, g.degree))) {
    results.push(
      countEqual([
        [school.school, got?.school ?? ''],
        [school.degree, got?.degree ?? ''],
        [school.start_date, got?.start_date ?? ''],
        [school.end_date, got?.end_date ?? ''],
      ]),
    );
  }
  return {
    recovered: results.reduce((n, r) => n + r.hits, 0),
    expected: results.reduce((n, r) => n + r.total, 0),
    misses: results.flatMap((r) => r.misses),
  };
}

/** Exports one resume as the server would (stored HTML → DOCX) and reads it back with the importer. */
export async function exportAndReadBack(opts: {
  resume: GeneratedResume;
  templateId: TemplateId;
  fontSize: number;
  path: string;
}): Promise<ReadBack> {
  const html = sanitizeDocumentHtml(
    renderDocumentHtml({ kind: 'resume', templateId: opts.templateId, data: opts.resume, fontSize: opts.fontSize }),
  );
  writeFileSync(opts.path, await toDocx(readDocumentBlocks(html), { title: 'Resume' }));
  const { stdout } = await run('npm', ['run', '--silent', 'parse-resume', '--', opts.path], { maxBuffer: 16 * 1024 * 1024 });
  return scoreReadBack(opts.resume, JSON.parse(stdout) as UploadResponse);
}

/** Runs `tasks` two at a time (the machine is shared). */
export async function inPairs<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}
