/** Rules from round 12 of the parse corpus about fields: weight, labels, durations, skills, the review. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { parseJobs } from './parse-entries';
import { splitEntries } from './split-entries';
import { splitAtWeight } from './weight-split';
import { classifyHeading } from './heading-words';
import { parseSchool } from './parse-school';
import { extractSkills } from './extract-skills';
import { wordLines } from './test-support/word-lines';
import { structureResumeBuiltin } from '.';

describe('a header line whose two fields only their weight tells apart', () => {
  const header = (text: string, boldLead: string, y: number): ExtractedLine => ({
    text,
    page: 1,
    x: 139,
    y,
    fontSize: 10,
    bold: false,
    cells: [{ text, x: 139, x1: 337, fontSize: 10, bold: false, boldLead }],
  });

  it('reads the bold words as one field and the rest as the other', () => {
    const lines = [header('Nurse Manager Ironbridge General Hospital', 'Nurse Manager', 100)];
    lines[0] = { ...lines[0]!, text: `${lines[0]!.text}\tDublin, Ireland\t12/2024 – 01/2025` };
    const [job] = parseJobs(
      splitEntries([...lines.map(splitAtWeight), bullet('Led the discharge checklist, cutting wait times by 21%.', 112)]),
    );
    expect(job).toMatchObject({ title: 'Nurse Manager', company: 'Ironbridge General Hospital', location: 'Dublin, Ireland' });
  });

  it('leaves a sentence with a bold lead and a label with its value whole', () => {
    const sentence = header('Led the discharge checklist, cutting wait times by 21%.', 'Led', 100);
    const label = header('Supervisor: Dana Whitfield', 'Supervisor:', 112);
    expect([sentence, label].map((line) => splitAtWeight(line).text)).toEqual([sentence.text, label.text]);
  });
});

function bullet(text: string, y: number): ExtractedLine {
  return { text: `• ${text}`, page: 1, x: 139, y, fontSize: 10, bold: false };
}

describe('other words for the skills, and a note after the degree', () => {
  it('reads strengths, competencies and proficiencies under a qualifier as the skills', () => {
    const kinds = ['Technical Strengths', 'Leadership Competencies', 'Language Proficiencies'].map((text) => classifyHeading(text)?.kind);
    expect(kinds).toEqual(['skills', 'skills', 'skills']);
  });

  it('leaves a grade written as a sentence of its own after the degree out of the degree', () => {
    const school = parseSchool({
      header: ['Kilbride University\tSeptember 2013 - June 2017', 'Bachelor of Science in Computer Science. Cumulative GPA 3.6/4.0'],
      bullets: [],
    });
    expect(school).toMatchObject({ school: 'Kilbride University', degree: 'Bachelor of Science in Computer Science' });
    expect(parseSchool({ header: ['Harlow State University', 'B.S. Mathematics'], bullets: [] }).degree).toBe('B.S. Mathematics');
  });
});

describe('what some themes print beside the dates and the degree', () => {
  it('leaves how long a job lasted out of its title and employer', () => {
    const [job] = parseJobs([
      { header: ['Supply Chain Manager, Saltmarsh Freight', 'Jan 2021 - Present\t5 years 10 months'], bullets: [] },
    ]);
    expect(job).toMatchObject({ title: 'Supply Chain Manager', company: 'Saltmarsh Freight', start_date: 'Jan 2021', end_date: 'Present' });
  });

  it('reads field, degree and school given in one line of commas', () => {
    const school = parseSchool({
      header: ['Supply Chain Management, Bachelor of Arts, Kilbride University', 'Sep 2013 - Jun 2017'],
      bullets: [],
    });
    expect(school).toMatchObject({ school: 'Kilbride University', degree: 'Bachelor of Arts in Supply Chain Management' });
  });
});

describe('a skill listed with how long it was used', () => {
  it('keeps the skill and drops the time', () => {
    const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 50, y, fontSize: 10, bold: false });
    const lines = [line('User Research (2 years)', 10), line('Figma (7 yrs)', 20), line('SQL (3+ years)', 30), line('Sketch', 40)];
    expect(extractSkills(lines)).toEqual(['User Research', 'Figma', 'SQL', 'Sketch']);
  });
});

describe('employer and title set apart by a spaced hyphen', () => {
  it('reads the side that names a role as the title', () => {
    const [job] = parseJobs([{ header: ['Oakridge Grammar School - Learning Specialist\t2022-02-01 — Present'], bullets: [] }]);
    expect(job).toMatchObject({ title: 'Learning Specialist', company: 'Oakridge Grammar School', start_date: '2022-02-01' });
  });

  it('keeps a name joined by a spaced hyphen whole when neither side names a role', () => {
    const [job] = parseJobs([{ header: ['Senior Counsel', 'Hartley - Osei'], bullets: [] }]);
    expect(job).toMatchObject({ title: 'Senior Counsel', company: 'Hartley - Osei' });
  });
});

describe('a UK-style CV with labelled fields', () => {
  it('leaves the labels out of employer and school, and reads voluntary work as volunteering', () => {
    const [job] = parseJobs([
      { header: ['Engineering Lead', 'Employer: Bramble Software, Boise, ID', 'Dates: August 2021 – August 2025'], bullets: [] },
    ]);
    expect(job).toMatchObject({ title: 'Engineering Lead', company: 'Bramble Software', location: 'Boise, ID', start_date: 'August 2021' });
    const school = parseSchool({
      header: ['Bachelor of Arts in Mathematics', 'Institution: Westmarch Polytechnic', 'Dates: 2012 – 2016'],
      bullets: [],
    });
    expect(school).toMatchObject({ school: 'Westmarch Polytechnic', degree: 'Bachelor of Arts in Mathematics', start_date: '2012' });
    expect(classifyHeading('Voluntary Work')?.kind).toBe('volunteer');
  });
});

describe('skills drawn as chips after a bold group name', () => {
  it('leaves the bold first term out: it names the group', () => {
    const text = 'Operations Inventory Control Procurement';
    const line: ExtractedLine = {
      text,
      page: 1,
      x: 139,
      y: 469,
      fontSize: 9,
      bold: false,
      cells: [
        {
          text,
          x: 139,
          x1: 400,
          fontSize: 9,
          bold: false,
          chips: ['Operations', 'Inventory Control', 'Procurement'],
          boldLead: 'Operations',
        },
      ],
    };
    expect(extractSkills([line])).toEqual(['Inventory Control', 'Procurement']);
    const plain = { ...line, cells: line.cells?.map(({ boldLead: _, ...cell }) => cell) };
    expect(extractSkills([plain])).toEqual(['Operations', 'Inventory Control', 'Procurement']);
  });
});

describe('the import review of a sidebar that names each contact detail above it', () => {
  it('does not list the names as text it could not place', () => {
    const doc: ExtractedDocument = {
      format: 'docx',
      pageCount: 1,
      links: [],
      lines: wordLines(`Kwame Vasquez-Hill
Contact
Phone
(977) 469-7853
Email
kwame@example.org
Location
Tucson, AZ
Experience
Registered Nurse, Halcyon Care Trust, June 2019 – June 2021
Introduced a falls prevention round.`),
    };
    const unplaced = structureResumeBuiltin(doc).review?.unplaced ?? [];
    expect(unplaced.filter((line) => ['Phone', 'Email', 'Location'].includes(line))).toEqual([]);
  });
});

describe('a Word line whose employer and title only their weight tells apart', () => {
  it('is cut where the bold words end, as a PDF line is', () => {
    const line: ExtractedLine = {
      text: 'HALCYON CARE Registered Nurse\tJune 2019 – June 2021',
      page: 1,
      x: 0,
      y: 3,
      fontSize: 11,
      bold: false,
      boldLead: 'HALCYON CARE',
    };
    const [job] = parseJobs(splitEntries([splitAtWeight(line)]));
    expect(job).toMatchObject({ title: 'Registered Nurse', company: 'HALCYON CARE', start_date: 'June 2019' });
  });
});
