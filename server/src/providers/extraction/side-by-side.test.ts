/** Entries set side by side (two cards to a row) on a page that is otherwise one column. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { run, texts } from './test-support/page-runs';

const bold = (text: string, x: number, y: number): TextRun => ({ ...run(text, x, y, 12), bold: true });
/** Lines of a card 250 pt wide, set in a narrow face. */
const card = (lines: string[], x: number, y0: number) => lines.map((text, i) => run(text, x, y0 + i * 11, 10, text.length * 4.2));

const LEFT_CARD = [
  'Learning Specialist',
  'Foxhollow Learning Trust',
  'Jul 2021 – Present · Boise, ID',
  'Streamlined the school science fair together with the',
  'product group, which cut exam results by 33% within 2',
  'months and was later adopted by 7 other teams.',
  'Introduced a peer tutoring scheme, cutting exam results',
  'by 37%.',
];
const RIGHT_CARD = [
  'Curriculum Designer',
  'Tidewater Learning Trust',
  'Feb 2016 – Mar 2020 · Spokane, WA',
  'Redesigned the year nine chemistry course together',
  'with the product group, which cut pass rates by 17%',
  'within 10 months and was later adopted by 5 teams.',
  'Introduced a peer tutoring scheme together with the',
  'product group, which cut pass rates by 38% within 9',
];

describe('entries side by side', () => {
  it('reads one card whole, then the card beside it, between the one-column text around them', () => {
    const runs = [
      bold('Work Experience', 40, 176),
      ...card(LEFT_CARD, 48, 200),
      ...card(RIGHT_CARD, 318, 200),
      bold('Education', 40, 300),
      run('Bachelor of Science in Chemistry, Harlow State University', 48, 316),
    ];
    expect(texts(runs)).toEqual([
      'Work Experience',
      ...LEFT_CARD,
      ...RIGHT_CARD,
      'Education',
      'Bachelor of Science in Chemistry, Harlow State University',
    ]);
  });

  it('keeps a column of dates beside the entries on the rows they date', () => {
    const dates = ['2019 – Present', '2015 – 2019', '2012 – 2015', '2010 – 2012'];
    const entries = [
      'Nurse Manager, Ironbridge General Hospital, running a ward of thirty beds',
      'Charge Nurse, Kestrel Community Clinic, with the discharge rota in hand',
      'Staff Nurse, Oakridge General Hospital, on the acute medical unit',
      'Healthcare Assistant, Saint Aubyn Care Home, on nights and weekends',
    ];
    const runs = [...card(dates, 40, 200), ...card(entries, 150, 200)];
    expect(texts(runs)).toEqual(dates.map((date, i) => `${date}\t${entries[i]}`));
  });
});
