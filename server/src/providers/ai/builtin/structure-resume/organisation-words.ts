/** Words that name an organisation, shared by the entry reader (employer or title?) and the place reader (a region after an employer's name is no place). */
export const ORG_WORDS =
  /\b(?:inc|llc|ltd|llp|plc|gmbh|corp|corporation|company|co(?!-op)|group|holdings|partners|associates|agency|studio|studios|labs?|technologies|technology|solutions|systems|services|consulting|bank|hospital|clinic|health|medical center|university|college|institute|school|academy|foundation|council|department|ministry|government|county|city of|state of|club|society|association|organization|organisation|network|media|capital|ventures|enterprises|industries|international|global|bros|bureau|commission|authority|administration|laboratory|observatory|insurance|logistics|shipping|freight|analytics|pharmaceuticals?|trust|partnership)\b\.?|\s&\s| and |\s[-–]\s/i;

/** Abbreviations a company's name ends on, with their stop ('Halcyon Supply Co.', 'Acme Inc.'): the stop ends no sentence. */
export const COMPANY_ABBREVIATIONS = 'co|inc|ltd|corp|llc|plc|bros';
