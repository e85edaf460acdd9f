// The truth file of one rendered document, in the shared benchmark's shape and conventions, made
// from the invented person and the text the rendering actually shows (pdftotext of the PDF): a
// theme that prints no company name, no month or no e-mail address gets those fields empty, as the
// shared truth files do. Nobody reads the rendering to write it, so set-aside files stay unseen.

const norm = (s) =>
  String(s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A line of nothing but a range of dates ('Feb 2020 – Present', '03/2015 – 01/2020'). */
const DATES_LINE =
  /^[^\S\n]*(?:\p{L}+\.?[^\S\n]+)?(?:\d{1,2}[./])?(?:19|20)\d{2}[^\S\n]*(?:[-–—]|to)[^\S\n]*(?:(?:\p{L}+\.?[^\S\n]+)?(?:\d{1,2}[./])?(?:19|20)\d{2}|present|current|now|today|ongoing)[^\S\n]*$/gimu;

export function makeShown(printed) {
  // A range wrapped after its dash ('2011-' over '2015') comes out of pdftotext as one word
  // ('20112015'): it drops a hyphen at a line's end. The two years read apart again.
  const text = printed.replace(/(?<!\d)((?:19|20)\d{2})((?:19|20)\d{2})(?!\d)/g, '$1 $2');
  // A word hyphenated at a line end reads either way ('develop-ment', 'cross-dock').
  const joined = ` ${norm(text.replace(/\u00ad/g, '').replace(/-\n/g, ''))} `;
  const kept = ` ${norm(text.replace(/\u00ad/g, ''))} `;
  // A compound broken at its own hyphen ('dock-' / 'to-stock') comes back as 'dock-tostock' or
  // 'dockto-stock': compared with every hyphen taken out of both sides.
  const unhyphenated = ` ${norm(text.replace(/\u00ad/g, '').replace(/-\s*/g, ''))} `;
  const squashed = joined.replace(/ /g, '');
  const shown = (phrase) => {
    const n = norm(phrase);
    return (
      n !== '' &&
      (joined.includes(` ${n} `) || kept.includes(` ${n} `) || unhyphenated.includes(` ${norm(String(phrase).replace(/-\s*/g, ''))} `))
    );
  };
  // Capitals drawn as small capitals with a larger first letter come out of pdftotext with the
  // first letter apart ('L ARKSPUR B ANK'): compared with those letters joined again.
  const smallCaps = ` ${norm(text.replace(/(?<!\p{L})(\p{Lu}) (?=\p{Lu}{2})/gu, '$1'))} `;
  shown.smallCaps = (phrase) => shown(phrase) || (norm(phrase) !== '' && smallCaps.includes(` ${norm(phrase)} `));
  // A name that wrapped around the dates set at its right ('…, Omphile' then the dates, then
  // 'Thuso Trust' on the next line) is printed whole: read with lines of only dates taken out.
  const undated = ` ${norm(text.replace(DATES_LINE, ' ').replace(/\u00ad/g, ''))} `;
  shown.aroundDates = (phrase) => norm(phrase) !== '' && undated.includes(` ${norm(phrase)} `);
  // Letter-spaced or justified headings lose their spaces.
  shown.squashed = (phrase) => norm(phrase) !== '' && squashed.includes(norm(phrase).replace(/ /g, ''));
  shown.count = (phrase) => kept.split(` ${norm(phrase)} `).length - 1;
  shown.digits = text.replace(/\D/g, '');
  shown.exact = (pattern) => pattern.test(text);
  // A month and its year wrapped apart in a narrow date column, read across the body beside it:
  // 'Jun Director of Operations, …' then '2025 Part of a team …' on the next line.
  // The month may be two lines above its year when a wrapped bullet sits between them; a month
  // followed by a number on its own line ('Sep 2017') is another date.
  shown.wrappedDate = (month, year) =>
    new RegExp(`(^|[^\\p{L}])${month}(?![\\p{L}\\p{N}]|[^\\S\\n]*\\p{N})[^\\n]*\\n([^\\n]*\\n){0,2}${year}(?!\\d)`, 'u').test(text);
  // A date glued to the next word ('June 2020Volunteering': a heading set right after it).
  // A date that starts with its year, glued to the word before it ('months2023-01'): a sentence
  // wrapped against dates floated to its right, with no gap between them.
  shown.date = (phrase) =>
    shown(phrase) ||
    (norm(phrase) !== '' && new RegExp(` ${norm(phrase)}(?!\\p{N})`, 'u').test(joined)) ||
    (/^\d{4}/.test(phrase) && new RegExp(`\\p{L}${norm(phrase)}(?!\\p{N})`, 'u').test(joined));
  return shown;
}

/** The date as the document prints it: with its month in any usual form, as a year alone, or not at all. */
function printedDate(iso, shown) {
  if (!iso) return '';
  const [year, monthText] = iso.split('-');
  const month = Number(monthText);
  const name = MONTHS[month - 1];
  const mm = String(month).padStart(2, '0');
  const forms = [
    `${name} ${year}`,
    `${name.slice(0, 3)} ${year}`,
    `${name.slice(0, 4)} ${year}`,
    `${mm}/${year}`,
    `${month}/${year}`,
    `${year}-${mm}`,
    `${mm}.${year}`,
    `${year}/${mm}`,
  ];
  // Year first and the month's name joined by a hyphen ('2022-May'), as some themes print an ISO
  // date half-formatted: only that exact spelling ('Mar 2018 - Jun' reads alike without signs), and
  // before the usual forms ('2019-May - 2022-Jun' also reads 'May 2022' once signs are dropped).
  // The whole ISO date ('2024-01-01'), as some themes print it: read apart, its day and year would
  // also read as '01/2024'.
  const day = iso.split('-')[2];
  if (day && shown.exact(new RegExp(`(^|[^\\d])${year}-${mm}-${day}(?!\\d)`))) return `${year}-${mm}-${day}`;
  // Year and month as an ISO date prints them ('2014-02 — 2016-02'): read with their signs, since
  // without them the range also reads as '02/2016'.
  if (shown.exact(new RegExp(`(^|[^\\d])${year}-${mm}(?![\\d])`))) return `${year}-${mm}`;
  const yearFirst = [name, name.slice(0, 3)].find((m) => shown.exact(new RegExp(`(^|[^\\d])${year}-${m}(?![\\p{L}])`, 'u')));
  if (yearFirst) return `${year}-${yearFirst}`;
  const form = forms.find(shown.date);
  if (form) return form.startsWith(`${year}-`) ? `${year}-${mm}` : form;
  const wrapped = [name, name.slice(0, 4), name.slice(0, 3)].find((m) => shown.wrappedDate(m, year));
  if (wrapped) return `${wrapped} ${year}`;
  return shown(year) ? year : '';
}

function printedEnd(iso, shown) {
  if (iso) return printedDate(iso, shown);
  return ['Present', 'Current', 'Now'].find(shown) ?? 'Present';
}

const isYearOnly = (date) => /^\d{4}$/.test(date);

/**
 * An entry's start and end as printed. A bare year is only read back when the month is not printed
 * at all: if the other end of the range shows its month, the document writes months, so a bare year
 * found somewhere else on the page ('Awarded in 2017') is not this date, and the date is not shown.
 */
/** The forms a date's month and year may be printed in, as patterns. */
function monthForms(iso) {
  const [year, monthText] = iso.split('-');
  const month = Number(monthText);
  const name = MONTHS[month - 1];
  const mm = String(month).padStart(2, '0');
  return [`${name.slice(0, 3)}\\p{L}*\\.? ${year}`, `0?${month}[/.]${year}`, `${year}[-/]${mm}`];
}

/**
 * A range printed with years only ('2014 – 2018') while a month of either date is printed elsewhere
 * ('December 2018' as another entry's date): the range is the entry's, in years.
 */
function isYearsRange(startIso, endIso, shown) {
  if (!startIso) return false;
  const endYear = endIso ? endIso.slice(0, 4) : '(?:Present|Current|Now)';
  const range = (a, b) => new RegExp(`(?<!\\d|\\d[/.-])${a}\\s*(?:[–—-]|to)\\s*${b}(?![\\d])`, 'u');
  // Not a year after its month ('Mar 2014 – 2018').
  const years = new RegExp(`(?<!\\d|\\d[/.-]|\\p{L}\\.?[^\\S\\n])${startIso.slice(0, 4)}\\s*(?:[–—-]|to)\\s*${endYear}(?![\\d])`, 'u');
  if (!shown.exact(years)) return false;
  const ends = endIso ? monthForms(endIso) : [endYear];
  return !monthForms(startIso).some((a) => ends.some((b) => shown.exact(range(a, b))));
}

function printedRange(startIso, endIso, shown) {
  if (isYearsRange(startIso, endIso, shown)) return [startIso.slice(0, 4), endIso ? endIso.slice(0, 4) : printedEnd(endIso, shown)];
  let start = printedDate(startIso, shown);
  let end = printedEnd(endIso, shown);
  const hasMonth = (date) => date !== '' && !isYearOnly(date) && /\d/.test(date);
  if (isYearOnly(start) && hasMonth(end)) start = '';
  if (isYearOnly(end) && hasMonth(start)) end = '';
  return [start, end];
}

const HEADINGS = {
  projects: ['Projects', 'Personal Projects', 'Side Projects'],
  volunteer: ['Volunteer', 'Volunteering', 'Volunteer Experience', 'Volunteer Work'],
  awards: ['Awards', 'Honors', 'Honours', 'Awards and Honors', 'Achievements'],
  certificates: ['Certificates', 'Certifications', 'Certification', 'Licenses and Certifications'],
  publications: ['Publications', 'Papers'],
  interests: ['Interests', 'Hobbies', 'Hobbies and Interests', 'Personal Interests'],
};
// Headings some themes print ('Service', 'Writing') that are everyday words too: taken only where
// printed as a line of their own.
const LINE_HEADINGS = { volunteer: ['Community Service', 'Service'], publications: ['Writing'] };
// Spoken languages are not a custom section in the shared truth files' convention (nor skills): a
// parser may keep them aside, and no field is scored on them.

function customEntries(kind, items) {
  if (kind === 'projects')
    return items.map((p) => ({ title: p.name, organization: '', start_date: '', end_date: '', description: p.description ?? '' }));
  if (kind === 'volunteer')
    return items.map((v) => ({
      title: v.position,
      organization: v.organization,
      start_date: '',
      end_date: '',
      description: v.summary ?? '',
    }));
  if (kind === 'awards')
    return items.map((a) => ({ title: a.title, organization: a.awarder, start_date: '', end_date: '', description: '' }));
  if (kind === 'certificates')
    return items.map((c) => ({ title: c.name, organization: c.issuer, start_date: '', end_date: '', description: '' }));
  if (kind === 'publications')
    return items.map((p) => ({ title: p.name, organization: p.publisher, start_date: '', end_date: '', description: '' }));
  if (kind === 'interests') return items.map((i) => ({ title: i.name, organization: '', start_date: '', end_date: '', description: '' }));
  return items.map((l) => ({ title: l.language, organization: '', start_date: '', end_date: '', description: l.fluency ?? '' }));
}

/**
 * `text` is what the rendering shows in reading order or not (only containment is used);
 * `links` the link targets in the file; `headings` the section titles a generator printed, when
 * it knows them (our own Word and LaTeX generators), else they are looked for in the text.
 */
/**
 * A name set in a justified block wraps and stretches, and pdftotext may give its words in another
 * order: still shown when each of its words stands whole among the first lines of the page.
 */
function isNameShownInParts(name, text) {
  const top = ` ${norm(text.split('\n').slice(0, 8).join(' '))} `;
  const words = norm(name).split(' ');
  return words.length >= 2 && words.every((word) => top.includes(` ${word} `));
}

export function buildTruth(person, text, links, headings = {}) {
  const shown = makeShown(text);
  // Lines as printed, in the case a heading is set in ('Writing', 'WRITING'; not a wrapped 'writing.').
  const lines = new Set(text.split('\n').map((line) => line.trim().replace(/:$/, '')));
  const isHeadingLine = (heading) => lines.has(heading) || lines.has(heading.toUpperCase());
  const b = person.basics;
  const keep = (value) => (shown(value) ? value : '');
  const keepText = (value) => (value && shown(value) ? value : '');
  const keepName = (value) => (shown.smallCaps(value) || shown.aroundDates(value) ? value : '');
  const linkedinUrl = b.profiles.find((p) => p.network === 'LinkedIn')?.url ?? '';
  const handle = linkedinUrl.replace(/.*\/in\//, '');
  // A narrow column may break the address anywhere ('linkedin.com/in/anou' over 'k-brannigan'), as
  // it may an e-mail address: still shown whole.
  const unwrapped = text.replace(/\s*\n\s*/g, '').toLowerCase();
  const isLinkedinShown =
    linkedinUrl !== '' &&
    (shown(`linkedin.com/in/${handle}`) ||
      unwrapped.includes(`linkedin.com/in/${handle}`) ||
      links.some((l) => l.toLowerCase().includes(`linkedin.com/in/${handle}`)));
  const city = b.location.city;
  const region = b.location.region;
  // A theme that prints no home place may still print the town as a job's place ('Warta Cargo,
  // Poznań'): the home town is shown when a line prints it that is not the line of an employer
  // of a job held there.
  const isInTown = (job) => city !== '' && ` ${norm(job.location ?? '')} `.includes(` ${norm(city)} `);
  const employersInTown = person.work.filter(isInTown).map((job) => norm(job.name));
  const isTownShown =
    shown(city) &&
    (employersInTown.length === 0 ||
      text
        .split('\n')
        .map((line) => ` ${norm(line)} `)
        .some((line) => line.includes(` ${norm(city)} `) && !employersInTown.some((employer) => line.includes(` ${employer} `))));
  const location = isTownShown ? (shown(region) ? `${city}, ${region}` : city) : '';
  const phoneDigits = b.phone.replace(/\D/g, '');
  // An icon font's glyph may print as a letter glued to the address ('lada@…'), and a narrow
  // column may break the address over two lines: the address is still shown whole.
  const isEmailShown =
    shown(b.email) ||
    text.toLowerCase().includes(b.email.toLowerCase()) ||
    unwrapped.includes(b.email.toLowerCase()) ||
    links.some((l) => l.toLowerCase() === `mailto:${b.email.toLowerCase()}`);

  // A job in the home town: the header's place is no sign that the layout prints where jobs were.
  // Shown when it occurs once for each job held there, besides the header's.
  const isJobPlaceShown = (place) => {
    if (!place || !shown(place)) return false;
    const inHeader = location !== '' && ` ${norm(location)} `.includes(` ${norm(place)} `) ? 1 : 0;
    const jobsThere = person.work.filter((job) => norm(job.location) === norm(place)).length;
    return shown.count(place) >= inHeader + jobsThere;
  };
  const dates = (entry) => {
    const [start_date, end_date] = printedRange(entry.startDate, entry.endDate, shown);
    return { start_date, end_date };
  };
  const work = person.work
    .map((job) => ({
      title: keep(job.position),
      company: keepName(job.name),
      location: isJobPlaceShown(job.location) ? job.location : '',
      ...dates(job),
      description: [...(job.summary && shown(job.summary) ? [job.summary] : []), ...job.highlights.filter(shown)],
    }))
    // A theme that prints only the first jobs: a later one of which no name or sentence shows is
    // not on the page, though its year may be found elsewhere.
    .filter((job) => job.title || job.company || job.description.length > 0);
  const education = person.education
    .map((e) => {
      const studyType = shown(e.studyType) || shown.aroundDates(e.studyType) ? e.studyType : '';
      const area = shown(e.area) ? e.area : '';
      return {
        school: keepName(e.institution),
        degree: [studyType, area].filter(Boolean).join(' in '),
        studyType,
        area,
        location: '',
        ...dates(e),
      };
    })
    .filter((e) => e.school || e.studyType);
  const skills = person.skills.flatMap((g) => g.keywords).filter(shown);
  const groups = person.skills.map((g) => g.name).filter(shown);
  const custom_sections = [];
  for (const kind of Object.keys(HEADINGS)) {
    const items = person[kind];
    if (!items?.length) continue;
    const entries = customEntries(kind, items).filter((e) => shown(e.title));
    // The longest heading shown: 'Volunteer Work' also shows 'Volunteer'. A heading printed as a line
    // of its own comes first: 'Volunteer' inside 'Weekend Volunteer' under 'Service' is no heading.
    const candidates = [...HEADINGS[kind]].sort((a, b) => b.length - a.length);
    const title =
      headings[kind] ??
      [...candidates, ...(LINE_HEADINGS[kind] ?? [])].find(isHeadingLine) ??
      candidates.find((h) => shown(h)) ??
      candidates.find((h) => shown.squashed(h));
    if (entries.length === 0 || !title) continue;
    custom_sections.push({
      title,
      entries: entries.map((e) => ({ ...e, organization: keepText(e.organization), description: keepText(e.description) })),
    });
  }
  return {
    name: shown(b.name) || isNameShownInParts(b.name, text) ? b.name : '',
    contact: {
      email: isEmailShown ? b.email : '',
      phone: shown.digits.includes(phoneDigits) ? b.phone : '',
      linkedin: isLinkedinShown ? linkedinUrl : '',
      location,
    },
    summary: keepText(b.summary),
    skills,
    education,
    work_experience: work,
    custom_sections,
    _skill_groups: groups,
  };
}
