/** Text runs as pdf.js reports them, and pages of them, for the layout tests. */
import type { TextRun } from '../extracted-document';
import { arrangePageLines } from '../layout-lines';

/** A run of text as pdf.js reports it, with an average glyph half an em wide. */
export function run(text: string, x: number, y: number, fontSize = 10, width = text.length * fontSize * 0.5): TextRun {
  return { text, page: 1, x, y, width, height: fontSize, fontSize, bold: false };
}

/** Lines of a column: one run each, from y0 down in steps of the column's own leading. */
export function column(texts: string[], x: number, y0: number, leading: number): TextRun[] {
  return texts.map((text, i) => run(text, x, y0 + i * leading));
}

export const SIDEBAR = [
  'CONTACT',
  '(555) 234-5678',
  'Portland, OR',
  'SKILLS',
  'User Research and testing',
  'Prototyping in Figma',
  'Design Systems at scale',
  'Accessibility audits',
  'HTML and CSS layout',
  'LANGUAGES',
  'English (native)',
  'Spanish (fluent)',
  'EDUCATION',
  'Rhode Island School',
  'BFA, Graphic Design',
];

export const MAIN = [
  'EXPERIENCE',
  'Lead Product Designer, Fernwood Studio, 2018 to 2020',
  'Designed the booking flow for a national chain of climbing gyms.',
  'Built a component library used by four product teams in a year.',
  'UX Designer, Cascade Health Partners, 2015 to 2018',
  'Ran sixty usability sessions with patients and their clinicians.',
  'Rewrote the appointment forms so that patients finish them.',
  'Senior Product Designer, Ostara Technologies, since 2020',
  'Own the design of the analytics product from research to release.',
  'Mentor three designers and run the weekly design critique.',
  'HONORS',
  'Core77 Design Award, Core77, 2021',
  'Dean’s List, Rhode Island School of Design, 2014',
];

export function texts(runs: TextRun[]): string[] {
  return arrangePageLines(runs, 1).map((line) => line.text);
}
