/**
 * Contact details broken over two lines in a narrow column ('kwame.rosenthal38' over
 * '@mailbox.org', 'linkedin.com/in/kwame-amadi-' over 'rosenthal'): the two pieces are one line
 * again, so the address is read whole and its pieces do not land in the summary or a skills list.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading } from './heading-words';
import { isWholeAddress } from './contact-patterns';
import { isContactDetailLine } from './extract-contact';

/** One piece of an address: a single token with the marks an address has inside it. */
const isPiece = (text: string) => /^[\p{L}\d._%+@/:-]+$/u.test(text);

/** The line above with its last piece and the next line joined, when together they make an address neither makes alone. */
function joinedDetail(first: string, second: string): string | null {
  const head = first.split(/\s+/).at(-1) ?? '';
  if (!isPiece(head) || !isPiece(second)) return null;
  const joined = `${head}${second}`;
  // A handle wrapped at its hyphen ('linkedin.com/in/ada-' over 'byrne') is an address on its own
  // line too, and so is a profile path cut anywhere ('linkedin.com/in/anou' over 'k-brannigan'):
  // a lone lower-case piece under it is no other detail.
  const isCutPath = /\/[^/\s]+$/.test(head) && /^[\p{Ll}\d-][\p{L}\d._-]*$/u.test(second);
  // An e-mail address cut inside its last label ('…@mailbox.or' over 'g'): a lone few small letters
  // under an address are nothing else.
  const isCutDomain = /@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u.test(head) && /^\p{Ll}{1,3}$/u.test(second) && /\.\p{L}{2,6}$/u.test(joined);
  const isNew =
    isWholeAddress(joined) && (!isWholeAddress(head) || /[-_./]$/.test(head) || isCutPath || isCutDomain) && !isWholeAddress(second);
  return isNew ? first.slice(0, first.length - head.length) + joined : null;
}

export function joinBrokenContactDetails(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    // The rest sits under the piece it continues: at the same left edge, or right-aligned under it.
    const aboveEnd = above?.cells?.at(-1)?.x1 ?? (above ? above.x + 12 : 0);
    const isBelow =
      above !== undefined &&
      above.page === line.page &&
      line.x >= above.x - 12 &&
      line.x <= aboveEnd &&
      line.y > above.y &&
      line.y - above.y <= line.fontSize * 2;
    const joined =
      isBelow && !above.text.includes('\t') && !line.text.includes('\t') ? joinedDetail(above.text.trim(), line.text.trim()) : null;
    if (above && joined !== null) {
      out[out.length - 1] = { ...above, text: joined, cells: undefined };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A row of contact details across the page's two columns ('phone ⇥ e-mail' at the left, 'place ⇥
 * profile' beyond the gutter): the reader reads the columns one after the other, so the row's right
 * half lands under the left column's last section. It goes back beside its left half.
 */
export function rejoinContactRows(lines: ExtractedLine[]): ExtractedLine[] {
  const out = [...lines];
  const isDetails = (text: string) => text.split('\t').every((part) => isContactDetailLine(part.trim()));
  // Only the header's rows: under a section heading, a job's place may share a sidebar detail's baseline.
  const firstHeading = lines.findIndex((l) => !l.text.includes('\t') && classifyHeading(l.text) !== null);
  const headerEnd = firstHeading < 0 ? lines.length : firstHeading;
  for (let j = 2; j < out.length; j++) {
    const line = out[j];
    if (!line || !isDetails(line.text)) continue;
    const i = out.findIndex(
      (h, k) => k < j - 1 && k < headerEnd && h.page === line.page && Math.abs(h.y - line.y) <= 1 && h.x < line.x && isDetails(h.text),
    );
    const head = out[i];
    if (!head) continue;
    out[i] = { ...head, text: `${head.text}\t${line.text}`, cells: undefined };
    out.splice(j, 1);
    j--;
  }
  return out;
}
