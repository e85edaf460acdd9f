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
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import type { Block, BlockKind, DocumentBlocks, InlineRun } from './document-blocks';

/** Fonts that come with Word (and have metric twins in LibreOffice); anything else falls back. */
const WORD_FONTS = ['Georgia', 'Times New Roman', 'Arial', 'Calibri', 'Cambria', 'Garamond', 'Verdana', 'Tahoma'];
const FALLBACK_FONT = 'Calibri';

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
  return FALLBACK_FONT;
}

const HEADING: Partial<Record<BlockKind, (typeof HeadingLevel)[keyof typeof HeadingLevel]>> = {
  title: HeadingLevel.TITLE,
  heading: HeadingLevel.HEADING_1,
  entry: HeadingLevel.HEADING_2,
};

function runsOf(run: InlineRun, caps: boolean): TextRun[] {
  return run.text.split('\n').map(
    (text, index) =>
      new TextRun({
        text,
        break: index > 0 ? 1 : undefined,
        bold: run.bold,
        italics: run.italic,
        size: Math.round(run.sizePt * 2),
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

function paragraphOf(block: Block, previous: Block | undefined): Paragraph {
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
    spacing: { before: Math.round(before * 20), after: Math.round(block.spaceAfterPt * 20) },
    ...(block.kind === 'bullet' ? { numbering: { reference: BULLETS, level: 0 } } : {}),
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
          run: { font, size: Math.round(basePt * 2) },
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
        children: doc.blocks.map((block, index) => paragraphOf(block, doc.blocks[index - 1])),
      },
    ],
  });
  return Packer.toBuffer(document);
}
