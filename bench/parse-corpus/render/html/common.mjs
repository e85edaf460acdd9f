// Shared pieces of the HTML designs of round 5 (RenderCV-, Canva-, Google-Docs- and Europass-like
// pages written here from scratch), printed to a PDF by Chromium as the JSON Resume themes are.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { printHtmlToPdf } from '../jsonresume.mjs';

export { extraSections, formatRange, formatDate, headingsOf, linkedinOf, placeOf };

export const esc = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const page = (css, body) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:letter;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

/** Prints `html` to <outBase>.pdf; returns what build.mjs wants. */
export function printPage(html, outBase, sections) {
  const pdf = `${outBase}.pdf`;
  printHtmlToPdf(html, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}

export const bulletsOf = (job) => [...(job.summary ? [job.summary] : []), ...job.highlights];
export const itemText = (i) =>
  `${esc(i.title)}${i.org ? `, ${esc(i.org)}` : ''}${i.text ? ` — ${esc(i.text)}` : ''}${i.date ? ` (${esc(formatDate(i.date, 'mon'))})` : ''}`;
