/**
 * A saved document as a Word file, made the way Word itself makes a resume: the name in the Title
 * style, section titles in Heading 1, each job's or school's line in Heading 2, bullets as list
 * paragraphs on a real bullet list, all in the body text flow (no tables, text boxes or columns),
 * on a Letter page with the printed template's half-inch margins. Word's own style names matter:
 * screen readers, the navigation pane, applicant tracking systems and our own importer read them.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import type { Block, BlockKind, DocumentBlocks, InlineRun } from './document-blocks';

/**
 * Fonts that come with Word and that LibreOffice replaces by a free font of the very same widths
 * (Liberation Serif, Liberation Sans, Carlito, Caladea): the file lays out line for line alike in
 * both. Georgia, Segoe UI or Helvetica Neue have no such twin, and a stand-in of other widths moves
 * every line break; the first font of the template's stack that is here is taken instead, and
 * since the stacks list those as narrower fallbacks, the text never takes more lines than the
 * browser fitted it to.
 */
const WORD_FONTS = ['Times New Roman', 'Arial', 'Calibri', 'Cambria'];
/** A stack naming none of them still says serif or not: its generic family or a well-known serif face. */
const SERIF_FAMILIES = new Set(['serif', 'georgia', 'garamond', 'times', 'palatino', 'book antiqua', 'baskerville']);

const TWIPS_PER_INCH = 1440;
const LETTER = { width: 8.5 * TWIPS_PER_INCH, height: 11 * TWIPS_PER_INCH };
/** The templates print a 7.5 × 10 in box on Letter. */
const MARGIN = 0.5 * TWIPS_PER_INCH;
const CONTENT_WIDTH = LETTER.width - 2 * MARGIN;
const BULLETS = 'bullets';

function chooseFont(families: readonly string[]): string {
  const known = new Map(WORD_FONTS.map((font) => [font.toLowerCase(), font]));
  for (const family of families) {
    const font = known.get(family.toLowerCase());
    if (font) return font;
  }
  return families.some((family) => SERIF_FAMILIES.has(family.toLowerCase())) ? 'Times New Roman' : 'Calibri';
}

const HEADING: Partial<Record<BlockKind, (typeof HeadingLevel)[keyof typeof HeadingLevel]>> = {
  title: HeadingLevel.TITLE,
  heading: HeadingLevel.HEADING_1,
  entry: HeadingLevel.HEADING_2,
};

/**
 * Word sets sizes in half points: rounded down, so no line of the Word file is wider than the
 * printed one and breaks where the PDF did not. Line heights stay exact (lineTwips).
 */
function halfPoints(sizePt: number): number {
  return Math.floor(sizePt * 2 + 1e-6);
}

function runsOf(run: InlineRun, caps: boolean): TextRun[] {
  return run.text.split('\n').map(
    (text, index) =>
      new TextRun({
        text,
        break: index > 0 ? 1 : undefined,
        bold: run.bold,
        italics: run.italic,
        size: halfPoints(run.sizePt),
        color: run.color ?? undefined,
        allCaps: caps || undefined,
      }),
  );
}

/** The punctuation a template sets between an entry's title and its organisation (', ', ' | ', ' · '). */
const SEPARATOR = /^\s*[,|·•\u2013\u2014-]\s*$/;

/**
 * An entry's heading line as Word resumes set it: the title, a tab, and the organisation at a
 * right-aligned tab stop. A comma or a bar between them would be ambiguous to any reader once a
 * title or a company has a comma of its own ('Guest Lecturer, Logistics'); a tab is not.
 */
function childrenOf(block: Block): ParagraphChild[] {
  return block.runs.flatMap((run): ParagraphChild[] => {
    if (block.kind === 'entry' && SEPARATOR.test(run.text)) return [new TextRun({ children: [new Tab()] })];
    return run.href ? [new ExternalHyperlink({ link: run.href, children: runsOf(run, block.caps) })] : runsOf(run, block.caps);
  });
}

/**
 * A line as tall as the browser sets it: the paragraph's line height times its largest text, exact.
 * Word's own "multiple" spacing would multiply the font's built-in line gap too, some 15 % more.
 */
function lineTwips(block: Block, basePt: number): number {
  const largestPt = Math.max(...block.runs.map((run) => run.sizePt), block.runs.length > 0 ? 0 : basePt);
  return Math.round(block.lineHeight * largestPt * 20);
}

function paragraphOf(block: Block, previous: Block | undefined, basePt: number): Paragraph {
  // Adjoining margins collapse in CSS: the larger one separates two paragraphs, not their sum.
  const before = Math.max(0, block.spaceBeforePt - (previous?.spaceAfterPt ?? 0));
  // A line under an entry heading (its dates) or under a title stays with it on the page.
  const keepNext =
    block.kind === 'title' ||
    block.kind === 'heading' ||
    block.kind === 'entry' ||
    (block.kind === 'paragraph' && previous?.kind === 'entry');
  const options: IParagraphOptions = {
    children: childrenOf(block),
    heading: HEADING[block.kind],
    alignment: block.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    keepNext,
    keepLines: true,
    spacing: {
      before: Math.round(before * 20),
      after: Math.round(block.spaceAfterPt * 20),
      line: lineTwips(block, basePt),
      lineRule: LineRuleType.EXACT,
    },
    ...(block.kind === 'bullet' ? { numbering: { reference: BULLETS, level: 0 } } : {}),
    // The list's own padding, as the template sets it; the bullet hangs in it.
    ...(block.kind === 'bullet' && block.indentPt > 0
      ? { indent: { left: Math.round(block.indentPt * 20), hanging: Math.round(block.indentPt * 20 * 0.7) } }
      : {}),
    ...(block.kind === 'entry' ? { tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }] } : {}),
    ...(block.rule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, space: 1, color: block.rule } } } : {}),
  };
  return new Paragraph(options);
}

/** Style text shared by the heading styles: the runs carry the template's own sizes and colours. */
function headingStyle(font: string) {
  return { run: { font, color: '000000' }, paragraph: { spacing: { before: 0, after: 0 } } };
}

export async function toDocx(doc: DocumentBlocks, meta: { title: string }): Promise<Buffer> {
  const font = chooseFont(doc.fontFamilies);
  const basePt = doc.basePt;
  const indent = Math.round(basePt * 1.3 * 20);
  const document = new Document({
    creator: 'HireReady',
    title: meta.title,
    styles: {
      default: {
        document: {
          run: { font, size: halfPoints(basePt) },
          paragraph: { spacing: { line: Math.round(240 * doc.lineHeight), before: 0, after: 0 } },
        },
        title: headingStyle(font),
        heading1: headingStyle(font),
        heading2: headingStyle(font),
        listParagraph: { run: { font } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: indent, hanging: Math.round(indent * 0.7) } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: LETTER,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: MARGIN / 2, footer: MARGIN / 2 },
          },
        },
        children: doc.blocks.map((block, index) => paragraphOf(block, doc.blocks[index - 1], basePt)),
      },
    ],
  });
  return Packer.toBuffer(document);
}
