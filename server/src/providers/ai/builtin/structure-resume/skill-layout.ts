/**
 * How a skills section lays its lists out, undone before the terms are read: groups printed in
 * columns side by side ('Operations: Lean, Demand ⇥ Software: Excel, SAP' over 'Planning'), one
 * term per line where a narrow column wraps a term ('Classroom' over 'Management'), and a list
 * that runs on to the next line ('Triage, Wound' over 'Care, IV Therapy').
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { continuesLine, joinWrapped, rightEdgeOf, textRightEdge } from './wrapped-lines';

/** Where the page's full lines end (wrapped-lines.ts), when it has positions, and the document's words, hyphenated ones whole. */
export type PageText = { rightEdge: number | null; words: ReadonlySet<string> };

/** A text without its notes in brackets, whose commas list a term's parts, not terms. */
export function outsideBrackets(text: string): string {
  return text.replace(/\([^)]*\)|\[[^\]]*\]/g, '');
}

/** A list that names its group before a colon ('Tools: Figma, Miro'). */
export const GROUP = /^[^:,\t]{1,40}:\s*\S/;
const LIST_MARKS = /[,;|•·:]/;

/**
 * 'Moodle, Google Classroom, Canvas ⇥ Technology': a group's name set at the right of its list, where
 * other layouts set dates. It is read as the name before the list ('Technology:' on a line of its
 * own), so the list can run on to the next line under it.
 */
export function moveTrailingGroupNames(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.flatMap((line) => {
    const cells = line.cells ?? [];
    const name = cells.at(-1);
    const list = cells.slice(0, -1);
    const isName =
      name !== undefined &&
      list.length > 0 &&
      name.text.trim().split(/\s+/).length <= 3 &&
      !LIST_MARKS.test(name.text) &&
      !/\d/.test(name.text) &&
      // A list of its own, not one term that lists its parts in brackets ('AWS (EC2, S3)').
      /[,;]/.test(outsideBrackets(list.map((c) => c.text).join(' ')));
    if (!isName) return [line];
    return [
      { ...line, text: `${name.text.trim()}:`, x: name.x, cells: [name] },
      { ...line, text: list.map((c) => c.text).join('\t'), cells: list },
    ];
  });
}

/**
 * Each column of groups becomes lines of its own; a line under them with no tab of its own, at
 * the left edge of one column, continues that column's list.
 */
export function splitGroupColumns(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  let columns: ExtractedLine[] = [];
  for (const line of lines) {
    const cells = line.cells ?? [];
    if (cells.length >= 2 && cells.every((c) => GROUP.test(c.text))) {
      out.push(...columns);
      columns = cells.map((c) => ({ ...line, text: c.text, x: c.x, cells: [c] }));
      continue;
    }
    const column = line.text.includes('\t') || line.text.includes(':') ? undefined : columns.find((c) => Math.abs(c.x - line.x) <= 4);
    if (column) {
      column.text = `${column.text} ${line.text.trim()}`;
      continue;
    }
    out.push(...columns, line);
    columns = [];
  }
  return [...out, ...columns];
}

/**
 * 'Design<tab>Adobe' over 'Systems<tab>Illustrator' a half step below: a grid of terms whose cells
 * wrapped. A row that follows the one above by well under the grid's step, each of its cells
 * under a cell of that row, finishes those cells' terms.
 */
export function joinWrappedGridRows(lines: ExtractedLine[]): ExtractedLine[] {
  const isGridRow = (l: ExtractedLine) => (l.cells?.length ?? 0) >= 2 && l.cells?.every((c) => !/[,;:]/.test(c.text)) === true;
  const steps = lines.slice(1).flatMap((l, i) => {
    const above = lines[i];
    return above && isGridRow(l) && isGridRow(above) && l.page === above.page && l.y > above.y ? [l.y - above.y] : [];
  });
  if (steps.length < 2) return lines;
  const step = median(steps);
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const cells = line.cells ?? [{ text: line.text, x: line.x, x1: line.x, fontSize: line.fontSize, bold: line.bold }];
    const targets = cells.map((cell) => above?.cells?.findIndex((c) => Math.abs(c.x - cell.x) <= 3) ?? -1);
    const isWrap =
      above !== undefined &&
      isGridRow(above) &&
      line.page === above.page &&
      line.y > above.y &&
      line.y - above.y < step * 0.7 &&
      !line.text.includes(':') &&
      targets.every((t) => t >= 0);
    if (above?.cells && isWrap) {
      const joined = above.cells.map((c, i) => {
        const more = cells.filter((_, k) => targets[k] === i).map((cell) => cell.text.trim());
        return more.length > 0 ? { ...c, text: `${c.text.trim()} ${more.join(' ')}` } : c;
      });
      out[out.length - 1] = { ...above, cells: joined, text: joined.map((c) => c.text).join('\t') };
      continue;
    }
    out.push(line);
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * A list of one term per line: a term the column wrapped sits closer to its first line than the
 * next term does ('Classroom' over 'Management', then 'Assessment Design' a wider step below), and
 * its first line had no room for the next word.
 */
export function joinWrappedTerms(lines: ExtractedLine[]): ExtractedLine[] {
  const isTerm = (l: ExtractedLine) => !l.text.includes('\t') && !LIST_MARKS.test(l.text) && l.text.trim().split(/\s+/).length <= 3;
  const steps = lines.slice(1).flatMap((l, i) => {
    const above = lines[i];
    return above && isTerm(l) && isTerm(above) && l.page === above.page && l.y > above.y ? [l.y - above.y] : [];
  });
  if (steps.length < 3) return lines;
  const step = median(steps);
  // A column wraps a term only when its next word does not fit: no line of the column is wider.
  const widthOf = (l: ExtractedLine) => (rightEdgeOf(l) ?? l.x) - l.x;
  const widest = new Map<number, number>();
  const widestAt = (x: number) => {
    if (!widest.has(x)) widest.set(x, Math.max(...lines.filter((l) => isTerm(l) && Math.abs(l.x - x) <= 3).map(widthOf)));
    return widest.get(x) ?? 0;
  };
  const wouldHaveFit = (above: ExtractedLine, line: ExtractedLine) => {
    const text = line.text.trim();
    const firstWord = text.split(/\s+/)[0] ?? '';
    const charWidth = widthOf(line) / Math.max(1, text.length);
    return widthOf(line) > 0 && widthOf(above) > 0 && widthOf(above) + charWidth * (firstWord.length + 1) <= widestAt(above.x);
  };
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const isWrap =
      above !== undefined &&
      isTerm(line) &&
      isTerm(above) &&
      line.page === above.page &&
      line.y > above.y &&
      line.y - above.y < step * 0.8 &&
      line.fontSize === above.fontSize &&
      line.bold === above.bold &&
      Math.abs(line.x - above.x) <= 3 &&
      !wouldHaveFit(above, line);
    if (above && isWrap) out[out.length - 1] = { ...above, text: `${above.text.trim()} ${line.text.trim()}`, cells: undefined };
    else out.push(line);
  }
  return out;
}

/**
 * 'Clinical' over 'Medication Administration, Triage, Wound' over 'Care, IV Therapy': a list line
 * that filled its column runs on into the next line at the same indent, so the term cut at the
 * wrap is one term. Under a group's name on a line of its own, full is measured against the
 * group's lines; elsewhere against the page's text (`page.rightEdge`), since two short lists on
 * lines of their own ('Python, Go' over 'Docker, Kubernetes') are each their own list. Lines with
 * names of their own ('Software: …') are lists of their own.
 */
export function joinWrappedLists(lines: ExtractedLine[], isLabel: (line: ExtractedLine) => boolean, page: PageText): ExtractedLine[] {
  const sectionEdge = { rightEdge: textRightEdge(lines) };
  const pageEdge = { rightEdge: page.rightEdge };
  const out: ExtractedLine[] = [];
  let isUnderLabel = false;
  // 'Teaching: …, Classroom' over 'Management' over 'Technology: …': where every list names its
  // group on its own line, a lone term between two of them names none; it ends the list above.
  const namesOwnGroup = (l: ExtractedLine | undefined) => l !== undefined && GROUP.test(l.text.trim());
  lines.forEach((line, i) => {
    const above = out.at(-1);
    const next = lines[i + 1];
    const endsNamedList = namesOwnGroup(above) && (next === undefined || namesOwnGroup(next)) && !namesOwnGroup(line);
    // A comma inside brackets lists a term's parts ('Metadata (MODS, PREMIS)'), not the list's terms.
    const isListLine = (l: ExtractedLine | undefined) => l !== undefined && /[,;]/.test(outsideBrackets(l.text));
    const runsOn =
      above !== undefined &&
      isListLine(above) &&
      !isLabel(line) &&
      !GROUP.test(line.text) &&
      (!GROUP.test(above.text) || endsNamedList) &&
      // One size, as the PDF states it give or take a rounding (10.9 beside 11.1 pt).
      Math.abs(line.fontSize - above.fontSize) <= above.fontSize * 0.03 &&
      // At the page's edge only a line that goes on listing ('System, GIS Mapping') runs on: a
      // sidebar's lines can reach the page's edge too, and a lone term there may name a group.
      (isUnderLabel || endsNamedList || (page.rightEdge !== null && /[,;]/.test(line.text))) &&
      continuesLine(above, line, above.text.trim(), line.text.trim(), isUnderLabel || endsNamedList ? sectionEdge : pageEdge);
    // 'Aircraft — Borescope inspection, Eddy' over 'current (assist), Hydraulics': a line that
    // starts in small letters goes on with the term the list above was cut at, named group or not.
    const isCutTerm =
      above !== undefined &&
      isListLine(above) &&
      !/[,;.]$/.test(above.text.trim()) &&
      /^\p{Ll}/u.test(line.text.trim()) &&
      !isLabel(line) &&
      !GROUP.test(line.text) &&
      above.page === line.page &&
      Math.abs(line.fontSize - above.fontSize) <= above.fontSize * 0.03 &&
      line.y > above.y &&
      line.y - above.y <= above.fontSize * 1.8;
    if (isLabel(line)) isUnderLabel = !GROUP.test(line.text);
    // 'Classroom Manage-' over 'ment': the word broken at its hyphen is whole again, unless the
    // document spells it with its hyphen elsewhere.
    // The joined line sits where its last printed line does, so the next line is measured from there.
    if (above && (runsOn || isCutTerm))
      out[out.length - 1] = { ...above, y: line.y, text: joinWrapped(above.text.trim(), line.text.trim(), page.words) };
    else out.push(line);
  });
  return out;
}
