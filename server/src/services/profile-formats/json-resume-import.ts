/**
 * A JSON Resume file uploaded through Upload Resume (issue 20): recognised by its first byte, read
 * within bounds a hostile file cannot get past (size, nesting depth, the schema's own limits on every
 * string and list), and turned into the upload response with the whole profile in it.
 */
import { randomUUID } from 'node:crypto';
import { JsonResumeSchema, jsonResumeToProfile, type ProfileData, type UploadResponse } from '@hireready/contract';
import { AppError } from '../../lib/errors';

/** A JSON Resume is a few kilobytes; a megabyte is already hundreds of jobs. */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;
/** The schema nests five deep (basics.location, work[].highlights[]); anything far deeper is not a resume. */
const MAX_DEPTH = 16;

/** A JSON object: optional byte-order mark and white space, then '{'. */
export function looksLikeJson(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && i < 1024 && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i += 1;
  return bytes[i] === 0x7b;
}

function unreadable(detail: string): AppError {
  return new AppError('UNPROCESSABLE_FILE', `This JSON file could not be read as a JSON Resume: ${detail}`);
}

/** The deepest nesting of objects and arrays, counted without parsing (strings skipped), stopping past the bound. */
function nestingDepth(json: string, bound: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > bound) return deepest;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

export function readJsonResume(bytes: Uint8Array): UploadResponse {
  if (bytes.byteLength > JSON_RESUME_MAX_BYTES) throw unreadable('it is larger than 1 MB.');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadable('it is not UTF-8 text.');
  }
  if (nestingDepth(json, MAX_DEPTH) > MAX_DEPTH) throw unreadable('it is nested far deeper than a resume.');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw unreadable('it is not valid JSON.');
  }
  const parsed = JsonResumeSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    throw unreadable(`${where}: ${issue?.message ?? 'not the expected shape'}.`);
  }
  const resume = parsed.data;
  if (!resume.basics && !resume.work?.length && !resume.education?.length) {
    throw unreadable('it has no basics, work or education.');
  }
  return uploadResponseOf(jsonResumeToProfile(resume, randomUUID), resume.basics?.email ?? '');
}

/** The usual upload response (for the review after an import), with the exact profile beside it. */
export function uploadResponseOf(profile: ProfileData, email: string): UploadResponse {
  return {
    name: profile.name,
    contact: {
      email,
      phone: profile.phone,
      linkedin: profile.linkedin,
      location: [profile.city, profile.state].filter(Boolean).join(', '),
    },
    summary: profile.summary,
    skills: profile.skills.map((skill) => skill.name),
    education: profile.education.map((school) => ({
      school: school.school_name,
      degree: school.degree,
      location: school.location,
      start_date: school.start_date,
      end_date: school.end_date,
    })),
    work_experience: profile.work_experience.map((job) => ({ ...job, description: job.description.split('\n').filter(Boolean) })),
    custom_sections: profile.custom_sections.map((section) => ({
      title: section.title,
      entries: section.entries.map((entry) => {
        const [title = '', organization = '', start_date = '', end_date = '', description = ''] = entry.fields.map((field) => field.value);
        return { title, organization, start_date, end_date, description };
      }),
    })),
    review: { uncertain: [], unplaced: [] },
    profile,
  };
}
