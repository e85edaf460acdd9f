import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';

const cell = (text: string, x: number) => ({ text, x, x1: x + text.length * 5, fontSize: 10, bold: false });

/** A row of a label-column CV: a label in the column at x 79, its text at x 150. */
function row(label: string, text: string, y: number): ExtractedLine {
  return { text: `${label}\t${text}`, page: 1, x: 79, y, fontSize: 10, bold: false, cells: [cell(label, 79), cell(text, 150)] };
}
const heading = (text: string, y: number): ExtractedLine => ({
  text,
  page: 1,
  x: 65,
  y,
  fontSize: 10,
  bold: false,
  cells: [cell(text, 65)],
});

describe('a group label in a skills section that is also a section name', () => {
  const doc: ExtractedDocument = {
    format: 'pdf',
    pageCount: 1,
    links: [],
    lines: [
      { text: 'Tamsin Okafor', page: 1, x: 65, y: 60, fontSize: 20, bold: false },
      heading('Experience', 100),
      row('2019–2024', 'Platform Engineer, Harbour Freight, Dayton, OH.', 120),
      {
        ...row('', 'Ran the weekly dock rota with the night shift.', 130),
        text: 'Ran the weekly dock rota with the night shift.',
        x: 150,
        cells: [cell('Ran the weekly dock rota with the night shift.', 150)],
      },
      row('2015–2019', 'Software Engineer, Kestrel Labs, Omaha, NE.', 140),
      {
        ...row('', 'Built the release pipeline for four teams.', 150),
        text: 'Built the release pipeline for four teams.',
        x: 150,
        cells: [cell('Built the release pipeline for four teams.', 150)],
      },
      heading('Education', 170),
      row('2011–2015', 'Bachelor of Science in Mathematics, Halden College.', 190),
      heading('Skills', 220),
      row('Languages', 'Rust, Python, Java', 240),
      row('Platforms', 'PostgreSQL, AWS, Redis', 260),
    ],
  };

  it('labels its group of skills and does not start a section of spoken languages', () => {
    const result = structureResumeBuiltin(doc);
    expect(result.skills).toEqual(['Rust', 'Python', 'Java', 'PostgreSQL', 'AWS', 'Redis']);
    expect(result.work_experience).toHaveLength(2);
  });
});
