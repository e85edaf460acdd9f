/**
 * List numbering of a Word file (word/numbering.xml): whether a numbered paragraph prints a mark.
 * Word and LibreOffice tie headings to an outline list whose levels print nothing (number format
 * 'none', empty level text); such a paragraph is no list item. Numbering id 0 takes a paragraph out
 * of its style's list.
 */
import { readAttribute, readValue } from './docx-xml';

/** `numPr`: a paragraph's numbering properties (the inside of its w:numPr). */
export type Numbering = { printsMark(numPr: string): boolean };

/** The level text as printed: with the number format 'none' its numbers ('%1.') print nothing. */
function printsSomething(levelXml: string): boolean {
  const format = readValue(levelXml, 'numFmt');
  const text = readValue(levelXml, 'lvlText');
  if (text === undefined) return true;
  return (format === 'none' ? text.replace(/%\d/g, '') : text).trim() !== '';
}

export function readNumbering(xml: string | undefined): Numbering {
  const levelsOf = new Map<string, Map<number, boolean>>();
  for (const [, attributes = '', body = ''] of (xml ?? '').matchAll(/<w:abstractNum\b([^>]*)>([\s\S]*?)<\/w:abstractNum>/g)) {
    const levels = new Map<number, boolean>();
    for (const [, levelAttributes = '', levelXml = ''] of body.matchAll(/<w:lvl\b([^>]*)>([\s\S]*?)<\/w:lvl>/g)) {
      levels.set(Number(readAttribute(levelAttributes, 'w:ilvl') ?? 0), printsSomething(levelXml));
    }
    const id = readAttribute(attributes, 'w:abstractNumId');
    if (id !== undefined) levelsOf.set(id, levels);
  }
  const abstractOf = new Map<string, string>();
  for (const [, attributes = '', body = ''] of (xml ?? '').matchAll(/<w:num\b([^>]*)>([\s\S]*?)<\/w:num>/g)) {
    const numId = readAttribute(attributes, 'w:numId');
    const abstractId = readValue(body, 'abstractNumId');
    if (numId !== undefined && abstractId !== undefined) abstractOf.set(numId, abstractId);
  }
  return {
    printsMark(numPr) {
      const numId = readValue(numPr, 'numId') ?? '';
      const level = Number(readValue(numPr, 'ilvl') ?? 0);
      if (numId === '0') return false;
      const abstractId = abstractOf.get(numId);
      return (abstractId === undefined ? undefined : levelsOf.get(abstractId)?.get(level)) ?? true;
    },
  };
}
