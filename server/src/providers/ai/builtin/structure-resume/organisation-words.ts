/** Legal forms a company's name may end on, in many countries' spellings ('Ltd', 'GmbH', 'S.A.', 'Sp. z o.o.', 'S.A. de C.V.'). */
const LEGAL_FORMS =
  'inc|llc|ltd|llp|plc|gmbh|corp|co(?!-op)|oy|s\\.a|s\\.p\\.a|k\\.k|pty|srl|sarl|d\\.o\\.o|ltda|b\\.v|n\\.v|sp\\. z o\\.o|s\\.r\\.o|jsc|s\\.a\\. de c\\.v|s\\. de r\\.l\\.(?: de c\\.v)?';

const ORG_WORD_PATTERN = new RegExp(
  `\\b(?:${LEGAL_FORMS}|corporation|company|group|holdings|partners|associates|agency|studio|studios|labs?|technologies|technology|solutions|systems|services|consulting|bank|hospital|clinic|health|cent(?:re|er)|university|college|institute|school|academy|foundation|council|department|ministry|government|county|city of|state of|club|society|association|organization|organisation|network|media|capital|ventures|enterprises|industries|international|global|bros|bureau|commission|authority|administration|laboratory|observatory|insurance|logistics|shipping|freight|analytics|pharmaceuticals?|trust|partnership|army|navy|air force|marine corps|coast guard|national guard|armed forces|police|embassy|parliament|municipality)\\b\\.?| and |\\s[-–]\\s`,
  'i',
);

/**
 * Legal forms that are also ordinary words or initials in lower case ('AS' in Norway, 'AG' in
 * Germany, 'SE' across Europe): only their capitals name a form, and only where a name ends.
 */
const CAPITAL_LEGAL_FORMS = 'AG|AB|AS|ASA|A/S|ApS|SE|SAS|SCP|KG|OHG|GbR|e\\.V|SL|S\\.L|SpA|Oyj|Kft|Zrt|Bhd|Pvt';
const CAPITAL_FORM_ENDING_A_NAME = new RegExp(`(?<![\\p{L}/])(?:${CAPITAL_LEGAL_FORMS})\\.?\\)?(?=$|,)`, 'u');
const CAPITAL_FORM_AT_END = new RegExp(`(?<![\\p{L}/])(?:${CAPITAL_LEGAL_FORMS})\\.?\\)?$`, 'u');
const LEGAL_FORM_END = new RegExp(`\\b(?:${LEGAL_FORMS})\\b\\.?\\)?$`, 'i');

/** Words that name an organisation, shared by the entry reader (employer or title?) and the place reader (a region after an employer's name is no place). */
/** '&' between names ('Hale & Sons'); between words in small letters ('maths & reading') it joins what a role covers. */
const NAMES_JOINED = /\s&\s\p{Lu}/u;

export const ORG_WORDS = {
  test: (text: string) => ORG_WORD_PATTERN.test(text) || CAPITAL_FORM_ENDING_A_NAME.test(text) || NAMES_JOINED.test(text),
};

/** A name that ends on a legal form ('Deccan Mercantile Bank Ltd.', 'Karoo Mining (Pty) Ltd', 'Nordhavn Rederi AS'): a company's name and nothing else. */
export const ENDS_ON_LEGAL_FORM = { test: (text: string) => LEGAL_FORM_END.test(text) || CAPITAL_FORM_AT_END.test(text) };

const LEGAL_FORM_ONLY = new RegExp(`^(?:${LEGAL_FORMS})\\.?$`, 'i');
const CAPITAL_LEGAL_FORM_ONLY = new RegExp(`^(?:${CAPITAL_LEGAL_FORMS})\\.?$`, 'u');

/** A legal form alone, as a piece after a comma ('…, Inc.'): it belongs to the name before it. */
export function isLegalFormAlone(text: string): boolean {
  return LEGAL_FORM_ONLY.test(text.trim()) || CAPITAL_LEGAL_FORM_ONLY.test(text.trim());
}

/** Abbreviations a company's name ends on, with their stop ('Halcyon Supply Co.', 'Acme Inc.'): the stop ends no sentence. */
export const COMPANY_ABBREVIATIONS = 'co|inc|ltd|corp|llc|plc|bros';
