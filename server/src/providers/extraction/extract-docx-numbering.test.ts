/** Reading Word files: list numbering that prints no mark, outline levels, and tables of labels. */
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../test/support/files';
import { extractInProcess } from './extract-document';
import { structureResumeBuiltin } from '../ai/builtin/structure-resume';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const numbered = (text: string, numId: string, style = '') =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${run(text)}</w:p>`;
const plain = (text: string) => `<w:p>${run(text)}</w:p>`;
const level = (format: string, text: string) => `<w:lvl w:ilvl="0"><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`;
// Abstract list 1 is an outline whose numbers print nothing; 2 prints a bullet.
const NUMBERING = `<w:numbering>
  <w:abstractNum w:abstractNumId="1">${level('none', '')}</w:abstractNum>
  <w:abstractNum w:abstractNumId="2">${level('bullet', '•')}</w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="2"/></w:num>
</w:numbering>`;
const STYLES = `<w:styles>
  <w:style w:type="paragraph" w:styleId="SectionTitle"><w:name w:val="section title"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
</w:styles>`;

async function read(body: string) {
  const xml = `<w:document><w:body>${body}</w:body></w:document>`;
  return extractInProcess(
    buildZip([
      { name: 'word/document.xml', data: Buffer.from(xml) },
      { name: 'word/numbering.xml', data: Buffer.from(NUMBERING) },
      { name: 'word/styles.xml', data: Buffer.from(STYLES) },
    ]),
  );
}

describe('Word numbering and outline levels', () => {
  it('reads a paragraph of a list that prints no mark, or of list 0, as no list item, and a bulleted one as one', async () => {
    const doc = await read(`${numbered('EXPERIENCE', '1')}${numbered('Cut stockouts by 9%.', '2')}${numbered('Planner', '0')}`);
    expect(doc.lines.map((l) => [l.text, l.isListItem ?? false])).toEqual([
      ['EXPERIENCE', false],
      ['Cut stockouts by 9%.', true],
      ['Planner', false],
    ]);
  });

  it('finds headings in the plain look of the text by their outline level, from the paragraph or its style', async () => {
    const outlined = (text: string) => `<w:p><w:pPr><w:outlineLvl w:val="0"/></w:pPr>${run(text)}</w:p>`;
    const styled = (text: string) => `<w:p><w:pPr><w:pStyle w:val="SectionTitle"/></w:pPr>${run(text)}</w:p>`;
    const doc = await read(
      [
        plain('Ines Okafor'),
        plain('ines@example.org'),
        outlined('Employment'),
        plain('Dispatcher, Brightwater Logistics\t2016 – 2019'),
        numbered('Planned the night shifts for 40 drivers.', '2'),
        styled('Schooling'),
        plain('Dunmore Institute of Technology\t2012 – 2016'),
        plain('Bachelor of Engineering'),
      ].join(''),
    );
    expect(doc.lines.find((l) => l.text === 'Schooling')?.outlineLevel).toBe(0);
    const result = structureResumeBuiltin(doc);
    expect(result.work_experience.map((j) => [j.title, j.company])).toEqual([['Dispatcher', 'Brightwater Logistics']]);
    expect(result.education.map((e) => e.school)).toEqual(['Dunmore Institute of Technology']);
  });
});

describe('a two-row table of labels and their values', () => {
  it('is read row by row, each label beside its value', async () => {
    const cell = (text: string) => `<w:tc>${plain(text)}</w:tc>`;
    const table = `<w:tbl><w:tr>${cell('Languages:')}${cell('Rust, Python, Go')}</w:tr><w:tr>${cell('Platforms:')}${cell('Kafka, Redis')}</w:tr></w:tbl>`;
    const doc = await read(table);
    expect(doc.lines.map((l) => l.text)).toEqual(['Languages:', 'Rust, Python, Go', 'Platforms:', 'Kafka, Redis']);
  });
});
