/** Reading WordprocessingML with patterns: entities, attributes and on/off properties. */

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return XML_ENTITIES[code] ?? match;
  });
}

/** Each pattern compiled once: attributes and tags are read for every run of every paragraph. */
const compiledPatterns = new Map<string, RegExp>();

export function compiled(source: string): RegExp {
  let pattern = compiledPatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiledPatterns.set(source, pattern);
  }
  return pattern;
}

export function readAttribute(tag: string, name: string): string | undefined {
  const match = compiled(`${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decodeXml(match[1]);
}

export function isOn(props: string, tag: string): boolean {
  const match = compiled(`<w:${tag}(?:\\s[^>]*)?/?>`).exec(props);
  if (!match) return false;
  const value = readAttribute(match[0], 'w:val');
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}

/** The w:val of the first <w:tag> in `xml` ('pStyle', 'numId', 'outlineLvl'), or undefined when there is none. */
export function readValue(xml: string, tag: string): string | undefined {
  const found = compiled(`<w:${tag}\\b[^>]*>`).exec(xml)?.[0];
  return found ? readAttribute(found, 'w:val') : undefined;
}

/** A Word outline level (0 for the top heading; 9 is body text), where `paragraphProps` sets one. */
export function readOutlineLevel(paragraphProps: string): number | undefined {
  const level = Number(readValue(paragraphProps, 'outlineLvl') ?? NaN);
  return Number.isInteger(level) ? level : undefined;
}

/** A run property set on or off by its tag, or undefined when the tag is absent (the style decides). */
export function readToggle(props: string, tag: string): boolean | undefined {
  return compiled(`<w:${tag}(?:\\s[^>]*)?/?>`).test(props) ? isOn(props, tag) : undefined;
}

export function readHalfPoints(props: string): number | undefined {
  const halfPoints = Number(readValue(props, 'sz') ?? NaN);
  return Number.isFinite(halfPoints) && halfPoints > 0 ? halfPoints / 2 : undefined;
}
