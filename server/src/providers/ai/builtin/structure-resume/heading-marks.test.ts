import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';

const line = (text: string, y: number, fontSize = 9.5, bold = false, x = 36): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold });

describe('section headings with a symbol before them', () => {
  const doc: ExtractedDocument = {
    format: 'pdf',
    pageCount: 1,
    links: [],
    lines: [
      line('Tamsin Okafor', 61, 27, true),
      line('Platform Engineer', 80, 12),
      line('(677) 555-0149 ✦ tamsin@example.org ✦ Madison, WI', 97, 8.5),
      line('◆ Profile', 122, 11.5, true),
      line('Platform engineer with nine years in payments. Known for calm delivery.', 145),
      line('◆ Experience', 179, 11.5, true),
      line('Engineering Lead', 197, 9.5, true),
      line('Harbour Labs • Omaha, NE • Nov 2021 - Present', 207),
      line('• Rebuilt the data export tool with an external auditor.', 221, 9.5, false, 46),
      line('◆ Education', 413, 11.5, true),
      line('2012 - 2016 | Halden Institute of Technology', 432),
      line('Bachelor of Arts in Mathematics', 444, 9.5, true),
      line('◆ Skills', 470, 11.5, true),
      line('Rust, SQL, Python', 488),
    ],
  };
  const result = structureResumeBuiltin(doc);

  it('still start their sections', () => {
    expect(result.summary).toBe('Platform engineer with nine years in payments. Known for calm delivery.');
    expect(result.work_experience.map((j) => [j.title, j.company, j.start_date, j.end_date])).toEqual([
      ['Engineering Lead', 'Harbour Labs', 'Nov 2021', 'Present'],
    ]);
    expect(result.education.map((e) => [e.school, e.start_date, e.end_date])).toEqual([['Halden Institute of Technology', '2012', '2016']]);
    expect(result.skills).toEqual(['Rust', 'SQL', 'Python']);
  });
});
