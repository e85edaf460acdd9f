/**
 * `node --import tsx bench/read-documents.ts <posting.txt> [profile.json | resume.pdf] [--company Name]`:
 * prints the resume and the cover letter the built-in engine writes for one posting and one profile,
 * as plain text, with the keyword report, so a person can read them as a recruiter would.
 */
import { readFileSync } from 'node:fs';
import { type GeneratedCoverLetter, type GeneratedResume, ProfileDataSchema, profileFromUpload } from '@hireready/contract';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from '../server/src/providers/ai/builtin/generate';
import { structureResumeBuiltin } from '../server/src/providers/ai/builtin/structure-resume';
import { extractInProcess } from '../server/src/providers/extraction';

const [postingFile, profileFile = 'bench/fixtures/sample-profile.json'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const companyIndex = process.argv.indexOf('--company');
const company = companyIndex > 0 ? (process.argv[companyIndex + 1] ?? '') : 'Northwind';
if (!postingFile) throw new Error('usage: read-documents.ts <posting.txt> [profile.json | resume.pdf]');
const text = readFileSync(postingFile, 'utf8');
const jobTitle = (text.split('\n').find((l) => l.trim()) ?? '')
  .replace(/^\s*job\s+(?:description|title)\s*:\s*/i, '')
  .trim()
  .slice(0, 80);

async function loadProfile() {
  if (!profileFile.endsWith('.pdf')) {
    const raw = JSON.parse(readFileSync(profileFile, 'utf8')) as { email: string };
    return { ...ProfileDataSchema.parse(raw), email: raw.email };
  }
  const upload = structureResumeBuiltin(await extractInProcess(new Uint8Array(readFileSync(profileFile))));
  let id = 0;
  return { ...profileFromUpload(upload, () => `id-${id++}`), email: upload.contact.email };
}

function printResume(resume: GeneratedResume) {
  console.log(`SUMMARY: ${resume.summary}\n`);
  for (const job of resume.work_experience) {
    console.log(`${job.title} | ${job.company} | ${job.start_date}-${job.end_date}`);
    for (const bullet of job.description) console.log(`  - ${bullet}`);
  }
  console.log(`SKILLS: ${resume.skills.join(', ')}`);
  for (const section of resume.custom_sections) {
    console.log(`${section.title}:`);
    for (const entry of section.entries) console.log(`  * ${entry.fields.map((f) => f.value.replace(/\n/g, ' / ')).join(' | ')}`);
  }
}

function printLetter(letter: GeneratedCoverLetter) {
  console.log(letter.salutation);
  for (const paragraph of letter.body) console.log(`\n${paragraph}`);
  console.log(`\n${letter.closing}\n${letter.signature}`);
}

const profile = await loadProfile();
const job = { company, jobTitle, jobDescription: text };
const today = new Date('2026-11-21T12:00:00Z');
const resume = tailorResumeBuiltin({ profile, job, today });
const letter = writeCoverLetterBuiltin({ profile, job, today });
console.log(`=== ${postingFile} x ${profileFile} (title '${jobTitle}')\n--- RESUME`);
printResume(resume.document);
console.log(`\nkeywords: ${resume.keywords.terms.join(', ')}\nmissing: ${resume.keywords.missing.join(', ')}`);
console.log(
  `advice: ${resume.keywords.advice
    .filter((a) => a.evidence)
    .map((a) => `${a.term} <- ${a.evidence}`)
    .join('; ')}\nsoft: ${resume.keywords.softSkills.join(', ')}`,
);
console.log('\n--- LETTER');
printLetter(letter.document);
