/**
 * Text pulled out of an uploaded file, with as much layout as the format gives: PDF keeps
 * positions and font sizes per text run; DOCX and DOC give paragraphs (and DOCX its styles).
 */
export type TextRun = {
  text: string;
  /** Page number, from 1. */
  page: number;
  /** Left edge and baseline in PDF points, origin top-left of the page. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Font size in points and whether the font looks bold. */
  fontSize: number;
  bold: boolean;
};

export type ExtractedLine = {
  text: string;
  page: number;
  x: number;
  y: number;
  fontSize: number;
  bold: boolean;
  /** Paragraph style from a Word file ('Heading1', 'ListParagraph', ...), when known. */
  style?: string;
  /** True when the source marked the line as a list item. */
  isListItem?: boolean;
  /** A Word paragraph's outline level (0 for the top), which marks a heading, when it has one. */
  outlineLevel?: number;
  /**
   * A Word paragraph's leading words in bold, when words in another weight follow them on its first
   * line (a PDF line keeps the same per cell, in `cells`).
   */
  boldLead?: string;
  /**
   * The pieces of a PDF line that wide gaps separate (a tab stop, a label column, dates set right),
   * with their left and right edges; `text` joins them with tabs.
   */
  cells?: LineCell[];
};

export type LineCell = {
  text: string;
  x: number;
  x1: number;
  fontSize: number;
  bold: boolean;
  /** The cell's words grouped by gaps wider than a word space (terms drawn as chips or tags), when there are two or more. */
  chips?: string[];
  /**
   * The cell's words set in bold, when bold words start it and words in another weight end it
   * ('Nurse Manager' of 'Nurse Manager Ironbridge Hospital'): one text, two fields told apart by weight.
   */
  boldLead?: string;
};

export type ExtractedDocument = {
  format: 'pdf' | 'docx' | 'doc';
  /** Reading-ordered lines. */
  lines: ExtractedLine[];
  /** Link targets found in the file (PDF link annotations, DOCX hyperlinks). */
  links: string[];
  pageCount: number;
};

export type DocumentFormat = ExtractedDocument['format'];

/** Bounds that keep a hostile file from exhausting the server (DESIGN decision 8). */
export type ExtractionLimits = {
  /** Pages read from a PDF; later pages are ignored. */
  maxPages: number;
  /** Total uncompressed bytes read out of a DOCX archive (zip-bomb defence). */
  maxDecompressedBytes: number;
  /** Wall-clock budget for one file. */
  timeoutMs: number;
  /**
   * Lines and characters of text a file may yield. A small compressed DOCX can hold hundreds of
   * thousands of paragraphs; read whole, they would cost seconds of parsing and structuring and a
   * large heap. Ten pages of resume are a few hundred lines.
   */
  maxLines: number;
  maxTextChars: number;
};
