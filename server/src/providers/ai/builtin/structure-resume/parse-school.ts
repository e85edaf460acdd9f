/**
 * An education entry: school, degree (with its field), place and dates, from a header printed in
 * any order ('Degree, School', 'School, Degree', 'Degree at School', 'Degree – School') and the
 * short lines under it.
 */
import type { UploadResponse } from '@hireready/contract';
import { namesDegree, SCHOOL_WORDS } from './education-words';
import { isFieldOfStudy, pickSchoolWithoutSchoolWord } from './field-of-study';
import { isJoiningWord } from './joining-words';
import { findAllDates } from './find-dates';
import { readHeader, SPACED_DASHES } from './parse-entries';
import type { EntryBlock } from './split-entries';

type School = UploadResponse['education'][number];

/**
 * 'GPA: 3.8/4.0', 'Magna Cum Laude, GPA 3.7', 'Honors: Phi Beta Kappa', "Dean's List", 'Minor in
 * Statistics', 'Final grade 1.3', 'Rho Chi Honor Society', 'Advisor: Dr. Hollis': about the degree, not it.
 */
export function isHonoursLine(text: string): boolean {
  return /\b(?:c?gpa|grade point)\b|\bcum laude\b|^honou?rs?\s*:|^dean[’']?s list\b|^(?:relevant )?coursework\b|^minors?\b|^(?:final |overall )?grade\b|\bhonou?r society\b|^(?:advisor|adviser|supervisor|thesis|dissertation|credits?)\b/i.test(
    text.trim(),
  );
}

/** 'Diploma in Forestry. Final grade 1.7': a sentence of its own after the degree is a note about it. */
function withoutNoteSentence(text: string): string {
  for (const stop of text.matchAll(/(?<=\p{L}{2})\.\s+(?=\p{Lu})/gu)) {
    if (isHonoursLine(text.slice(stop.index + stop[0].length))) return text.slice(0, stop.index);
  }
  return text;
}

/** 'Master of Music in Composition; GPA 3.71', 'Bachelor of Laws | Honours: First Class': a clause after a semicolon, bar or dot that is a note. */
function withoutNoteClause(text: string): string {
  return text.replace(/\s*(?:;|\s[|·•])\s+([^;|·•]+)/g, (clause, words: string) => (isHonoursLine(words) ? '' : clause));
}

/**
 * Three comma pieces, the field first, then the degree, the school at either end ('Economics,
 * Bachelor of Arts, Harlow State University'); the degree first is read as printed further on.
 */
function readFieldDegreeSchool(part: string): { degree: string; school: string } | null {
  const pieces = part.split(/,\s+/);
  if (pieces.length !== 3) return null;
  const isSchool = (p: string) => SCHOOL_WORDS.test(p) && !namesDegree(p.replace(SCHOOL_WORDS, ''));
  const schoolAt = isSchool(pieces[2] ?? '') ? 2 : isSchool(pieces[0] ?? '') ? 0 : -1;
  if (schoolAt < 0) return null;
  const [field = '', degree = ''] = pieces.filter((_, i) => i !== schoolAt);
  if (!namesDegree(degree) || namesDegree(field) || SCHOOL_WORDS.test(field)) return null;
  return { degree: `${degree} in ${field}`, school: pieces[schoolAt] ?? '' };
}

/**
 * 'Diplomado in Precision Irrigation', 'Ingeniería Agronómica in Agronomía': a qualification the
 * vocabulary does not know still names itself one by its field after 'in'. No school's word in it.
 */
/** A name in capitalised words ('Hollinwood Park Comprehensive'): neither a degree nor a subject of study. */
function isSchoolName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const isNameShaped = words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w) || isJoiningWord(w) || w === '&') && !/\d/.test(text);
  return isNameShaped && !namesDegree(text) && !isFieldOfStudy(text);
}

/** A qualification known by its code in capitals ('HAVO', 'BTEC'), as a country's own diplomas are. */
function isQualificationCode(text: string): boolean {
  return /^\p{Lu}{2,6}$/u.test(text.trim());
}

/**
 * 'Bachelor of Music in Voice (GPA 3.9)', '(magna cum laude)', '(Honours, 2:1)': a grade in brackets
 * is about the degree, not part of it. A class without a mark ('BA (Joint Honours)',
 * 'MEng (First Class)') is the degree's own name, as its certificate prints it.
 */
function withoutGradeInBrackets(text: string): string {
  return text.replace(/\s*[([][^()[\]]*(?:\b(?:c?gpa|cum laude)\b|\b(?:grade|honou?rs)\b[^()[\]]*\d)[^()[\]]*[)\]]/gi, '').trim();
}

/** The words that open a unit of a school's ('Faculty of Law', 'Centre for Continuing Education', 'Centro de Idiomas'). */
const SCHOOL_UNIT = /^(?:cent(?:re|er|ro)|faculty|facultad|facult[ée]|department|departamento|d[ée]partement|campus|division|extension)\b/i;

/** A comma inside brackets, kept from parting a header while its fields are read. */
const BRACKETED_COMMA = '\u2063';

/** 'BSc (First Class Honours, Distinction in Research)': a comma in brackets parts no fields. */
function withBracketedCommasKept(text: string): string {
  return text.replace(/\([^()]*\)/g, (bracket) => bracket.replaceAll(',', BRACKETED_COMMA));
}

function withBracketedCommasRestored(text: string): string {
  return text.replaceAll(BRACKETED_COMMA, ',');
}

function isDegreeInField(text: string): boolean {
  return /^\p{L}[^,]*\sin\s\p{Lu}[^,]*$/u.test(text) && !SCHOOL_WORDS.test(text);
}

function opensWithDegree(text: string): boolean {
  const lead = text.split(/,\s/)[0] ?? '';
  return lead.length <= 70 && (isDegreeInField(lead) || namesDegree(lead)) && !SCHOOL_WORDS.test(lead);
}

export function parseSchool(entry: EntryBlock): School {
  // Sidebar layouts indent the degree under the school, so it reads as body text: short lines
  // that are not sentences belong to the header.
  // A grade run on into such a line ('… School of Design GPA 3.8') is about the degree, not part of it.
  const shortBody = entry.bullets
    .map((b) => {
      const before = b.split(/\s(?=c?gpa\b)/i)[0] ?? b;
      return SCHOOL_WORDS.test(before) ? before : b;
    })
    // A first line that opens with a degree in its field is the degree however long its note runs
    // ('engineer (eng.) in Surveying, speciality: land registry and cadastre').
    .filter((b, i) => !/[.!?]$/.test(b) && (b.length <= 70 || (i === 0 && opensWithDegree(b))))
    .slice(0, 3);
  const lines = [...entry.header, ...shortBody];
  const { parts, start, end, location } = readHeader(lines);
  let school = '';
  const degreeParts: string[] = [];
  let isAfterNote = false;
  for (const printed of parts) {
    const whole = withBracketedCommasKept(withoutNoteClause(withoutNoteSentence(withoutGradeInBrackets(printed))));
    const pieces = whole.split(/\s*,\s+/);
    // A note ('Relevant Coursework: A, B,') runs to the end of its line, and a following line that
    // names no school or degree continues it.
    if (isHonoursLine(pieces[0] ?? '') && !namesDegree((pieces[0] ?? '').replace(/\bhonou?rs?\b/gi, ''))) {
      isAfterNote = true;
      continue;
    }
    // 'Lakeview University, GPA 3.8': the grade is about the degree, not part of the school's name.
    const part = pieces.filter((piece) => !isHonoursLine(piece)).join(', ');
    if (part === '') continue;
    if (isAfterNote && !SCHOOL_WORDS.test(part) && !namesDegree(part)) continue;
    // 'Bachelor of Arts, Economics – University of Highmere': a spaced dash or bar sets the school
    // apart from the degree and its field, on either side.
    const dashed = /^(.+?)\s[-–—|]\s(.+)$/.exec(part);
    const schoolSide = dashed?.slice(1).filter((side) => SCHOOL_WORDS.test(side) && !namesDegree(side.replace(SCHOOL_WORDS, '')));
    // 'University of Highmere – Centre for Continuing Education': a unit of the school after it is part of its name.
    const isSchoolWithUnit = dashed?.[1] === schoolSide?.[0] && SCHOOL_UNIT.test(dashed?.[2] ?? '');
    if (dashed?.[1] && dashed[2] && schoolSide?.length === 1 && !school && !isSchoolWithUnit) {
      school = schoolSide[0] ?? '';
      degreeParts.push(school === dashed[1] ? dashed[2] : dashed[1]);
      continue;
    }
    // 'Economics / Bachelor of Arts', 'Economics, Bachelor of Arts': the field first, then the degree it belongs to.
    const fieldFirst = /^([^/,]+?)(?:\s\/|,)\s([^/,]+)$/.exec(part);
    if (fieldFirst?.[1] && fieldFirst[2] && namesDegree(fieldFirst[2]) && !namesDegree(fieldFirst[1]) && !SCHOOL_WORDS.test(part)) {
      degreeParts.push(`${fieldFirst[2]} in ${fieldFirst[1]}`);
      continue;
    }
    // 'Economics, Bachelor of Arts, Harlow State University': field, degree and school in one line of commas.
    const listed = readFieldDegreeSchool(part);
    if (listed && !school) {
      degreeParts.push(listed.degree);
      school = listed.school;
      continue;
    }
    // 'Meisterprüfung in Kälteanlagenbau at Handwerkskammer Rheinhessen-Nahe': after a degree or a
    // degree in a field, 'at' leads to where it was taken, whatever that place calls itself.
    const at = /^(.+?)\s+(?:at|@|from)\s+(.+)$/.exec(part);
    const isTakenAt = (degree: string, place: string) => (namesDegree(degree) || isDegreeInField(degree)) && /^\p{Lu}/u.test(place);
    if (at?.[1] && at[2] && (SCHOOL_WORDS.test(at[2]) || isTakenAt(at[1], at[2])) && !school) {
      degreeParts.push(at[1]);
      school = at[2];
      continue;
    }
    const comma = /^(.+?),\s+(.+)$/.exec(part);
    if (comma?.[1] && comma[2] && (namesDegree(comma[1]) || isDegreeInField(comma[1])) && SCHOOL_WORDS.test(comma[2]) && !school) {
      // 'Master of Arts, History, Harlow State University': the pieces before the one that names a
      // school are the degree's field.
      const pieces = comma[2].split(/,\s+/);
      const at = pieces.findIndex((piece) => SCHOOL_WORDS.test(piece));
      degreeParts.push([comma[1], ...pieces.slice(0, at)].join(', '));
      school = pieces.slice(at).join(', ');
      continue;
    }
    // 'GCSEs (7 subjects), Hollinwood Park Comprehensive': a degree, then after its comma a name
    // that is no subject of study ('B.A., Economics' names the field), is the school. After a field
    // ('A-levels in History, English Language') a comma goes on listing fields.
    // A name of three words or more after the field is no further field ('Diploma in Port Logistics,
    // Stichting Vakscholen Haven & Vervoer').
    const named = /^([^,]+),\s+([^,]+)$/.exec(part);
    const namesField = / in \p{Lu}/u.test(named?.[1] ?? '');
    const isLongName = (named?.[2]?.split(/\s+/).length ?? 0) >= 3;
    const isDegree = (text: string) => namesDegree(text) || isQualificationCode(text);
    if (named?.[1] && named[2] && !school && isDegree(named[1]) && (!namesField || isLongName) && isSchoolName(named[2])) {
      degreeParts.push(named[1]);
      school = named[2];
      continue;
    }
    // 'West Virginia State College, B.S. Mathematics': the school first, then the degree.
    const schoolFirst = /^(.+?),\s+(.+)$/.exec(part);
    if (
      schoolFirst?.[1] &&
      schoolFirst[2] &&
      !school &&
      SCHOOL_WORDS.test(schoolFirst[1]) &&
      namesDegree(schoolFirst[2]) &&
      !SCHOOL_WORDS.test(schoolFirst[2])
    ) {
      school = schoolFirst[1];
      degreeParts.push(schoolFirst[2]);
      continue;
    }
    if (!school && SCHOOL_WORDS.test(part) && !namesDegree(part.replace(SCHOOL_WORDS, ''))) {
      school = part;
      continue;
    }
    // GPA and honours lines are not the degree.
    if (isHonoursLine(part) && !namesDegree(part.replace(/\bhonou?rs?\b/gi, ''))) continue;
    degreeParts.push(part);
  }
  // No school word anywhere: the part that is not degree-like is the school, or the degree's field.
  const picked =
    !school && degreeParts.length > 1
      ? pickSchoolWithoutSchoolWord(degreeParts, (part) => namesDegree(part) || isDegreeInField(part) || isQualificationCode(part))
      : null;
  if (picked) school = picked.school;
  // 'Economics' over 'Master of Arts': a field on the line above its degree.
  const [field = '', named = ''] = degreeParts;
  const ordered = degreeParts.length === 2 && !namesDegree(field) && namesDegree(named) && !picked ? [`${named} in ${field}`] : degreeParts;
  const degree = (picked?.parts ?? ordered).slice(0, 3).join(' ').replace(/\s+/g, ' ').trim();
  // A lone date beside a degree is when it was earned ('B.S. Mathematics, 1937'), not when it began.
  const isLoneDate = start !== '' && end === '' && findAllDates(lines.join(' ')).length === 1;
  return {
    // The full stop that ends a header line is not part of the school's name.
    school: withBracketedCommasRestored(school.replace(/(?<=\p{L}{2})\.$/u, '')),
    degree: withBracketedCommasRestored(degree),
    location,
    start_date: isLoneDate ? '' : start,
    end_date: isLoneDate ? start : end,
  };
}

/**
 * 'Master Craftsman Certificate, Joinery - Guild Chamber of Brenvale': where another entry of the
 * section was read as its degree, a spaced dash, then its school, an entry whose school was not
 * recognised by its words and whose degree holds such a dash is printed the same way.
 */
export function parseSchools(entries: EntryBlock[]): School[] {
  const read = entries.map(parseSchool);
  const isSchoolAfterDash = read.some((school, i) => {
    const printed = (entries[i]?.header ?? []).join(' ').replace(/\s+/g, ' ');
    return (
      school.school !== '' && school.degree !== '' && [...SPACED_DASHES, ' | '].some((dash) => printed.includes(`${dash}${school.school}`))
    );
  });
  if (!isSchoolAfterDash) return read;
  return read.map((school) => {
    const dashed = /^(.+)\s[-–—|]\s(\p{Lu}(?:(?!\s[-–—|]\s).)+)$/u.exec(school.degree);
    if (school.school !== '' || !dashed?.[1] || !dashed[2] || namesDegree(dashed[2])) return school;
    return { ...school, degree: dashed[1].trim(), school: dashed[2].trim() };
  });
}
