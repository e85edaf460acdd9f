// Shared pieces of the Word conventions: the docx package writes the .docx, LibreOffice prints it
// to PDF (the PDF is scored too, and its text makes the truth), and list numbering definitions.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlignmentType, BorderStyle, LevelFormat, Packer, Paragraph, TextRun } from 'docx';

/** Text for the HTML pages LibreOffice turns into Word files; a missing value prints nothing. */
export const escapeHtml = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A bullet of the list bulletNumbering() defines. */
export const bullet = (text) => new Paragraph({ text, numbering: { reference: 'bullets', level: 0 } });

/** A skill group on one line: 'Group: term, term', the group in bold. */
export const skillGroupLine = (group) =>
  new Paragraph({ children: [new TextRun({ text: `${group.name}: `, bold: true }), new TextRun(group.keywords.join(', '))] });

export function bulletNumbering(glyph = '•') {
  return {
    config: [
      {
        reference: 'bullets',
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: glyph,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360, hanging: 260 } } },
          },
        ],
      },
    ],
  };
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

/** Converts `file` with LibreOffice to `format` ('pdf', 'docx') beside it; returns the new file. */
export function convertWithLibreOffice(file, format, filter, outDir = path.dirname(file)) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-corpus-lo-'));
  const run = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--convert-to',
      filter ? `${format}:${filter}` : format,
      '--outdir',
      outDir,
      file,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  fs.rmSync(profile, { recursive: true, force: true });
  const out = path.join(outDir, `${path.basename(file, path.extname(file))}.${format}`);
  if (!fs.existsSync(out)) throw new Error(`LibreOffice could not convert ${path.basename(file)}: ${run.stderr?.slice(-200)}`);
  return out;
}

/** Writes the document as .docx and prints it to PDF with LibreOffice. */
export async function writeDocx(document, outBase) {
  const docx = `${outBase}.docx`;
  fs.writeFileSync(docx, await Packer.toBuffer(document));
  const pdf = convertWithLibreOffice(docx, 'pdf');
  return [docx, pdf];
}

/**
 * Writes the document as .docx, has LibreOffice Writer open it and save it as .docx again (so the
 * file is the one Writer writes: its own styles, numbering and list labels), and prints that to PDF.
 */
export async function writeDocxThroughWriter(document, outBase) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-corpus-src-'));
  const source = path.join(dir, `${path.basename(outBase)}.docx`);
  fs.writeFileSync(source, await Packer.toBuffer(document));
  const docx = convertWithLibreOffice(source, 'docx', 'MS Word 2007 XML', path.dirname(outBase));
  fs.rmSync(dir, { recursive: true, force: true });
  return [docx, convertWithLibreOffice(docx, 'pdf')];
}

/** Numbering for headings that Word numbers itself ('1.', 'I.'): a one-level list tied to a heading. */
export function headingNumbering(format, text) {
  return {
    reference: 'heading-numbers',
    levels: [
      {
        level: 0,
        format,
        text,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 432, hanging: 432 } } },
      },
    ],
  };
}
