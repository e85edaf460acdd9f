// The corpus's layouts, each with the family it belongs to. Third-party layouts (JSON Resume themes
// from npm, LaTeX classes from Debian's TeX Live) were designed by nobody on the team; the Word
// conventions are ours and cover the file shapes the third-party families cannot (tables, tab stops,
// text boxes, page headers, section columns, LibreOffice and Google-Docs-style exports).
// The JSON Resume themes even, flat, elegant and macchiato are reserved for a held-out set elsewhere
// and must never appear here (split.mjs refuses them).
export const LAYOUTS = [
  ...[
    'latte', 'direct', 'eloquent', 'class', 'rnord', 'rocketspacer', 'short', 'paper', 'onepage', 'spartan',
    'crisp', 'slick', 'autumn', 'actual', 'simple-red', 'srt', 'onepage-plus', 'pumpkin', 'orbit', 'straightforward',
  ].map((theme) => ({ id: `jsonresume-${theme}`, family: 'jsonresume', theme })),
  ...[
    'moderncv-classic', 'moderncv-casual', 'moderncv-banking', 'moderncv-oldstyle', 'moderncv-fancy',
    'europasscv', 'europecv', 'curve', 'currvita', 'simplecv',
  ].map((name) => ({ id: `latex-${name}`, family: 'latex' })),
  ...[
    'table-grid', 'tab-stops', 'text-box-sidebar', 'page-header', 'section-columns', 'gdocs-left-headings',
    'inline-paragraphs', 'europass-form',
  ].map((name) => ({ id: `word-${name}`, family: 'word' })),
];

export const RESERVED_THEMES = ['even', 'flat', 'elegant', 'macchiato'];
