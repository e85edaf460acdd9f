/**
 * What the user should check after an import: fields the reader could not fill or is unsure of,
 * and the lines of the file that no field took, so nothing is dropped without the user seeing it.
 */
import type { UploadResponse, UploadReview } from '@hireready/contract';
import type { ExtractedLine } from '../../../extraction/extracted-document';

const MAX_UNCERTAIN = 200;
const MAX_UNPLACED = 500;
const MAX_LINE = 2000;

const tokensOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 1);

function uncertainFields(result: UploadResponse): UploadReview['uncertain'] {
  const items: UploadReview['uncertain'] = [];
  const add = (path: string, reason: string) => items.push({ path, reason });
  if (!result.name) add('name', 'No name was found.');
  if (!result.contact.email) add('contact.email', 'No e-mail address was found.');
  if (!result.contact.phone) add('contact.phone', 'No phone number was found.');
  if (!result.contact.location) add('contact.location', 'No city was found in the contact details.');
  if (result.work_experience.length === 0) add('work_experience', 'No jobs were found. Add them, or check the lines below.');
  result.work_experience.forEach((job, i) => {
    if (!job.title) add(`work_experience.${i}.title`, 'No job title was found for this job.');
    if (!job.company) add(`work_experience.${i}.company`, 'No company was found for this job.');
    if (!job.start_date && !job.end_date) add(`work_experience.${i}.start_date`, 'No dates were found for this job.');
    if (job.description.length === 0) add(`work_experience.${i}.description`, 'No description was found for this job.');
  });
  result.education.forEach((school, i) => {
    if (!school.school) add(`education.${i}.school`, 'No school was found for this entry.');
    if (!school.degree) add(`education.${i}.degree`, 'No degree was found for this entry.');
  });
  if (result.skills.length === 0) add('skills', 'No skills were found.');
  return items.slice(0, MAX_UNCERTAIN);
}

/** Every word the response holds, so a document line can be checked against it. */
function usedTokens(result: UploadResponse, headings: string[]): Set<string> {
  const texts: string[] = [result.name, ...Object.values(result.contact), result.summary, ...result.skills, ...headings];
  for (const job of result.work_experience)
    texts.push(job.title, job.company, job.location, job.start_date, job.end_date, ...job.description);
  for (const school of result.education) texts.push(school.school, school.degree, school.location, school.start_date, school.end_date);
  for (const section of result.custom_sections) {
    texts.push(section.title);
    for (const entry of section.entries) texts.push(entry.title, entry.organization, entry.start_date, entry.end_date, entry.description);
  }
  return new Set(texts.flatMap(tokensOf));
}

/**
 * 'THANDEKAPRECIOUSNGCOBO': a letter-spaced line whose word spaces the page lost holds words of the
 * response run together. Only long tokens are tried, split into words the response holds.
 */
function isGluedOfUsed(token: string, used: ReadonlySet<string>): boolean {
  if (token.length < 8) return false;
  const reachable = new Array<boolean>(token.length + 1).fill(false);
  reachable[0] = true;
  for (let end = 2; end <= token.length; end++) {
    for (let start = end - 2; start >= 0 && !reachable[end]; start--) {
      if (reachable[start] && used.has(token.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[token.length] === true;
}

/** Where a line's parts meet: a comma, a bar, a bullet between items, a tab, a spaced dash. */
const PART_BREAK = /\s*(?:[,;|•·\t]|\s[–—-])\s+|\s{2,}/gu;

/**
 * The line without its leading and trailing parts whose words the response holds already:
 * 'University, GPA 3.1/4.0.' after its school was read is 'GPA 3.1/4.0.', so the user sees what
 * is missing rather than a line they may think was lost whole. What is left is still the file's text.
 */
function unplacedPart(text: string, used: ReadonlySet<string>): string {
  const isPlaced = (part: string) => {
    const tokens = tokensOf(part).filter((t) => /\p{L}/u.test(t));
    return tokens.length > 0 && tokens.every((t) => used.has(t));
  };
  const breaks = [...text.matchAll(PART_BREAK)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  let from = 0;
  for (const b of breaks) {
    if (!isPlaced(text.slice(from, b.start))) break;
    from = b.end;
  }
  let to = text.length;
  for (const b of [...breaks].reverse()) {
    if (b.end <= from || !isPlaced(text.slice(b.end, to))) break;
    to = b.start;
  }
  return text.slice(from, to).trim() || text;
}

/**
 * The words of contact labels ('Phone' over the number in a sidebar, 'Email address:' and 'Home:' on
 * a form's line): they name details and hold none.
 */
const CONTACT_LABEL_WORDS = new Set([
  'mail',
  'email',
  'phone',
  'telephone',
  'tel',
  'mobile',
  'cell',
  'number',
  'home',
  'address',
  'location',
  'linkedin',
  'website',
  'web',
  'portfolio',
  'github',
]);

/**
 * Lines most of whose words appear nowhere in the response. Page numbers are left out; other page
 * furniture (a running header, a theme's credit line) is listed, as it is text of the file.
 */
function unplacedLines(result: UploadResponse, lines: ExtractedLine[], headings: string[]): string[] {
  const used = usedTokens(result, headings);
  const out: string[] = [];
  const seen = new Set<string>();
  // 'Tidewater Dig-' over 'ital (Sep 2021)': the halves of a word broken at a line's end are in the
  // response as one word.
  const isHalfOfUsed = (token: string, isHead: boolean) =>
    [...used].some((word) => word.length > token.length && (isHead ? word.startsWith(token) : word.endsWith(token)));
  let brokeAbove = false;
  for (const line of lines) {
    const text = line.text.replace(/\t/g, '  ').replace(/\s+/g, ' ').trim();
    // A date column moved to the line's end follows the broken word: any piece may end broken.
    const breaksBelow = line.text.split('\t').some((piece) => /\p{L}-$/u.test(piece.trim()));
    const tokens = tokensOf(text).filter((t) => /\p{L}/u.test(t));
    const wasBroken = brokeAbove;
    brokeAbove = breaksBelow;
    // A label word counts as placed only beside a detail that was ('Home: Tampere,' once Tampere is read).
    const hasDetail = tokens.some((t) => used.has(t) && !CONTACT_LABEL_WORDS.has(t));
    const isPlacedToken = (t: string, i: number) =>
      used.has(t) ||
      isGluedOfUsed(t, used) ||
      (hasDetail && CONTACT_LABEL_WORDS.has(t)) ||
      (i === 0 && wasBroken && isHalfOfUsed(t, false)) ||
      (i === tokens.length - 1 && breaksBelow && isHalfOfUsed(t, true));
    // A label with nothing after it ('Duties and Accomplishments:', or 'Phone' over the number in a
    // sidebar) names what follows; it holds nothing to place.
    const isContactLabel = tokens.length <= 2 && tokens.every((t) => CONTACT_LABEL_WORDS.has(t));
    if (tokens.length === 0 || seen.has(text) || /^\p{L}[\p{L} &/'-]{1,40}:$/u.test(text) || isContactLabel) continue;
    const placed = tokens.filter(isPlacedToken).length;
    if (placed / tokens.length >= 0.6) continue;
    seen.add(text);
    out.push(unplacedPart(text, used).slice(0, MAX_LINE));
    if (out.length >= MAX_UNPLACED) break;
  }
  return out;
}

export function reviewOf(result: UploadResponse, lines: ExtractedLine[], headings: string[]): UploadReview {
  return { uncertain: uncertainFields(result), unplaced: unplacedLines(result, lines, headings) };
}
