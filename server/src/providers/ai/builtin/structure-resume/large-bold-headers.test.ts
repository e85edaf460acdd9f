// An entry's header set in bold type larger than the section's plain lines is no statement, however
// long it runs, and the wrapped rest that the theme's separator leads stays in it. People, schools
// and places here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { printedLine } from './test-support/printed-lines';

const line = (text: string, y: number, right: number, opts: { size?: number; bold?: boolean; x?: number } = {}) =>
  printedLine(text, { x: 50, y, right, size: 12, ...opts });

const heading = (text: string, y: number) => line(text, y, 140, { size: 18, bold: true });
const header = (text: string, y: number, right = 540) => line(text, y, right, { size: 15, bold: true });

const resume: ExtractedDocument = {
  format: 'pdf',
  links: [],
  pageCount: 1,
  lines: [
    line('Maëlle Quintrec-Arvor', 40, 260, { size: 24, bold: true }),
    line('maelle.quintrec@example.org · +33 6 55 01 23 45 · Kerlouan-Vihan, France', 70, 470),
    heading('Experience', 110),
    header('Landscape Architect — Atelier Brumelec Paysage', 140, 420),
    line('Mar 2016 – Present · Kerlouan-Vihan', 158, 250),
    line('Designed the planting plans for four public parks and two school grounds in the district.', 180, 540),
    heading('Education', 220),
    header('Postgraduate certificate in the care of historic parks, gardens and designed landscapes', 250),
    header('(PGCert) — Regional School of Landscape and Garden Design of the West', 268),
    line('2014 – 2015', 288, 120),
    header('Diploma of Landscape Architecture (master’s level) in Landscape Design —', 320),
    header('Regional School of Landscape and Garden Design of the West', 338, 470),
    line('2009 – 2014', 358, 120),
    heading('Skills', 400),
    line('Planting design, Site grading, AutoCAD, QGIS', 420, 330),
  ],
};

describe('entries whose headers are set in large bold type', () => {
  it('read each school and its degree, however long the degree runs', () => {
    const schools = structureResumeBuiltin(resume).education;
    expect(schools).toMatchObject([
      {
        school: 'Regional School of Landscape and Garden Design of the West',
        degree: 'Postgraduate certificate in the care of historic parks, gardens and designed landscapes (PGCert)',
        start_date: '2014',
        end_date: '2015',
      },
      {
        school: 'Regional School of Landscape and Garden Design of the West',
        degree: 'Diploma of Landscape Architecture (master’s level) in Landscape Design',
        start_date: '2009',
        end_date: '2014',
      },
    ]);
  });

  it('keep the wrapped rest of a header that the theme’s separator leads', () => {
    const lines = resume.lines.slice(0, 7);
    const doc: ExtractedDocument = {
      ...resume,
      lines: [
        ...lines.map((l) => ({ ...l, y: l.y })),
        header('Journeyman Certificate (dual training) in Timber Frame and Roof Construction', 250),
        header('· Vocational School for Building Trades Kerlouan', 268, 330),
        line('August 2008 → January 2012', 288, 190),
        line('Final grade 1.9', 306, 140, { x: 68, size: 12.5 }),
        heading('Skills', 400),
        line('Planting design, Site grading, AutoCAD, QGIS', 420, 330),
      ],
    };
    expect(structureResumeBuiltin(doc).education).toMatchObject([
      {
        school: 'Vocational School for Building Trades Kerlouan',
        degree: 'Journeyman Certificate (dual training) in Timber Frame and Roof Construction',
        start_date: 'August 2008',
        end_date: 'January 2012',
      },
    ]);
  });
});
