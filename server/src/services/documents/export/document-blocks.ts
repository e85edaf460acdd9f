/**
 * A saved document's HTML read as the paragraphs a word processor or a plain-text file needs.
 *
 * The stored HTML is the source, not the generated content: it is what the user saw and edited in
 * place, and it is already sanitised to the small tag set of the document policy (decision 007). The
 * templates mark structure with real elements (h1 name, h2 section titles, h3 entry titles, ul/li
 * bullets), so the reading does not depend on one template's look; inline styles add only emphasis,
 * colour and size.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { bottomRule, emOrPx, hexColor, lineHeightIn, sizeIn, styleOf } from './css-values';

export type BlockKind = 'title' | 'contact' | 'heading' | 'entry' | 'paragraph' | 'bullet';

export type InlineRun = {
  text: string;
  bold: boolean;
  italic: boolean;
  /** '#rrggbb' when the document sets one. */
  color: string | null;
  /** Size in points on the printed page, exact (a writer rounds it to what its format can set). */
  sizePt: number;
  /** A link target (http, https or mailto: the policy allows nothing else). */
  href: string | null;
};

export type Block = {
  kind: BlockKind;
  runs: InlineRun[];
  align: 'left' | 'center';
  /** Shown in capitals (CSS text-transform), the text itself kept as written. */
  caps: boolean;
  /** '#rrggbb' of a rule under the paragraph (a border under a section title or the letterhead). */
  rule: string | null;
  /** Space above and below in points, from the margins of the element and of those it opens or closes. */
  spaceBeforePt: number;
  spaceAfterPt: number;
  /** Line height as a multiple of the font size, the paragraph's own (a name's is tighter) or the document's. */
  lineHeight: number;
  /** A bullet's text starts this far in (its list's padding), in points; 0 for other paragraphs. */
  indentPt: number;
};

export type DocumentBlocks = {
  blocks: Block[];
  /** The body text size in points on the printed page. */
  basePt: number;
  /** The document's font stack, first choice first. */
  fontFamilies: string[];
  /** Line height as a multiple of the font size. */
  lineHeight: number;
};

/**
 * The preview lays the document out 506.25 CSS px wide for the printed 7.5 in box (web
 * templates' document-format.ts), so one preview pixel prints at 7.5 × 72 / 506.25 points.
 */
const POINTS_PER_PREVIEW_PX = (7.5 * 72) / 506.25;
/** A document without a size of its own prints at the templates' usual body size. */
const DEFAULT_BASE_PX = 10;
const DEFAULT_LINE_HEIGHT = 1.3;

const BLOCK_TAGS = new Set(['div', 'section', 'header', 'ul', 'ol']);
const PARAGRAPH_KIND: Record<string, BlockKind> = { h1: 'title', h2: 'heading', h3: 'entry', h4: 'entry', p: 'paragraph', li: 'bullet' };
const INLINE_TAGS = new Set(['span', 'a', 'strong', 'b', 'em', 'i', 'u', 'br']);

type Format = {
  bold: boolean;
  italic: boolean;
  color: string | null;
  sizePx: number;
  href: string | null;
  align: 'left' | 'center';
  caps: boolean;
  lineHeight: number;
  listIndentPx: number;
};

/** What an element's own tag and inline style change about the text inside it. */
function formatFor(element: Element, parent: Format): Format {
  const style = styleOf(element);
  const weight = style.get('font-weight');
  const tag = element.name;
  return {
    bold:
      tag === 'strong' ||
      tag === 'b' ||
      tag === 'h1' ||
      tag === 'h2' ||
      tag === 'h3' ||
      (weight ? weight === 'bold' || Number(weight) >= 600 : parent.bold),
    italic: tag === 'em' || tag === 'i' || (style.has('font-style') ? style.get('font-style') === 'italic' : parent.italic),
    color: hexColor(style.get('color')) ?? parent.color,
    sizePx: sizeIn(style.get('font-size'), parent.sizePx),
    href: tag === 'a' && element.attribs.href ? element.attribs.href : parent.href,
    align: style.has('text-align') ? (style.get('text-align') === 'center' ? 'center' : 'left') : parent.align,
    caps: style.has('text-transform') ? style.get('text-transform') === 'uppercase' : parent.caps,
    lineHeight: lineHeightIn(style.get('line-height')) ?? parent.lineHeight,
    listIndentPx:
      tag === 'ul' || tag === 'ol' ? emOrPx(style.get('padding-left'), sizeIn(style.get('font-size'), parent.sizePx)) : parent.listIndentPx,
  };
}

/** h1 sets its weight in the style (a light name in one template): the style wins over the tag. */
function withStyledWeight(element: Element, format: Format): Format {
  const weight = styleOf(element).get('font-weight');
  return weight ? { ...format, bold: weight === 'bold' || Number(weight) >= 600 } : format;
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag';
}

/** An entry's heading line: a block holding an h3 beside inline text ('Engineer | Acme'). */
function isInlineHeadingRow(element: Element): boolean {
  const children = element.children.filter((child) => isElement(child) || (child.type === 'text' && child.data.trim() !== ''));
  const hasHeading = children.some((child) => isElement(child) && (child.name === 'h3' || child.name === 'h4'));
  return (
    hasHeading && children.every((child) => !isElement(child) || child.name === 'h3' || child.name === 'h4' || INLINE_TAGS.has(child.name))
  );
}

export function readDocumentBlocks(html: string): DocumentBlocks {
  const blocks: Block[] = [];
  const root = parseDocument(html);
  const rootElement = root.children.find(isElement);
  const basePx = rootElement ? sizeIn(styleOf(rootElement).get('font-size'), DEFAULT_BASE_PX) : DEFAULT_BASE_PX;
  let current: Block | null = null;

  const newBlock = (kind: BlockKind, format: Format): Block => ({
    kind,
    runs: [],
    align: format.align,
    caps: format.caps,
    rule: null,
    spaceBeforePt: 0,
    spaceAfterPt: 0,
    lineHeight: format.lineHeight,
    indentPt: kind === 'bullet' ? format.listIndentPx * POINTS_PER_PREVIEW_PX : 0,
  });
  const open = (kind: BlockKind, format: Format) => {
    close();
    current = newBlock(kind, format);
  };
  const close = () => {
    const block: Block | null = current;
    current = null;
    if (!block) return;
    const text = block.runs.map((run) => run.text).join('');
    if (text.trim() === '') return;
    blocks.push(trimRuns(block));
  };
  const addText = (text: string, format: Format) => {
    current ??= newBlock('paragraph', format);
    const block: Block = current;
    block.runs.push({
      // A line break (br) stays one; any other run of white space is one space, as a browser shows it.
      text: text === '\n' ? text : text.replace(/\s+/g, ' '),
      bold: format.bold,
      italic: format.italic,
      color: format.color,
      sizePt: format.sizePx * POINTS_PER_PREVIEW_PX,
      href: format.href,
    });
  };

  /**
   * An element's bottom border goes under the last paragraph it made, its top margin above the
   * first and its bottom margin (and padding) below the last.
   */
  const applyBox = (element: Element, format: Format, blocksBefore: number) => {
    if (blocks.length <= blocksBefore) return;
    const first = blocks[blocksBefore];
    const last = blocks[blocks.length - 1];
    const style = styleOf(element);
    const lengthPt = (property: string) => emOrPx(style.get(property), format.sizePx) * POINTS_PER_PREVIEW_PX;
    const rule = bottomRule(element);
    if (rule && last) last.rule = rule;
    if (first) first.spaceBeforePt += lengthPt('margin-top');
    if (last) last.spaceAfterPt += lengthPt('margin-bottom') + lengthPt('padding-bottom');
  };

  const walk = (nodes: ChildNode[], format: Format, inHeader: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        addText(node.data, format);
        continue;
      }
      if (!isElement(node)) continue;
      const tag = node.name;
      const own = withStyledWeight(node, formatFor(node, format));
      const blocksBefore = blocks.length;
      if (tag === 'br') {
        addText('\n', format);
      } else if (INLINE_TAGS.has(tag)) {
        walk(node.children, own, inHeader);
      } else if (PARAGRAPH_KIND[tag]) {
        const kind = PARAGRAPH_KIND[tag] ?? 'paragraph';
        // An h3 inside an entry's heading row is part of that row's line.
        const isInline = current !== null && (current as Block).kind === 'entry' && (tag === 'h3' || tag === 'h4');
        if (!isInline) open(tag === 'p' && inHeader ? 'contact' : kind, own);
        walk(node.children, own, inHeader);
        if (!isInline) close();
        applyBox(node, own, blocksBefore);
      } else if (BLOCK_TAGS.has(tag)) {
        if (tag === 'div' && isInlineHeadingRow(node)) {
          open('entry', own);
          walk(node.children, own, inHeader);
          close();
        } else {
          close();
          walk(node.children, own, inHeader || tag === 'header');
          close();
        }
        applyBox(node, own, blocksBefore);
      }
    }
  };

  const lineHeight = (rootElement ? lineHeightIn(styleOf(rootElement).get('line-height')) : null) ?? DEFAULT_LINE_HEIGHT;
  const base: Format = {
    bold: false,
    italic: false,
    color: null,
    sizePx: basePx,
    href: null,
    align: 'left',
    caps: false,
    lineHeight,
    listIndentPx: 0,
  };
  walk(root.children, base, false);
  close();
  return {
    blocks,
    basePt: basePx * POINTS_PER_PREVIEW_PX,
    fontFamilies: (rootElement?.attribs.style ?? '')
      .split(';')
      .filter((part) => /^\s*font-family\s*:/i.test(part))
      .flatMap((part) => part.slice(part.indexOf(':') + 1).split(','))
      .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
      .filter(Boolean),
    lineHeight,
  };
}

/** Leading and trailing spaces of a paragraph go; a space between two runs stays. */
function trimRuns(block: Block): Block {
  const runs = block.runs.map((run) => ({ ...run }));
  const first = runs[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  const last = runs[runs.length - 1];
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  return { ...block, runs: runs.filter((run) => run.text !== '') };
}

/** A block's text as one string. */
export function blockText(block: Block): string {
  return block.runs.map((run) => run.text).join('');
}
