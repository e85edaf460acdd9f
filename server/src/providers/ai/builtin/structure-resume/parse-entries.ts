/**
 * Reads the fields of one entry out of its header lines. Layouts print title, organisation,
 * place and dates in many orders and with many separators ('Title at Company', 'Company — City, ST',
 * 'Title, Company', tab stops), so the header is cut into parts and each part is classified by
 * what it looks like: a date, a place, a degree, a school, a job title or an organisation.
 */
import type { UploadResponse } from '@hireready/contract';
import { COUNTRIES } from './countries';
import { knownCity, parseLocation, placeNamePattern, splitOffPlace, splitPlaceOfHomeCountry } from './places';
import { SCHOOL_WORDS } from './education-words';
import { COMPANY_ABBREVIATIONS, ENDS_ON_LEGAL_FORM, isLegalFormAlone, ORG_WORDS } from './organisation-words';
import { findAllDates, findDateRange, isOnlyDates, removeDates } from './find-dates';
import type { EntryBlock } from './split-entries';
import { isFieldLine } from './entry-fields';
import { isStatement } from './joining-words';
import { formRole } from './form-labels';

type Job = UploadResponse['work_experience'][number];
type CustomEntry = UploadResponse['custom_sections'][number]['entries'][number];

export const TITLE_WORDS =
  /\b(?:manager|engineer|developer|analyst|designer|coordinator|director|specialist|assistant|associate|consultant|lead|leader|intern|officer|accountant|strategist|architect|scientist|administrator|representative|executive|head|vp|vice president|president|founder|co-founder|teacher|tutor|technician|supervisor|advisor|adviser|editor|writer|producer|programmer|researcher|planner|agent|clerk|owner|partner|ceo|cto|cfo|coo|chief|nurse|rn|physician|therapist|pharmacist|attorney|paralegal|controller|auditor|bookkeeper|recruiter|trainer|instructor|professor|lecturer|fellow|apprentice|co-op|trainee|operator|mechanic|electrician|chef|cook|cashier|barista|waiter|waitress|bartender|housekeeper|cleaner|driver|courier|labourer|laborer|carpenter|plumber|welder|machinist|caregiver|carer|midwife|paramedic|firefighter|receptionist|secretary|member|volunteer|organizer|mentor|coach|principal|staff|senior|junior|sr|jr|marketer|buyer|merchandiser|estimator|inspector|surveyor|librarian|counselor|worker|aide|practitioner|generalist|expert|copywriter|illustrator|photographer|animator|product owner|scrum master|sre|devops|qa|tester|mathematician|statistician|economist|chemist|physicist|biologist|geologist|dentist|psychologist|journalist|reporter|lawyer|counsel|solicitor|barrister|head of)\b/i;
/**
 * Agent nouns ('Mathematician', 'Hygienist', 'Surveyor'): when the vocabulary does not know a
 * title, its shape still says it names a person rather than an organisation.
 */
const AGENT_NOUN = /\b\p{L}{3,}(?:ian|ist|er|or|ant|ent)\b/iu;
const MONTH_ONLY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

/** '5 years 10 months', '(2 yrs 3 mos)', '10 months': how long a job lasted. */
const DURATION = /^\(?(?:\d+\s*(?:years?|yrs?)(?:,?\s*\d+\s*(?:months?|mos?))?|\d+\s*(?:months?|mos?))\)?$/i;

/** 'DIPLOMA IN LANDSCAPE DESIGN Ashgrove Polytechnic', 'UNIVERSITY OF ALDMOOR (UA) BCom in Law': capitals, then words in ordinary case (a degree's 'BCom', 'MSc' too), break at the change (two words of capitals at least: 'IBM Research' stays whole). */
const CAPITALS_THEN_WORDS = /^((?:[\p{Lu}\d&'’.()/-]+\s+){1,8}[\p{Lu}\d&'’.()/-]*\p{Lu}[\p{Lu}\d&'’.()/-]*)\s+(\p{Lu}{1,3}\p{Ll}.*)$/u;

function splitAtCaseChange(part: string): string[] {
  const match = CAPITALS_THEN_WORDS.exec(part);
  if (!match?.[1] || !match[2] || match[1].replace(/[^\p{Lu}]/gu, '').length < 5) return [part];
  return [match[1], match[2]];
}

/** A name that ends on a company's abbreviation, whose full stop is the abbreviation's. */
const ABBREVIATION_END = new RegExp(`\\b(?:${COMPANY_ABBREVIATIONS})$`, 'i');

const SELF_EMPLOYED_DASH =
  /(?<=^|\t)(self-employed|self employed|freelance|freelancer|sole trader|independent contractor)\s([—–-])\s(?=\p{Lu})/iu;

/** Separators between the parts of a header line. Hyphens alone are too common inside names. */
function splitParts(text: string): string[] {
  // 'PCV Driver – school runs and private hire, Kestrel Coaches': what a spaced dash leads to in
  // small letters goes on with the part before it; a name or a place starts with a capital.
  // 'Self-employed — Brindle Words': the trade name after a word for working for oneself is the
  // employer's name with it (kept dashes come back in parseJobs).
  return text
    .replace(SELF_EMPLOYED_DASH, (_, word: string, dash: string) => `${word}${keptDash(dash)}`)
    .split(/\t|\s+[|•·]\s+|\s+[—–]\s+(?!\p{Ll})|\s{2,}/u)
    .map((p) => p.replace(/^[,;|•·\s]+|[,;|•·\s]+$/g, '').trim())
    .filter(Boolean)
    .flatMap(splitAtCaseChange);
}

/**
 * 'Company - City, ST' when a Word file's em dash became a hyphen, or 'Company, City, ST' with
 * commas only: a trailing place splits off.
 */
function splitTrailingPlace(part: string): string[] {
  const match = /^(.*\S)\s+[-–—|,]\s+([^-–—|]+)$/.exec(part);
  if (match?.[1] && match[2] && parseLocation(match[2]) !== null) return [match[1], match[2]];
  // 'Larkspur Studio. Savannah, GA': a full stop between them, as in a line of prose. An
  // abbreviation's stop stays with the name ('Halcyon Supply Co. Leeds'), and a stop after two
  // letters is a place's own ('St. Paul, MN').
  const sentence = /^(.*\p{L}{2})\.\s+(\p{Lu}[^.]*)$/u.exec(part);
  const isPlaceStop = /(?:^|\s)\p{L}{2}$/u.test(sentence?.[1] ?? '') && !ABBREVIATION_END.test(sentence?.[1] ?? '');
  if (sentence?.[1] && sentence[2] && !isPlaceStop && parseLocation(sentence[2]) !== null) {
    return [ABBREVIATION_END.test(sentence[1]) ? `${sentence[1]}.` : sentence[1], sentence[2]];
  }
  // 'Crossroads Credit Union (Indianapolis, IN)'.
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(part);
  if (bracketed?.[1] && bracketed[2] && parseLocation(bracketed[2]) !== null) return [bracketed[1], bracketed[2]];
  return splitOffPlace(part) ?? splitPlaceAfterOrganisation(part) ?? splitRegionAndCountryAfterLegalForm(part) ?? [part];
}

/**
 * 'Viña Orrego S.A., Valle del Quilmo, Chile': after a name that ends on its legal form, a town or
 * region no list knows and a country's name are the place.
 */
function splitRegionAndCountryAfterLegalForm(part: string): string[] | null {
  const match = /^(.*\S),\s+([^,]+),\s+([^,]+)$/.exec(part);
  if (!match?.[1] || !match[2] || !match[3] || !ENDS_ON_LEGAL_FORM.test(match[1]) || !COUNTRIES.has(match[3].toLowerCase())) return null;
  const place = `${match[2]}, ${match[3]}`;
  return isPlaceShaped(place) ? [match[1], place] : null;
}

/**
 * 'Viña Santa Amalia S.A. (Santa Cruz, Colchagua)': a place in brackets after the employer that no
 * list knows, said to be one by a comma between town and region, or by a name before it that ends
 * on a legal form ('Frutas del Valle S.A. (Rancagua)'). Returns the employer and the place.
 */
function splitBracketedPlace(part: string): [string, string] | null {
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(part);
  const [before, inside] = [bracketed?.[1] ?? '', bracketed?.[2] ?? ''];
  const saysPlace = inside.includes(',') || ENDS_ON_LEGAL_FORM.test(before);
  return before && isPlaceShaped(inside) && saysPlace ? [before, inside] : null;
}

/**
 * 'Northwind Academy Seoul, Republic of Korea': a place set after the employer with only a space
 * (a theme styles the two apart). The employer's name ends on an organisation word, the city is
 * the few capitalised words after it.
 */
function splitPlaceAfterOrganisation(part: string): string[] | null {
  const words = part.split(/\s+/);
  for (let i = words.length - 2; i >= 1 && i >= words.length - 5; i--) {
    const [before, place] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const isOrgEnd = ORG_WORDS.test(before.split(/\s+/).at(-1) ?? '') || SCHOOL_WORDS.test(before.split(/\s+/).at(-1) ?? '');
    if (isOrgEnd && /^\p{Lu}/u.test(place) && parseLocation(place) !== null) return [before, place];
  }
  return null;
}

/**
 * 'Head of Department', 'Director of Operations', 'Dean of Students': a title word and 'of' name a
 * role, whatever organisation words follow (they say what the role heads).
 */
const ROLE_OF = /^(?:\p{L}+\s+)?(?:head|director|chief|dean|vp|vice president|manager|lead|leader|coordinator|officer)\s+of\s/iu;

/** How much a text reads like a job title rather than an organisation: vocabulary first, then word shape. */
function titleLean(printed: string): number {
  // 'Driver – school runs and private hire': what the role covers, after a dash in small letters, says nothing of what it is.
  const text = printed.replace(/\s[-–—]\s\p{Ll}.*$/u, '');
  if (ROLE_OF.test(text.trim())) return 2;
  // 'HR Officer: Recruitment & Selection': a title, then after a colon what the role covers.
  const [head, covers] = text.trim().split(/:\s+/);
  if (covers && TITLE_WORDS.test(head?.split(/\s+/).at(-1) ?? '')) return 2;
  // A note in brackets ('(Nights & Weekends)', '(part-time, 2 days a week)') says when or how, not
  // what the role is or who employs.
  const unbracketed = text.replace(/\s*\([^()]*\)/g, '');
  // The last word of a noun phrase names what it is: 'Warehouse Coordinator' is a person, 'Quillon
  // Logistics' a firm.
  const last = unbracketed.trim().split(/\s+/).at(-1) ?? '';
  if (TITLE_WORDS.test(last) && !ORG_WORDS.test(last) && !SCHOOL_WORDS.test(last)) return 2;
  const isOrg = ORG_WORDS.test(unbracketed) || SCHOOL_WORDS.test(unbracketed);
  const titleSignal = TITLE_WORDS.test(text) ? 2 : AGENT_NOUN.test(text) ? 1 : 0;
  return titleSignal - (isOrg ? 2 : 0);
}

/** A unit inside an employer: a department, a group, a team. */
const ORG_UNIT = /\b(?:dept\.?|department|group|team|division|unit|practice|desk|section)$/i;

/**
 * 'Research Mathematician, NASA Langley' (or 'NASA Langley, Research Mathematician'): one part
 * that holds title and company joined by a comma. The side that reads more like a title is the
 * title; company names with commas ('Hartley, Osei and Brandt') have no title side and
 * stay whole.
 */
export function splitTitleComma(part: string): { title: string; org: string } | null {
  // 'Harbour Mills Ltd - Planner, Night Shift': a legal form closes the employer's name, so the
  // spaced dash after it parts the employer from a title that holds a comma of its own.
  const afterLegalForm = /^(.+?)\s[-–—]\s(.+)$/.exec(part);
  if (
    afterLegalForm?.[1] &&
    afterLegalForm[2] &&
    ENDS_ON_LEGAL_FORM.test(afterLegalForm[1]) &&
    !ENDS_ON_LEGAL_FORM.test(afterLegalForm[2])
  ) {
    return { title: afterLegalForm[2], org: afterLegalForm[1] };
  }
  // 'Kitchen Hand / Barista, The Pier Kiosk': where a comma sets the two apart, a slash joins two
  // titles of one job.
  const byComma = part.includes(', ') ? splitTitleAt(part, /,\s+/) : null;
  // 'Harbour Freight / Dispatch Lead': design templates set the two apart with a spaced slash, and
  // some with a spaced hyphen ('Oakridge School - Learning Specialist').
  return byComma ?? splitTitleAt(part, /,\s+|\s+\/\s+|\s+-\s+/);
}

/**
 * A part's pieces between separators. A separator inside brackets separates nothing ('Ramp Agent
 * (part-time, nights), Harbour Ground Services'), and a legal form alone after a comma is the
 * end of the name before it ('Tidewater Shipping Lines, Inc.').
 */
function piecesOf(part: string, separator: RegExp): string[] {
  const { isSeparator, tokens } = separatorPatterns(separator);
  const pieces = [''];
  let depth = 0;
  for (const token of part.split(tokens)) {
    depth += token === '(' ? 1 : token === ')' && depth > 0 ? -1 : 0;
    if (depth === 0 && isSeparator.test(token)) pieces.push('');
    else pieces[pieces.length - 1] += token;
  }
  return pieces.reduce<string[]>((kept, p) => {
    if (kept.length > 0 && isLegalFormAlone(p)) kept[kept.length - 1] = `${kept.at(-1) ?? ''}, ${p.trim()}`;
    else kept.push(p);
    return kept;
  }, []);
}

const SEPARATOR_PATTERNS = new Map<string, { isSeparator: RegExp; tokens: RegExp }>();

/** A separator whole, and a pattern that cuts a text at separators and brackets, made once per separator. */
function separatorPatterns(separator: RegExp): { isSeparator: RegExp; tokens: RegExp } {
  const known = SEPARATOR_PATTERNS.get(separator.source);
  if (known) return known;
  const made = { isSeparator: new RegExp(`^(?:${separator.source})$`), tokens: new RegExp(`(${separator.source}|[()])`) };
  SEPARATOR_PATTERNS.set(separator.source, made);
  return made;
}

/** Names an organisation by its own words or legal form, not only by joining names ('Hartley, Osei and Brandt'). */
function namesOrganisation(text: string): boolean {
  return !/\s(?:and|&)\s/.test(text) && (ENDS_ON_LEGAL_FORM.test(text) || ORG_WORDS.test(text.replace(/\s[-–]\s/g, ' ')));
}

function splitTitleAt(part: string, separator: RegExp): { title: string; org: string } | null {
  const pieces = piecesOf(part, separator);
  if (pieces.length < 2) return null;
  const first = pieces[0] ?? '';
  const last = pieces.at(-1) ?? '';
  const firstLean = titleLean(first);
  const restLean = titleLean(pieces.slice(1).join(', '));
  const lastLean = titleLean(last);
  const headLean = titleLean(pieces.slice(0, -1).join(', '));
  // 'Engineer, Platform, Tern Analytics LLC': a title with its team after a comma, then an
  // employer whose own words say it is one (more than a legal suffix after a comma: 'Acme, Inc.';
  // not the end of a partnership's list of names: 'Wiza, Hagenes and Goodwin').
  const isNamedEmployer = lastLean < 0 && last.trim().split(/\s+/).length >= 2 && !/\s(?:and|&)\s/.test(last);
  if (pieces.length >= 3 && isNamedEmployer && headLean > 0) return { title: pieces.slice(0, -1).join(', '), org: last };
  // 'Associate, Corporate / M&A Group, Nishikawa & Ueda': a title, the unit of the employer it
  // served in, then the employer.
  const middle = pieces.slice(1, -1);
  const isPlace = parseLocation(last) !== null || knownCity(last) !== null || COUNTRIES.has(last.trim().toLowerCase());
  if (firstLean > 0 && middle.length > 0 && middle.every((p) => ORG_UNIT.test(p.trim())) && !isPlace) {
    return { title: pieces.slice(0, -1).join(', '), org: last };
  }
  if (firstLean > 0 && firstLean > restLean) return { title: first, org: pieces.slice(1).join(', ') };
  if (lastLean > 0 && lastLean > headLean) return { title: last, org: pieces.slice(0, -1).join(', ') };
  // 'Stagiaire, Bureau Oriel Ingénierie SARL': a title no vocabulary knows, then an employer
  // whose own words say it is one.
  const rest = pieces.slice(1).join(', ');
  if (pieces.length === 2 && firstLean === 0 && !ORG_WORDS.test(first) && namesOrganisation(rest)) return { title: first, org: rest };
  return null;
}

function score(pattern: { test(text: string): boolean }, text: string): number {
  return pattern.test(text) ? 1 : 0;
}

/**
 * 'Employer: Bramble Software', 'Institution: …': a form's label names the field; it is not in it
 * ('Dates:' is left alone once its dates are read).
 */
function withoutFormLabel(part: string): string {
  const label = /^([\p{L} ]{3,40}):\s*(.*)$/u.exec(part);
  return label?.[1] && formRole(label[1]) !== null ? (label[2] ?? '').trim() : part;
}

/** 'Tarnholm / remote', 'Tarnholm (hybrid)': a town and how the work was done there is a place, known town or not. */
const TOWN_WITH_WORK_MODE = /^\p{Lu}[\p{L}'’.-]*(?:\s[\p{Lu}][\p{L}'’.-]*){0,2}\s*(?:\/\s*|·\s*|\()(?:remote|hybrid|on-?site)\)?$/iu;

type HeaderParts = { parts: string[]; start: string; end: string; location: string };

export function readHeader(lines: string[]): HeaderParts {
  const joined = lines.join('\n');
  const range = findDateRange(joined.replace(/\n/g, ' \n '));
  const start = range?.start ?? '';
  let end = range?.end ?? '';
  // Dates stacked on two lines ('2017' above '2022') form a range too.
  if (range && !end && lines.some(isOnlyDates)) {
    const all = lines.flatMap(findAllDates);
    if (all.length === 2 && all[0] === start) end = all[1] ?? '';
  }
  let location = '';
  const parts: string[] = [];
  for (const line of lines) {
    if (isOnlyDates(line)) continue;
    // The dates go before a cell is cut into parts: a range's own spaced dash ('(May 2023 – Sep
    // 2024)') would cut it in two, and the halves would carry a bracket each into the place.
    const cells = line.split('\t').map(removeDates);
    for (const raw of cells.flatMap(splitParts).map(withoutFormLabel)) {
      // A month printed apart from its year ('February' beside the organisation, '2024' below).
      if (MONTH_ONLY.test(raw)) continue;
      // '5 years 10 months', '(2 yrs 3 mos)': how long the range lasted, which the dates already say.
      if (DURATION.test(raw)) continue;
      // '(March 2019 to Present).' leaves '( ).' behind: the empty brackets and the stop go too.
      // 'Completed in July 2019', 'Awarded in 2017': the words that lead to a date go with it.
      const withoutDates = removeDates(raw)
        .replace(/\s*\b(?:completed|graduated|awarded|expected|earned|conferred|received)(?:\s+(?:in|on))?\s*$/i, '')
        .replace(/\(\s*\)/g, '')
        .replace(/\s+\.$/, '')
        .replace(/^[,;:|\s\-–—]+|[,;:|\s\-–—]+$/g, '')
        .trim();
      if (withoutDates === '') continue;
      const unstopped = withoutClosingStop(withoutDates);
      const inBrackets = location === '' ? splitBracketedPlace(unstopped) : null;
      if (inBrackets) location = inBrackets[1];
      for (const piece of splitTrailingPlace(inBrackets?.[0] ?? unstopped)) {
        const place = parseLocation(piece) ?? (TOWN_WITH_WORK_MODE.test(piece) ? piece : null);
        if (place !== null && !location) location = piece;
        else if (place === null && !/^remote$/i.test(piece)) parts.push(piece);
        else if (/^remote$/i.test(piece) && !location) location = piece;
      }
    }
  }
  // 'OAKRIDGE FREIGHT, Auckland' over 'Auckland, New Zealand': the city the place names again is
  // the place's, not part of the employer's name.
  const city = location.split(',')[0]?.trim() ?? '';
  const named = city ? parts.map((part) => (part.endsWith(`, ${city}`) ? part.slice(0, -city.length - 2).trim() : part)) : parts;
  return { parts: named, start, end, location };
}

/**
 * 'Cellar Hand, Ravensgill Wines Ltd, Tarnbrook, New Zealand.': a header written as one sentence
 * ends on a full stop after its place, which belongs to no field. An abbreviation's stop stays
 * ('Ltda.', 'S.A.', 'Oax.'), and so does a sentence's.
 */
function withoutClosingStop(part: string): string {
  const last = /(?:^|,\s+)([^,]*\p{L}{4})\.$/u.exec(part)?.[1];
  if (!last || ENDS_ON_LEGAL_FORM.test(part) || ABBREVIATION_END.test(last) || !isPlaceShaped(last)) return part;
  return part.slice(0, -1);
}

/** 'Title at Company' is one part holding two fields; an 'at' after an organisation and no role is in its name. */
function splitAt(parts: string[]): { title: string; org: string } | null {
  for (const part of parts) {
    const match = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(part);
    // '… (placed at Koelveld Cold Store)': an 'at' inside brackets is the note's own.
    const isInBrackets = (match?.[1]?.split('(').length ?? 0) > (match?.[1]?.split(')').length ?? 0);
    if (match?.[1] && match[2] && !isInBrackets && (TITLE_WORDS.test(match[1]) || !ORG_WORDS.test(match[1])))
      return { title: match[1], org: match[2] };
  }
  return null;
}

/**
 * How an entry's header gave title and employer: in that order, the other way round, or with
 * nothing to tell them apart (read title first); 'comma' when one part held both either side of a
 * comma, null when 'at' joins them ('… at …').
 */
type Order = 'title-first' | 'company-first' | 'tie' | 'comma';

/** The spaced dash a header line prints between two of its parts, if one does. */
function dashBetween(lines: string[], before: string, after: string): string | undefined {
  return [' – ', ' — ', ' - '].find((dash) => lines.some((line) => line.includes(`${before}${dash}${after}`)));
}

/** The lines of a header that name the job: fields of the job ('Hours per week: 40', 'Supervisor: …') name neither the job nor the employer. */
function namingLines(entry: EntryBlock): string[] {
  const naming = entry.header.filter((line) => !isFieldLine(line));
  return naming.length > 0 ? naming : entry.header;
}

/** The job an entry's header names, and the order its header gave title and employer in. */
function readJob(entry: EntryBlock, homePlace = '', placeBesideDates = '', isCommaSection = false): { job: Job; order: Order | null } {
  const naming = namingLines(entry);
  const read = readHeader(naming);
  const { start, end } = read;
  // A part that is only a town the person lives in, or a large city ('01/11/2023 – Current | Tampere'),
  // is where the job was, when nothing else in the header says so.
  const isTown = (part: string) => isHomeTown(part, homePlace) || knownCity(part) !== null || (part !== '' && part === placeBesideDates);
  const townPart = read.location === '' && read.parts.length >= 3 ? read.parts.find(isTown) : undefined;
  // With the section's places read beside their dates, that part is the place whatever else is there.
  const besidePart = read.location === '' && placeBesideDates !== '' ? read.parts.find((part) => part === placeBesideDates) : undefined;
  const town = townPart ?? besidePart ?? (read.location === '' ? placeOnDatesLine(entry, read.parts) : undefined);
  const parts = town ? read.parts.filter((part) => part !== town) : read.parts;
  const location = town ?? read.location;
  const job = (title: string, company: string) => ({
    title,
    company,
    location,
    start_date: start,
    end_date: end,
    description: entry.bullets,
  });
  const placed =
    location === '' && parts.length === 2 ? titleAndEmployerThenPlace(parts[0] ?? '', parts[1] ?? '', homePlace, isCommaSection) : null;
  if (placed) return { job: { ...job(placed.title, placed.org), location: placed.place }, order: 'comma' };
  // 'Sous Chef, Harbour Grill – Northside' where the section's other headers part title and
  // employer at a comma, and nothing says the last part is a place: the dash names the employer's branch.
  const branchDash =
    isCommaSection && location === '' && parts.length === 2 ? dashBetween(naming, parts[0] ?? '', parts[1] ?? '') : undefined;
  const beforeDash = branchDash ? splitAtFirstComma(parts[0] ?? '') : null;
  if (beforeDash?.company) return { job: job(beforeDash.title, `${beforeDash.company}${branchDash}${parts[1]}`), order: 'comma' };
  // With a single part left, title and company share it: 'at', '@' or a comma joins them.
  const atOrganisation = splitAt(parts);
  if (atOrganisation) return { job: job(atOrganisation.title, atOrganisation.org), order: null };
  const atComma = parts.length === 1 ? splitTitleComma(parts[0] ?? '') : null;
  if (atComma) return { job: job(atComma.title, atComma.org), order: 'comma' };
  // The part that reads most like a job title is the title; the best organisation-like of the rest is the company.
  const ranked = parts.slice(0, 4).map((part, i) => {
    const last =
      part
        .replace(/\s*\([^()]*\)$/, '')
        .split(/\s+/)
        .at(-1) ?? '';
    // A title's head noun comes last ('Logistics Coordinator'), even when an organisation's word
    // leads; an agent noun there ('Ranger', not 'Monument') leans a little the same way.
    const isAgent = AGENT_NOUN.test(last) && !/ment$/i.test(last) && !ORG_WORDS.test(last);
    const headNoun = TITLE_WORDS.test(last) ? 0.5 : isAgent ? 0.25 : 0;
    // A note in brackets ('(Nights & Weekends)') says when or how, not who employs.
    const unbracketed = part.replace(/\s*\([^()]*\)/g, '');
    return { part, i, lean: score(TITLE_WORDS, part) - score(ORG_WORDS, unbracketed) + headNoun };
  });
  const byTitle = [...ranked].sort((a, b) => b.lean - a.lean || a.i - b.i);
  const titlePick = byTitle[0];
  // Of parts that read alike, one that ends on a legal form is the employer ('Bank Ltd.' before 'MIS & Analytics').
  const isLegal = (part: string) => Number(ENDS_ON_LEGAL_FORM.test(part));
  // Of those, one the title's own line joins to it by a spaced dash ('Hygienist – Schools
  // Outreach · Tarnvale Oral Health Service') says what the role covers; another part is the employer.
  const isTitlesUnit = (r: { part: string; i: number }) =>
    Number(r.i === (titlePick?.i ?? -2) + 1 && dashBetween(naming, titlePick?.part ?? '', r.part) !== undefined);
  const companyPick = ranked
    .filter((r) => r !== titlePick)
    .sort((a, b) => a.lean - b.lean || isLegal(b.part) - isLegal(a.part) || isTitlesUnit(a) - isTitlesUnit(b) || a.i - b.i)[0];
  if (titlePick && companyPick && titlePick.lean === companyPick.lean) {
    return { job: job(ranked[0]?.part ?? '', ranked[1]?.part ?? ''), order: 'tie' };
  }
  const order = (titlePick?.i ?? 0) < (companyPick?.i ?? 0) ? 'title-first' : 'company-first';
  // 'Assistant Manager – MIS & Analytics' over the employer: the part the title's own line printed
  // after a spaced dash, when the employer is elsewhere, is the title's unit.
  const unit = ranked.find((r) => r.i === (titlePick?.i ?? -2) + 1 && r !== companyPick);
  const dash = unit && titlePick ? dashBetween(naming, titlePick.part, unit.part) : undefined;
  const title = dash && unit ? `${titlePick?.part ?? ''}${dash}${unit.part}` : (titlePick?.part ?? '');
  return { job: job(title, companyPick?.part ?? ''), order };
}

/** A place's name ('Los Andes', 'Santa Cruz de la Sierra', 'Región del Libertador Gral. Bernardo O'Higgins'). */
const PLACE_WORDS = new RegExp(`^${placeNamePattern(7)}$`, 'u');

/**
 * Whether a part has the shape of a place: a town, maybe a comma and its region, of `maxWords`
 * words each at most, and no word of an organisation, a school or a title.
 */
export function isPlaceShaped(part: string, maxWords = 4): boolean {
  const pieces = part.split(/,\s+/);
  if (pieces.length > 2 || !pieces.every((p) => PLACE_WORDS.test(p) && p.split(/\s+/).length <= maxWords)) return false;
  return !ORG_WORDS.test(part) && !TITLE_WORDS.test(part) && !SCHOOL_WORDS.test(part) && !ORG_UNIT.test(part);
}

/**
 * 'Field Manager, Agrícola Los Maitenes Ltda. — Rancagua': the title and the employer in one part,
 * then a place no list knows. The place is taken as such only when something says it is one: a
 * town and its region after a comma, the home town or a listed city, or an employer whose own
 * words name it one ('Engineer, Payments — Halyard' keeps its team and its employer).
 */
function titleAndEmployerThenPlace(
  first: string,
  second: string,
  homePlace: string,
  isCommaSection: boolean,
): { title: string; org: string; place: string } | null {
  if (!isPlaceShaped(second)) return null;
  // Where the section's other headers part title and employer at a comma, this one's first comma does.
  const atFirst = isCommaSection ? splitAtFirstComma(first) : null;
  const split = splitTitleComma(first) ?? (atFirst?.company ? { title: atFirst.title, org: atFirst.company } : null);
  if (!split) return null;
  const isSaidPlace = second.includes(',') || isHomeTown(second, homePlace) || knownCity(second) !== null;
  return isSaidPlace || titleLean(split.org) < 0 ? { ...split, place: second } : null;
}

export function parseJob(entry: EntryBlock): Job {
  return readJob(entry).job;
}

/** A spaced dash between words, kept from parting a header; `withDashesRestored` puts it back. */
const KEPT_DASH = /\u2060([–—-])\u2060/g;

function keptDash(dash: string): string {
  return `\u2060${dash}\u2060`;
}
/** A dash inside a name is kept from parting the header; one that leads to a place ('… – Tarnholm, UK') still parts it off. */
function keptUnlessPlace(dashed: string, dash: string, rest: string): string {
  const next = rest.split(/\s-\s/)[0]?.trim() ?? '';
  return parseLocation(next) !== null ? dashed : keptDash(dash);
}

/** The spaced dashes that part a header's fields. */
export const SPACED_DASHES = [' - ', ' – ', ' — '];

/**
 * 'Tarrowby Outfitters – Lanternquay Arcade - Stock Clerk': where every header of the section parts
 * its title and employer with one dash of one kind, a dash of another kind inside a header is part
 * of a name ('Lanternquay Arcade' is the shop's branch), not a separator.
 */
function withSectionDashOnly(entries: EntryBlock[]): EntryBlock[] {
  const headers = entries.map((entry) => entry.header.map(removeDates).join(' '));
  const countOf = (text: string, dash: string) => text.split(dash).length - 1;
  const sectionDash = SPACED_DASHES.find((dash) => headers.length >= 2 && headers.every((text) => countOf(text, dash) === 1));
  if (!sectionDash) return entries;
  const others = SPACED_DASHES.filter((dash) => dash !== sectionDash);
  // Only a dash between words: a range's dash ('Jan 2020 – Present') joins dates.
  // A dash that leads to a place ('… – Tarnholm, UK') still parts the place off.
  const between = new RegExp(`(?<=[\\p{L})])\\s(${others.map((d) => d.trim()).join('|')})\\s(?=(\\p{Lu}[^\\t–—|]*))`, 'gu');
  // A hyphen that parts every header is the section's separator, as a spaced en dash is anywhere
  // ('Cataloguer - Harbour City Libraries' where the keyboard had no other dash).
  const separator = sectionDash === ' - ' ? /(?<=[\p{L}\d).])\s-\s(?=[\p{Lu}(])/gu : null;
  const parted = (line: string) => (separator ? line.replace(separator, ' – ') : line);
  return entries.map((entry) => ({ ...entry, header: entry.header.map((line) => parted(line.replace(between, keptUnlessPlace))) }));
}

/**
 * 'Harbour Libraries – Northgate Branch' over 'Reference Librarian', where the section's other
 * entries print the employer on one line and the title on the next with no dash: every header
 * holds one field a line, so a dash in one of them is inside a name, unless a place follows it.
 */
function withFieldPerLine(entries: EntryBlock[]): EntryBlock[] {
  const dash = /(?<=[\p{L})])\s([–—])\s(?=(\p{Lu}[^\t–—|]*))/gu;
  const namingLines = (entry: EntryBlock) => entry.header.map((line) => removeDates(line).trim()).filter((line) => line !== '');
  const counts = new Set(entries.map((entry) => namingLines(entry).length));
  const isDashed = (entry: EntryBlock) => namingLines(entry).some((line) => /\s[–—]\s/.test(line));
  const plain = entries.filter((entry) => !isDashed(entry));
  const isOneFieldEach = plain.every((entry) => namingLines(entry).every((line) => !/\t|\s[|·•]\s/.test(line)));
  const [count = 0] = [...counts];
  if (counts.size !== 1 || count < 2 || plain.length < 2 || plain.length <= entries.length / 2 || !isOneFieldEach) return entries;
  return entries.map((entry) =>
    isDashed(entry) ? { ...entry, header: entry.header.map((line) => line.replace(dash, keptUnlessPlace)) } : entry,
  );
}

function withDashesRestored(job: Job): Job {
  const restore = (text: string) => text.replace(KEPT_DASH, ' $1 ');
  return { ...job, title: restore(job.title), company: restore(job.company), location: restore(job.location) };
}

/** A section's jobs: read as printed, then the section-wide readings that need every entry. */
export function parseJobs(printedEntries: EntryBlock[], homePlace = ''): Job[] {
  const entries = withFieldPerLine(withSectionDashOnly(printedEntries));
  return readJobs(entries, homePlace)
    .map((job, i) => withUnitInTitle(job, entries[i]?.header ?? []))
    .map(withDashesRestored);
}

/** Where a unit ends a part: 'Stewardship Unit', 'School Dental Programme'. */
const UNIT_END = /\b(?:dept\.?|department|division|unit|section|programme|program|service line|ward|clinic team|team)$/i;

/**
 * 'Lead Dispenser, Infection Control Unit, Brenvale General Hospital': the unit the title was
 * held in goes with the title, as it was printed after it; the employer is the organisation after it.
 */
function withUnitInTitle(job: Job, header: string[]): Job {
  const unit = /^([^,]+?),\s+(\p{Lu}.+)$/u.exec(job.company);
  if (!job.title || !unit?.[1] || !unit[2] || !UNIT_END.test(unit[1].trim()) || UNIT_END.test(unit[2].trim())) return job;
  const printed = header.join(' ');
  const joiner = [', ', ...SPACED_DASHES].find((sep) => printed.includes(`${job.title}${sep}${unit[1]}`));
  return joiner ? { ...job, title: `${job.title}${joiner}${unit[1]}`, company: unit[2] } : job;
}

/**
 * Jobs of a section. Where nothing tells title from employer, the order the section's other
 * entries show is taken (a layout prints every entry alike), and failing that the title first,
 * as most layouts print it. A promotion is often printed under one employer: the company on a
 * line of its own, then each role with its own dates. A role with no company of its own, after an
 * entry that opened with such a company line, was held at that company.
 */
function readJobs(entries: EntryBlock[], homePlace: string): Job[] {
  const firstRead = entries.map((entry) => readJob(entry, homePlace));
  // '01/06/2023 – 01/07/2023 | Ruovesi': where other entries' places were read beside their dates,
  // the one word beside an entry's dates is its place too.
  const besideDates = entries.map(partBesideDates);
  const isPlacedBesideDates = firstRead.some(({ job }, i) => job.location !== '' && job.location === besideDates[i]);
  const placesBeside = firstRead.map((first, i) => {
    const beside = besideDates[i] ?? '';
    // 'Leeds depot', 'Berlin area', 'Tarnów i okolice': a place may be named with the kind of
    // site it was, or with its surroundings.
    const isPlaceLike = isPlaceShaped(beside) || isPlaceShaped(beside.replace(/(?:\s+\p{Ll}+){1,2}$/u, ''));
    return isPlacedBesideDates && first.job.location === '' && beside !== '' && isPlaceLike ? beside : '';
  });
  const entryAt = (i: number) => entries[i] ?? { header: [], bullets: [] };
  const placesAlike = placePartsAlike(entries, firstRead);
  const placeLines = placeLinesAlike(entries, firstRead);
  const read = firstRead.map((first, i) => {
    const place = placesBeside[i] || placesAlike[i] || placeLines[i];
    return place ? readJob(entryAt(i), homePlace, place) : first;
  });
  // 'Warehouse Operative, Quickparts Distribution' where the section's other headers were read as
  // title and employer either side of a comma: this one's first comma parts them too.
  const isCommaSection = read.filter((r) => r.order === 'comma').length >= 2;
  const reread = isCommaSection
    ? read.map((first, i) => {
        if (first.order === 'comma') return first;
        const again = readJob(entryAt(i), homePlace, placesBeside[i], true);
        return again.order === 'comma' ? again : first;
      })
    : read;
  const count = (order: Order) => reread.filter((r) => r.order === order).length;
  const isCompanyFirst = count('company-first') > count('title-first');
  let companyAbove = '';
  const jobs = reread
    .map(({ job: asRead, order }, i) => {
      const entry = entries[i] ?? { header: [], bullets: [] };
      const swapped = order === 'tie' && isCompanyFirst ? { ...asRead, title: asRead.company, company: asRead.title } : asRead;
      const job = isCommaSection && !swapped.company ? { ...swapped, ...splitAtFirstComma(swapped.title) } : swapped;
      if (job.company) {
        // The employer's own line, maybe with its place ('Lakeshore Medical Center · Milwaukee, WI').
        companyAbove = entry.header[0]?.trim().startsWith(job.company) && !TITLE_WORDS.test(entry.header[0] ?? '') ? job.company : '';
        return job;
      }
      return job.title && companyAbove ? { ...job, company: companyAbove } : job;
    })
    .map((job) => withPlaceAfterEmployer(job, homePlace));
  return withPlacesAfterEmployersAlike(
    jobs,
    reread.map(({ job }) => job),
    entries,
  );
}

/**
 * 'Kuorevesi' alone on a header's line where other jobs of the section print their place alone on
 * the line at that position ('Tampere'): a line of a place's shape there is this job's place too.
 * '' for an entry left as read.
 */
function placeLinesAlike(entries: EntryBlock[], firstRead: { job: Job }[]): string[] {
  const none = entries.map(() => '');
  const positions = firstRead.flatMap(({ job }, i) => {
    const at = job.location === '' ? -1 : (entries[i]?.header.findIndex((line) => line.trim() === job.location) ?? -1);
    return at >= 0 ? [at] : [];
  });
  const [at] = positions;
  if (at === undefined || positions.length < 2 || positions.some((p) => p !== at)) return none;
  return entries.map((entry, i) => {
    const line = entry.header[at]?.trim() ?? '';
    const isPlace = firstRead[i]?.job.location === '' && !line.includes('\t') && findDateRange(line) === null && isPlaceShaped(line);
    return isPlace ? line : '';
  });
}

/**
 * 'Hallstadt, Oberfranken' under the dates in a margin, then the title, then the employer: where
 * the headers with no place read hold three parts or more, and the part at one position, and at
 * no other, has a place's shape in every one of them, that part is each one's place (a layout
 * prints every entry alike). '' for an entry left as read.
 */
function placePartsAlike(entries: EntryBlock[], firstRead: { job: Job }[]): string[] {
  const unplaced = entries.flatMap((entry, i) => {
    if (firstRead[i]?.job.location !== '') return [];
    return [{ i, parts: readHeader(namingLines(entry)).parts }];
  });
  const places = entries.map(() => '');
  if (unplaced.length < 2 || unplaced.some(({ parts }) => parts.length < 3)) return places;
  // 'Weidenthal (Pfalz)': a town with its region in brackets.
  const isPlaceLike = (part: string) => isPlaceShaped(part) || isPlaceShaped(part.replace(/\s*\(([^()]+)\)$/, ', $1'));
  const positions = [0, 1, 2].filter((k) => unplaced.every(({ parts }) => isPlaceLike(parts[k] ?? '')));
  const [k] = positions;
  if (positions.length !== 1 || k === undefined) return places;
  for (const { i, parts } of unplaced) places[i] = parts[k] ?? '';
  return places;
}

/**
 * 'Apr 2018 – Present | Kirrawee, Tasman Coast' over 'Technician, Base Maintenance, Orrin Aero K.K.': the
 * one part on the dates' own line is the place when it has a place's shape and the rest of the
 * header still names both the title and the employer.
 */
function placeOnDatesLine(entry: EntryBlock, parts: string[]): string | undefined {
  const beside = partBesideDates(entry);
  const others = parts.filter((part) => part !== beside);
  const isPlace = beside !== '' && others.length === 1 && isPlaceShaped(beside) && splitTitleComma(others[0] ?? '') !== null;
  return isPlace ? beside : undefined;
}

/**
 * Title and employer either side of a part's first comma (none inside brackets), the title first as
 * the section prints it; an employer's name may hold a comma of its own ('Dufour-Kerlan,
 * architectes'). The part as the title when it has no comma.
 */
function splitAtFirstComma(part: string): { title: string; company: string } {
  const [title = '', ...rest] = piecesOf(part, /,\s+/);
  return rest.length > 0 ? { title: title.trim(), company: rest.join(', ').trim() } : { title: part, company: '' };
}

/** The one part printed beside an entry's dates on their line ('01/06/2023 – 01/07/2023 | Ruovesi'), if any. */
function partBesideDates(entry: EntryBlock): string {
  const line = entry.header.find((l) => findDateRange(l) !== null) ?? '';
  const rest = splitParts(removeDates(line));
  return rest.length === 1 ? (rest[0] ?? '') : '';
}

/**
 * 'Noticias del Bajío, León, Guanajuato' in a section where other jobs' places were read after
 * their employers' names ('…, Ciudad de México' for the home town, '…, Remote'): a layout prints
 * every entry alike, so a trailing town (and region) of place-shaped words is these jobs' place too.
 */
function withPlacesAfterEmployersAlike(jobs: Job[], asRead: Job[], entries: EntryBlock[]): Job[] {
  const isSplitAfterEmployer = (job: Job, i: number) =>
    job.location !== '' && asRead[i]?.location === '' && asRead[i]?.company.endsWith(`, ${job.location}`);
  // 'Brightwater Dental Pty Ltd, Cairns, QLD | 02/2019 – Present': a place the lists know, printed
  // after its employer's comma.
  const isPrintedAfterEmployer = (job: Job, i: number) =>
    job.location !== '' && job.company !== '' && (entries[i]?.header ?? []).some((l) => l.includes(`${job.company}, ${job.location}`));
  const isShown = jobs.some((job, i) => isSplitAfterEmployer(job, i) || isPrintedAfterEmployer(job, i));
  if (!isShown && !asRead.some((job) => namesPlaceAfterEmployer(job.company))) return jobs;
  return jobs.map((job) => {
    if (job.location !== '') return job;
    const split = placeAfterEmployer(job.company);
    return split ? { ...job, company: split.employer, location: split.place } : job;
  });
}

/**
 * The employer and the place of a company part that ends on a place's shape: a town (and its
 * region) after the employer's name, set apart by a comma or a spaced dash.
 */
function placeAfterEmployer(company: string): { employer: string; place: string } | null {
  // A code in capitals after a comma ('…, Springfield, QX', '…, Ada Okafor, RN') is a region's only
  // where the home country writes its regions so, which the place reader knows; not here.
  if (/,\s+\p{Lu}{2,3}\.?$/u.test(company)) return null;
  const dashed = /^(.*\S)\s[-–—]\s([^-–—]+)$/.exec(company);
  if (dashed?.[1] && dashed[2] && dashed[2].split(/,\s+/).length <= 2 && isPlaceShaped(dashed[2]))
    return { employer: dashed[1], place: dashed[2] };
  const pieces = company.split(/,\s+/);
  for (const size of [2, 1]) {
    const place = pieces.slice(-size).join(', ');
    const employer = pieces.slice(0, -size).join(', ');
    // 'Vallorcine (74)': a town with its department's number in brackets.
    if (pieces.length > size && isPlaceShaped(place.replace(/\s*\(\d{1,3}\)$/, ''))) return { employer, place };
  }
  return null;
}

/**
 * 'Red de Bibliotecas Municipales - Valdemoro del Río, Madrid', 'Elektro Haas GmbH, Oberwald,
 * Rheinland-Pfalz': a company part that shows a place after the employer beyond doubt, by a town
 * and its region after a name of several words, or after a name that ends on its legal form. Then
 * the section prints its places there ('Hartley, Osei' alone shows nothing).
 */
function namesPlaceAfterEmployer(company: string): boolean {
  const split = placeAfterEmployer(company);
  if (!split) return false;
  const isTownAndRegion = split.place.includes(', ');
  const isNamedEmployer = split.employer.split(/\s+/).length >= 2 && !isPlaceShaped(split.employer);
  return (isTownAndRegion && isNamedEmployer) || ENDS_ON_LEGAL_FORM.test(split.employer);
}

/**
 * A job whose employer's part ends in a place the lists do not know has it as its place: a city
 * with a region code of the home place's kind ('…, São Paulo, SP'); the home town itself
 * ('Kahvila Mansikka, Tampere' for someone who lives in Tampere); or a town after an employer whose
 * name ends on a legal or organisation word ('Halden & Price Insurance Ltd, Stockport').
 */
function withPlaceAfterEmployer(job: Job, homePlace: string): Job {
  if (job.location !== '') return job;
  const split = splitPlaceOfHomeCountry(job.company, homePlace) ?? splitTownAfterEmployer(job.company, homePlace);
  return split ? { ...job, company: split[0], location: split[1] } : job;
}

const TOWN_AFTER_EMPLOYER = new RegExp(`^(.*\\S),\\s+(${placeNamePattern(3)})$`, 'u');

function splitTownAfterEmployer(company: string, homePlace: string): [string, string] | null {
  const match = TOWN_AFTER_EMPLOYER.exec(company);
  if (!match?.[1] || !match[2]) return null;
  const [employer, town] = [match[1], match[2]];
  if (ORG_WORDS.test(town) || TITLE_WORDS.test(town) || SCHOOL_WORDS.test(town) || ORG_UNIT.test(town)) return null;
  const endsOnOrganisationWord = ORG_WORDS.test(employer.split(/\s+/).at(-1) ?? '');
  return isHomeTown(town, homePlace) || endsOnOrganisationWord ? [employer, town] : null;
}

/** Whether a text is the town of the contact block's place ('Tampere' of 'Tampere' or 'Leeds' of 'Leeds, UK'). */
function isHomeTown(text: string, homePlace: string): boolean {
  const town = homePlace.split(',')[0]?.trim().toLowerCase() ?? '';
  return town !== '' && text.trim().toLowerCase() === town;
}

export function parseCustomEntry(entry: EntryBlock): CustomEntry {
  const { parts, start, end, location } = readHeader(entry.header.slice(0, 3));
  const extraHeader = entry.header.slice(3);
  const at = splitAt(parts.slice(0, 1));
  // 'Royal Medal, Royal Society' on a line of its own is an award and who gave it.
  // So is 'Volunteer Coordinator, Tidewater Food Bank — Organised 20 events a year.'
  const isNameOnly = parts.length === 1 || (parts.length === 2 && isStatement(parts[1] ?? ''));
  const comma = !at && isNameOnly ? /^([^,]{2,80}),\s+(.+)$/.exec(parts[0] ?? '') : null;
  const named = at ? [at.title, at.org] : comma?.[1] && comma[2] ? [comma[1], comma[2]] : parts.slice(0, 1);
  const [first = '', ...rest] = [...named, ...parts.slice(1)];
  // 'Name: what it is' puts the name before the colon.
  const colon = /^([^:]{2,60}):\s+(.+)$/.exec(first);
  const title = colon?.[1] ?? first;
  const leading = colon?.[2] ? [colon[2]] : [];
  // 'Copperleaf Toolkit – An open-source tool for …': a statement after the name says what it is;
  // an organisation's name is capitalised, save its small joining words.
  const says = rest[0] !== undefined && isStatement(rest[0]);
  const organization = (says ? undefined : rest[0]) ?? location;
  const description = [...leading, ...(says ? rest : rest.slice(1)), ...extraHeader, ...entry.bullets].join('\n');
  return { title, organization, start_date: start, end_date: end, description };
}
