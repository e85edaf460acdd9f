/** Reading the inline CSS the templates write (decision 007's small set of properties), one value at a time. */
import type { Element } from 'domhandler';

export function styleOf(element: Element): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (element.attribs.style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      declarations.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return declarations;
}

export function hexColor(value: string | undefined): string | null {
  if (!value) return null;
  const long = /^#([0-9a-f]{6})$/.exec(value);
  if (long?.[1]) return long[1];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short)
    return short
      .slice(1)
      .map((digit) => digit + digit)
      .join('');
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  if (rgb)
    return rgb
      .slice(1, 4)
      .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
      .join('');
  return null;
}

export function sizeIn(value: string | undefined, parentPx: number): number {
  const match = /^([\d.]+)(px|em|%)?$/.exec(value ?? '');
  if (!match) return parentPx;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount) || amount <= 0) return parentPx;
  if (match[2] === 'em') return parentPx * amount;
  if (match[2] === '%') return (parentPx * amount) / 100;
  return amount;
}

/** A unitless line height within reason (the templates write '1.3'); anything else leaves the inherited one. */
export function lineHeightIn(value: string | undefined): number | null {
  const multiple = Number(value);
  return value && Number.isFinite(multiple) && multiple >= 0.8 && multiple <= 3 ? multiple : null;
}

/** The colour of a visible bottom border ('0.08em solid #1a1a1a'), if the element has one. */
export function bottomRule(element: Element): string | null {
  const border = styleOf(element).get('border-bottom');
  if (!border || !/solid|double/.test(border)) return null;
  return hexColor(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/.exec(border)?.[0]) ?? '000000';
}

/** A length in CSS px: em against the element's own size, px as is, anything else (auto, %) none. */
export function emOrPx(value: string | undefined, ownPx: number): number {
  const match = /^(-?[\d.]+)(px|em)$/.exec(value ?? '');
  if (!match) return 0;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return match[2] === 'em' ? amount * ownPx : amount;
}
