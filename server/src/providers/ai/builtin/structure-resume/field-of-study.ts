/**
 * Some layouts print no school at all, only the field and the degree ('Economics – Master of
 * Science'). With no school word on the line, the part that is not degree-like used to be taken
 * as the school; when that part reads as a subject of study and the degree names no subject of its
 * own, it is the degree's field instead ('Master of Science in Economics').
 */

/** A degree's name with no subject: 'Master of Science', 'Bachelor of Arts', 'MSc', 'B.A.'. */
const BARE_DEGREE =
  /^(?:(?:bachelor|master|doctor|associate)(?:'?s)?(?:\s+(?:of|in)\s+(?:science|sciences|arts|philosophy|fine arts|laws?|education|engineering|business administration|applied science))?(?:\s+degree)?|doctorate|diploma|ph\.?\s?d\.?|m\.?\s?b\.?\s?a\.?|b\.?\s?s\.?\s?c?\.?|b\.?\s?a\.?|m\.?\s?s\.?\s?c?\.?|m\.?\s?a\.?|b\.?\s?eng\.?|m\.?\s?eng\.?)$/i;

/** How names of subjects end (Economics, Biology, Nursing, Architecture, Finance, Law, …). */
const SUBJECT_WORD =
  /^(?:\p{L}+(?:ics|ogy|ing|ism|ure|ory|ance|ence|tions?|sions?|phy|try|ry|ies)|law|arts|art|design|medicine|science|sciences|studies|history|english|french|spanish|german|music|theatre|theater|drama|film|media|business|commerce|management|marketing|finance|accounting|pharmacy|dentistry|nursing|education)$/iu;

/** 'Economics', 'Computer Science', 'Politics and International Relations': a subject, not a name. */
export function isFieldOfStudy(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 5 || /\d/.test(text)) return false;
  if (!words.every((w) => /^(?:and|&|of|in)$/i.test(w) || /^\p{Lu}[\p{L}'-]*$/u.test(w))) return false;
  const last = words.at(-1) ?? '';
  return SUBJECT_WORD.test(last) && !/^(?:and|&|of|in)$/i.test(last);
}

export function isBareDegree(text: string): boolean {
  // Its abbreviation in brackets names no subject either ('Bachelor of Science (BSc)').
  return BARE_DEGREE.test(text.replace(/\s*\([^()]*\)$/, '').trim());
}

/**
 * Picks the school out of the parts of an education entry that has no school word. A subject
 * beside a bare degree is the degree's field, and the entry names no school.
 */
export function pickSchoolWithoutSchoolWord(parts: string[], isDegreeLike: (text: string) => boolean): { school: string; parts: string[] } {
  const index = parts.findIndex((p) => !isDegreeLike(p));
  if (index < 0) return { school: '', parts };
  const other = parts[index] ?? '';
  const rest = parts.filter((_, i) => i !== index);
  const degreeAt = rest.findIndex(isBareDegree);
  const isField = (degreeAt === 0 && isFieldOfStudy(other)) || isSubjectOfDegree(other, rest[0] ?? '');
  if (rest.length === 1 && isField) {
    return { school: '', parts: [`${rest[0] ?? ''} in ${other}`] };
  }
  return { school: other, parts: rest };
}

/**
 * 'Social Work' beside 'Bachelor of Social Work (BSW)', 'Architecture' beside 'Diplôme d’architecte':
 * a part whose every word the degree's own name holds, or the stem of it, is its subject printed
 * again as the field; a school's name is never inside a degree's.
 */
function isSubjectOfDegree(part: string, degree: string): boolean {
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const degreeWords = wordsOf(degree);
  const sharesStem = (word: string, other: string) => word === other || (word.length >= 7 && other.startsWith(word.slice(0, 7)));
  const partWords = wordsOf(part);
  return partWords.length > 0 && partWords.every((word) => degreeWords.some((other) => sharesStem(word, other)));
}
