/**
 * Places as resumes print them: a city with its US state, Canadian province or country, with or
 * without the comma, inside a full address or stacked over two lines, or at the end of a longer text.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { COUNTRIES } from './countries';
import { ORG_WORDS } from './organisation-words';
import { CITIES, REGIONS } from './place-names';
import { classifyHeading } from './heading-words';

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};
const STATE_CODES = new Set(Object.values(US_STATES));

/** 'Denver, CO', 'Denver, Colorado', 'Toronto, ON, Canada', 'Seoul, Republic of Korea' → the city and state as printed. */
const PLACE =
  /^([\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,3}),\s*([\p{Lu}][\p{L}.]*(?:\s+(?:(?:of|and)\s+)?[\p{Lu}][\p{L}]*){0,2})(?:,\s*[\p{L} ]+)?$/u;

/** A text before a region that names an employer or a school, not a city. */
function namesEmployer(text: string): boolean {
  return /\b(?:school|college|university|institute|academy)\b/i.test(text) || ORG_WORDS.test(text);
}

/**
 * A region that says what it is ('Oyo State', 'Gauteng Province', 'Central Region'): a country's
 * division named with its kind. 'Ohio State' and the like name universities, not regions.
 */
function isNamedDivision(region: string): boolean {
  // 'Greater Manchester', 'Greater London': a city's own region.
  if (/^Greater\s\p{Lu}[\p{L}'’-]+$/u.test(region)) return true;
  const match =
    /^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s(?:State|Province|Region|County|Prefecture|Oblast|Territory|District|Governorate)$/u.exec(
      region,
    );
  return match?.[1] !== undefined && US_STATES[match[1].toLowerCase()] === undefined;
}

/** 'City, ST' when a text is a place; state names count, so do Canadian provinces' two-letter codes and countries. */
export function parseLocation(rawText: string): string | null {
  // 'Munich (DE), Germany': a country code in brackets inside the place adds nothing to it.
  const text = rawText.replace(/\s*\([A-Z]{2,3}\)(?=,)/g, '');
  // 'Omaha, NE (US)': a country code or name in brackets after the place adds nothing to it.
  const bracketed = /^(.+?)\s*\(([A-Z]{2,3}|[\p{L} ]+)\)$/u.exec(text.trim());
  if (bracketed?.[1] && bracketed[2] && (/^[A-Z]{2,3}$/.test(bracketed[2]) || COUNTRIES.has(bracketed[2].toLowerCase()))) {
    return parseLocation(bracketed[1]);
  }
  // 'KILLEEN, TX 76542': a US state's ZIP code after it says no more than the state.
  const zipped = /^(.+,\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/.exec(text.trim());
  if (zipped?.[1]) return parseLocation(zipped[1]);
  // 'Madison, WI US': the country's code after a state's, set apart by a space only.
  const coded = /^(.+,\s*[A-Z]{2})\s+(?:US|USA|CA)$/.exec(text.trim());
  if (coded?.[1]) return parseLocation(coded[1]);
  // 'Munich, Germany DE': the country's two-letter code after its name repeats it.
  const countryCoded = /^(.+,\s*(\p{L}[\p{L} ]*?))\s+[A-Z]{2}$/u.exec(text.trim());
  if (countryCoded?.[1] && COUNTRIES.has((countryCoded[2] ?? '').toLowerCase())) return parseLocation(countryCoded[1]);
  const match = PLACE.exec(text.trim());
  if (!match) return townWithSmallWords(text.trim());
  const city = match[1] ?? '';
  const state = (match[2] ?? '').replace(/\.$/, '');
  const isCode = /^[A-Z]{2}$/.test(state);
  const isStateName = US_STATES[state.toLowerCase()] !== undefined;
  // 'ON, Canada' is the end of 'Toronto, ON, Canada', not a city and its country.
  if (COUNTRIES.has(state.toLowerCase())) return /^[A-Z]{2}$/.test(city) ? null : `${city}, ${state}`;
  // A region is vouched for by the list alone, so the city before it must not be an employer's name.
  if (REGIONS.has(state.toLowerCase()) || isNamedDivision(state)) return namesEmployer(city) ? null : `${city}, ${state}`;
  if (!isCode && !isStateName) return null;
  if (isCode && !STATE_CODES.has(state) && !/^(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/.test(state)) return null;
  return `${city}, ${state}`;
}

/**
 * 'AUCKLAND NEW ZEALAND', 'Leeds United Kingdom', 'Denver CO': a city and its country or US state
 * code with the comma left out, as capitals-set sidebars and some themes print it. Only a contact part of capitalised words that ends in a
 * country, and only in the contact block (an employer 'Air New Zealand' is never read this way).
 */
export function placeWithoutComma(text: string): string | null {
  const stateCoded = /^((?:\p{Lu}[\p{L}.'’-]*\s){1,3})([A-Z]{2})$/u.exec(text.trim().replace(/(?<=\s[A-Z]{2})\s(?:US|USA)$/, ''));
  if (stateCoded?.[1] && stateCoded[2] && STATE_CODES.has(stateCoded[2])) return `${stateCoded[1].trim()}, ${stateCoded[2]}`;
  // 'Dublin Ireland IE': the country's two-letter code after its name repeats it.
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w, i, all) => !(i === all.length - 1 && i >= 2 && /^[A-Z]{2}$/.test(w)));
  // A country's small words ('Republic of Korea') are not capitalised; a city's are.
  const isCapitalised = (w: string) => /^\p{Lu}[\p{L}.'’-]*$/u.test(w);
  if (words.length < 2 || words.length > 5 || !words.every((w, i) => isCapitalised(w) || (i > 0 && /^(?:of|and|the)$/.test(w))))
    return null;
  for (const size of [3, 2, 1]) {
    const country = words.slice(-size).join(' ');
    const city = words.slice(0, -size);
    if (city.length > 0 && city.every(isCapitalised) && COUNTRIES.has(country.toLowerCase())) return `${city.join(' ')}, ${country}`;
  }
  return null;
}

/** '2215 West Babcock Street, Apt. 4, Bozeman, MT 59715' → 'Bozeman, MT': the city and state of a full address. */
export function placeOfAddress(text: string): string | null {
  const pieces = text.split(/,\s+/);
  if (pieces.length < 2 || !/\d/.test(pieces[0] ?? '')) return null;
  const state = (pieces.at(-1) ?? '').replace(/\s+\d{5}(?:-\d{4})?$/, '');
  return parseLocation(`${pieces.at(-2) ?? ''}, ${state}`);
}

/**
 * 'Company, Hampton, VA' → ['Company', 'Hampton, VA']: a place printed after the last commas of a
 * longer text. Only when something precedes the place, so a bare 'Denver, CO' stays whole.
 */
export function splitOffPlace(text: string): [string, string] | null {
  const pieces = text.trim().split(/,\s+/);
  // 'City, ST, Country' before 'City, ST': in 'Apps, Toronto, ON, Canada' the place is three pieces.
  for (const size of [3, 2]) {
    if (pieces.length <= size) continue;
    // 'Fernhollow Digital, Auckland, New Zealand': a listed city before its country is the place's
    // start, and the name before it no town of the place.
    const [first = '', second = ''] = pieces.slice(-3);
    if (size === 3 && knownCity(second) !== null && knownCity(first) === null && parseLocation(pieces.slice(-2).join(', ')) !== null)
      continue;
    const place = pieces.slice(-size).join(', ');
    const rest = pieces.slice(0, -size).join(', ');
    // The full stop that ends the header ('…, Burlington, VT.') is not part of the place; a
    // dotted abbreviation's own ('D.C.') is.
    if (rest !== '' && parseLocation(place) !== null) return [rest, place.replace(/(?<=\p{L}{2})\.$/u, '')];
  }
  return null;
}

/**
 * An address block set line by line ('Baton Rouge' over 'LA', 'Seoul' over 'Republic of Korea'):
 * a short line of words and the line under it read as one place.
 */
export function stackedPlace(lines: ExtractedLine[]): string | null {
  const isWords = (text: string) => /^\p{Lu}[\p{L} .'’-]{1,40}$/u.test(text.trim()) && text.trim().split(/\s+/).length <= 4;
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i]?.text ?? '', lines[i + 1]?.text ?? ''];
    const place = isWords(a) && isWords(b) ? parseLocation(`${a.trim()}, ${b.trim()}`) : null;
    if (place !== null) return place;
  }
  return null;
}

/** The small words inside place names ('San Miguel de Allende', 'Stratford upon Avon'). */
const PLACE_SMALL_WORDS = 'de|del|la|las|los|do|da|dos|das|di|y|am|an|der|sur|upon|on|of|and';

/**
 * 'Villanueva de los Olivos, Andalusia', 'Santa Cruz de la Sierra, Bolivia': a town whose name holds
 * small words, before a region or country the lists know. No employer's name ('Bank of …').
 */
function townWithSmallWords(text: string): string | null {
  if (text.length > 80 || !text.includes(',')) return null;
  const match = TOWN_WITH_SMALL_WORDS.exec(text);
  const [town = '', region = ''] = match?.slice(1) ?? [];
  const isKnownRegion = COUNTRIES.has(region.toLowerCase()) || REGIONS.has(region.toLowerCase());
  return match && isKnownRegion && !namesEmployer(town) ? `${town}, ${region}` : null;
}

/** A place's name as a pattern: up to `words` capitalised words (or abbreviations: 'Gral.'), small words between them. */
export function placeNamePattern(words: number): string {
  return `\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:(?:${PLACE_SMALL_WORDS})\\s+)*\\p{Lu}[\\p{L}.'’-]*){0,${words - 1}}`;
}

const TOWN_WITH_SMALL_WORDS = new RegExp(`^(${placeNamePattern(5)}),\\s*(\\p{Lu}[\\p{L} ]*)$`, 'u');
const CITY_AND_REGION_CODE = new RegExp(`^(${placeNamePattern(4)}),\\s*([A-Z]{2,4})$`, 'u');
const CITY_REGION_AND_COUNTRY_CODE = new RegExp(`^(${placeNamePattern(4)}),\\s*(${placeNamePattern(3)}),\\s*([A-Z]{2})$`, 'u');

/** Letters after a name that say what a person is, not where ('Ada Okafor, RN'). */
export const CREDENTIALS = /^(?:RN|MD|DO|NP|PA|CPA|CFA|MBA|PMP|PE|DDS|LPN|CNA|MSN|BSN|PHD|JD|EA|CEO|CTO|CFO|UX|UI|HR|IT|QA)$/;

/**
 * 'Belo Horizonte, MG', 'Geelong, VIC': a city and its region's code in a country whose codes no
 * list here holds. Only a whole contact detail, and only when no other place is in the contact
 * block: beside a job, two capitals after a comma are as often a team or a credential.
 */
export function placeWithRegionCode(text: string): string | null {
  const match = CITY_AND_REGION_CODE.exec(text.trim());
  if (!match?.[1] || !match[2] || CREDENTIALS.test(match[2])) return null;
  return namesEmployer(match[1]) ? null : `${match[1]}, ${match[2]}`;
}

/**
 * 'Shibuya-ku, Tokyo, JP': a city, its region and the country's two-letter code, as a whole contact
 * detail. The code vouches for the place however little the lists know of it.
 */
export function placeWithCountryCode(text: string): string | null {
  const match = CITY_REGION_AND_COUNTRY_CODE.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3] || CREDENTIALS.test(match[3]) || CREDENTIALS.test(match[2])) return null;
  return namesEmployer(match[1]) ? null : `${match[1]}, ${match[2]}`;
}

/**
 * A place at the end of an employer's part in the home place's own kind of region code: where the
 * contact block shows 'Belo Horizonte, MG', codes of that country's kind follow cities in the
 * jobs too ('Agência Serra Verde Ltda., São Paulo, SP (hybrid)'). A note in brackets on how the job
 * was worked stays with its place. Returns the employer and the place, or null.
 */
export function splitPlaceOfHomeCountry(text: string, homePlace: string): [string, string] | null {
  const home = /,\s*([A-Z]{2,3})$/.exec(homePlace)?.[1];
  if (!home || STATE_CODES.has(home) || CREDENTIALS.test(home)) return null;
  const match = /^(.*\S),\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3},\s*[A-Z]{2,3}(?:\s*\([\p{Ll} -]{3,20}\))?)$/u.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const code = /,\s*([A-Z]{2,3})\b/.exec(match[2])?.[1] ?? '';
  return CREDENTIALS.test(code) ? null : [match[1], match[2]];
}

/**
 * 'Shibuya-ku, Tokyo', 'Andheri, Mumbai': a district and the large city it is in. 'Tampere,': a city
 * printed alone on an address line, its region and country left off. Only a whole contact detail.
 */
export function placeInCity(text: string): string | null {
  const trimmed = text.trim();
  const district = /^(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}),\s*([^,]+)$/u.exec(trimmed);
  if (district?.[1] && district[2] && knownCity(district[2]) && !namesEmployer(district[1])) return trimmed;
  const alone = /^(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,3}),$/u.exec(trimmed);
  return alone?.[1] && !namesEmployer(alone[1]) && !classifyHeading(alone[1]) ? alone[1] : null;
}

/** 'Leeds', 'Greater Toronto Area': a large city printed alone as the place a person lives in. */
export function knownCity(text: string): string | null {
  const name = text
    .trim()
    .replace(/^greater\s+/i, '')
    .replace(/\s+(?:bay\s+)?area$/i, '');
  return CITIES.has(name.toLowerCase()) && /^\p{Lu}/u.test(name) ? text.trim() : null;
}
