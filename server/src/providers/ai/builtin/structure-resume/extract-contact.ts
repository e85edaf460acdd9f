/** Name and contact details: from the header above the first section and any contact section. */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findDateRange, isOnlyDates } from './find-dates';
import { findName } from './find-name';
import { knownCity, parseLocation, placeOfAddress, placeWithoutComma, stackedPlace } from './places';

export type Contact = { name: string; email: string; phone: string; linkedin: string; location: string };

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
/** North American numbers in their usual spellings, or an international number with a + prefix. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}[\s.-]?(?:\(?\d{1,4}\)?[\s.-]?){2,4}\d{2,4}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/(?:in|pub)\/[\w%.-]+\/?/i;
const PROFILE_HANDLE = /^in\/[\w%.-]*\w\/?$/i;

/** A whole e-mail address or LinkedIn profile address, nothing else. */
export function isWholeAddress(text: string): boolean {
  return EMAIL.exec(text)?.[0] === text || LINKEDIN.exec(text)?.[0] === text || PROFILE_HANDLE.test(text);
}

/**
 * The parts of a contact line: '|', '·', '•', '◆', a dash and other marks between spaces (the
 * symbols designs put before each detail too: '✆ (555) 010-0100 ⌖ Boise, ID'), and wide gaps,
 * separate them ('a@b.c — (555) 010-0100 — Burlington, VT').
 */
export function splitContactParts(text: string): string[] {
  return (
    text
      .split(/\t|\s[|·•◦▪‣◆◇♦⋄●○■□▸►➤/—–]\s|\s\p{So}\s|\s{2,}|^[|·•]\s|\s[|·•]$/u)
      // A web address or an e-mail address ends a detail where only a space sets the next apart
      // ('Columbus, OH https://…', 'a@b.c (555) 010-0100': a Word file's run of spaces reads as one),
      // and a handle without its scheme ('Boise, ID in/ada-byrne') starts one, and so does a phone
      // number after a word ('Baton Rouge, LA (463) 609-6284').
      .flatMap((part) =>
        part.split(
          /\s+(?=(?:https?:\/\/|www\.)\S)|(?<=\S@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})\s+|(?<=(?:https?:\/\/|www\.)\S+)\s+|\s+(?=\p{L}[\w.-]*\/[\w./-]+$)|(?<=\p{L})\s+(?=\(\d{3}\)\s?\d{3}[\s.-]\d{4}\b|\+\d{1,3}[\s.-]?\d)/iu,
        ),
      )
      // Leading marks and icons ('⌂ Indianapolis, IN') are not part of the detail.
      .map((part) => part.replace(/^[^\p{L}\p{N}+(]+|[|·•◦▪‣\s]+$/gu, '').trim())
      .filter(Boolean)
  );
}

const WEB_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;

/**
 * A line of nothing but contact details (an e-mail, a phone number, a web address): it belongs to
 * the contact block wherever the layout put it, never to a job or a school.
 */
export function isContactOnlyLine(text: string): boolean {
  const parts = splitContactParts(text);
  return (
    parts.length > 0 &&
    parts.every((part) => {
      const bare = part.replace(/^(?:e-?mail|phone|tel|mobile|cell|web|website)\s*[:.]\s*/i, '');
      if (EMAIL.exec(bare)?.[0] === bare) return true;
      if (/^[+()\d\s.-]{7,}$/.test(bare) && PHONE.test(bare)) return true;
      return WEB_ADDRESS.test(bare) || PROFILE_HANDLE.test(bare);
    })
  );
}

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

/** A local number without area code ('555-0199'), as older or local resumes print it. */
const LOCAL_PHONE = /^(?:(?:phone|tel|telephone|mobile|cell)\s*[:.]?\s*)?(\d{3}[-.\s]\d{4})$/i;

function findLocalPhone(text: string): string | null {
  // Only a whole contact part: '555-0199' inside a sentence is more likely a count or a code.
  for (const part of splitContactParts(text)) {
    const match = LOCAL_PHONE.exec(part);
    if (match?.[1]) return match[1];
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

/** A place's label set apart by a tab stop or space, not a colon ('Address  Leeds, UK'). */
const PLACE_LABEL = /^(?:address|location|residence|home|based in|lives in)\s+(?=\p{Lu})/iu;

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

  const location =
    contactZone
      .flatMap((l) => splitContactParts(l.text))
      .map(unlabelled)
      .map((part) => parseLocation(part) ?? placeOfAddress(part) ?? placeWithoutComma(part))
      .find((place): place is string => place !== null) ??
    stackedPlace(nearTop) ??
    dashedPlace(contactZone) ??
    contactZone
      .flatMap((l) => splitContactParts(l.text))
      .map(knownCity)
      .find((place): place is string => place !== null) ??
    '';

  const name = findName(header, allLines, [email, linkedin]);

  return { name: name.trim(), email, phone, linkedin, location };
}
