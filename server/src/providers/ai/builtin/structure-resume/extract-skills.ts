/**
 * Skills from a skills section. Lists come comma-, bullet- or tab-separated; group names
 * ('Frontend:', a bold 'Tools' line above its items) label skills and are not skills themselves.
 */
import { withMarginLabels } from './skill-margin-labels';
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { splitKnownTerms } from './known-terms';
import {
  GROUP,
  joinWrappedGridRows,
  joinWrappedLists,
  joinWrappedTerms,
  moveTrailingGroupNames,
  splitGroupColumns,
  outsideBrackets,
  type PageText,
} from './skill-layout';
import { mostCommonSize } from './type-sizes';

const SEPARATORS = /[,;|•·▪◦●\t]|\s\/\s/;
/** A list of one term a line: a spaced slash there joins a term's two names ('SAS 9.4 / SAS EG'). */
const SEPARATORS_BUT_SLASH = /[,;|•·▪◦●\t]/;

/** A line that names a group: larger or bolder than the items, with no list separators in it. */
function isGroupLabel(line: ExtractedLine, itemSize: number, isItemBold: boolean): boolean {
  const text = line.text.trim();
  if (/:$/.test(text)) return true;
  if (line.isListItem || text.length > 40) return false;
  const hasSeparators = /[,;|•·]/.test(text);
  if (hasSeparators) return false;
  const isLarger = itemSize > 0 && line.fontSize > itemSize * 1.1;
  const isBolder = line.bold && !isItemBold;
  return isLarger || isBolder;
}

/** 'Python (Advanced)', 'Figma (7 years)', 'SQL (3+ yrs)': the level or the time qualifies the skill; the skill is 'Python'. */
const LEVELS = 'advanced|intermediate|basic|beginner|elementary|expert|proficient|fluent|native|novice|working knowledge|conversational';
const LEVEL_SUFFIX = new RegExp(
  `\\s*[([](?:${LEVELS}|(?:over |about |~)?\\d+(?:\\.\\d+)?\\+?\\s*(?:years?|yrs?)(?: of experience)?)[)\\]]$`,
  'i',
);

const LEVEL_ALONE = new RegExp(`^(?:${LEVELS})$`, 'i');

/** 'Triage 90%', 'Figma 4/5', 'Excel ★★★★☆': a level drawn as a bar or dots prints its measure after the skill. */
const LEVEL_MEASURE = /\s+(?:\d{1,3}\s?%|\d(?:\.\d)?\s?\/\s?(?:5|10)|[★☆●○◉◯■□]{3,})$/u;

/**
 * The items of a list, split at its separators; a comma inside brackets lists a skill's parts
 * ('AWS (EC2, S3, Athena)') and keeps them with it.
 */
function listItems(text: string, separators = SEPARATORS): string[] {
  const separatorAt = new RegExp(separators.source, 'y');
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    separatorAt.lastIndex = i;
    const separator = separatorAt.exec(text)?.[0];
    if (separator === undefined) continue;
    items.push(text.slice(start, i));
    start = i + separator.length;
    i = start - 1;
  }
  items.push(text.slice(start));
  // A bracket never closed ('SQL (3+ yrs' cut off by a column) splits as if it were not there.
  return depth > 0 ? text.split(separators) : items;
}

export function splitSkillList(text: string, isOneTermALine = false): string[] {
  // 'Welding: MIG / TIG, Stick': where commas or marks part the terms, a spaced slash
  // joins two names of one term.
  const isListedOtherwise = listItems(text, SEPARATORS_BUT_SLASH).length >= 2;
  const items = listItems(text, isOneTermALine || isListedOtherwise ? SEPARATORS_BUT_SLASH : SEPARATORS)
    .map((item) =>
      item
        .replace(/^[\s\-–—*]+|[\s.]+$/g, '')
        .replace(LEVEL_SUFFIX, '')
        .replace(LEVEL_MEASURE, '')
        .trim(),
    )
    .filter((item) => item !== '' && item.length <= 60 && /\p{L}/u.test(item));
  // 'Lip-speaking, basic': a level alone after a comma qualifies the term before it.
  return items.reduce<string[]>((kept, item) => {
    const before = kept.at(-1);
    if (before !== undefined && LEVEL_ALONE.test(item)) kept[kept.length - 1] = `${before}, ${item}`;
    else kept.push(item);
    return kept;
  }, []);
}

const SPOKEN_LANGUAGES = new Set(
  'english spanish french german italian portuguese dutch swedish norwegian danish finnish polish czech russian ukrainian greek turkish arabic hebrew hindi urdu bengali punjabi tamil telugu marathi gujarati mandarin cantonese chinese japanese korean vietnamese thai indonesian malay tagalog filipino swahili persian farsi romanian hungarian asl'.split(
    ' ',
  ),
);

function isSpokenLanguagesLine(text: string): boolean {
  const match = /^(?:spoken )?languages?\s*(?::\s*|\t)(.+)$/i.exec(text.trim());
  if (!match?.[1]) return false;
  const names = splitSkillList(match[1]).map((item) => item.replace(/\s*\(.*\)$/, '').toLowerCase());
  // A third of them known: the languages the list lacks ('English, Tiv, Ewe') are among them; no
  // programming language shares a name with a spoken one.
  const known = names.filter((name) => SPOKEN_LANGUAGES.has(name.split(/\s+/)[0] ?? '')).length;
  return known > 0 && known * 3 >= names.length;
}

/**
 * 'Clinical<tab>IV Therapy, Triage, Wound' over 'Care' set where the items start: a list in a table
 * cell wrapped onto the next line. A line with no cells or labels of its own that starts at the item
 * column of a labelled list above continues that list.
 */
function joinWrappedCells(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const itemX = above?.cells && above.cells.length === 2 ? above.cells[1]?.x : undefined;
    const isContinuation =
      above !== undefined &&
      itemX !== undefined &&
      line.page === above.page &&
      !line.text.includes('\t') &&
      !line.text.includes(':') &&
      !line.isListItem &&
      Math.abs(line.x - itemX) <= 3 &&
      /[,;]/.test(above.text);
    if (above && isContinuation) {
      // The cells stay, so a list wrapped over three lines joins whole.
      out[out.length - 1] = { ...above, text: `${above.text} ${line.text.trim()}` };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * 'Excel  Power BI  SAP' drawn as chips (a box around each term, no commas): the gaps between the
 * boxes separate the terms. A first cell in bold or larger type before chips names their group, and
 * so does a first chip in bold before plain ones.
 */
function chipTerms(line: ExtractedLine): string[] | null {
  const cells = line.cells ?? [];
  if (!cells.some((cell) => cell.chips) || /[,;|•·▪◦●:]|\s\/\s/.test(line.text)) return null;
  const [lead, ...rest] = cells;
  const looksLikeGroup = (cell: LineCell) =>
    !cell.chips &&
    rest.some((c) => c.chips) &&
    ((cell.bold && !rest.every((c) => c.bold)) || rest.every((c) => cell.fontSize > c.fontSize * 1.05));
  const items = lead && looksLikeGroup(lead) ? rest : cells;
  // 'Operations' in bold, then plain chips: the bold first term names the group they belong to.
  const namesGroup = (cell: LineCell) => cell.chips !== undefined && cell.boldLead === cell.chips[0] && cell.chips.length > 1;
  return items.flatMap((cell) => (namesGroup(cell) ? (cell.chips ?? []).slice(1) : (cell.chips ?? [cell.text])));
}

/** The section's lines with its layout undone, and which of them name a group. */
function readLayout(sectionLines: ExtractedLine[], page: PageText): { lines: ExtractedLine[]; isLabel: (line: ExtractedLine) => boolean } {
  const laidOut = joinWrappedTerms(splitGroupColumns(joinWrappedGridRows(joinWrappedCells(moveTrailingGroupNames(sectionLines)))));
  const itemSize = mostCommonSize(laidOut);
  // Whether items are set in bold, told by the lines that list several ('Lean<tab>Procurement',
  // 'Excel, SAP') where there are any: a label stands alone on its line.
  const lists = laidOut.filter((l) => /[,;|•·\t]/.test(l.text.trim()));
  const sample = lists.length > 0 ? lists : laidOut;
  const isItemBold = sample.filter((l) => l.bold).length > sample.length / 2;
  // 'Operations' in italics over 'Inventory Control, Lean': a term alone between lists names the
  // list below it, however it is set.
  const names = new Set(
    laidOut.filter((line, i) => {
      const next = laidOut[i + 1];
      const text = line.text.trim();
      // After a list that ends on its separator ('Budgeting | IFRS |') a term is that list's last.
      const endsList = /[,;|•·]\s*$/.test(laidOut[i - 1]?.text ?? '');
      // A list that names its own group ('Technology: Moodle, Canvas') is not named by the term above it.
      const isNamedList = next !== undefined && GROUP.test(next.text.trim());
      return (
        !SEPARATORS.test(text) &&
        text.split(/\s+/).length <= 3 &&
        !endsList &&
        next !== undefined &&
        /[,;|•·]/.test(outsideBrackets(next.text)) &&
        !isNamedList
      );
    }),
  );
  const isNamedByPlace = (line: ExtractedLine) =>
    names.has(line) && laidOut.filter((l) => /[,;|•·]/.test(outsideBrackets(l.text))).length >= 2;
  const isLabel = (line: ExtractedLine) => isGroupLabel(line, itemSize, isItemBold) || isNamedByPlace(line);
  return { lines: joinWrappedLists(laidOut, isLabel, page), isLabel };
}

export function extractSkills(sectionLines: ExtractedLine[], page: PageText = { rightEdge: null, words: new Set() }): string[] {
  return readSkillsSection(sectionLines, page).skills;
}

/**
 * The skills of a section, and the names of its groups on lines of their own ('Tools' over 'Figma,
 * Miro'), which are layout and not skills: the import review counts them as read.
 */
/**
 * '(FCPA, UK Bribery Act)' on a line of its own: the note of the term above, wrapped. So is the rest
 * of a note the line above opened and did not close ('Excel (pivot tables,' over 'VLOOKUP)').
 */
function withBracketNotes(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  const isOpen = (text: string) => (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  for (const line of lines) {
    const above = out.at(-1);
    const isNote =
      /^\([^()]*\)$/.test(line.text.trim()) || (above !== undefined && isOpen(above.text) && /^[^()]*\)/.test(line.text.trim()));
    if (above && isNote && !above.text.includes('\t')) {
      out[out.length - 1] = { ...above, text: `${above.text.trim()} ${line.text.trim()}`, cells: undefined };
    } else {
      out.push(line);
    }
  }
  return out;
}

export function readSkillsSection(sectionLines: ExtractedLine[], page: PageText): { skills: string[]; groupNames: string[] } {
  const { lines, isLabel } = readLayout(withBracketNotes(withMarginLabels(sectionLines)), page);
  const groupNames = lines.filter(isLabel).map((line) => line.text.trim());
  const skills: string[] = [];
  // Under a row of group names set side by side, each line's cells are those columns' terms: its
  // first cell is a term, not the name of the rest.
  let isUnderColumnNames = false;
  // Most lines one term, with no separator of a list: the section lists a term a line.
  const items = lines.filter((line) => !isLabel(line));
  const single = items.filter((line) => listItems(line.text, SEPARATORS_BUT_SLASH).length === 1).length;
  const isOneTermALine = items.length >= 4 && single >= items.length * 0.8;
  // Where the lines are short, each one a term ('Freshdesk' over 'Oracle Service Cloud'), a line
  // is never a run of terms set apart by word spaces.
  const wordCounts = items.map((line) => line.text.trim().split(/\s+/).length).sort((a, b) => a - b);
  const isTermALine = isOneTermALine && (wordCounts[Math.floor(wordCounts.length / 2)] ?? 0) <= 2;
  for (const laidOut of lines) {
    if (isLabel(laidOut)) {
      isUnderColumnNames = (laidOut.cells?.length ?? 0) >= 2;
      continue;
    }
    const line = withBoldGroupName(laidOut);
    // 'Languages: English, Spanish' inside a skills section: spoken languages are not skills here
    // ('Languages: Python, Go' are, so only a line of spoken languages is left out).
    if (isSpokenLanguagesLine(line.text)) continue;
    const chips = chipTerms(line);
    if (chips) {
      skills.push(...chips.flatMap((text) => splitSkillList(text)));
      continue;
    }
    // 'Frontend: React, Vue' or 'Planning — Demand Planning': the label before the colon or the
    // spaced dash is a group name (at most three words, so a skill with a dash in it stays whole).
    // 'Clinical<tab>Wound Care, Triage': a group name in a column of its own, then its items.
    const [lead = '', ...rest] = line.text.split('\t');
    const isGroupCell = rest.length > 0 && !isUnderColumnNames && namesGroup(lead, rest.join(' '));
    const text = (isGroupCell ? rest.join('\t') : line.text)
      .replace(/^[^:,]{1,40}:\s*/, '')
      .replace(/^(?:[^\s:,–—-]+\s){0,2}[^\s:,–—-]+\s[–—-]\s+(?=\S)/, '');
    const terms = splitSkillList(text, isOneTermALine);
    skills.push(...(isTermALine ? terms : terms.flatMap(splitKnownTerms)));
  }
  const seen = new Set<string>();
  const unique = skills.filter((skill) => {
    // A sidebar's contact details or a theme's credit line read after the section are no terms: a
    // term holds no address and is a name of a few words, not a sentence.
    if (/@|https?:|www\./i.test(skill) || outsideBrackets(skill).split(/\s+/).length > 6) return false;
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { skills: unique, groupNames };
}

/**
 * '**Tools** Anaplan, Excel, Power BI': a group name told from its terms by weight alone, with no
 * colon or column between them, reads as 'Tools: Anaplan, Excel, Power BI'.
 */
function withBoldGroupName(line: ExtractedLine): ExtractedLine {
  const lead = line.boldLead ?? (line.cells?.length === 1 ? line.cells[0]?.boldLead : undefined);
  const rest = lead && line.text.startsWith(lead) ? line.text.slice(lead.length).trim() : '';
  // Terms set apart by word spaces alone, where the words are known terms ('Forecasting Budgeting
  // IFRS'); not where chips or tab stops already set them apart, the group's name among them.
  const isSpacedTerms = !line.text.includes('\t') && !line.cells?.some((cell) => cell.chips) && splitKnownTerms(rest).length > 1;
  return lead && !lead.includes(':') && (namesGroup(lead, rest) || (isSpacedTerms && lead.split(/\s+/).length <= 3))
    ? { ...line, text: `${lead}: ${rest}`, cells: undefined }
    : line;
}

/** A group's name (three words at most, no list of its own) before a list of its terms. */
function namesGroup(lead: string, rest: string): boolean {
  return lead.split(/\s+/).length <= 3 && !/[,;|•·]/.test(lead) && /[,;|•·]/.test(rest);
}

/**
 * A list of terms: two or more short lines, one term each, with no dates, digits or sentence
 * punctuation. Under a heading the reader does not know ('CLINICAL', 'SYSTEMS'), such a list is a
 * skills group named by its heading, as a person reading the page takes it.
 */
/**
 * 'Teaching: Classroom Management, Assessment Design' over 'Technology: Moodle, Canvas': every line
 * a group's name and its terms (a line wrapped in the list runs on). A section of such lines under a
 * heading no vocabulary knows holds skills, whatever it is called.
 */
export function isGroupedTermList(lines: ExtractedLine[]): boolean {
  const groups: string[] = [];
  for (const line of lines) {
    const text = line.text.trim().replace(/^[•·▪◦●\-–*]\s*/, '');
    if (/^\p{Lu}[\p{L} &/-]{1,30}:\s+\S/u.test(text)) groups.push(text);
    else if (groups.length > 0) groups[groups.length - 1] = `${groups.at(-1)} ${text}`;
    else return false;
  }
  return (
    groups.length >= 2 &&
    groups.every((group) => {
      const terms = group.slice(group.indexOf(':') + 1).split(/,\s*/);
      return terms.length >= 2 && !/[.!?;]$/.test(group) && terms.every((t) => t.trim().split(/\s+/).length <= 4);
    })
  );
}

export function isTermList(lines: ExtractedLine[]): boolean {
  // A note in brackets says more of its term ('Anti-bribery (FCPA, UK Bribery Act)'), on the term's
  // line or wrapped onto the next.
  const terms = withBracketNotes(lines)
    .map((line) => line.text.trim().replace(/^[•·▪◦●\-–*]\s*/, ''))
    .filter((text) => !/^\([^()]*\)$/.test(text));
  return (
    terms.length >= 2 &&
    terms.every((text) => {
      const term = text.replace(/\s*\([^()]*\)/g, '');
      return term !== '' && term.split(/\s+/).length <= 3 && !/[\d,.;:!?()@]/.test(term);
    })
  );
}
