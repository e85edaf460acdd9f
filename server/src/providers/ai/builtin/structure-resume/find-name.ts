/**
 * The person's name: the most prominent name-shaped text near the top of the first page. A name
 * may share its line with a headline or contact details ('Ada Byrne, Data Analyst', 'Ada Byrne |
 * ada@x.io'), may be split over two lines in large type, and is never a document title
 * ('Curriculum Vitae') or an organisation ('University of …').
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { isContactOnlyLine } from './contact-patterns';
import { classifyHeading } from './heading-words';
import { endsOnJoiningWord } from './joining-words';
import { TITLE_WORDS } from './parse-entries';
import { parseLocation } from './places';
import { medianSize } from './type-sizes';

const PARTICLE_WORDS = 'de|da|das|do|dos|van|von|der|den|del|della|la|le|di|du|bin|binti|al|el|ibn|ter|ten|y|e';
const PARTICLES = new RegExp(`^(?:${PARTICLE_WORDS})$`, 'i');
const LEADING_PARTICLES = new RegExp(`^(?:(?:${PARTICLE_WORDS})\\s+)+`, 'i');
// Letters, not \b, bound the words: 'RÉSUMÉ' ends in a letter that JavaScript's \b does not count.
export const DOCUMENT_TITLE = /(?<!\p{L})(?:curriculum|vitae|resume|résumé|cv|lebenslauf|europass|portfolio)(?!\p{L})/iu;
const TITLE_BEFORE_NAME = /^(?:r[ée]sum[ée]|cv|curriculum vitae)\s+(?:of|for|[-–—:|])\s+(?=\p{Lu})/iu;

/** 'I'm Oskar Jovanović.': a personal site's greeting around the name in its largest type. */
const GREETING = /^(?:(?:hi|hello|hey)[,!]?\s+)?(?:i['’]m|i am|my name is)\s+(?=\p{Lu})(.*?)[.!]?$/iu;
const GENERATION_SUFFIX = /\s(?:Jr|Sr|Snr|Jnr)\.$/i;
const ORGANISATION = /\b(?:university|college|institute|school|academy|inc|llc|ltd|gmbh|corporation|company|hospital|bank|group)\b/i;

function isNameWord(word: string): boolean {
  return /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) || PARTICLES.test(word);
}

/** True for 'Ada Byrne', 'ADA M. BYRNE', 'Ada de la Cruz'; false for headings, titles and organisations. */
export function isNameText(text: string, minWords = 2): boolean {
  const trimmed = text.trim();
  if (/[\d@|:/\t]/.test(trimmed) || classifyHeading(trimmed) || DOCUMENT_TITLE.test(trimmed) || ORGANISATION.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  // Particles ('de la', 'van der') come on top of a name's own words.
  const ownWords = words.filter((w) => !PARTICLES.test(w)).length;
  return (
    words.length >= minWords &&
    ownWords <= 5 &&
    words.length <= 7 &&
    words.every(isNameWord) &&
    isNameWord(words[0] ?? '') &&
    !PARTICLES.test(words[0] ?? '')
  );
}

/** Prefixes that start a family name with a capital inside it ('MacKenzie', 'VanDyke'). */
const INNER_CAPITAL_PREFIX = /^(?:mac|van|von|fitz|del|della|der|den|ter|ten|dos|das|bin|st)$/i;

/**
 * 'HiroshiThorsen': a first and a family name set in large type with the space between them as a
 * kern (TeX CV classes set the two names in separate boxes), which text extraction can lose. Each
 * part is a capital and two small letters at least, so 'McKay' or 'DeAndre' stay whole.
 */
export function unglueName(text: string): string {
  const word = text.trim();
  // A part may open with an elided particle ('RuairíO’Dowling': 'O’Dowling').
  if (!/^(?:(?:\p{Lu}['’])?\p{Lu}\p{Ll}{2,}){2,3}$/u.test(word)) return text;
  const parts = word.match(/(?:\p{Lu}['’])?\p{Lu}\p{Ll}+/gu) ?? [];
  return parts.slice(0, -1).some((p) => INNER_CAPITAL_PREFIX.test(p)) ? text : parts.join(' ');
}

/**
 * 'L e t i c i a Kowa l c z y k': a name set with letter-spacing comes out of the text with spaces
 * between most of its letters. They go; a wider gap, where the text kept one, stays the word space.
 */
function unspaceLetters(text: string): string {
  const tokens = text.trim().split(/\s+/);
  const single = tokens.filter((t) => /^\p{L}$/u.test(t)).length;
  if (single < 5 || single < tokens.length * 0.6) return text;
  return text
    .trim()
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/**
 * The words of the person's e-mail and profile addresses, one list per address:
 * 'callum.rosenthal23@…' and 'linkedin.com/in/callum-rosenthal' both give 'callum', 'rosenthal'.
 */
function addressWords(addresses: string[]): string[][] {
  return addresses
    .map((address) => (address.includes('@') ? address.split('@')[0] : /\/in\/([^/?#]+)/i.exec(address)?.[1]) ?? '')
    .map((handle) =>
      handle
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 2),
    );
}

/**
 * 'CALLUMROSENTHAL', 'THANDEKAPRECIOUSNGCOBO-MKHIZE': a name letter-spaced in capitals loses its
 * word spaces in the text. The words an address spells ('…/in/thandeka-ngcobo-mkhize') are words
 * of the name, and what lies between them is another ('PRECIOUS'); a hyphen keeps its halves
 * together. Addresses drop accents ('SÉVERINEDELACROIX' beside 'severine.delacroix@…').
 */
function segmentByAddress(text: string, addresses: string[][]): string | null {
  const word = text.trim();
  if (!/^[\p{L}-]{5,}$/u.test(word)) return null;
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded.length !== word.length) return null;
  for (const words of addresses) {
    const breaks = new Set<number>();
    let covered = 0;
    let cursor = 0;
    for (const part of words) {
      const at = folded.indexOf(part, cursor);
      if (at < 0) continue;
      breaks.add(at).add(at + part.length);
      covered += part.length;
      cursor = at + part.length;
    }
    const cuts = [...breaks].filter((at) => at > 0 && at < word.length && word[at - 1] !== '-' && word[at] !== '-').sort((a, b) => a - b);
    const pieces = [0, ...cuts].map((from, i) => word.slice(from, cuts[i] ?? word.length));
    const isWhole =
      pieces.length >= 2 && pieces.every((piece) => /\p{L}{2}/u.test(piece)) && covered * 2 >= folded.replace(/-/g, '').length;
    if (isWhole) return pieces.join(' ');
  }
  return null;
}

/**
 * The name at the start of a line that goes on with a headline or contact details; not a city
 * before its state or country ('Ann Arbor, MI').
 */
function leadingName(text: string): string | null {
  const [first] = text.split(/\s*(?:[,|·•–—]|\s-\s|\t)\s*/);
  const [place] = text.split(/\s*(?:[|·•–—\t]|\s-\s)\s*/);
  if (place && parseLocation(place) !== null) return null;
  if (first && first !== text.trim() && isNameText(first)) return first.trim();
  // 'Ada Byrne ada@byrne.io - 555 0100': contact details after a word space alone.
  const [beforeContact] = text.split(/\s+(?=[^\s@]+@|\+?\(?\d{2,}|https?:|www\.)/i);
  return beforeContact && beforeContact !== text.trim() && isNameText(beforeContact) ? beforeContact.trim() : null;
}

/**
 * How prominent a candidate is: its size, a whole line over a name cut out of a longer line (which
 * must be clearly larger to win), and Word's Title style, which carries no size of its own here.
 */
type Candidate = {
  text: string;
  size: number;
  bold: boolean;
  order: number;
  whole?: boolean;
  titleStyle?: boolean;
  /** A name set over two or three lines. */
  lineCount?: number;
  /** The value of a form's 'Name' field: the form says what it is, however plainly it is set. */
  labelled?: boolean;
};

function prominence(c: Candidate): number {
  return c.size * (c.whole ? 1.3 : 1) + (c.titleStyle ? 100 : 0);
}

/**
 * A large name set on two or three lines ('MAREN' over 'LINDQVIST', or 'Vasquez-' broken at its
 * hyphen) is one name. Contact details set beside it on the right may be read between its lines:
 * each next line is the next one in the same type, right below or at the same left edge.
 */
function joinedNameLines(lines: ExtractedLine[], addresses: string[][]): Candidate[] {
  const nextOf = (i: number) => {
    const line = lines[i];
    if (!line) return undefined;
    const at = lines.findIndex(
      (l, k) => k > i && k < i + 5 && Math.abs(l.fontSize - line.fontSize) <= 0.5 && (k === i + 1 || Math.abs(l.x - line.x) <= 3),
    );
    const next = lines[at];
    if (!next || next.page !== line.page || next.y - line.y > line.fontSize * 1.8 || next.y <= line.y) return undefined;
    return { next, at };
  };
  const join = (text: string, next: string) => (/\p{L}-$/u.test(text) ? `${text}${next.trim()}` : `${text} ${next.trim()}`);
  const out: Candidate[] = [];
  lines.forEach((line, i) => {
    // 'Résumé of MARIA DEL' over 'ROSARIO': the document's title before the name's first line is not part of it.
    // 'I'm Faith' over 'Wanjiru Gatete.': a greeting's name over lines too.
    const printed = line.text.trim().replace(TITLE_BEFORE_NAME, '').replace(GREETING, '$1');
    // 'Maëlle<tab>Beaulieu-' over 'Tremblay': a name broken at its hyphen goes on below, and the
    // wide gaps of its first line (letter-spaced or justified display type) part its words.
    const first = /\p{L}-$/u.test(printed) ? printed.replace(/\t/g, ' ') : printed;
    if (!isNameText(first, 1)) return;
    let text = first;
    let at = i;
    // 'Ana Sofía del' over 'Pilar' over 'Valcárcel de' over 'Ballestas': a narrow column may take four lines.
    for (let lineCount = 2; lineCount <= 4; lineCount++) {
      const found = nextOf(at);
      // 'Anna-Lena' over 'van der Vliet': the family name may start with its particles.
      if (!found || !isNameText(found.next.text.trim().replace(LEADING_PARTICLES, ''), 1)) return;
      // 'Wanjiru Gatete.': the greeting's closing stop; a generational suffix keeps its own ('Jr.').
      const next = GENERATION_SUFFIX.test(` ${found.next.text.trim()}`)
        ? found.next.text
        : found.next.text.replace(/(?<=\p{L}{2})[.!]$/u, '');
      text = join(text, next);
      at = found.at;
      const named = isNameText(text) ? text : segmentByAddress(text, addresses);
      if (!named || !isNameText(named)) return;
      // A name never ends on a particle ('… Valcárcel de'): its line goes on below.
      if (endsOnJoiningWord(named)) continue;
      out.push({ text: named, size: line.fontSize, bold: line.bold, order: i, whole: true, lineCount });
    }
  });
  return out;
}

/** The first two words of `text` when an address spells them and more words follow. */
function nameBeforeHeadline(text: string, names: [string, string][]): string | null {
  const words = text.trim().split(/\s+/);
  const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const [first = '', last = ''] = words;
  const isSpelled = names.some(([a, b]) => a === fold(first) && b === fold(last));
  return words.length > 2 && isSpelled ? `${first} ${last}` : null;
}

/**
 * The first page's first forty lines, and the lines printed in the top sixth of its text: a long
 * sidebar read first can push the main column's top past those forty.
 */
function firstPageTop(allLines: ExtractedLine[]): ExtractedLine[] {
  const firstPage = allLines.filter((l) => l.page <= 1);
  const ys = firstPage.map((l) => l.y);
  const top = Math.min(...ys);
  const band = (Math.max(...ys) - top) * 0.15;
  return firstPage.filter((l, i) => i < 40 || l.y <= top + band);
}

/** `addresses`: the person's e-mail and profile addresses as read, which may spell the name. */
export function findName(header: ExtractedLine[], allLines: ExtractedLine[], addresses: string[] = []): string {
  const body = medianSize(allLines);
  // The header above the first section, else the top of the first page (a sidebar may come first).
  const pool = header.length > 0 ? [...header, ...allLines.slice(0, 12)] : firstPageTop(allLines);
  const words = addressWords(addresses);
  const candidates: Candidate[] = joinedNameLines(pool, words);
  const largest = Math.max(0, ...pool.map((l) => l.fontSize));
  // The two names an address spells, for a name run on into a headline.
  const names = words.filter((spelled): spelled is [string, string] => spelled.length === 2);
  pool.forEach((line, order) => {
    // 'Résumé of Ada Byrne', 'CV – Ada Byrne': a document title around the name.
    // 'THANDIWE J . OYELARAN': letter-spaced capitals part an initial from its stop.
    const plain = line.text
      .trim()
      .replace(TITLE_BEFORE_NAME, '')
      .replace(GREETING, '$1')
      .replace(/(?<=\s\p{Lu}) \.(?=\s)/gu, '.');
    const written = unspaceLetters(plain);
    // Only the page's largest kind of type, or letter-spaced type: in body text a glued word is some other thing's name.
    const isSpread = written !== plain;
    const isDisplay = line.fontSize > body * 1.8 || (line.fontSize >= largest - 0.1 && line.fontSize > body * 1.4);
    const unglued = unglueName(written);
    const text = isDisplay || isSpread ? (segmentByAddress(unglued, words) ?? unglued) : written;
    // A form's label cell and its value ('PERSONAL INFORMATION<tab>Ada Byrne', 'Name: Ada Byrne').
    const labelled = /^([^\t:]{2,40})(?:\t|:\s+)([^\t]+)$/.exec(text);
    const isNameLabel = /^(?:full\s*)?name$/i.test(labelled?.[1]?.trim() ?? '');
    if (labelled?.[1] && labelled[2] && (classifyHeading(labelled[1]) || isNameLabel) && isNameText(labelled[2])) {
      candidates.push({ text: labelled[2].trim(), size: line.fontSize, bold: line.bold, order, whole: true, labelled: isNameLabel });
      return;
    }
    // A full stop ends a sentence, not a name, unless it is a generational suffix's ('Bautista Jr.').
    if (isNameText(text) && (!/[,.]$/.test(text) || GENERATION_SUFFIX.test(text)))
      candidates.push({ text, size: line.fontSize, bold: line.bold, order, whole: true, titleStyle: /^title$/i.test(line.style ?? '') });
    else {
      const lead = leadingName(text);
      // Only a prominent line: in body text 'Ada Byrne, Manager' is a reference, not the owner.
      // Followed by nothing but contact details, the name is its line's whole text.
      if (lead && (line.fontSize > body * 1.15 || order < 3))
        candidates.push({
          text: lead,
          size: line.fontSize,
          bold: line.bold,
          order,
          whole: isContactOnlyLine(text.slice(text.indexOf(lead) + lead.length).replace(/^[\s,|·•–—-]+/, '')),
        });
    }
  });
  // A name set over two lines beats either of its lines ('CALLUM' over a bold 'R. CALLAGHAN').
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(b.labelled ?? false) - Number(a.labelled ?? false) ||
      prominence(b) - prominence(a) ||
      (b.lineCount ?? 1) - (a.lineCount ?? 1) ||
      Number(b.bold) - Number(a.bold) ||
      a.order - b.order,
  );
  // A headline in the largest type ('Operations Planner') is name-shaped too; a person's name
  // elsewhere in the header wins over a job title.
  // 'Bautista Jr.': a generational suffix is no junior title.
  const isJobTitle = (c: Candidate) => TITLE_WORDS.test(c.text.replace(GENERATION_SUFFIX, '').split(/\s+/).at(-1) ?? '');
  const top = ranked[0];
  // 'Anouk Callaghan Visual Designer' in one run of large type: the name and the headline, the
  // name being the words the person's e-mail or profile address spells.
  const spelled = top && isJobTitle(top) ? nameBeforeHeadline(top.text, names) : null;
  if (spelled) return spelled;
  const best = top && isJobTitle(top) ? (ranked.find((c) => !isJobTitle(c)) ?? top) : top;
  return best?.text ?? '';
}
