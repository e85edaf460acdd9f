/** A Word body or page header put in reading order before its paragraphs are read. */

/**
 * Text boxes (a sidebar, a contact box) hold paragraphs of their own inside a run of the paragraph
 * they are anchored in. Their paragraphs are moved out, in front of that paragraph, so each is read
 * whole and the anchor's own text is not cut in two. Word writes a box twice, as a drawing and as a
 * fallback for older readers: the fallback is dropped.
 */
function hoistTextBoxes(xml: string): string {
  const withoutFallbacks = xml.replace(/<mc:Fallback\b[^>]*>[\s\S]*?<\/mc:Fallback>/g, '');
  let out = '';
  let cursor = 0;
  for (const box of withoutFallbacks.matchAll(/<w:txbxContent\b[^>]*>([\s\S]*?)<\/w:txbxContent>/g)) {
    // Searched back only as far as the last box, so a file of many boxes costs one pass.
    const since = withoutFallbacks.slice(cursor, box.index);
    const hostStart = cursor + Math.max(0, since.lastIndexOf('<w:p>'), since.lastIndexOf('<w:p '));
    out += withoutFallbacks.slice(cursor, hostStart) + (box[1] ?? '') + withoutFallbacks.slice(hostStart, box.index);
    cursor = box.index + box[0].length;
  }
  return out + withoutFallbacks.slice(cursor);
}

/** The text of some XML, tags dropped: enough to measure a table cell. */
const textOf = (xml: string) => [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

/**
 * A table of two rows whose first row names each column ('Skills | Languages | Interests' over
 * each one's list): read row by row, every name would come before every list. Such a table is
 * read column by column, each name over its list, as a person reads it.
 */
function readColumnTables(xml: string): string {
  return xml.replace(/<w:tbl>([\s\S]*?)<\/w:tbl>/g, (table, body: string) => {
    if (body.includes('<w:tbl>')) return table;
    const rows = [...body.matchAll(/<w:tr\b[^>]*>([\s\S]*?)<\/w:tr>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<w:tc\b[^>]*>([\s\S]*?)<\/w:tc>/g)].map((cell) => cell[1] ?? ''),
    );
    const [names, lists] = rows;
    const isName = (cell: string) => {
      const words = textOf(cell).trim().split(/\s+/).filter(Boolean).length;
      // 'Rust, Python, Go' beside 'Languages:' is a value in a row of labels, not a column's name.
      return (cell.match(/<w:p[\s>]/g) ?? []).length === 1 && words >= 1 && words <= 4 && !/[,:]/.test(textOf(cell));
    };
    const isNamesRow = names !== undefined && names.length >= 2 && names.every(isName);
    if (rows.length !== 2 || !isNamesRow || lists?.length !== names.length) return table;
    return names.map((name, j) => `${name}${lists[j] ?? ''}`).join('');
  });
}

/** A body or page header's XML with its text boxes and tables of named columns put in reading order. */
export function inReadingOrder(xml: string): string {
  return readColumnTables(hoistTextBoxes(xml));
}
