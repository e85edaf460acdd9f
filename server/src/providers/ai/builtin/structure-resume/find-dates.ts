/**
 * Dates as resumes print them. The profile keeps them exactly as printed (SPEC point 3), so these
 * functions find and delimit dates; they never reformat one.
 */

// Months in English, then as French, Spanish, German, Italian, Portuguese and Dutch CVs print them
// (a date keeps its language: the profile holds dates as printed).
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|' +
  'janv(?:ier)?|f[ée]vr(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[ûu]t|septembre|octobre|novembre|d[ée]c(?:embre)?|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|dic(?:iembre)?|' +
  'j[äa]nner|januar|februar|m[äa]rz|juni|juli|oktober|dezember|' +
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|' +
  'janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|dezembro|' +
  'januari|februari|maart|mei|augustus)\\.?';
// Never the end of a figure ('GPA 3.1 September 2011').
const DAY = '(?<![\\d.,])(?:0?[1-9]|[12]\\d|3[01])';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19|20)\\d{2}';
const SHORT_YEAR = "['’]\\d{2}";
const OPEN_END =
  "(?:present(?: day)?|current|now|today|ongoing|to date|till date|till now|until now|aujourd['’]hui|actuel(?:lement)?|heute|actualidad|presente|hoy|oggi|atual|heden)";

/**
 * One date: 'Jan 2020', 'Sept 2005', 'Summer 2018', '01/03/2021' (day first, as European forms
 * print it), '03/2021', '2022-May', '2019-03', '2019', 'Present'.
 */
const DATE = [
  // '1 March 2019', '1st March 2019', 'March 1, 2019': a day with the month's name.
  `${DAY}(?:st|nd|rd|th)?\\s+${MONTH}\\s*,?\\s*${YEAR}`,
  `${MONTH}\\s+${DAY}(?:st|nd|rd|th)?,\\s*${YEAR}`,
  `${MONTH}\\s*,?\\s*(?:${YEAR}|${SHORT_YEAR})`,
  `${SEASON}\\s+${YEAR}`,
  `(?:0?[1-9]|[12]\\d|3[01])\\s*[/.]\\s*(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}`,
  `(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}`,
  // '03-2019': month and year with a hyphen, never inside a longer number ('2010-2019').
  `(?:0[1-9]|1[0-2])-${YEAR}`,
  // Year first with the month's name joined to it ('2022-May'): an ISO date half-formatted, as
  // some themes print it; only with the sign between, so 'Jan 2019 May…' stays as it was, and not
  // before a year ('2019-Mar 2021' is a range whose dash has no spaces).
  `${YEAR}[-/.]${MONTH}(?![a-z])(?!\\s*,?\\s*${YEAR})`,
  `${YEAR}\\s*[-/.]\\s*(?:0[1-9]|1[0-2])(?:\\s*[-/.]\\s*(?:0[1-9]|[12]\\d|3[01]))?`,
  YEAR,
].join('|');

// An arrow joins a range too in design templates ('Mar 2019 → Present'), and so do TeX's dashes
// where a font has no ligature for them ('2015 -- 2018').
const DASH = '\\s*(?:-{1,3}|[–—−~→⟶➔]|to|till|until|through|thru)\\s*';

// 'Jan 2020 to date', 'Jan 2020 till date': the word that joins the range is part of its open end.
const WORD_OPEN_END = '(?:to|till|until)\\s+(?:date|now)';
const RANGE = new RegExp(`(?<![\\w/-])(${DATE})(?:${DASH}(${DATE}|${OPEN_END})|\\s+(${WORD_OPEN_END}))(?![\\w/])`, 'i');
const SINGLE_SOURCE = `(?<![\\w/-])(${DATE}|${OPEN_END})(?![\\w/])`;
/** A fresh global regex per use: a shared one carries lastIndex from call to call. */
const singleDates = () => new RegExp(SINGLE_SOURCE, 'gi');

export type DateRange = {
  start: string;
  end: string;
  /** Where the dates sit in the text, so callers can cut them out. */
  index: number;
  length: number;
};

function tidy(date: string): string {
  return date.replace(/\s+/g, ' ').trim();
}

/**
 * The first date range in a text ('Jan 2020 – Present', '2019-03 to 2021-06'). Without a range,
 * a single date is the start ('Sept 2023'), or the end when the text says so ('Expected May 2025'
 * reads as a start too: a resume that prints one date gives when it happened).
 */
export function findDateRange(text: string): DateRange | null {
  const range = RANGE.exec(text);
  if (range) {
    return {
      start: tidy(range[1] ?? ''),
      end: tidy(range[2] ?? range[3] ?? ''),
      index: range.index,
      length: range[0].length,
    };
  }
  // 'Kept the guides up to date', 'open now': a word that ends a range is a date alone only where
  // it stands alone ('Present', '(Current)'), not inside a sentence.
  const isAlone = (word: string) => text.replace(word, '').replace(/[^\p{L}\d]/gu, '') === '';
  const single = [...text.matchAll(singleDates())].find((m) => !isOpenEnd(m[1] ?? '') || isAlone(m[1] ?? ''));
  if (!single) return null;
  return { start: tidy(single[1] ?? ''), end: '', index: single.index ?? 0, length: single[0].length };
}

/** Every date in a text, in order (for dates split over lines, as in '2017' above '2022'). */
export function findAllDates(text: string): string[] {
  return [...text.matchAll(singleDates())].map((m) => tidy(m[1] ?? ''));
}

export function isOpenEnd(text: string): boolean {
  return new RegExp(`^${OPEN_END}$`, 'i').test(text.trim());
}

/** True when a text is nothing but dates and separators (a line to fold into its entry's header). */
export function isOnlyDates(text: string): boolean {
  const rest = text.replace(singleDates(), ' ').replace(/[-–—−~→⟶➔,|/()]|\b(?:to|till|until)\b/gi, ' ');
  return rest.trim() === '' && singleDates().test(text);
}

export function removeDates(text: string): string {
  const range = findDateRange(text);
  if (!range) return text;
  return removeDates(`${text.slice(0, range.index)} ${text.slice(range.index + range.length)}`)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
