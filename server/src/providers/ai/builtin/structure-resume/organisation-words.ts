/** Legal forms a company's name may end on, in many countries' spellings ('Ltd', 'GmbH', 'S.A.', 'Sp. z o.o.'). */
const LEGAL_FORMS =
  'inc|llc|ltd|llp|plc|gmbh|corp|co(?!-op)|oy|s\\.a|s\\.p\\.a|k\\.k|pty|srl|sarl|d\\.o\\.o|ltda|b\\.v|n\\.v|sp\\. z o\\.o|s\\.r\\.o|jsc';

/** Words that name an organisation, shared by the entry reader (employer or title?) and the place reader (a region after an employer's name is no place). */
export const ORG_WORDS = new RegExp(
  `\\b(?:${LEGAL_FORMS}|corporation|company|group|holdings|partners|associates|agency|studio|studios|labs?|technologies|technology|solutions|systems|services|consulting|bank|hospital|clinic|health|medical center|university|college|institute|school|academy|foundation|council|department|ministry|government|county|city of|state of|club|society|association|organization|organisation|network|media|capital|ventures|enterprises|industries|international|global|bros|bureau|commission|authority|administration|laboratory|observatory|insurance|logistics|shipping|freight|analytics|pharmaceuticals?|trust|partnership|army|navy|air force|marine corps|coast guard|national guard|armed forces|police|embassy|parliament|municipality)\\b\\.?|\\s&\\s| and |\\s[-–]\\s`,
  'i',
);

/** A name that ends on a legal form ('Deccan Mercantile Bank Ltd.', 'Karoo Mining (Pty) Ltd'): a company's name and nothing else. */
export const ENDS_ON_LEGAL_FORM = new RegExp(`\\b(?:${LEGAL_FORMS})\\b\\.?\\)?$`, 'i');
/** Abbreviations a company's name ends on, with their stop ('Halcyon Supply Co.', 'Acme Inc.'): the stop ends no sentence. */
export const COMPANY_ABBREVIATIONS = 'co|inc|ltd|corp|llc|plc|bros';
