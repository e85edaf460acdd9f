/**
 * What contact details look like (an e-mail or web address, a phone number, a profile handle) and
 * how a line of them divides: shared by the contact reader, the name finder and the line features.
 */
export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
/** North American numbers in their usual spellings, or an international number with a + prefix. */
export const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}[\s.-]?(?:\(?\d{1,4}\)?[\s.-]?){2,4}\d{2,4}/;
export const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/(?:in|pub)\/[\w%.-]+\/?/i;
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
/**
 * 'Email address: a@b.c Phone number: 07700 900461': a form prints each detail after its label with
 * only a space before the next label; the label starts a detail of its own.
 */
const INLINE_LABEL =
  /\s+(?=(?:e-?mail(?: address)?|phone(?: number)?|mobile(?: number)?|tel(?:ephone)?|linkedin|website|home|address|location)\s*:\s)/iu;

export function splitContactParts(text: string): string[] {
  return (
    text
      .split(INLINE_LABEL)
      .join('\t')
      .split(/\t|\s[|·•◦▪‣◆◇♦⋄●○■□▸►➤/—–]\s|\s\p{So}\s|\s{2,}|^[|·•]\s|\s[|·•]$/u)
      // A web address or an e-mail address ends a detail where only a space sets the next apart
      // ('Columbus, OH https://…', 'a@b.c (555) 010-0100': a Word file's run of spaces reads as one),
      // and so does a number before an address ('01 23 45 67 89 a@b.c'),
      // and a handle without its scheme ('Boise, ID in/ada-byrne') starts one, and so does a phone
      // number after a word ('Baton Rouge, LA (463) 609-6284'), or a national one at the part's end
      // ('Harlingerveen, Waddenkust 080-5512-3390').
      .flatMap((part) =>
        part.split(
          /\s+(?=(?:https?:\/\/|www\.)\S)|(?<=\d)\s+(?=[\p{L}\d._%+-]+@[\p{L}\d-]+\.)|(?<=\S@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})\s+|(?<=(?:https?:\/\/|www\.)\S+)\s+|\s+(?=\p{L}[\w.-]*\/[\w./-]+$)|(?<=\p{L})\s+(?=\(\d{3}\)\s?\d{3}[\s.-]\d{4}\b|\+\d{1,3}[\s.-]?\d|\(?\d{2,5}\)?[-.]\d{3,6}[-.]\d{4}$)/iu,
        ),
      )
      // Marks and icons before or after a detail ('⌂ Indianapolis, IN', 'Boise, ID ✦') are not part of it.
      .map((part) => part.replace(/^[^\p{L}\p{N}+(]+|[|·•◦▪‣\p{So}\s]+$/gu, '').trim())
      .flatMap(commaSeparatedDetails)
      .filter(Boolean)
  );
}

/**
 * 'a@b.jp, 080-5512-3390, Harlingerveen, Waddenkust': details set apart by commas only. The e-mail address, a
 * number and a web address stand alone; the pieces between them join again, so a place keeps its comma.
 */
function commaSeparatedDetails(part: string): string[] {
  const pieces = part.split(/,\s+/);
  if (pieces.length < 2 || !pieces.some((piece) => EMAIL.exec(piece)?.[0] === piece)) return [part];
  const isNumber = (piece: string) => /^\+?[\d\s().-]+$/.test(piece) && piece.replace(/\D/g, '').length >= 7;
  const details: string[] = [];
  let rest: string[] = [];
  for (const piece of pieces) {
    if (isWholeAddress(piece) || isNumber(piece) || WEB_ADDRESS.test(piece)) {
      if (rest.length > 0) details.push(rest.join(', '));
      rest = [];
      details.push(piece);
    } else {
      rest.push(piece);
    }
  }
  if (rest.length > 0) details.push(rest.join(', '));
  return details;
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
