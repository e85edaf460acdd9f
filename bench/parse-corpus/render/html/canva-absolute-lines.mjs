// An HTML page made the way online design tools export one: no flowing text at all, every line is
// its own absolutely positioned element at an explicit left/top, the generator wrapping long text
// itself at a fixed number of characters and stacking the lines. A tinted band down the left edge
// with a circle where a photo would go, then contact details, skills (group, then one keyword a
// line), education and languages; at the right the name in large capitals over the
// headline, a profile and the jobs (title in bold with its dates boxed at the right edge, 'Employer
// | Place' under it, bullets with a hanging indent). Headings in letter-spaced capitals with a thin
// rule. A second page, band and all, when the content needs it. Letter, Liberation Sans.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const W = 816;
const H = 1056;
const BAND = 272;
const SIDE = { x: 30, width: 212 };
const MAIN = { x: 304, width: 472 };
const TOP = 50;
const BOTTOM = H - 50;

/** Greedy wrap at spaces to at most `max` characters a line (a longer word gets a line alone). */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of String(text ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** How many characters of a font size (px) fit in a width, as the design tool's text box would hold. */
const fit = (width, size, factor = 0.5) => Math.floor(width / (size * factor));

/** One column's lines, placed down the page and onto the next page when it is full. */
function column(pages, { x, width, firstTop }) {
  let p = 0;
  let y = firstTop;
  const box = (cls, left, top, text, style = '') =>
    (pages[p] ??= []).push(`<div class="${cls}" style="left:${left}px;top:${top}px${style}">${esc(text)}</div>`);
  return {
    x,
    width,
    /** Starts a new page unless `h` more pixels fit on this one. */
    keep(h) {
      if (y + h > BOTTOM) {
        p += 1;
        y = TOP;
      }
    },
    line(text, cls, h, { dx = 0, style = '', beside } = {}) {
      this.keep(h);
      box(cls, x + dx, y, text, style);
      if (beside) box(beside.cls, x + beside.dx, y + (beside.dy ?? 0), beside.text, `;width:${beside.width}px`);
      y += h;
    },
    lines(text, cls, size, h, { dx = 0, factor } = {}) {
      for (const l of wrap(text, fit(width - dx, size, factor))) this.line(l, cls, h, { dx });
    },
    rule(dy, length = width) {
      (pages[p] ??= []).push(`<div class="rl" style="left:${x}px;top:${y + dy}px;width:${length}px"></div>`);
    },
    gap(h) {
      y += h;
    },
  };
}

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const sideKinds = ['languages', 'interests', 'certificates'];
  const pages = [[]];
  const side = column(pages, { ...SIDE, firstTop: 222 });
  const main = column(pages, { ...MAIN, firstTop: 54 });
  const plain = (i) =>
    `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`;

  // The left band.
  const sideHeading = (t) => {
    side.keep(60);
    side.gap(6);
    side.line(t.toUpperCase(), 'sh', 20);
    side.rule(-2, 40);
    side.gap(6);
  };
  sideHeading('Contact');
  const contact = [b.phone, b.email, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])];
  for (const c of contact) {
    // A long address gets a smaller type, as a designer shrinks a text box's font to keep one line.
    const size = Math.min(10.5, Math.floor((SIDE.width / (c.length * 0.53)) * 10) / 10);
    side.line(c, 'sc', 17, { style: `;font-size:${size}px` });
  }
  sideHeading('Skills');
  for (const g of person.skills) {
    side.lines(g.name, 'sg', 10.5, 16, { factor: 0.58 });
    for (const k of g.keywords) side.lines(k, 'sk', 10.5, 15, { dx: 10 });
    side.gap(6);
  }
  sideHeading('Education');
  for (const e of person.education) {
    side.keep(70);
    side.lines(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, 'sg', 10.5, 16, { factor: 0.58 });
    side.lines(e.institution, 'sk', 10.5, 15);
    side.line(formatRange(e.startDate, e.endDate, 'mon', { dash: ' - ' }), 'sy', 15);
    if (e.score) side.line(`GPA ${e.score}`, 'sk', 15);
    side.gap(8);
  }
  for (const s of sections.filter((x) => sideKinds.includes(x.kind))) {
    sideHeading(s.heading);
    for (const i of s.items) {
      side.lines(plain(i), 'sk', 10.5, 15);
      side.gap(3);
    }
  }

  // The right column.
  const [first, ...rest] = b.name.toUpperCase().split(' ');
  for (const l of [first, ...wrap(rest.join(' '), 20)]) main.line(l, 'nm', 36);
  main.gap(4);
  for (const l of wrap(b.label.toUpperCase(), 40)) main.line(l, 'lb', 18);
  main.gap(8);
  main.rule(0);
  main.gap(14);
  const heading = (t) => {
    main.keep(80);
    main.gap(4);
    main.line(t.toUpperCase(), 'mh', 22);
    main.rule(-3);
    main.gap(8);
  };
  const body = (t) => main.lines(t, 'tx', 11.5, 16);
  const bullet = (t) => {
    const lines = wrap(t, fit(MAIN.width - 16, 11.5));
    main.keep(16 * Math.min(lines.length, 2));
    lines.forEach((l, n) => main.line(l, 'tx', 16, { dx: 16, ...(n === 0 ? { beside: { cls: 'bu', text: '•', dx: 4, width: 10 } } : {}) }));
  };
  if (b.summary) {
    heading('Profile');
    body(b.summary);
    main.gap(10);
  }
  heading('Experience');
  for (const j of person.work) {
    const dates = formatRange(j.startDate, j.endDate, 'mon', { dash: ' - ' });
    const titleLines = wrap(j.position, fit(MAIN.width - 160, 12.5, 0.57));
    main.keep(18 * titleLines.length + 16 + 32);
    titleLines.forEach((l, n) =>
      main.line(l, 'jt', 18, n === 0 ? { beside: { cls: 'jd', text: dates, dx: MAIN.width - 150, dy: 2, width: 150 } } : {}),
    );
    main.lines(`${j.name} | ${j.location}`, 'je', 11.5, 17, { factor: 0.55 });
    main.gap(2);
    for (const x of bulletsOf(j)) bullet(x);
    main.gap(10);
  }
  for (const s of sections.filter((x) => !sideKinds.includes(x.kind))) {
    heading(s.heading);
    for (const i of s.items) bullet(plain(i));
    main.gap(8);
  }

  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;color:#33403b}
.pg{position:relative;width:${W}px;height:${H}px;overflow:hidden;break-after:page}.pg:last-child{break-after:auto}
.band{position:absolute;left:0;top:0;width:${BAND}px;height:${H}px;background:#e3ebe5}
.photo{position:absolute;left:${(BAND - 150) / 2}px;top:44px;width:150px;height:150px;border-radius:50%;background:#c2d3c8;border:4px solid #fff}
.pg>div[style]{position:absolute;white-space:nowrap;line-height:1.2}.rl{height:1px;background:#9db5a7}
.sh{font-size:12px;font-weight:bold;letter-spacing:3px;color:#2f5d4c}.sc,.sk{font-size:10.5px}.sg{font-size:10.5px;font-weight:bold}.sy{font-size:10px;color:#5d7a6d}
.nm{font-size:31px;font-weight:bold;letter-spacing:1.5px;color:#223a31}.lb{font-size:12px;letter-spacing:3px;color:#4f7d6a}
.mh{font-size:13px;font-weight:bold;letter-spacing:3px;color:#2f5d4c}.tx{font-size:11.5px}.bu{font-size:11.5px;color:#4f7d6a}
.jt{font-size:12.5px;font-weight:bold;color:#223a31}.je{font-size:11.5px;color:#4f7d6a}.jd{font-size:10.5px;color:#5d7a6d;text-align:right}`;
  const html = pages
    .map((items, n) => `<div class="pg"><div class="band"></div>${n === 0 ? '<div class="photo"></div>' : ''}${items.join('')}</div>`)
    .join('');
  return printPage(page(css, html), outBase, sections);
}
