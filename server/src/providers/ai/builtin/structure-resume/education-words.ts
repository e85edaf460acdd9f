/** Words that name a school and a degree, shared by the job reader (a school is an employer too) and the school reader. */
export const SCHOOL_WORDS =
  /\b(?:university|college|institute|school|academy|polytechnic|conservatory|seminary|universit[éàa]t?|hochschule|école|escuela)\b/i;
export const DEGREE_WORDS =
  /\b(?:bachelor|master|doctor|doctorate|associate|diploma|certificate|ph\.?\s?d|m\.?\s?b\.?\s?a|b\.?\s?s\.?\s?c?|b\.?\s?a|m\.?\s?s\.?\s?c?|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a|j\.?\s?d|m\.?\s?d|b\.?\s?s\.?\s?n|a\.?\s?a\.?\s?s?|ged|high school diploma|licence|license|hnd|honours|honors)\b/i;
