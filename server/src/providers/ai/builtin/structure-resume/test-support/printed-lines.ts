import type { ExtractedLine } from '../../../../extraction/extracted-document';

/** A printed PDF line of one cell, from `x` to `right`, as the extraction worker gives it. */
export function printedLine(
  text: string,
  at: { x: number; y: number; right: number; size?: number; bold?: boolean; page?: number },
): ExtractedLine {
  const fontSize = at.size ?? 10;
  const bold = at.bold ?? false;
  return { text, page: at.page ?? 1, x: at.x, y: at.y, fontSize, bold, cells: [{ text, x: at.x, x1: at.right, fontSize, bold }] };
}
