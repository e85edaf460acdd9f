/**
 * Names a header line had no room to finish: the rest of a school's or employer's name on the
 * line below, put back where it belongs.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { BULLET_GLYPH } from './bullet-marks';
import { endsOnJoiningWord } from './joining-words';

const SCHOOL_HEAD = /^(?:university|college|institute|school|academy|polytechnic)(?:[,.;]|$)/i;

/**
 * 'Bachelor of Science at Corrigan Institute of<tab>2010 – 2014' over 'Technology': a header whose
 * text stops on a word that cannot end a name continues on the next short line; the rest is put
 * back before the line's right-hand cells.
 */
export function joinDanglingNames(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || line.isListItem || next.isListItem || next.text.includes('\t')) continue;
    const [first = '', ...cells] = line.text.split('\t');
    const rest = next.text.trim();
    // 'Diploma of Horticulture in Landscape Garden-' over 'ing': a word broken at a hyphenation point.
    const isBrokenWord = /\p{Ll}-$/u.test(first.trim()) && /^\p{Ll}+$/u.test(rest) && !line.bold === !next.bold;
    if (isBrokenWord) {
      line.text = [`${first.trim().slice(0, -1)}${rest}`, ...cells].join('\t');
      next.text = '';
      continue;
    }
    // 'Designer, Northwind School, Ann Arbor,<tab>2022–Present' over 'MI.': a comma before the
    // header's dates is a list the line had no room to finish.
    // 'Master of Arts, Harlow State<tab>2011 – 2013' over 'University, GPA 3.1': a school's name
    // wrapped before the word that names it a school.
    const isSchoolRest = cells.length > 0 && /^\p{Lu}[\p{L} ]*$/u.test(first.trim().split(/,\s*/).at(-1) ?? '') && SCHOOL_HEAD.test(rest);
    // 'Master of Arts in Teaching,' over 'Secondary Science' in a narrow printed column: a comma
    // at the end of a printed line says the name goes on.
    const endsOnComma = /,$/.test(first.trim()) && (cells.length > 0 || line.cells !== undefined);
    const isUnfinished = endsOnJoiningWord(first) || endsOnComma || isSchoolRest;
    if (!isUnfinished || BULLET_GLYPH.test(next.text) || rest.split(/\s+/).length > 5 || !/^\p{Lu}/u.test(rest)) continue;
    line.text = [`${first.trim()} ${rest}`, ...cells].join('\t');
    next.text = '';
  }
  return out.filter((l) => l.text.trim() !== '');
}
