/**
 * Words that name a school and a degree, shared by the job reader (a school is an employer too) and
 * the school reader. Schools abroad keep their own language's name ('Universidade Federal …',
 * 'Technische Universität …'), so the word for a university or school is listed in the languages
 * of Europe and Latin America too.
 */
export const SCHOOL_WORDS =
  /(?<![\p{L}])(?:university|college|institute|school|academy|polytechnic|conservatory|seminary|universit(?:é|e|à|a|ä|ät|at|ät|eit|et|as|y)|universidade?|\p{L}*schule|\p{L}+school|école|ecole|escuela|escola|faculdade|facultad|instituto|institut|politecnico|politécnico|politechnika|colegio|colégio|conservatoire|conservatorio|akademie|academia|sixth form|lyceum|lycée|gymnasium|liceo)(?![\p{L}])/iu;
const DEGREE_WORDS =
  /\b(?:bachelor|master|doctor|doctorate|associate|dipl[oô]m(?:a|e)?|certificate|ph\.?\s?d|m\.?\s?b\.?\s?a|b\.?\s?s\.?\s?c?|b\.?\s?a|m\.?\s?s\.?\s?c?|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a|j\.?\s?d|m\.?\s?d|b\.?\s?s\.?\s?n|a\.?\s?a\.?\s?s?|ged|high school diploma|licence|license|hnd|honours|honors|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|b\.?\s?des|m\.?\s?des|b\.?\s?arch|m\.?\s?arch|b\.\s?ed|m\.\s?ed|m\.?\s?phil|d\.?\s?phil|ll\.?\s?[bm]|bba|bca|mca|mph|mpa|msw|a-levels?|a levels?|gcses?|i?gcse|baccalaureate|baccalauréat|abitur|matura|matriculation)\b/i;

/**
 * A degree's abbreviation in dotted parts, of any system ('B.N.Sc.', 'M.Sc.N.', 'B.Sc.'): three or
 * more parts, or parts in lower case too, so a place's 'D.C.' or 'U.S.' is none.
 */
const DOTTED_DEGREE = /(?<![\p{L}.])[BMDA][a-z]{0,2}\.(?:\s?[A-Z][a-z]{0,3}\.)+/u;

function isDottedDegree(text: string): boolean {
  const match = DOTTED_DEGREE.exec(text)?.[0];
  return match !== undefined && (match.split('.').length - 1 >= 3 || /[a-z]/.test(match));
}

/** Whether a text names a degree: its words, or its abbreviation in dotted parts. */
export function namesDegree(text: string): boolean {
  return DEGREE_WORDS.test(text) || isDottedDegree(text);
}
