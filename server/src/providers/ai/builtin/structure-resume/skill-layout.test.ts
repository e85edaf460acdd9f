import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { extractSkills, isTermList } from './extract-skills';

const line = (text: string, y: number, x = 61, bold = false): ExtractedLine => ({ text, page: 1, x, y, fontSize: 10.5, bold });

describe('one term per line in a narrow column', () => {
  it('joins a term the column wrapped, set closer to its first line than the next term is', () => {
    const lines = [
      line('Teaching', 78, 58, true),
      line('Classroom', 101),
      line('Management', 116),
      line('Assessment Design', 137),
      line('Differentiated', 156),
      line('Instruction', 171),
      line('Lesson Planning', 194),
      line('Peer Review', 215),
    ];
    expect(extractSkills(lines)).toEqual([
      'Classroom Management',
      'Assessment Design',
      'Differentiated Instruction',
      'Lesson Planning',
      'Peer Review',
    ]);
  });

  it('leaves evenly spaced terms apart', () => {
    const lines = ['Lean', 'Procurement', 'Route Planning', 'Demand Planning'].map((text, i) => line(text, 100 + i * 18));
    expect(extractSkills(lines)).toEqual(['Lean', 'Procurement', 'Route Planning', 'Demand Planning']);
  });
});

describe('groups of skills printed in columns side by side', () => {
  it('reads each column as its own group, a list wrapped under its column joined to it', () => {
    const cell = (text: string, x: number) => ({ text, x, x1: x + 200, fontSize: 9.7, bold: false });
    const first: ExtractedLine = {
      text: 'Operations: Lean, Inventory Control, Demand\tSoftware: Excel, Oracle WMS, SAP',
      page: 1,
      x: 25,
      y: 659,
      fontSize: 9.7,
      bold: false,
      cells: [cell('Operations: Lean, Inventory Control, Demand', 25), cell('Software: Excel, Oracle WMS, SAP', 300)],
    };
    const skills = extractSkills([first, { ...line('Planning, Route Planning', 674, 25), fontSize: 9.7 }]);
    expect(skills).toEqual(['Lean', 'Inventory Control', 'Demand Planning', 'Route Planning', 'Excel', 'Oracle WMS', 'SAP']);
  });
});

describe('group names side by side over columns of terms', () => {
  /** A row of cells at the given x, each in its own column. */
  const row = (cells: [string, number][], y: number, bold = false): ExtractedLine => ({
    text: cells.map(([text]) => text).join('\t'),
    page: 1,
    x: cells[0]![1],
    y,
    fontSize: 9.7,
    bold,
    cells: cells.map(([text, x]) => ({ text, x, x1: x + text.length * 4.6, fontSize: 9.7, bold })),
  });

  it('reads every cell under them as a term, a lone first term and a term that lists its parts in brackets too', () => {
    const lines = [
      row(
        [
          ['Languages', 42],
          ['Infrastructure', 222],
          ['Practices', 402],
        ],
        258,
        true,
      ),
      row(
        [
          ['Go · Java · Python ·', 42],
          ['Kubernetes · Terraform ·', 222],
          ['Incident response ·', 402],
        ],
        273,
      ),
      row(
        [
          ['Bash', 42],
          ['PostgreSQL ·', 222],
          ['Capacity planning ·', 402],
        ],
        286,
      ),
      row(
        [
          ['AWS (EC2, S3, Athena)', 222],
          ['Mentoring', 402],
        ],
        299,
      ),
    ];
    expect(extractSkills(lines)).toEqual([
      'Go',
      'Java',
      'Python',
      'Kubernetes',
      'Terraform',
      'Incident response',
      'Bash',
      'PostgreSQL',
      'Capacity planning',
      'AWS (EC2, S3, Athena)',
      'Mentoring',
    ]);
  });
});

describe('terms with a note in brackets', () => {
  it('keeps the note with its term, on its line or wrapped onto the next', () => {
    const lines = [
      'Cross-border M&A',
      'Anti-bribery & corruption',
      '(FCPA, UK Bribery Act)',
      'Commercial contracts',
      'Data privacy (APPI, GDPR)',
    ].map((text, i) => line(text, 100 + i * 11));
    expect(extractSkills(lines)).toEqual([
      'Cross-border M&A',
      'Anti-bribery & corruption (FCPA, UK Bribery Act)',
      'Commercial contracts',
      'Data privacy (APPI, GDPR)',
    ]);
  });
});

describe('a list of terms under a heading nobody listed', () => {
  it('is a list of terms even when a term carries a note in brackets', () => {
    const lines = ['Cross-border M&A', 'Anti-bribery & corruption', '(FCPA, UK Bribery Act)', 'Commercial contracts'].map((text, i) =>
      line(text, 100 + i * 11),
    );
    expect(isTermList(lines)).toBe(true);
    expect(isTermList([line('Led the audit, 2019.', 100), line('Ran the rota', 111)])).toBe(false);
    const opened = ['Manhattan WMS', 'Excel (pivot tables,', 'VLOOKUP)', 'Kronos'].map((text, i) => line(text, 100 + i * 11));
    expect(isTermList(opened)).toBe(true);
    expect(extractSkills(opened)).toEqual(['Manhattan WMS', 'Excel (pivot tables, VLOOKUP)', 'Kronos']);
  });
});
