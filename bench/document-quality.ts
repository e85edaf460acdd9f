/**
 * `npm run bench:document-quality`: reads what the built-in engine writes as a recruiter would.
 * For every shared posting (../shared/bench/jobs and the SkillSpan postings in ../shared/bench/skills)
 * it writes a resume and a cover letter against several profiles: the sample profile, a second one
 * of our own, and profiles imported from the resumes in ../shared/bench/resumes. It counts:
 *   - fragments: a bullet or sentence that starts in lower case, or ends on a function word;
 *   - sentences repeated within one document;
 *   - objective-formula summaries ('… seeking the Data Scientist role at Acme');
 *   - letters that name none of the posting's terms, among those whose profile holds one of them
 *     (a letter cannot truthfully name a term the profile lacks; the others are counted apart).
 * Target: 0 of each. `--show N` prints N examples of each problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type GeneratedCoverLetter,
  type GeneratedResume,
  ProfileDataSchema,
  type ProfileData,
  profileFromUpload,
} from '@hireready/contract';
import { analyzeJob, tailorResumeBuiltin, writeCoverLetterBuiltin } from '../server/src/providers/ai/builtin/generate';
import { structureResumeBuiltin } from '../server/src/providers/ai/builtin/structure-resume';
import { extractInProcess } from '../server/src/providers/extraction';
import { hasTerm, indexText } from '../server/src/text/analyze-text';
import { REPORT_TERM_LIMIT } from '../server/src/text/keyword-report';
import { collectProfileText } from '../server/src/text/profile-facts';
import { splitSentences } from '../server/src/text/normalize';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(root, '../shared/bench');
const today = new Date('2026-11-21T12:00:00Z');
const showIndex = process.argv.indexOf('--show');
const show = showIndex >= 0 ? Number(process.argv[showIndex + 1] ?? 3) : 0;

type Posting = { name: string; jobTitle: string; jobDescription: string };
type Profile = { name: string; profile: ProfileData & { email: string } };

function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim()) ?? '')
    .replace(/^\s*job\s+(?:description|title)\s*:\s*/i, '')
    .trim()
    .slice(0, 80);
}

function readPostings(): Posting[] {
  const jobsDir = join(shared, 'jobs');
  const jobs = readdirSync(jobsDir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => {
      const text = readFileSync(join(jobsDir, f), 'utf8');
      // What a user types in the job title field: the posting's title line, or its file's name when it opens with a sentence.
      const title = firstLine(text).split(/\s+/).length <= 8 ? firstLine(text) : f.replace(/\.txt$/, '').replace(/-/g, ' ');
      return { name: `jobs/${f}`, jobTitle: title, jobDescription: text };
    });
  const skillspan = (
    JSON.parse(readFileSync(join(shared, 'skills/skillspan-postings.json'), 'utf8')) as { postings: { id: string; text: string }[] }
  ).postings.map((p) => ({ name: p.id, jobTitle: firstLine(p.text) || 'Engineer', jobDescription: p.text }));
  return [...jobs, ...skillspan];
}

async function readProfiles(): Promise<Profile[]> {
  const raw = JSON.parse(readFileSync(join(root, 'bench/fixtures/sample-profile.json'), 'utf8')) as { email: string };
  const profiles: Profile[] = [{ name: 'sample', profile: { ...ProfileDataSchema.parse(raw), email: raw.email } }];
  const second = JSON.parse(readFileSync(join(root, 'bench/fixtures/marketing-profile.json'), 'utf8')) as { email: string };
  profiles.push({ name: 'marketing', profile: { ...ProfileDataSchema.parse(second), email: second.email } });
  const resumesDir = join(shared, 'resumes');
  let id = 0;
  for (const file of readdirSync(resumesDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const document = await extractInProcess(new Uint8Array(readFileSync(join(resumesDir, file))));
    const upload = structureResumeBuiltin(document);
    const profile = profileFromUpload(upload, () => `id-${id++}`);
    profiles.push({ name: `imported ${file}`, profile: { ...profile, email: upload.contact.email } });
  }
  return profiles;
}

const FUNCTION_WORDS = new Set('a an the and or but nor by of to for with in on at from as into than that which'.split(' '));

/** Starts in lower case (not a name like 'iOS' or 'eBay'), or ends on a function word. */
function isFragment(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (/^[a-z]/.test(first) && !/[A-Z]/.test(first)) return true;
  const last = (trimmed.split(/\s+/).at(-1) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return FUNCTION_WORDS.has(last);
}

const OBJECTIVE =
  /\b(?:seeking|pursuing|looking for|to obtain|to secure|applying for|aiming for)\b[^.]*\b(?:role|position|opportunity|job)\b/i;

function resumeUnits(resume: GeneratedResume): string[] {
  const units = splitSentences(resume.summary);
  for (const job of resume.work_experience) for (const bullet of job.description) units.push(bullet);
  for (const section of resume.custom_sections)
    for (const entry of section.entries)
      for (const field of entry.fields) if (field.value.split(/\s+/).length > 6) units.push(...field.value.split('\n'));
  return units;
}

function letterUnits(letter: GeneratedCoverLetter): string[] {
  return letter.body.flatMap(splitSentences);
}

function repeated(units: string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const unit of units) {
    const key = unit
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (key.split(' ').length < 4) continue;
    if (seen.has(key)) twice.push(unit);
    seen.add(key);
  }
  return twice;
}

async function main() {
  const postings = readPostings();
  const profiles = await readProfiles();
  const problems: Record<string, string[]> = { fragments: [], repeated: [], objective: [], silentLetters: [], silentLettersNoOverlap: [] };
  let documents = 0;
  const started = performance.now();
  for (const posting of postings) {
    const job = { company: 'Northwind', jobTitle: posting.jobTitle, jobDescription: posting.jobDescription };
    const terms = analyzeJob(job)
      .terms.filter((t) => t.kind !== 'soft')
      .slice(0, REPORT_TERM_LIMIT);
    for (const { name, profile } of profiles) {
      const where = `${posting.name} x ${name}`;
      const resume = tailorResumeBuiltin({ profile, job, today }).document;
      const letter = writeCoverLetterBuiltin({ profile, job, today }).document;
      documents += 2;
      for (const [kind, units] of [
        ['resume', resumeUnits(resume)],
        ['letter', letterUnits(letter)],
      ] as const) {
        for (const unit of units) if (isFragment(unit)) problems.fragments?.push(`${where} (${kind}): ${unit}`);
        for (const unit of repeated(units)) problems.repeated?.push(`${where} (${kind}): ${unit}`);
      }
      if (OBJECTIVE.test(resume.summary)) problems.objective?.push(`${where}: ${resume.summary}`);
      const letterIndex = indexText(letter.body.join('\n'));
      if (terms.length > 0 && !terms.some((t) => hasTerm(letterIndex, t))) {
        const profileIndex = indexText(collectProfileText(profile));
        const overlap = terms.some((t) => hasTerm(profileIndex, t));
        (overlap ? problems.silentLetters : problems.silentLettersNoOverlap)?.push(`${where}: ${letter.body.join(' / ')}`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Document quality: ${postings.length} postings x ${profiles.length} profiles (${profiles.length - 2} imported), ${documents} documents in ${seconds.toFixed(1)} s\n`,
  );
  const rows: [string, string][] = [
    ['fragments (bullets or sentences starting in lower case or ending on a function word)', 'fragments'],
    ['sentences repeated within a document', 'repeated'],
    ['objective-formula summaries', 'objective'],
    ["letters naming none of the posting's terms (profile holds one)", 'silentLetters'],
    ["letters naming none of the posting's terms (profile holds none; not counted)", 'silentLettersNoOverlap'],
  ];
  for (const [label, key] of rows) {
    const list = problems[key] ?? [];
    console.log(`${String(list.length).padStart(6)}  ${label}`);
    for (const example of list.slice(0, show)) console.log(`          e.g. ${example.slice(0, 300)}`);
  }
}

await main();
