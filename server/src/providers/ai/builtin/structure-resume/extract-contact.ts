/** Name and contact details: from the header above the first section and any contact section. */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findDateRange, isOnlyDates } from './find-dates';
import { findName } from './find-name';
import { stripBullet } from './bullet-marks';
import { classifyHeading } from './heading-words';
import { rightEdgeOf } from './wrapped-lines';
import {
  knownCity,
  parseLocation,
  placeOfAddress,
  placeInCity,
  placeNamePattern,
  placeWithCountryCode,
  CREDENTIALS,
  placeWithoutComma,
  placeWithRegionCode,
  stackedPlace,
} from './places';
import { EMAIL, isContactOnlyLine, LINKEDIN, PHONE, splitContactParts } from './contact-patterns';
import { isPlaceShaped } from './parse-entries';

export type Contact = { name: string; email: string; phone: string; linkedin: string; location: string };

/**
 * A line of contact details or a bare place ('Leeds, United Kingdom', 'AUCKLAND NEW ZEALAND'), or
 * one word holding an '@' (an address the layout broke over two lines): never a summary's prose.
 */
export function isContactDetailLine(text: string): boolean {
  const trimmed = text.trim();
  return isContactOnlyLine(trimmed) || parseLocation(trimmed) !== null || placeWithoutComma(trimmed) !== null || /^\S+@\S*$/.test(trimmed);
}

/**
 * 'Callum Nakamura — callum@example.com — (869) 716-4500': a running page header, the name beside
 * two or more contact details. Never a job's or a school's line.
 */
export function isNameAndContactLine(text: string): boolean {
  const parts = text
    .split(/\s[—–|·•]\s|\t/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.filter((p) => isContactOnlyLine(p)).length >= 2 && parts.length <= 4;
}

/** The label a form prints before a number ('Phone number:', 'Tel.', 'Mobile'), when it has one. */
const PHONE_LABEL = '(?:(?:phone(?: number)?|tel|telephone|mobile(?: number)?|cell)\\s*[:.]?\\s*)?';

/** A local number without area code ('555-0199'), as older or local resumes print it. */
const LOCAL_PHONE = new RegExp(`^${PHONE_LABEL}(\\d{3}[-.\\s]\\d{4})$`, 'i');

/**
 * A number in a national spelling, with its trunk prefix and no country code ('0412 775 309',
 * '07700 900123', '(11) 98765-4321', '01 23 45 67 89' in pairs): groups of digits, nothing else in
 * the part.
 */
const NATIONAL_PHONE = new RegExp(`^${PHONE_LABEL}(\\(?\\d{2,5}\\)?(?:[-.\\s]\\d{2,6}){1,4})$`, 'i');

/** A postal code with its extension ('97201-1234'), which spells like a number split in two. */
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/;

function findLocalPhone(text: string): string | null {
  // Only a whole contact part: '555-0199' inside a sentence is more likely a count or a code.
  for (const part of splitContactParts(text)) {
    const match = LOCAL_PHONE.exec(part);
    if (match?.[1]) return match[1];
    const national = NATIONAL_PHONE.exec(part)?.[1];
    const digits = national?.replace(/\D/g, '') ?? '';
    const isDates = national !== undefined && (isOnlyDates(national) || (findDateRange(national)?.end ?? '') !== '');
    if (national && digits.length >= 9 && digits.length <= 12 && !isDates && !ZIP_PLUS_FOUR.test(national)) return national;
  }
  return null;
}

function findPhone(text: string): string | null {
  for (const match of text.matchAll(new RegExp(PHONE, 'g'))) {
    const digits = match[0].replace(/\D/g, '');
    // Years side by side ('2019 2021') or a range are not a phone number; a number that ends in
    // what could be a year ('+44 68 629 1904') still is.
    const isDates = isOnlyDates(match[0]) || (findDateRange(match[0])?.end ?? '') !== '';
    if (digits.length >= 10 && digits.length <= 15 && !isDates) return match[0].trim();
  }
  return null;
}

/**
 * A form's detail without its label or note: 'Home: Dublin, Ireland' and 'ADDRESS: Leeds, United
 * Kingdom (Home)' give the place.
 */
function unlabelled(part: string): string {
  return part
    .replace(/^\p{L}[\p{L} ]{1,24}:\s*/u, '')
    .replace(PLACE_LABEL, '')
    .replace(/\s*\(\p{L}{2,12}\)$/u, '')
    .replace(/(,\s*[^,]+)\1$/u, '$1');
}

/**
 * 'Dublin – Ireland', 'Tacoma — WA': a city and its country or state joined by a dash, as some
 * classes set the address in a footer. Parts split at the dash are joined again only there.
 */
function dashedPlace(lines: ExtractedLine[]): string | null {
  for (const line of lines) {
    const parts = splitContactParts(line.text);
    for (let i = 0; i + 1 < parts.length; i++) {
      const [city = '', region = ''] = [parts[i], parts[i + 1]];
      if (![' – ', ' — ', ' - '].some((dash) => line.text.includes(`${city}${dash}${region}`))) continue;
      const place = parseLocation(`${city}, ${region}`);
      if (place) return place;
    }
  }
  return null;
}

/** The words a form or a profile export labels a place with. */
const PLACE_LABEL_WORDS = 'address|location|residence|home(?: town)?|based in|lives in';

/** A place's label set apart by a tab stop or space, not a colon ('Address  Leeds, UK'). */
const PLACE_LABEL = new RegExp(`^(?:${PLACE_LABEL_WORDS})\\s+(?=\\p{Lu})`, 'iu');

/**
 * 'San Miguel de Allende, Guanajuato | +52 415 … | …@…': a town and its region no list knows, as
 * one part of a line of contact details. The e-mail address or phone number beside it says the
 * line is the contact line; a title with its team ('Data Analyst, Credit Risk') or an employer
 * is no place.
 */
function placeBesideDetails(lines: ExtractedLine[]): string | null {
  for (const line of lines) {
    const parts = splitContactParts(line.text);
    const isDetail = (part: string) =>
      EMAIL.test(part) || findPhone(part) !== null || findLocalPhone(part) !== null || WEB_ADDRESS.test(part);
    if (!parts.some(isDetail)) continue;
    const place = parts.map((part) => unlabelled(part).trim()).find(isTownAndRegion);
    if (place) return place;
  }
  return null;
}

/**
 * A place's label alone in its cell, after an icon perhaps ('◉ Location', 'Address:'), or before a
 * colon in the value's own cell ('Location: Harlingerveen, Waddenkust'). 'City' counts only so: before a
 * space alone it may start the place's own name ('City of London').
 */
const PLACE_LABEL_CELL = new RegExp(`^[^\\p{L}\\p{N}]*(?:${PLACE_LABEL_WORDS}|city)\\s*:?$`, 'iu');
const PLACE_LABEL_COLON = new RegExp(`^(?:${PLACE_LABEL_WORDS}|city)\\s*:\\s*(.+)$`, 'iu');

/**
 * 'Location' in one cell and 'Harlingerveen, Waddenkust' in the next, or 'Location: Harlingerveen, Waddenkust': the
 * label says what the value is, so a town and region no list knows are the place.
 */
function labelledPlace(lines: ExtractedLine[]): string | null {
  for (const [i, line] of lines.entries()) {
    const cells = line.text.split('\t').map((cell) => cell.trim());
    const at = cells.findIndex((cell) => PLACE_LABEL_CELL.test(cell));
    const value = at >= 0 ? cells[at + 1] : cells.map((cell) => PLACE_LABEL_COLON.exec(cell)?.[1]).find(Boolean);
    if (value && isPlaceShaped(value, 7)) return value;
    // 'Location' on a line of its own over its value, which may run on past a comma onto the next.
    const below = at === 0 && cells.length === 1 ? (lines[i + 1]?.text.trim() ?? '') : '';
    const runOn = below.endsWith(',') ? `${below} ${lines[i + 2]?.text.trim() ?? ''}`.trim() : below;
    // A menu's 'Home' over 'About' labels nothing: a section's name is never the value.
    const stacked = [runOn, below.replace(/,$/, '')].find((text) => text !== '' && !classifyHeading(text) && isPlaceShaped(text, 7));
    if (stacked) return stacked;
  }
  return null;
}

/**
 * 'Pori, , FI': a theme that joins a city, a region and a country leaves an empty piece where the
 * region is missing; 'AU, Bundaberg, QLD': one prints the country's code first. Neither says more
 * of the place.
 */
function withoutBlankOrLeadingCode(part: string): string {
  return part.replace(/,\s*(?=,)/g, '').replace(/^[A-Z]{2},\s+(?=\p{Lu}[^,]*,)/u, '');
}

/** A postal code as it stands before a town: '10115', '05-077', '4050-262', '1017 AB'. */
const POSTCODE = '(?:\\d{4,6}|\\d{2,5}-\\d{3}|\\d{4}\\s?[A-Z]{2})';
const POSTCODE_ALONE = new RegExp(`^${POSTCODE}$`);
const POSTCODE_AND_TOWN = new RegExp(`^${POSTCODE}\\s+(${placeNamePattern(5)})$`, 'u');

/**
 * 'Lindenallee 7, 10115 Berlin' or 'Lindenallee 7, 10115, Berlin (DE), Brandenburg': an address
 * written the European way, street and house number first, then the postal code before the town.
 * The town is the place, with the region printed after it.
 */
function placeAfterPostcode(part: string): string | null {
  const pieces = part.split(/,\s+/).map((piece) => piece.replace(/\s*\([A-Z]{2,3}\)$/, '').trim());
  const street = pieces[0] ?? '';
  if (pieces.length < 2 || !/\p{L}{2}/u.test(street) || !/\d/.test(street)) return null;
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i] ?? '';
    const glued = POSTCODE_AND_TOWN.exec(piece)?.[1];
    const townAt = glued ? i : POSTCODE_ALONE.test(piece) ? i + 1 : -1;
    const town = glued ?? pieces[townAt];
    if (!town || !isPlaceShaped(town, 5)) continue;
    const region = pieces[townAt + 1];
    return region && isPlaceShaped(region, 5) ? `${town}, ${region}` : town;
  }
  return null;
}

/** Two lines of one column: their left ends, or their right ends, line up. */
function isAlignedAtAnEdge(above: ExtractedLine, below: ExtractedLine): boolean {
  const right = rightEdgeOf(above);
  return Math.abs(below.x - above.x) <= 4 || (right !== null && Math.abs((rightEdgeOf(below) ?? -99) - right) <= 4);
}

/**
 * 'Lowmoor, Greater' over 'Lowmoor', 'Al Qasr, United Arab' over 'Emirates': a place broken in a
 * narrow contact column. Its second line is set in the same type right under the first and lines
 * up with it at one edge; read whole, it is a place where its first line alone is none.
 */
function wrappedPlace(lines: ExtractedLine[]): string | null {
  for (const [i, line] of lines.entries()) {
    const first = line.text.trim();
    if (!first.includes(',') || first.includes('\t') || parseLocation(first) !== null) continue;
    const below = lines.slice(i + 1, i + 4).find((l) => {
      const gap = l.y - line.y;
      // Where the reader kept no cell edges, the line below starts within the first's reach (half an em a character).
      const isAligned =
        rightEdgeOf(line) !== null ? isAlignedAtAnEdge(line, l) : l.x >= line.x - 4 && l.x <= line.x + 0.5 * line.fontSize * first.length;
      return l.page === line.page && gap > 0 && gap <= 1.6 * line.fontSize && Math.abs(l.fontSize - line.fontSize) <= 0.5 && isAligned;
    });
    const rest = below?.text.trim() ?? '';
    if (!/^\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3}$/u.test(rest) || WORK_MODE.test(rest) || classifyHeading(rest)) continue;
    // A region broken at its own hyphen joins without a space; a postal or country code after it says no more.
    const whole = /\p{L}-$/u.test(first) ? `${first}${rest}` : `${first} ${rest}`;
    const bare = whole.replace(TRAILING_POSTCODE, '').trim();
    const place = parseLocation(whole) ?? (isTownAndRegion(bare) ? bare : null);
    if (place) return place;
  }
  return null;
}

/**
 * 'Ho Tram Bay VN' among the e-mail address and the phone number: a town and its country's
 * two-letter code with the comma left out. Only on a line in the type and column of a contact
 * detail beside it, where a headline or a credential ('… Nurse RN') does not stand.
 */
const TOWN_AND_BARE_CODE = new RegExp(`^(${placeNamePattern(4)})\\s+([A-Z]{2})$`, 'u');

function placeWithBareCode(lines: ExtractedLine[], zone: Set<ExtractedLine>): string | null {
  for (const [i, line] of lines.entries()) {
    if (!zone.has(line)) continue;
    const match = TOWN_AND_BARE_CODE.exec(stripBullet(line.text));
    if (!match?.[1] || !match[2] || CREDENTIALS.test(match[2]) || !isPlaceShaped(match[1])) continue;
    const isAlike = (l: ExtractedLine | undefined) =>
      l !== undefined && Math.abs(l.fontSize - line.fontSize) <= 0.5 && Math.abs(l.x - line.x) <= 4 && isContactOnlyLine(l.text);
    if (isAlike(lines[i - 1]) || isAlike(lines[i + 1])) return `${match[1]}, ${match[2]}`;
  }
  return null;
}

/** A profile or a site printed without its scheme ('linkedin.com/in/…', 'www.…'): a contact detail too. */
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S+$/i;

/** Words after a town's comma that say how someone works, not where. */
const WORK_MODE = /^(?:remote|hybrid|on-?site|relocating|open to relocation)$/i;

/**
 * 'Villaverde de los Olmos, Tierra de Campos', 'Oberwald, Rheinland-Pfalz': a town and its region no list knows.
 * Long regions spell out their kind and a name ('Región del Libertador Gral. Bernardo O'Higgins');
 * some countries write the region as a lower-case adjective ('…, podlaskie'), and some add the
 * number of a department or district in brackets ('…, Hurepoix (91)').
 */
function isTownAndRegion(part: string): boolean {
  // A full stop after a word ends a sentence ('Hello, World.'); a place's abbreviations are short.
  if (/\p{L}{4,}\.$/u.test(part)) return false;
  const bare = part.replace(/\s*\(\d{1,5}\)$/, '');
  const [town = '', region = '', ...more] = bare.split(/,\s+/);
  if (!region || more.length > 0) return false;
  const isLowerRegion = /^\p{Ll}{4,}$/u.test(region) && !WORK_MODE.test(region);
  return isPlaceShaped(isLowerRegion ? town : bare, 7) && (isLowerRegion || isPlaceShaped(region, 7));
}

/** A postal code at a line's end, with the country's code after it: '67999 DE', '05-999 PL', 'ZZ9 9ZZ', or the first half of one. */
const TRAILING_POSTCODE = /(?:\s+(?:\d{2,}(?:-\d{2,})?|\p{Lu}{1,2}\d[\p{Lu}\d]?(?:\s+\d\p{Lu}{2})?))?(?:\s+\p{Lu}{2})?$/u;

/**
 * 'Am Lindenhang 4' over 'Oberwald an der Lauter,' over 'Rheinland-Pfalz 67999 DE': an
 * address block, its town and region broken after the comma, with the postal code and country
 * code after the region. The town and region are the place.
 */
function placeOfAddressBlock(lines: ExtractedLine[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]?.text.trim() ?? '';
    const next = lines[i + 1];
    const isBelow = next !== undefined && next.page === lines[i]?.page && next.y > (lines[i]?.y ?? 0);
    // 'Lormont, Nouvelle-' over 'Aquitaine FR': a region broken at its own hyphen joins without a space.
    const isHyphenBroken = isBelow && /\p{L}-$/u.test(text) && text.includes(',');
    const isBroken = isBelow && text.endsWith(',');
    const whole = isHyphenBroken ? `${text}${next.text.trim()}` : isBroken ? `${text} ${next.text.trim()}` : text;
    const withoutCodes = whole.replace(TRAILING_POSTCODE, '').trim();
    if ((withoutCodes !== whole || isHyphenBroken) && isTownAndRegion(withoutCodes)) return withoutCodes;
  }
  return null;
}

/**
 * 'Villaverde de los Olmos, Tierra de Campos' on a line of its own beside the name, above the
 * first section: a town and its region with nothing else on the line. The name's own line
 * (the largest type there, where there is a larger) is not one, whatever its shape.
 */
function placeAloneInHeader(header: ExtractedLine[]): string | null {
  const largest = Math.max(0, ...header.map((l) => l.fontSize));
  // Where the name was read as a running header, every line left is in the same small type.
  const isNameSize = (l: ExtractedLine) => l.fontSize >= largest && header.some((other) => other.fontSize < largest);
  // A cell of its own counts: a contact column beside the profile shares the profile's rows.
  const cells = header.filter((l) => !isNameSize(l)).flatMap((l) => l.text.split('\t').map(stripBullet));
  return cells.find(isTownAndRegion) ?? null;
}

/**
 * 'Harlingen' over 'Waddenkust', set flush right beside the name: a town and its region no list
 * knows, one above the other in a column of their own (their left or right ends aligned, a line or
 * two apart).
 */
function stackedTownAndRegion(header: ExtractedLine[]): string | null {
  const largest = Math.max(0, ...header.map((l) => l.fontSize));
  const name = header.find((l) => l.fontSize === largest);
  if (!name) return null;
  // Beside the name: right of where its text ends, within a few of its lines.
  const nameEnd = rightEdgeOf(name) ?? name.x + 100;
  const isBesideName = (l: ExtractedLine) => l.page === name.page && l.x >= nameEnd && Math.abs(l.y - name.y) <= 3 * name.fontSize;
  const lines = header.filter((l) => l.fontSize < largest && !l.text.includes('\t'));
  for (const above of lines.filter(isBesideName)) {
    const below = lines.find((l) => {
      const gap = l.y - above.y;
      return l.page === above.page && gap > 0 && gap <= 2.2 * above.fontSize && isAlignedAtAnEdge(above, l);
    });
    const place = below ? `${above.text.trim()}, ${below.text.trim()}` : '';
    if (below && !above.text.includes(',') && isTownAndRegion(place)) return place;
  }
  return null;
}

function toUrl(text: string): string {
  return /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
}

export function extractContact(
  header: ExtractedLine[],
  contactLines: ExtractedLine[],
  allLines: ExtractedLine[],
  links: string[],
): Contact {
  const nearTop = [...header, ...contactLines];
  const searchOrder = [...nearTop, ...allLines];
  // Contact details sit together. When the top holds none (a header band read with a sidebar, a
  // sidebar block under its own heading), the lines around the e-mail address, or around the first
  // line of nothing but contact details, are the contact block.
  const emailAt = allLines.findIndex((l) => EMAIL.test(l.text));
  const detailAt = allLines.findIndex((l) => isContactOnlyLine(l.text));
  const around = (at: number) => (at >= 0 ? allLines.slice(Math.max(0, at - 3), at + 4) : []);
  const contactZone = [...nearTop, ...around(emailAt), ...around(detailAt)];

  const mailto = links.find((l) => /^mailto:/i.test(l));
  const emailLink = mailto ? decodeURIComponent(mailto.replace(/^mailto:/i, '').split('?')[0] ?? '') : '';
  const emailText = searchOrder.map((l) => EMAIL.exec(l.text)?.[0]).find(Boolean);
  // An address broken over two lines in a narrow column prints only its tail on the second: the
  // link behind it has it whole.
  const email = emailText && emailLink.toLowerCase().endsWith(emailText.toLowerCase()) ? emailLink : (emailText ?? emailLink);

  const phoneText = contactZone.map((l) => findPhone(l.text)).find(Boolean) ?? contactZone.map((l) => findLocalPhone(l.text)).find(Boolean);
  const telLink = links.find((l) => /^tel:/i.test(l));
  const phone = phoneText ?? (telLink ? decodeURIComponent(telLink.replace(/^tel:/i, '')) : '');

  // The link target is the profile URL even when the page prints only the username.
  const linkedinLink = links.map((l) => LINKEDIN.exec(l)?.[0]).find(Boolean);
  const linkedinText = searchOrder.map((l) => LINKEDIN.exec(l.text)?.[0]).find(Boolean);
  const linkedin = linkedinLink ?? (linkedinText ? toUrl(linkedinText) : '');

  // A section's heading in the zone ('ABOUT ME') is no detail, whatever place it spells.
  const contactParts = contactZone
    .flatMap((l) => splitContactParts(l.text))
    .filter((part) => classifyHeading(part) === null)
    .map(withoutBlankOrLeadingCode);
  const location =
    wrappedPlace(contactZone) ??
    contactParts
      .map(unlabelled)
      .map((part) => parseLocation(part) ?? placeOfAddress(part) ?? placeAfterPostcode(part) ?? placeWithoutComma(part))
      .find((place): place is string => place !== null) ??
    stackedPlace(nearTop) ??
    stackedTownAndRegion(header) ??
    dashedPlace(contactZone) ??
    contactParts.map(knownCity).find((place): place is string => place !== null) ??
    contactParts
      .map((part) => placeWithCountryCode(part) ?? placeWithRegionCode(part) ?? placeInCity(part))
      .find((place): place is string => place !== null) ??
    placeBesideDetails(contactZone) ??
    labelledPlace(contactZone) ??
    placeOfAddressBlock(contactZone) ??
    placeWithBareCode(allLines, new Set(contactZone)) ??
    placeAloneInHeader(nearTop) ??
    '';

  const name = findName(header, allLines, [email, linkedin]);

  return { name: name.trim(), email, phone, linkedin, location };
}
