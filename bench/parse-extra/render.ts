/**
 * What every layout of the extra parsing set builds on: the person a resume is about, the text
 * helpers, and the two ways a layout becomes a file (HTML printed to PDF by Chromium, or a Word
 * document). Every value of a person is printed verbatim by its layout, and the truth files are
 * written from these same values, so a layout that prints a field differently (an abbreviation, a
 * handle instead of a URL) says so in its own code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlignmentType, BorderStyle, Document, Header, LevelFormat, Packer, Paragraph, type Table, TabStopType, TextRun } from 'docx';
import { CHROME_PATH, CHROMIUM_HEADLESS_ARGS } from '../../tools/chromium';

// ---------- the person ----------

export type Job = {
  title: string;
  company: string;
  location: string;
  start: string;
  end: string;
  bullets: string[];
  /** How the dates are printed when not as '<start> – <end>' ('Since 2021'). */
  printedDates?: string;
  /**
   * The experience heading this job is printed under when a layout splits experience in several
   * sections ('Research Experience', 'Teaching Experience'). The truth keeps one list, in printed order.
   */
  section?: string;
};
export type School = {
  school: string;
  studyType: string;
  area: string;
  /** The degree as this resume prints it ('B.S. Mathematics', 'Bachelor of Arts in History'). */
  printed: string;
  location: string;
  start: string;
  end: string;
  /** GPA and honours lines printed under the degree; not part of the degree. */
  notes: string[];
};
export type CustomEntry = {
  title: string;
  organization: string;
  date: string;
  description: string;
  /** The tools a project line prints after its name ('Name | Tech | Year'); not an organization, so not in the truth. */
  tech?: string;
};
export type CustomSection = { heading: string; entries: CustomEntry[] };
export type SkillGroup = { name: string; items: string[] };
export type Person = {
  id: string;
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  location: string;
  summary: string;
  skills: SkillGroup[];
  jobs: Job[];
  schools: School[];
  customs: CustomSection[];
  /** Printed but not part of the upload response. */
  languages: string[];
  /** Printed under 'Interests'; like languages, not part of the upload response (the shared truth keeps neither). */
  interests?: string[];
  /** A GitHub handle printed as 'github.com/<handle>'; not part of the upload response. */
  github?: string;
  /**
   * A proficiency a layout prints after a skill ('Python (Advanced)', or '4' drawn as dots '●●●●○'). It
   * qualifies the skill, the way a recruiter reads it, so the truth keeps the bare skill name.
   */
  skillLevels?: Record<string, string>;
};

export const li = (slug: string) => `https://www.linkedin.com/in/${slug}`;

// ---------- text ----------

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const allSkills = (p: Person) => p.skills.flatMap((g) => g.items);
export const dates = (j: { start: string; end: string; printedDates?: string }, dash = ' – ') =>
  j.printedDates ?? [j.start, j.end].filter(Boolean).join(dash);
export const handle = (url: string) => url.replace(/^https:\/\/www\./, '');
export const inHandle = (url: string) => url.replace(/^https:\/\/www\.linkedin\.com\//, '');

/** A printed date range ('Jan 2020 – Mar 2022') as its two ends. */
export function splitDate(printed: string): { start: string; end: string } {
  const [start = '', end = ''] = printed.split(/\s*[–-]\s*/);
  return { start, end };
}

// ---------- PDF layouts (HTML printed by Chromium) ----------

export type HtmlLayout = { theme: string; notes: string[]; css: string; body: (p: Person) => string };

export const BASE_CSS = `@page { size: letter; margin: 0.6in; } body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; } ul { margin: 2px 0 8px 0; padding-left: 18px; } li { margin: 1px 0; } p { margin: 2px 0; } .row { display: flex; justify-content: space-between; gap: 12px; } .b { font-weight: bold; } .i { font-style: italic; }`;

export const ul = (items: string[]) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');

export function customBlock(c: CustomSection, h: (t: string) => string, shape: 'comma' | 'dash' | 'two-line') {
  return (
    h(c.heading) +
    c.entries
      .map((e) => {
        const who = [e.title, e.organization].filter(Boolean);
        if (shape === 'two-line') {
          return `<div class="row"><span class="b">${esc(e.title)}</span><span>${esc(e.date)}</span></div>${e.organization ? `<p class="i">${esc(e.organization)}</p>` : ''}${e.description ? `<p>${esc(e.description)}</p>` : ''}`;
        }
        const joined =
          shape === 'comma' ? [...who, e.date].filter(Boolean).join(', ') : [who.join(', '), e.date].filter(Boolean).join(' — ');
        return `<p>${esc(joined)}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}`;
      })
      .join('')
  );
}

/** Prints the layout's HTML for `p` to <dir>/<id>.pdf. */
export function renderPdf(p: Person, layout: HtmlLayout, dir: string) {
  const id = p.id;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${layout.css}</style></head><body>${layout.body(p)}</body></html>`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-extra-'));
  const htmlFile = path.join(tmp, `${id}.html`);
  fs.writeFileSync(htmlFile, html);
  const out = path.join(dir, `${id}.pdf`);
  const run = spawnSync(CHROME_PATH, [...CHROMIUM_HEADLESS_ARGS, '--no-pdf-header-footer', `--print-to-pdf=${out}`, htmlFile], {
    encoding: 'utf8',
  });
  fs.rmSync(tmp, { recursive: true, force: true });
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error(`chromium failed for ${id}: ${run.stderr}`);
}

// ---------- Word layouts ----------

export const BULLETS = {
  config: [
    {
      reference: 'bullets',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
    {
      reference: 'squares',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '\u25aa',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
  ],
};
export const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: 9360 }];
export const listItem = (text: string) => new Paragraph({ text, numbering: { reference: 'bullets', level: 0 } });
export const plain = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })] });

/** A table used for layout only: no line on any side or between cells. */
export const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const NO_TABLE_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

export type DocxLayout = {
  theme: string;
  notes: string[];
  /** Paragraphs of the section's default page header (Word repeats it on every page). */
  header?: (p: Person) => Paragraph[];
  children: (p: Person) => (Paragraph | Table)[];
};

/** Writes the layout's Word document for `p` to <dir>/<id>.docx. */
export async function renderDocx(p: Person, layout: DocxLayout, dir: string): Promise<void> {
  const id = p.id;
  const headers = layout.header ? { default: new Header({ children: layout.header(p) }) } : undefined;
  const doc = new Document({
    numbering: BULLETS,
    sections: [{ ...(headers ? { headers } : {}), children: layout.children(p) }],
  });
  fs.writeFileSync(path.join(dir, `${id}.docx`), await Packer.toBuffer(doc));
}
