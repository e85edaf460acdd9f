/**
 * Splits a section into entries. An entry is a header block (title, organisation, place, dates,
 * in whatever order the layout prints them) followed by bullet lines. Dates anchor the split:
 * every date range starts a new entry at the same distance from the header's first line as in
 * the section's first entry, so 'Company / dates / Title' and 'Title<tab>dates / Company' layouts
 * both split right.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { parseLocation, splitOffPlace } from './places';
import { findDateRange, isOnlyDates } from './find-dates';
import { readEntryGrid } from './entry-grid';
import type { RoledLine } from './line-roles';
import { joinOpenBrackets } from './wrapped-brackets';
import { joinBrokenPlaces } from './broken-places';
import { BULLET_GLYPH, hasOwnMark, stripBullet } from './bullet-marks';
import { SCHOOL_WORDS } from './education-words';
import { foldFieldBlocks, isFieldLine } from './entry-fields';
import { joinDanglingNames } from './wrapped-names';
import { endsOnJoiningWord, isStatement } from './joining-words';
import { splitHeaders } from './split-headers';
import { COMPANY_ABBREVIATIONS, ENDS_ON_LEGAL_FORM } from './organisation-words';
import { joinDatesOnHeaderRow, joinWrappedDateCells, joinWrappedRangeEnds, splitDatesFromSentence } from './wrapped-range-end';
import { mostCommonSize } from './type-sizes';
import { continuesLine, joinWrapped, rightEdgeOf, textRightEdge, type WrapContext } from './wrapped-lines';

export type EntryBlock = {
  /** Header lines, bullet glyphs removed. */
  header: string[];
  /** Bullet lines, wrapped lines joined. */
  bullets: string[];
};

/** A line that opens with the name of a degree. */
const DEGREE_LEAD = /^(?:bachelor|master|doctor(?:ate)?|associate|diploma|certificate|ph\.?\s?d|mba)\b/i;

/** Labels some themes print above the bullets; they are layout, not content. */
const BULLET_LABELS = /^(?:highlights|key achievements|achievements|responsibilities|key responsibilities|accomplishments|duties)\s*:?$/i;

/**
 * 'Denver, CO' or 'Sonoran Water Partners, Phoenix, AZ': an organisation and its place, which a
 * table layout may indent like body text. A sentence that happens to end in a place is not one.
 */
export function isPlaceLine(text: string): boolean {
  if (parseLocation(text) !== null) return true;
  const split = splitOffPlace(text);
  return split !== null && split[0].split(/\s+/).length <= 6 && !/[.!?;:]/.test(split[0]);
}

const STOP_AT_END = new RegExp(`(?<!\\b(?:${COMPANY_ABBREVIATIONS}|jr|sr|st|dr|no))[.!?]$`, 'i');

/** A single capital and its stop closing a line: an initial ('Washington D.C.', 'S.A. de C.V.'). */
const INITIAL_AT_END = /(?:^|[\s.])\p{Lu}\.$/u;

/** A date range with both ends ('2019 – 2021', 'May 2020 – Present'), not a lone year. */
function hasWholeRange(text: string): boolean {
  return (findDateRange(text)?.end ?? '') !== '';
}

/** Abbreviations a figure follows ('ca. 4,000', 'approx. 12', 'No. 4'). */
const ABBREVIATION_STOP = /\b(?:ca|approx|appr|c|no|nr|nos|vs|p|pp|est|incl|e\.g|i\.e|vol|fig|art|op)\.$/i;

/**
 * A stop that ends a sentence, not an abbreviation's ('Kestrel Design Co.', 'Acme Inc.'), a legal
 * form's ('Wisłowóz Kraft Sp. z o.o.', 'Veldhuis B.V.') or an initial's.
 */
const SENTENCE_END = {
  test: (text: string) => STOP_AT_END.test(text) && !ENDS_ON_LEGAL_FORM.test(text) && !INITIAL_AT_END.test(text),
};

/**
 * 'Ashgrove Polytechnic — Diploma of Horticulture in Nursery Management': a
 * long line whose words of three letters or more all start with a capital names things (a school
 * and a degree); a statement has lower-case words.
 */
function isTitleCased(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /^\p{L}{3,}/u.test(w) && !/^(?:and|the|for|with|von|van|des|der)$/.test(w));
  return words.length >= 4 && words.every((w) => /^\p{Lu}/u.test(w));
}

const BRACKETED_YEAR_END = /\((?:19|20)\d{2}\)$/;

type Marked = {
  line: ExtractedLine;
  text: string;
  isBullet: boolean;
  hasDate: boolean;
  /** The last printed line of a header line joined from wrapped ones. */
  tail?: ExtractedLine;
  /** Read as a statement from the section's layout, which the line classifier does not see. */
  isLaidOutStatement?: boolean;
};

function markLines(lines: ExtractedLine[], context: WrapContext): Marked[] {
  const xs = lines.filter((l) => l.x > 0).map((l) => l.x);
  const leftEdge = xs.length > 0 ? Math.min(...xs) : 0;
  const marked: Marked[] = lines
    .filter((line) => !BULLET_LABELS.test(line.text.trim()))
    .map((line) => {
      const hasGlyph = BULLET_GLYPH.test(line.text);
      const text = stripBullet(line.text);
      const range = findDateRange(text);
      // A date range ('2019 to Present') marks an entry's header, even one written as a sentence.
      const hasRange = range !== null && range.end !== '';
      // Indented past the section's left edge, or a long sentence: body text, not a header.
      const isIndented = line.x > 0 && line.x - leftEdge > 8;
      const letterWords = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
      // A sentence, or a run of words longer than any title or organisation line (a wrapped bullet's first line).
      const wordCount = text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
      // 'Seconded to a client's office for 8 months in 2017.': a year a sentence mentions dates no entry.
      // So does a year in brackets closing a statement ('… passed their exams (2024)').
      const isYearInProse = range !== null && !hasRange && (SENTENCE_END.test(text) || BRACKETED_YEAR_END.test(text)) && wordCount >= 8;
      const hasDate = range !== null && !isYearInProse;
      const isSentence =
        ((SENTENCE_END.test(text) && wordCount >= 6 && !hasRange) || (letterWords >= 11 && !hasDate && !isTitleCased(text))) &&
        !text.includes('\t');
      // A short place or date line is part of a header however it is indented.
      const isHeaderShaped = text.length < 60 && !isSentence && (hasDate || isPlaceLine(text));
      const isBullet = Boolean(line.isListItem) || hasGlyph || ((isIndented || isSentence) && !isHeaderShaped && !line.bold);
      return { line, text, isBullet, hasDate };
    });
  // A long undated line that runs on into the next is a wrapped statement, not a header line
  // (a bullet whose mark was lost at a page break: 'Automated the calendar with an auditor, which').
  for (let i = 0; i + 1 < marked.length; i++) {
    const item = marked[i];
    const next = marked[i + 1];
    // Field lists ('Hours per week: 40 | Salary: …') are not prose.
    if (!item || !next || item.isBullet || item.hasDate || item.line.bold || /[|:;]/.test(item.text) || isTitleCased(item.text)) continue;
    const longEnough = item.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 6;
    if (longEnough && !next.hasDate && continuesLine(item.line, next.line, item.text, next.text, context)) item.isBullet = true;
  }
  // The wrapped rest of a body line is body, however short or header-like it looks. A lone year in
  // it ('… covering as acting Guest' over 'Services Manager for 5 months in 2017.') makes it no header either,
  // whatever the line classifier reads in it.
  for (let i = 1; i < marked.length; i++) {
    const previous = marked[i - 1];
    const current = marked[i];
    if (
      previous?.isBullet &&
      current &&
      !current.line.bold &&
      continuesLine(previous.line, current.line, previous.text, current.text, context)
    ) {
      if (current.hasDate && !hasWholeRange(current.text)) current.isLaidOutStatement = true;
      current.isBullet = true;
    }
  }
  // 'Grower Adviser, Huertos del Quilmo S.A. —' over 'Talagante (Jul 2016 – Apr 2020)': where
  // statements carry marks, an unmarked line at the section's edge that breaks off open onto a
  // line with a date range is a header wrapped in two, however long its first line.
  // So is one whose next line runs on from it in small letters to dates in a cell of their own
  // ('…, National Higher School' over 'of Building and Planning<tab>2015 – 2016'), marks or none.
  const isMarked = (m: Marked) => hasOwnMark(m.line);
  const areStatementsMarked = marked.some(isMarked);
  for (let i = 0; i + 1 < marked.length; i++) {
    const [item, next] = [marked[i], marked[i + 1]];
    if (!item || !next || isMarked(item) || isMarked(next) || Math.abs(item.line.x - leftEdge) > 2) continue;
    if (!hasWholeRange(next.text)) continue;
    const endsOpen = breaksOffOpen(item.text);
    const cells = next.text.split('\t');
    const hasDateCell = cells.length >= 2 && isOnlyDates(cells.at(-1) ?? '');
    if ((endsOpen && areStatementsMarked) || (hasDateCell && (endsOpen || /^\p{Ll}/u.test(next.text))))
      [item.isBullet, next.isBullet] = [false, false];
  }
  keepInlineYearsInStatements(marked, leftEdge);
  return keepLargeTypeInHeaders(
    keepLastStatements(keepIndentedStatements(takeClassifierWord(reclaimHeaderLines(marked), context), leftEdge), leftEdge),
  );
}

/**
 * 'Stem borer survey, 2019–2020' indented past the section's edge, where every header prints
 * its dates in a cell of their own at that edge (a date column): a range inside a line elsewhere
 * dates no entry, and the line is a statement. Where every header at that edge holds a whole
 * range, a lone year in a line set in from it ('… ready for the yearly audit in 2022 – two minor notes') is one too.
 */
function keepInlineYearsInStatements(marked: Marked[], leftEdge: number): void {
  const isDateCell = (m: Marked) => m.text.includes('\t') && isOnlyDates(m.text.split('\t')[0] ?? '');
  const isAtEdge = (m: Marked) => Math.abs(m.line.x - leftEdge) <= 2;
  const isEdgeOf = (headers: Marked[]) => headers.length >= 2 && headers.every(isAtEdge);
  const isDateColumn = isEdgeOf(marked.filter((m) => m.hasDate && isDateCell(m)));
  const isRangeAtEdge = isEdgeOf(marked.filter((m) => m.hasDate && !m.isBullet && hasWholeRange(m.text)));
  for (const item of marked) {
    const datesNoEntry = (isDateColumn && !isDateCell(item)) || (isRangeAtEdge && !hasWholeRange(item.text));
    if (item.hasDate && datesNoEntry && item.line.x - leftEdge > 8 && !isOnlyDates(item.text)) {
      item.hasDate = false;
      item.isBullet = true;
      item.isLaidOutStatement = true;
    }
  }
}

/**
 * 'Co-supervised 5 MSc theses' at the statements' indent after a statement, with nothing under it
 * before the next entry's header at the section's edge (or the section's end): a header that
 * heads nothing is the entry's last statement, however short.
 */
function keepLastStatements(marked: Marked[], leftEdge: number): Marked[] {
  const bodyX = mostCommon(marked.filter((m) => m.isBullet && m.line.x > 0).map((m) => Math.round(m.line.x)));
  if (bodyX === null || bodyX <= leftEdge + 8) return marked;
  return marked.map((item, i) => {
    const previous = marked[i - 1];
    const next = marked[i + 1];
    const isAtBodyIndent = Math.abs(item.line.x - bodyX) <= 2;
    const headsNothing = next === undefined || (!next.isBullet && next.line.x <= leftEdge + 2);
    return !item.isBullet && previous?.isBullet && isAtBodyIndent && headsNothing && !item.hasDate && !item.line.bold
      ? { ...item, isBullet: true }
      : item;
  });
}

/**
 * A line set well larger than most of the section's letters heads an entry: statements are set in
 * the body's size. Letters, not lines: headers wrapped over two lines can outnumber short statements.
 */
function keepLargeTypeInHeaders(marked: Marked[]): Marked[] {
  const sized = marked.filter((m) => m.line.fontSize > 0);
  const body = mostCommonSize(sized.map((m) => ({ ...m.line, text: m.text, fontSize: Math.round(m.line.fontSize * 2) / 2 })));
  if (body === 0) return marked;
  const isLarge = (item: Marked | undefined) => item !== undefined && item.line.fontSize >= body * 1.3;
  const headed = marked.map((item) => (item.isBullet && !hasOwnMark(item.line) && isLarge(item) ? { ...item, isBullet: false } : item));
  // Where headers start in large type, lines in the body's size after a statement, up to the next
  // header's first line or the section's end, are statements ('Trained new starters' after 'Cut
  // food cost by 7 %'); so are those right after a header's dates where another entry's dates lead
  // straight to its statements.
  if (!headed.some((item) => isLarge(item) && !item.isBullet)) return headed;
  const isPlain = (item: Marked | undefined) =>
    item !== undefined && item.line.fontSize > 0 && item.line.fontSize < body * 1.15 && !item.hasDate && !item.line.bold;
  const datesLeadToStatements = headed.some((item, i) => item.hasDate && !item.isBullet && headed[i + 1]?.isBullet === true);
  const out = [...headed];
  for (let i = 0; i < out.length; i++) {
    const item = out[i];
    const previous = out[i - 1];
    if (!item || item.isBullet || !isPlain(item) || !previous) continue;
    const followsStatementOrDates = previous.isBullet || (previous.hasDate && datesLeadToStatements);
    let end = i;
    while (isPlain(out[end + 1])) end += 1;
    const next = out[end + 1];
    if (followsStatementOrDates && (next === undefined || (isLarge(next) && !next.isBullet))) out[i] = { ...item, isBullet: true };
  }
  return out;
}

/**
 * 'Taught mathematics and French.' indented where the section's statements are: a short
 * statement is one too, whatever the classifier makes of its length. Only a sentence or words in
 * lower case, so a title set at the same indent ('Senior Analyst') stays in the header.
 */
function keepIndentedStatements(marked: Marked[], leftEdge: number): Marked[] {
  const bodyXs = marked.filter((m) => m.isBullet && m.line.x > 0).map((m) => m.line.x);
  // Where headers are set in bold, a plain line between two statements at their indent is one
  // too ('Cage audits' among longer statements), however short.
  const isUnderBoldHeads = marked.filter((m) => !m.isBullet && m.line.bold).length >= 2;
  return marked.map((item, i) => {
    const x = item.line.x;
    const sharesIndent = bodyXs.filter((bx) => Math.abs(bx - x) <= 2).length >= 2;
    const isStatementAt = (m: Marked | undefined) => m !== undefined && m.isBullet && Math.abs(m.line.x - x) <= 2;
    const isBetweenStatements = isUnderBoldHeads && isStatementAt(marked[i - 1]) && isStatementAt(marked[i + 1]);
    const readsAsStatement = SENTENCE_END.test(item.text) || isStatement(item.text) || isBetweenStatements;
    const isIndentedStatement =
      x > leftEdge + 8 && sharesIndent && readsAsStatement && !item.hasDate && !item.line.bold && !isPlaceLine(item.text);
    return !item.isBullet && isIndentedStatement ? { ...item, isBullet: true } : item;
  });
}

/**
 * Where the line-role classifier is used for body lines, its word replaces the rules', except where
 * the layout says more than one line can: a mark or a list item stays a bullet, large bold type
 * heads an entry, and a statement the layout has already read (a wrapped rest) stays one.
 */
function takeClassifierWord(marked: Marked[], context: WrapContext): Marked[] {
  // Statements are set in the plain lines' type: a line in bold, larger than the section's plain
  // lines, heads an entry ('Diploma in Landscape Architecture —' in 15 pt bold over dates in 12 pt),
  // and so does its wrapped rest when the theme's separator leads it ('· School of Horticulture').
  const plain = marked.filter((m) => !m.line.bold && m.line.fontSize > 0).map((m) => ({ ...m.line, text: m.text }));
  const plainSize = mostCommonSize(plain);
  const isLargeBold = (m: Marked | undefined) => m !== undefined && m.line.bold && plainSize > 0 && m.line.fontSize >= plainSize * 1.15;
  return marked.map((item, i) => {
    const body = (item.line as RoledLine).roles?.body;
    const above = marked[i - 1];
    const isWrappedHeaderRest = above !== undefined && !above.isBullet && isLargeBold(above) && above.line.fontSize === item.line.fontSize;
    if (isLargeBold(item) && !item.line.isListItem && (!hasOwnMark(item.line) || isWrappedHeaderRest)) return { ...item, isBullet: false };
    if (hasOwnMark(item.line) || item.isLaidOutStatement) return item;
    // '• Beat the quarterly target four times running; Best' over 'Branch Q2 2018' set under its text: the
    // rest of a marked statement at its hanging indent, a year in it or not (a range would date a header).
    const isHangingRest =
      above !== undefined &&
      hasOwnMark(above.line) &&
      !item.line.bold &&
      item.line.x > above.line.x + 3 &&
      !hasWholeRange(item.text) &&
      continuesLine(above.line, item.line, above.text, item.text, context);
    if (isHangingRest) return { ...item, isBullet: true };
    // 'Harrow Kilnworks Ltd., Tarnby' under its entry's first line, in that line's type, larger
    // than the section's plain lines: the header goes on; statements are set in the plain type.
    const isHeaderSizedRest =
      above !== undefined &&
      !above.isBullet &&
      !hasOwnMark(above.line) &&
      item.line.fontSize === above.line.fontSize &&
      plainSize > 0 &&
      item.line.fontSize >= plainSize + 0.5 &&
      !SENTENCE_END.test(item.text);
    if (isHeaderSizedRest) return { ...item, isBullet: false };
    // 'Mentor to two apprentices' after a statement and before the next entry's large bold
    // first line: a plain line that dates and places nothing ends the statements before it.
    const next = marked[i + 1];
    const isLastStatement =
      above?.isBullet === true &&
      isLargeBold(next) &&
      !item.line.bold &&
      item.line.fontSize === plainSize &&
      !item.hasDate &&
      parseLocation(item.text) === null &&
      isStatement(item.text);
    if (isLastStatement) return { ...item, isBullet: true };
    // A paragraph in a Word heading style below the section's own ('Heading 2') heads an entry.
    if (/^heading\s?[2-6]$/i.test(item.line.style ?? '')) return { ...item, isBullet: false };
    // A line in bold right above a header's dates opens the entry ('Stock Controller — Hale B.V.'
    // over 'Delft, Mar 2012 – Dec 2015'), whatever paragraph came before it.
    if (item.line.bold && !item.hasDate && next?.hasDate && !next.isBullet && !next.line.bold) return { ...item, isBullet: false };
    // A field of the entry ('Hours per week: 40 | Salary: …') or a degree ('Master of Arts in
    // Teaching, Secondary Science') is no statement, whatever the classifier says.
    if (isFieldLine(item.text) || (DEGREE_LEAD.test(item.text) && !SENTENCE_END.test(item.text))) return { ...item, isBullet: false };
    // A long sentence that dates nothing is a statement, however the classifier reads its place.
    const isLongSentence = SENTENCE_END.test(item.text) && !item.hasDate && item.text.split(/\s+/).length >= 12;
    if (isLongSentence) return { ...item, isBullet: true };
    return body === undefined ? item : { ...item, isBullet: body };
  });
}

/**
 * Some layouts print the title or organisation indented, but less than the bullets below it
 * ('UX Designer' at 281 pt under a date column at 194, bullets at 294). Such a line, short and not
 * a sentence, right after a header line, belongs to the header.
 */
function reclaimHeaderLines(marked: Marked[]): Marked[] {
  const bodyX = mostCommon(marked.filter((m) => m.isBullet && m.line.x > 0).map((m) => Math.round(m.line.x)));
  if (bodyX === null) return marked;
  return marked.map((item, i) => {
    const previous = marked[i - 1];
    const isShallower = item.line.x > 0 && item.line.x < bodyX - 8;
    const isShortName = item.text.split(/\s+/).length <= 6 && !/[.!?;:,]$/.test(item.text) && /^[\p{Lu}\d]/u.test(item.text);
    const isPlainLine = !hasOwnMark(item.line);
    if (item.isBullet && isShallower && isShortName && isPlainLine && previous && !previous.isBullet) {
      return { ...item, isBullet: false };
    }
    return item;
  });
}

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === null || count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}

/** A word broken by a hyphen at the end of a line ('Wend-', 'Ridgefield-'): the line cannot end there. */
function endsOnBrokenWord(text: string): boolean {
  return /\p{L}\p{Ll}-$/u.test(text.trim());
}

/**
 * 'Notes on deployment' over 'pipeline, Journal of Mathematics (May 2023)': a line that filled a
 * narrow column runs on into the next when that one starts in lower case and was not taken for
 * body text, whether the first was read as a header or as body. Only printed lines: a Word
 * paragraph never wraps into the next one.
 */
function joinWrappedHeaderLines(marked: Marked[], context: WrapContext, words: ReadonlySet<string>, isWrapBesideDates: boolean): Marked[] {
  const out: Marked[] = [];
  for (const item of marked) {
    const previous = out.at(-1);
    if (previous && isWrapBesideDates && continuesBesideDates(previous, item)) {
      const pieces = previous.text.split('\t');
      pieces[0] = joinWrapped(pieces[0] ?? '', item.text, words);
      out[out.length - 1] = { ...previous, text: pieces.join('\t'), tail: item.line };
      continue;
    }
    if (previous && runsOnToDates(previous, item)) {
      const [rest, dates] = item.text.split('\t');
      out[out.length - 1] = {
        ...previous,
        text: `${joinWrapped(previous.text, rest ?? '', words)}\t${dates ?? ''}`,
        hasDate: true,
        tail: item.line,
      };
      continue;
    }
    // 'Associate of Science, Wend-' over 'over Community College (…)': a header cell that ends
    // on a word broken at the line's end goes on in the next line, dates and all. So does a name
    // joined by a hyphen ('Ridgefield-' over 'Marsh High School') in the same type.
    const brokenAt = previous && !previous.isBullet && !item.isBullet ? previous.text.split('\t').findIndex(endsOnBrokenWord) : -1;
    const isSameType = previous !== undefined && item.line.bold === previous.line.bold && item.line.fontSize === previous.line.fontSize;
    const goesOn = /^\p{Ll}/u.test(item.text) || (/^\p{Lu}\p{Ll}/u.test(item.text) && isSameType);
    if (previous && brokenAt >= 0 && goesOn && item.line.page === previous.line.page) {
      const pieces = previous.text.split('\t');
      pieces[brokenAt] = joinWrapped(pieces[brokenAt] ?? '', item.text.replace(/\t/g, ' '), words);
      out[out.length - 1] = { ...previous, text: pieces.join('\t'), hasDate: previous.hasDate || item.hasDate, tail: item.line };
      continue;
    }
    if (previous && wrapsInColumn(previous, item, marked)) {
      out[out.length - 1] = { ...previous, text: joinWrapped(previous.text, item.text, words), tail: item.line };
      continue;
    }
    if (previous && continuesLastCell(previous, item, context)) {
      // The rest goes into the piece it continues: a date column moved to the line's end stays last.
      const lastText = lastTextCell(previous.tail ?? previous.line)?.text.trim() ?? '';
      const pieces = previous.text.split('\t');
      const at = pieces.findIndex((piece) => piece.trim() !== '' && lastText.endsWith(piece.trim()));
      const target = at < 0 ? pieces.length - 1 : at;
      pieces[target] = joinWrapped(pieces[target] ?? '', item.text, words);
      out[out.length - 1] = { ...previous, text: pieces.join('\t'), tail: item.line };
      continue;
    }
    // 'Learning Specialist at Bramble Grammar' over 'School, Burlington, VT': a title at an
    // organisation runs on into a line in the same type, whatever its first letter.
    const isTitleAtOrganisation =
      previous !== undefined &&
      !previous.isBullet &&
      / at \p{Lu}/u.test(previous.text) &&
      !previous.hasDate &&
      !item.hasDate &&
      item.line.fontSize === previous.line.fontSize &&
      item.line.bold === previous.line.bold;
    const runsOn =
      previous !== undefined &&
      !item.isBullet &&
      rightEdgeOf(previous.line) !== null &&
      (/^\p{Ll}/u.test(item.text) || isTitleAtOrganisation) &&
      !/[.!?:;]$/.test(previous.text) &&
      continuesLine(previous.line, item.line, previous.text, item.text, context);
    if (previous && runsOn) {
      out[out.length - 1] = {
        ...previous,
        text: joinWrapped(previous.text, item.text, words),
        hasDate: previous.hasDate || item.hasDate,
        tail: item.line,
      };
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * '…, National Higher School' over 'of Building and Planning<tab>2015 – 2016': an undated
 * header line that breaks off open (its next line starts in small letters, or it ends on a comma,
 * a dash or a joining word) runs on into the next line's text, whose dates sit in a cell of their own.
 */
function runsOnToDates(previous: Marked, item: Marked): boolean {
  const cells = item.text.split('\t');
  if (previous.isBullet || item.isBullet || previous.hasDate || previous.text.includes('\t')) return false;
  if (cells.length !== 2 || !isOnlyDates(cells[1] ?? '')) return false;
  const [above, below] = [previous.tail ?? previous.line, item.line];
  const isUnder = below.page === above.page && Math.abs(below.x - above.x) <= 3 && below.y - above.y <= above.fontSize * 1.6;
  const breaksOff = /^\p{Ll}/u.test(cells[0] ?? '') || breaksOffOpen(previous.text);
  return isUnder && breaksOff;
}

/**
 * 'Caseworker, Welfare Office,' with its dates at the right, over 'Harrowgate District': a header's
 * text cell beside its dates is wrapped, and its next line (in the same type, under the text, no
 * dates and no statement) carries on the title and employer. A cell that ends on a comma or a
 * joining word shows it; once one entry of the section shows it, the layout wraps its other
 * headers alike ('…, Omphile' over 'Thuso Trust').
 */
function wrapsBesideDates(above: ExtractedLine, below: ExtractedLine): boolean {
  const [text, dates] = [above.cells?.[0], above.cells?.at(-1)];
  if (!text || !dates || above.cells?.length !== 2 || findDateRange(text.text) !== null || findDateRange(dates.text) === null) return false;
  // The type the text cell ends in: a bold degree then 'at Brenvale' in plain type goes on in plain type.
  const endsBold = text.boldLead !== undefined && text.boldLead.length < text.text.trim().length ? false : above.bold;
  const isSameType = Math.abs(above.fontSize - below.fontSize) <= 0.3 && endsBold === below.bold && Math.abs(below.x - text.x) <= 2;
  const isClose = above.page === below.page && below.y - above.y <= above.fontSize * 1.6;
  const rest = below.text.trim();
  const isOwnLine = findDateRange(rest) !== null || parseLocation(rest) !== null || /[.!?]$/.test(rest) || isStatement(rest);
  return isSameType && isClose && !isOwnLine && /^[\p{Lu}\d]/u.test(rest);
}

/** Whether a section's lines show a header wrapped beside its dates: a text cell that ends on a comma or a joining word. */
function headersWrapBesideDates(lines: ExtractedLine[]): boolean {
  return lines.some((line, i) => {
    const text = line.cells?.[0]?.text.trim() ?? '';
    const below = lines[i + 1];
    // Or it ends on the organisation after 'at', whose name may go on ('… at Brenvale' over 'Polytechnic').
    const endsOnPlaceOfWork = / at \p{Lu}[^,]*$/u.test(text);
    return below !== undefined && (/,$/.test(text) || endsOnJoiningWord(text) || endsOnPlaceOfWork) && wrapsBesideDates(line, below);
  });
}

function continuesBesideDates(previous: Marked, item: Marked): boolean {
  return (
    !previous.tail &&
    previous.hasDate &&
    !previous.isBullet &&
    !item.isBullet &&
    !item.hasDate &&
    wrapsBesideDates(previous.line, item.line)
  );
}

/**
 * 'Magister (MA) in Logistics' over 'and Supply Chain' over 'Management' in a narrow sidebar: a
 * header line is wrapped when the next line, in the same type at the same left edge, starts with
 * a word that would not have fitted after it within the column. Neither line holds dates.
 */
function wrapsInColumn(previous: Marked, item: Marked, marked: Marked[]): boolean {
  const [above, below] = [previous.tail ?? previous.line, item.line];
  const aboveRight = rightEdgeOf(above);
  const cell = below.cells?.[0];
  if (aboveRight === null || !cell || below.cells?.length !== 1 || (above.cells?.length ?? 0) !== 1) return false;
  const isSameType = Math.abs(above.fontSize - below.fontSize) <= 0.3 && above.bold === below.bold && Math.abs(above.x - below.x) <= 2;
  if (!isSameType || above.page !== below.page || previous.isBullet || item.isBullet || previous.hasDate || item.hasDate) return false;
  if (/[.!?:;,]$/.test(previous.text.trim()) || below.y - above.y > above.fontSize * 1.6) return false;
  if (isSchoolNameUnder(item.text, previous.text)) return false;
  const columnRight = Math.max(
    ...marked.filter((m) => m.line.page === above.page && Math.abs(m.line.x - above.x) <= 2).map((m) => rightEdgeOf(m.line) ?? 0),
  );
  return wouldNotFit(item.text, aboveRight, (cell.x1 - cell.x) / Math.max(1, cell.text.length), columnRight);
}

/** A line that breaks off open: on a comma, a dash or a joining word ('Diploma in'). */
function breaksOffOpen(text: string): boolean {
  return /[,—–-]$/.test(text.trim()) || endsOnJoiningWord(text);
}

/**
 * 'Diploma in Dental Hygiene' over 'University of Carrow Vale': a school's whole name is a field
 * of its own ('Polytechnic' alone ends a name the line above began).
 */
function isSchoolNameUnder(text: string, above: string): boolean {
  return SCHOOL_WORDS.test(text) && text.trim().split(/\s+/).length >= 2 && !SCHOOL_WORDS.test(above);
}

/** Whether the first word of `text`, at `charWidth` a letter, would not have fitted after `end` before `edge`: the line above wrapped. */
function wouldNotFit(text: string, end: number, charWidth: number, edge: number): boolean {
  const firstWord = text.trim().split(/\s+/)[0] ?? '';
  return end + (firstWord.length + 1) * charWidth > edge + 1;
}

/** A line's last cell of text: a date column after it is no text of the header's. */
function lastTextCell(line: ExtractedLine): LineCell | undefined {
  const cells = line.cells ?? [];
  return cells.findLast((cell) => !isOnlyDates(cell.text)) ?? cells.at(-1);
}

/**
 * 'Mar 2020 – Dec 2021<tab>• HR Intern, Department of Em-' over 'ployment and Labour (Pretoria)':
 * a dated header whose text runs to the right edge goes on below, under that text (past its mark):
 * one line wrapped, though its hanging indent reads like a statement's.
 */
function continuesLastCell(previous: Marked, item: Marked, context: WrapContext): boolean {
  const above = previous.tail ?? previous.line;
  const last = lastTextCell(above);
  // A date column at the right ('… Tarnbrook College of ⇥ 2009') is where the text column ends.
  const datesAfter = last ? above.cells?.[above.cells.indexOf(last) + 1] : undefined;
  const edge = datesAfter ? datesAfter.x - above.fontSize : context.rightEdge;
  if (!last || !previous.hasDate || edge === null || above.page !== item.line.page) return false;
  // The rest of a name starts in small letters, with a bracket, or with the name's legal form
  // ('Ltda. (Chimbarongo)'); after a cell left open on a joining word ('Diploma in'), with anything.
  // So does any rest whose first word would not have fitted after the cell on its line, where two
  // lines show the column's edge, unless it is a school's whole name under a degree.
  const isLeftOpen = endsOnJoiningWord(last.text);
  const charWidth = (last.x1 - last.x) / Math.max(1, last.text.length);
  // Beside a date column a header may stop short of it at any word: only its other signs count there.
  const isWrapped =
    !datesAfter &&
    (context.linesAtEdge ?? 0) >= 2 &&
    wouldNotFit(item.text, last.x1, charWidth, edge) &&
    !isSchoolNameUnder(item.text, last.text);
  const firstWord = item.text.trim().split(/\s+/)[0] ?? '';
  const continuesName = isLeftOpen || isWrapped || /^[\p{Ll}(]/u.test(item.text) || ENDS_ON_LEGAL_FORM.test(firstWord);
  if (item.hasDate || hasOwnMark(item.line) || !continuesName) return false;
  // Beside a date column, only a text that runs up to it (within two ems) filled its line.
  const isFull = isLeftOpen || last.x1 >= edge - (datesAfter ? above.fontSize : Math.max(24, above.fontSize * 3.5));
  // Past its mark when the cell opens with one; else at the cell's own edge, for a line set in
  // from it is a statement ('Ran the tariff desk' under '2019–now<tab>Lead Tariff Analyst, Harrowgate B.V.').
  const isMarked = /^\s*[^\p{L}\p{N}(\s]{1,2}\s/u.test(last.text);
  const isUnderText = item.line.x >= last.x - 2 && item.line.x <= last.x + (isMarked ? above.fontSize * 2 : 2);
  const isClose = item.line.y - above.y <= above.fontSize * 1.6 && Math.abs(item.line.fontSize - above.fontSize) <= 0.3;
  // A full stop ends the header's sentence, unless it is a legal form's ('Viña Santa Amalia S.A.').
  const endsSentence = /[.!?]$/.test(last.text.trim()) && !ENDS_ON_LEGAL_FORM.test(last.text.trim());
  return isFull && isUnderText && isClose && !endsSentence;
}

function groupBlocks(marked: Marked[]): { header: Marked[]; body: Marked[] }[] {
  const blocks: { header: Marked[]; body: Marked[] }[] = [];
  for (const item of marked) {
    const last = blocks.at(-1);
    if (item.isBullet) {
      if (!last) blocks.push({ header: [], body: [item] });
      else last.body.push(item);
    } else if (!last || last.body.length > 0) {
      blocks.push({ header: [item], body: [] });
    } else {
      last.header.push(item);
    }
  }
  return blocks;
}

function joinBullets(body: Marked[], context: WrapContext, words: ReadonlySet<string>): string[] {
  const bullets: string[] = [];
  let previous: Marked | null = null;
  // Where this entry's own lines end when they wrap: the widest of them. A line that stopped a
  // quarter of the block's width short of it ended its statement, whatever the line-role model
  // says (statements with no full stop, one per line).
  const rights = body.map((m) => rightEdgeOf(m.line)).filter((x): x is number => x !== null);
  const lefts = body.filter((m) => rightEdgeOf(m.line) !== null).map((m) => m.line.x);
  // A block of one or two lines is measured against the section's text instead, whose headers may
  // reach further right (dates set flush right): only a line that stopped well short ended.
  const isOwnEdge = rights.length >= 3;
  const blockEdge = isOwnEdge ? Math.max(...rights) : rights.length > 0 ? context.rightEdge : null;
  const blockWidth = blockEdge !== null ? blockEdge - Math.min(...lefts) : 0;
  const endsShort = (before: Marked) => {
    const right = rightEdgeOf(before.line);
    const shortBy = blockWidth * (isOwnEdge ? 0.25 : 0.4);
    return blockEdge !== null && right !== null && right < blockEdge - shortBy && !/\p{L}-$/u.test(before.text);
  };
  for (const item of body) {
    const cont = (item.line as RoledLine).roles?.cont;
    // A list item, or a line that starts with its own mark, starts a statement whatever the model says.
    // So does a figure after a sentence's stop ('… every installation we wired.' over '12 solar arrays …'),
    // unless the stop closed an abbreviation ('ca.' over '4,000 parcels').
    const startsAfterStop = (before: Marked) =>
      SENTENCE_END.test(before.text) && /^\d/.test(item.text) && !ABBREVIATION_STOP.test(before.text);
    const continues = (before: Marked) =>
      !endsShort(before) &&
      !hasOwnMark(item.line) &&
      !startsAfterStop(before) &&
      (cont ?? continuesLine(before.line, item.line, before.text, item.text, context));
    if (previous && bullets.length > 0 && continues(previous)) {
      bullets[bullets.length - 1] = joinWrapped(bullets.at(-1) ?? '', item.text, words);
    } else {
      bullets.push(item.text);
    }
    previous = item;
  }
  return bullets.map((b) => b.replace(/\t/g, ' ').trim()).filter(Boolean);
}

export function splitEntries(lines: ExtractedLine[], words: ReadonlySet<string> = new Set()): EntryBlock[] {
  const rightEdge = textRightEdge(lines);
  const linesAtEdge = rightEdge === null ? 0 : lines.filter((l) => (rightEdgeOf(l) ?? -Infinity) >= rightEdge - 3).length;
  const context: WrapContext = { rightEdge, linesAtEdge };
  const blocks = foldFieldBlocks(
    groupBlocks(
      joinWrappedHeaderLines(
        markLines(
          joinBrokenPlaces(
            joinDanglingNames(
              joinOpenBrackets(
                joinWrappedRangeEnds(joinWrappedDateCells(readEntryGrid(joinDatesOnHeaderRow(splitDatesFromSentence(lines))))),
              ),
            ),
          ),
          context,
        ),
        context,
        words,
        headersWrapBesideDates(lines),
      ),
    ),
  );
  // Where the dates sit in a header: learnt from the first header that has them.
  const firstDated = blocks.find((b) => b.header.some((h) => h.hasDate));
  const dateOffset = firstDated
    ? Math.max(
        0,
        firstDated.header.findIndex((h) => h.hasDate),
      )
    : 0;
  const entries: EntryBlock[] = [];
  for (const block of blocks) {
    const headers = block.header.length > 0 ? splitHeaders(block.header, dateOffset) : [[]];
    headers.forEach((header, i) => {
      const isLast = i === headers.length - 1;
      entries.push({ header: header.map((h) => h.text), bullets: isLast ? joinBullets(block.body, context, words) : [] });
    });
  }
  return entries.filter((e) => e.header.length > 0 || e.bullets.length > 0);
}
