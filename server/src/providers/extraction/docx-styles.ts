/** Paragraph styles of a Word file (word/styles.xml): Word's templates set a heading's weight and size there, not on its runs. */
import { readAttribute, readHalfPoints, readOutlineLevel, readToggle, readValue } from './docx-xml';

/** The weight and size a paragraph style gives its text, after the styles it is based on. */
export type StyleLook = { bold?: boolean; size?: number; outlineLevel?: number };
export type ParagraphStyles = { look(styleId: string | undefined): StyleLook };

/** Links in a chain of based-on styles followed at most: a loop in a broken file must end. */
const MAX_STYLE_DEPTH = 12;

export function readParagraphStyles(xml: string | undefined): ParagraphStyles {
  const own = new Map<string, StyleLook & { basedOn?: string }>();
  let defaultId: string | undefined;
  const docDefaults = /<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(xml ?? '')?.[1] ?? '';
  const defaultSize = readHalfPoints(docDefaults);
  for (const match of (xml ?? '').matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const [, attributes = '', body = ''] = match;
    if (readAttribute(attributes, 'w:type') !== 'paragraph') continue;
    const id = readAttribute(attributes, 'w:styleId');
    if (!id) continue;
    if (readAttribute(attributes, 'w:default') === '1') defaultId = id;
    const props = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(body)?.[1] ?? '';
    own.set(id, {
      bold: readToggle(props, 'b'),
      size: readHalfPoints(props),
      outlineLevel: readOutlineLevel(/<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? ''),
      basedOn: readValue(body, 'basedOn'),
    });
  }
  const cache = new Map<string, StyleLook>();
  const resolve = (id: string, depth: number): StyleLook => {
    const cached = cache.get(id);
    if (cached) return cached;
    const style = own.get(id);
    if (!style) return {};
    const parent = style.basedOn && depth < MAX_STYLE_DEPTH ? resolve(style.basedOn, depth + 1) : {};
    const look = {
      bold: style.bold ?? parent.bold,
      size: style.size ?? parent.size,
      outlineLevel: style.outlineLevel ?? parent.outlineLevel,
    };
    cache.set(id, look);
    return look;
  };
  return {
    look(styleId) {
      const id = styleId ?? defaultId;
      const look = id ? resolve(id, 0) : {};
      return { bold: look.bold, size: look.size ?? defaultSize, outlineLevel: look.outlineLevel };
    },
  };
}
