/**
 * The import review (beyond the spec): the upload response's `review` names fields of the response
 * (`work_experience.2.company`, `skills.7`, `custom_sections.1.entries.0.organization`); the user
 * checks them in the profile that profileFromUpload made from it. This maps each response path to
 * the profile field it became, following profileFromUpload's rules, so the two cannot drift.
 */
import { isCertificationSection, type UploadResponse } from './upload';

/** A field of the imported profile to check, by its path in the profile ('education.0.school_name'). */
export type ProfileReviewFlag = {
  /** Null when the response field has no place of its own in the profile (the e-mail, say). */
  field: string | null;
  reason: string;
};

export type ProfileImportReview = { flags: ProfileReviewFlag[]; unplaced: string[] };

const UPLOAD_ENTRY_FIELDS = ['title', 'organization', 'start_date', 'end_date', 'description'] as const;
const CERTIFICATION_FIELD: Record<string, string> = { title: 'name', organization: 'issuer', start_date: 'date', end_date: 'date' };
const CONTACT_FIELD: Record<string, string> = { phone: 'phone', linkedin: 'linkedin', location: 'city' };
const SCHOOL_FIELD: Record<string, string> = { school: 'school_name' };

/** Where profileFromUpload put each custom section of the response: a certification offset or a section index. */
function placeSections(upload: UploadResponse) {
  let certifications = 0;
  let sections = 0;
  return upload.custom_sections.map((section) => {
    if (isCertificationSection(section)) {
      const place = { kind: 'certifications' as const, offset: certifications };
      certifications += section.entries.length;
      return place;
    }
    return { kind: 'custom' as const, index: sections++ };
  });
}

/** Index of the response's skill `index` among the kept (non-blank) skills, or null if it was dropped. */
function keptSkillIndex(upload: UploadResponse, index: number): number | null {
  if (upload.skills[index]?.trim() === '' || index >= upload.skills.length) return null;
  const kept = upload.skills.slice(0, index).filter((skill) => skill.trim() !== '').length;
  // profileFromUpload keeps the first 200.
  return kept < 200 ? kept : null;
}

function profileFieldFor(upload: UploadResponse, path: string): string | null {
  const [head, second, third, fourth, fifth] = path.split('.');
  const index = Number(second);
  switch (head) {
    case 'name':
    case 'summary':
      return second === undefined ? head : null;
    case 'contact':
      return CONTACT_FIELD[second ?? ''] ?? null;
    case 'work_experience':
      if (!Number.isInteger(index) || index < 0 || index >= Math.min(upload.work_experience.length, 50)) return null;
      return third === undefined ? `work_experience.${index}` : `work_experience.${index}.${third}`;
    case 'education':
      if (!Number.isInteger(index) || index < 0 || index >= Math.min(upload.education.length, 30)) return null;
      return third === undefined ? `education.${index}` : `education.${index}.${SCHOOL_FIELD[third] ?? third}`;
    case 'skills': {
      const kept = Number.isInteger(index) ? keptSkillIndex(upload, index) : null;
      return kept === null ? null : `skills.${kept}.name`;
    }
    case 'custom_sections': {
      const place = Number.isInteger(index) ? placeSections(upload)[index] : undefined;
      if (!place) return null;
      const entry = Number(fourth);
      const hasEntry = third === 'entries' && Number.isInteger(entry) && entry >= 0;
      if (place.kind === 'certifications') {
        if (!hasEntry) return null;
        const at = `certifications.${place.offset + entry}`;
        return fifth === undefined ? at : CERTIFICATION_FIELD[fifth] ? `${at}.${CERTIFICATION_FIELD[fifth]}` : at;
      }
      const section = `custom_sections.${place.index}`;
      if (third === 'title') return `${section}.title`;
      if (!hasEntry) return section;
      const fieldIndex = UPLOAD_ENTRY_FIELDS.indexOf(fifth as (typeof UPLOAD_ENTRY_FIELDS)[number]);
      return fieldIndex < 0 ? `${section}.entries.${entry}` : `${section}.entries.${entry}.fields.${fieldIndex}.value`;
    }
    default:
      return null;
  }
}

/** The response's review, pointed at the profile. A response without one gives an empty review. */
export function reviewForImportedProfile(upload: UploadResponse): ProfileImportReview {
  const review = upload.review;
  if (!review) return { flags: [], unplaced: [] };
  return {
    flags: review.uncertain.map((item) => ({ field: profileFieldFor(upload, item.path), reason: item.reason })),
    unplaced: review.unplaced.map((line) => line.trim()).filter(Boolean),
  };
}
