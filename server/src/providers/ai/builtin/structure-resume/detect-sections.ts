/**
 * Finds section headings by vocabulary and layout. A heading is a short line whose words are a
 * known section name (in many wordings) and whose look (size, weight, capitals, Word style) is
 * the look the document gives its headings; a line with that same look but an unknown name is a
 * heading too, so a 'Publications' or 'Leadership' section is not swallowed by the one before it.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { isGroupedTermList, isTermList } from './extract-skills';
import type { RoledLine } from './line-roles';
import { classifyHeading, isHeadingShaped, type VocabularyEntry } from './heading-words';
import type { SectionKind } from './section-vocabulary';
import { joinWrappedHeadings } from './wrapped-headings';

export type Section = {
  kind: SectionKind;
  /** The heading as printed, letter-spacing undone. */
  title: string;
  lines: ExtractedLine[];
};

function isUpper(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase();
}

/** A Word heading: a heading style, or an outline level given by another style or the paragraph. */
function isWordHeading(line: ExtractedLine): boolean {
  return /^heading/i.test(line.style ?? '') || line.outlineLevel !== undefined;
}

/** What makes a heading look like one in this document. */
function styleKey(line: ExtractedLine): string {
  const size = line.fontSize > 0 ? Math.round(line.fontSize) : 0;
  return `${size}|${line.bold ? 'b' : ''}|${isUpper(line.text) ? 'u' : ''}|${line.style ?? ''}`;
}

/** A symbol set before a heading ('◆ Experience', '■ SKILLS'): decoration, so the heading reads without it. */
function withoutHeadingMark(line: ExtractedLine): ExtractedLine {
  const match = /^[^\p{L}\p{N}\s(]{1,2}\s+(?=\p{L})/u.exec(line.text);
  if (!match || line.isListItem || line.text.includes('\t')) return line;
  const rest = line.text.slice(match[0].length);
  return classifyHeading(rest) ? { ...line, text: rest } : line;
}

/** Heading text as printed; a squashed letter-spaced heading gets its words back from the vocabulary. */
function headingTitle(text: string, entry: VocabularyEntry | null): string {
  const trimmed = text.replace(/:\s*$/, '').trim();
  const isLetterSpaced = trimmed.split(' ').filter((t) => t.length === 1).length >= trimmed.split(' ').length * 0.6;
  const clean = isLetterSpaced ? trimmed.replace(/ /g, '') : trimmed;
  if (entry && !/\s/.test(clean) && entry.phrase.includes(' ')) {
    const titled = entry.phrase.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    return isUpper(clean) ? titled.toUpperCase() : titled;
  }
  return clean;
}

/**
 * 'Experience: Staff Nurse, Lough Mahon Clinic (2019 to 2021).' A plain paragraph that opens with a
 * section name and a colon is that section's heading followed by its first line, as resumes typed
 * without styles write them. Only where at least two such paragraphs start different sections, so
 * a lone 'Skills: Python, Go' inside a section stays a line of it.
 */
function splitInlineHeadings(lines: ExtractedLine[]): ExtractedLine[] {
  const INLINE = /^([\p{L}][\p{L} &/'-]{2,40}):\s+(\S.*)$/u;
  const inline = lines.map((line) => {
    const match = line.isListItem ? null : INLINE.exec(line.text.trim());
    const entry = match?.[1] ? classifyHeading(match[1]) : null;
    return match?.[1] && match[2] && entry ? { heading: match[1], rest: match[2], kind: entry.kind } : null;
  });
  const kinds = new Set(inline.filter(Boolean).map((i) => i?.kind));
  if (kinds.size < 2 || !kinds.has('experience')) return lines;
  return lines.flatMap((line, i) => {
    const found = inline[i];
    if (!found) return [line];
    return [
      { ...line, text: found.heading, cells: undefined, roles: undefined },
      { ...line, text: found.rest, cells: undefined, roles: undefined },
    ];
  });
}

/**
 * 'Experience Ashgrove Design Co., Valencia — Design Manager' with the lines below indented to where
 * 'Ashgrove' starts: a heading in a left column set so close to its content that the two read as
 * one line. A line that opens with a section name, followed by lines indented well past its start,
 * is that heading and its first line; only where two such lines, or one and other headings at its
 * left edge, say the page has a column of headings.
 */
function splitLeftColumnHeadings(lines: ExtractedLine[]): ExtractedLine[] {
  // The body's left edge: a column of headings stands well left of it.
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(Math.round(l.x), (counts.get(Math.round(l.x)) ?? 0) + 1);
  const bodyX = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const found = lines.map((line, i) => {
    const next = lines[i + 1];
    if (line.isListItem || line.x > bodyX - 30) return null;
    // 'Skills<tab>Prototyping, Figma': the heading's cell and the content's, apart.
    const [cell = '', ...rest] = line.text.split('\t');
    if (rest.length > 0 && isHeadingShaped({ ...line, text: cell }) && classifyHeading(cell))
      return { heading: cell.trim(), rest: rest.join('\t') };
    if (line.text.includes('\t') || !next || next.x - line.x < 30) return null;
    // A whole heading ('WORK HISTORY') is not a shorter one ('WORK') glued to its first line.
    if (isHeadingShaped(line) && classifyHeading(line.text)) return null;
    // 'CERTIFICATIONSCertified Analyst': no space at all between a heading in capitals and its first line.
    const glued = /^(\p{Lu}{4,})(?=\p{Lu}\p{Ll})/u.exec(line.text.trim());
    if (glued?.[1] && classifyHeading(glued[1])) return { heading: glued[1], rest: line.text.trim().slice(glued[1].length) };
    const words = line.text.trim().split(/\s+/);
    for (const size of [3, 2, 1]) {
      const heading = words.slice(0, size).join(' ');
      if (words.length > size && isHeadingShaped({ ...line, text: heading }) && classifyHeading(heading)) {
        return { heading, rest: words.slice(size).join(' ') };
      }
    }
    return null;
  });
  // Two such lines, or one beside headings of its own at the same left edge (the others set
  // apart by a tab and already read as a label column).
  const xs = lines.filter((_, i) => found[i]).map((l) => l.x);
  const columnHeading = lines.find(
    (l, i) => !found[i] && xs.some((x) => Math.abs(l.x - x) <= 3) && isHeadingShaped(l) && classifyHeading(l.text) !== null,
  );
  if (xs.length < 2 && !(xs.length === 1 && columnHeading)) return lines;
  // The split heading takes the look of the column's other headings, so it is read as one of them.
  const look = columnHeading ? { fontSize: columnHeading.fontSize, bold: columnHeading.bold, style: columnHeading.style } : {};
  return lines.flatMap((line, i) => {
    const split = found[i];
    if (!split) return [line];
    return [
      { ...line, ...look, text: split.heading, cells: undefined, roles: undefined },
      { ...line, text: split.rest, x: line.cells?.[1]?.x ?? lines[i + 1]?.x ?? line.x, cells: undefined, roles: undefined },
    ];
  });
}

/**
 * 'Skills<tab>Finance<tab>Tools': a heading on the row of its section's first line, set in the look
 * (size and weight) of the page's other headings, with the text beside it in another look.
 */
function splitHeadingCells(lines: ExtractedLine[]): ExtractedLine[] {
  const lookOf = (l: { fontSize: number; bold: boolean }) => `${l.fontSize}|${l.bold}`;
  const headingLooks = new Set(lines.filter((l) => isHeadingShaped(l) && classifyHeading(l.text)).map(lookOf));
  return lines.flatMap((line) => {
    const [head, ...rest] = line.cells ?? [];
    if (!head || rest.length === 0 || line.isListItem || line.text !== [head, ...rest].map((c) => c.text).join('\t')) return [line];
    const isHeading = headingLooks.has(lookOf(head)) && isHeadingShaped({ ...line, text: head.text }) && classifyHeading(head.text);
    if (!isHeading || rest.some((c) => lookOf(c) === lookOf(head))) return [line];
    const restSize = Math.max(...rest.map((c) => c.fontSize));
    return [
      { ...line, text: head.text.trim(), fontSize: head.fontSize, bold: head.bold, cells: [head], roles: undefined },
      {
        ...line,
        text: rest.map((c) => c.text).join('\t'),
        x: rest[0]?.x ?? line.x,
        fontSize: restSize,
        bold: rest.every((c) => c.bold),
        cells: rest,
        roles: undefined,
      },
    ];
  });
}

export function detectSections(allLines: ExtractedLine[]): { header: ExtractedLine[]; sections: Section[] } {
  const lines = joinWrappedHeadings(splitInlineHeadings(splitLeftColumnHeadings(splitHeadingCells(allLines).map(withoutHeadingMark))));
  const candidates = lines.map((line) => (isHeadingShaped(line) ? classifyHeading(line.text) : null));
  // The look shared by most vocabulary headings is this document's heading style.
  const styleVotes = new Map<string, number>();
  candidates.forEach((entry, i) => {
    const line = lines[i];
    if (entry && line) styleVotes.set(styleKey(line), (styleVotes.get(styleKey(line)) ?? 0) + 1);
  });
  const ranked = [...styleVotes.entries()].sort((a, b) => b[1] - a[1]);
  const headingStyle = ranked[0]?.[0];
  // A second column's headings in a look of their own ('Contact', 'Education' in a sidebar's small
  // bold type beside a main column's large capitals): two or more section names in one set-apart
  // look, one of them a section no skills group is named after.
  const columnStyles = new Set(
    ranked
      .filter(([style, votes]) => {
        if (votes < 2 || !/\|b\||\|u\|/.test(style)) return false;
        const kinds = candidates.filter((entry, i) => entry && lines[i] && styleKey(lines[i]) === style).map((entry) => entry?.kind);
        return kinds.some((kind) => kind === 'education' || kind === 'experience' || kind === 'contact' || kind === 'summary');
      })
      .map(([style]) => style),
  );
  const hasConfidentStyle = (ranked[0]?.[1] ?? 0) >= 2;
  const bodySizes = lines.map((l) => l.fontSize).filter((s) => s > 0);
  const medianSize = [...bodySizes].sort((a, b) => a - b)[Math.floor(bodySizes.length / 2)] ?? 0;

  const isHeading = (line: ExtractedLine, entry: VocabularyEntry | null, i: number): boolean => {
    // Where the line-role classifier is used for headings, its word replaces the rules'.
    const heading = (line as RoledLine).roles?.heading;
    if (heading !== undefined) return heading;
    const looksLikeHeadings = headingStyle !== undefined && styleKey(line) === headingStyle;
    if (entry) {
      if (!hasConfidentStyle || looksLikeHeadings || columnStyles.has(styleKey(line))) return true;
      // Off-style vocabulary ('Languages' as a skill group): a heading only if it stands out anyway.
      // Much larger than the text needs no bold: a main column's plain 14 pt 'Experience' beside a
      // sidebar's bold 12 pt headings.
      const standsOut = (line.fontSize > medianSize * 1.15 && line.bold) || line.fontSize >= medianSize * 1.35 || isWordHeading(line);
      // Capitals like the document's headings, a size no smaller than the text: a heading set in
      // another column's style (a sidebar's 'EDUCATION' beside the main column's headings).
      const isCapitalHeading =
        isUpper(line.text) &&
        headingStyle?.includes('|u|') === true &&
        line.fontSize >= medianSize &&
        (line.bold || line.fontSize > medianSize * 1.1);
      // Larger than the document's headings: a group name never outgrows the headings above it
      // (a main column's 12 pt 'EXPERIENCE' beside a sidebar's 9 pt 'Skills').
      const outgrowsHeadings = standsOut && line.fontSize > Number(headingStyle?.split('|')[0] ?? Infinity);
      return (standsOut && isUpper(line.text) === headingStyle?.includes('|u|')) || isCapitalHeading || outgrowsHeadings;
    }
    // Unknown names need the document's heading look, in capitals or a Word heading style, or
    // that look over a plain list of terms (a skills group named 'Design' in a sidebar) or over
    // lists of terms named by group ('Teaching' over 'Technology: Moodle, Canvas'). Under a
    // larger name and above the first known heading, a line in that look is the headline. The
    // page's first line is the name or a title, set as large as the headings, and opens no section.
    const isHeadline = i < firstKnown && lines.slice(0, i).some((l) => l.fontSize > line.fontSize * 1.2);
    // Two capitals alone ('NC' wrapped under 'Raleigh,') are an abbreviation, not a name for a section.
    return (
      i > 0 &&
      line.text.replace(/[^\p{L}]/gu, '').length >= 3 &&
      hasConfidentStyle &&
      looksLikeHeadings &&
      !isHeadline &&
      (isUpper(line.text) ||
        isWordHeading(line) ||
        isTermList(linesUntilNextHeadingLook(i)) ||
        isGroupedTermList(linesUntilNextHeadingLook(i)))
    );
  };
  const firstKnown = candidates.findIndex((entry, i) => {
    const line = lines[i];
    return entry !== null && line !== undefined && styleKey(line) === headingStyle;
  });
  /** The lines after `i` up to the next line in the heading look. */
  const linesUntilNextHeadingLook = (i: number): ExtractedLine[] => {
    const next = lines.findIndex((l, k) => k > i && styleKey(l) === headingStyle);
    return lines.slice(i + 1, next < 0 ? lines.length : next);
  };

  const header: ExtractedLine[] = [];
  const sections: Section[] = [];
  const nameAt = sidebarFirstNameAt(lines, medianSize);
  let isInHeader = false;
  lines.forEach((line, i) => {
    const entry = candidates[i] ?? null;
    if (isHeadingShaped(line) && isHeading(line, entry, i)) {
      sections.push({ kind: entry?.kind ?? 'other', title: headingTitle(line.text, entry), lines: [] });
      isInHeader = false;
      return;
    }
    if (i === nameAt && sections.length > 0) isInHeader = true;
    const current = sections.at(-1);
    if (current && !isInHeader) current.lines.push(line);
    else header.push(line);
  });
  return { header, sections };
}

/**
 * Where a sidebar is read before the main column, the person's name (the largest type on the page,
 * a few words) comes after the sidebar's sections: it and the lines under it up to the next heading
 * (headline, place) are the page's header, not the end of the sidebar's last section.
 */
function sidebarFirstNameAt(lines: ExtractedLine[], medianSize: number): number {
  const largest = Math.max(0, ...lines.map((l) => l.fontSize));
  if (largest < medianSize * 1.6) return -1;
  const at = lines.findIndex((l) => l.fontSize >= largest - 0.1);
  const line = lines[at];
  if (!line || at === 0) return -1;
  const words = line.text.trim().split(/\s+/);
  const isNameShaped = words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w));
  return isNameShaped ? at : -1;
}
