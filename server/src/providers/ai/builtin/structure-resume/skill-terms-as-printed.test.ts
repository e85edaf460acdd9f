// Skills read as the page prints them: a line of its own is one term, and a spaced slash inside a
// list parted by commas joins two names of one term. Terms and names here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { readSkillsSection } from './extract-skills';

const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 40, y, fontSize: 9.5, bold: false });
const skillsOf = (texts: string[]) =>
  readSkillsSection(
    texts.map((text, i) => line(text, 300 + i * 12)),
    { rightEdge: null, words: new Set() },
  ).skills;

describe('a skills list of one short term a line', () => {
  it('keeps a term of three known names whole', () => {
    expect(skillsOf(['Freshdesk', 'Oracle Service Cloud', 'Azure DevOps Server', 'Slack', 'Excel'])).toEqual([
      'Freshdesk',
      'Oracle Service Cloud',
      'Azure DevOps Server',
      'Slack',
      'Excel',
    ]);
  });

  it('still parts a run of terms set apart by word spaces where the lines are long', () => {
    expect(skillsOf(['Docker Compose Kubernetes Terraform', 'Python Django PostgreSQL Redis'])).toEqual([
      'Docker',
      'Compose',
      'Kubernetes',
      'Terraform',
      'Python',
      'Django',
      'PostgreSQL',
      'Redis',
    ]);
  });
});

describe('a spaced slash inside a list parted by commas', () => {
  it('joins two names of one term', () => {
    expect(skillsOf(['Welding: MIG / TIG, Stick, Plasma cutting', 'Pallet jack / order picker, Forklift'])).toEqual([
      'MIG / TIG',
      'Stick',
      'Plasma cutting',
      'Pallet jack / order picker',
      'Forklift',
    ]);
  });

  it('still parts the terms of a line it alone separates', () => {
    expect(skillsOf(['Tableau / Looker', 'Excel, Access'])).toEqual(['Tableau', 'Looker', 'Excel', 'Access']);
  });
});

describe('a term whose brackets list its parts, on a line of its own under a group’s name', () => {
  it('is one term, and the terms under it are their own', () => {
    const lines: ExtractedLine[] = [
      { text: 'Cataloguing', page: 1, x: 64, y: 348, fontSize: 12, bold: true },
      ...['Metadata (MODS, PREMIS)', 'Evergreen', 'Alma', 'Zotero', 'Reading programmes', 'Archive boxes'].map(
        (text, i): ExtractedLine => ({
          text,
          page: 1,
          x: 94,
          y: 377 + i * 13.5,
          fontSize: 12,
          bold: false,
          cells: [{ text, x: 94, x1: 94 + text.length * 6, fontSize: 12, bold: false }],
        }),
      ),
    ];
    expect(readSkillsSection(lines, { rightEdge: 560, words: new Set() }).skills).toEqual([
      'Metadata (MODS, PREMIS)',
      'Evergreen',
      'Alma',
      'Zotero',
      'Reading programmes',
      'Archive boxes',
    ]);
  });
});

describe('a level after a comma', () => {
  it('qualifies the term before it, not a term of its own', () => {
    expect(skillsOf(['Whispered interpreting, Relay interpreting, Lip-speaking, basic', 'Court terminology'])).toEqual([
      'Whispered interpreting',
      'Relay interpreting',
      'Lip-speaking, basic',
      'Court terminology',
    ]);
  });
});

describe('a line of spoken languages inside a skills section', () => {
  it('is left out though the list does not know every language on it', () => {
    expect(skillsOf(['Soft skills: Patient teaching, Night shifts', 'Languages: English, Tiv, Ewe'])).toEqual([
      'Patient teaching',
      'Night shifts',
    ]);
  });

  it('keeps a line of programming languages', () => {
    expect(skillsOf(['Languages: Rust, Elixir, Kotlin'])).toEqual(['Rust', 'Elixir', 'Kotlin']);
  });
});
