/**
 * A resume bullet as a letter's sentence, in the first person and the past tense: 'Led the redesign
 * …' -> 'I led the redesign …', 'Manage two analysts' -> 'I managed two analysts', 'Building pipelines
 * …' -> 'I built pipelines …', 'Responsible for billing' -> 'I was responsible for billing'. A bullet
 * that opens with no verb stays a noun phrase: 'my work there included …'.
 */
import { stemToken } from './normalize';

/** Verbs resumes open bullets with, in their base form; irregular past forms beside them. */
const IRREGULAR_PAST: Record<string, string> = {
  build: 'built',
  lead: 'led',
  run: 'ran',
  write: 'wrote',
  drive: 'drove',
  grow: 'grew',
  make: 'made',
  win: 'won',
  cut: 'cut',
  set: 'set',
  teach: 'taught',
  bring: 'brought',
  keep: 'kept',
  oversee: 'oversaw',
  begin: 'began',
  meet: 'met',
  sell: 'sold',
  speak: 'spoke',
  give: 'gave',
  take: 'took',
  find: 'found',
  get: 'got',
  put: 'put',
  hold: 'held',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  undertake: 'undertook',
  spend: 'spent',
  send: 'sent',
  draw: 'drew',
  choose: 'chose',
  do: 'did',
  see: 'saw',
  think: 'thought',
  buy: 'bought',
  fight: 'fought',
  deal: 'dealt',
  feed: 'fed',
  shoot: 'shot',
  spin: 'spun',
  stand: 'stood',
  understand: 'understood',
  withdraw: 'withdrew',
};
const PAST_FORMS = new Set(Object.values(IRREGULAR_PAST));

const BASE_VERBS = `
  achieve act adapt add administer advise align analyse analyze architect arrange assess assist audit automate balance
  brief budget calculate champion check clean close coach collaborate collect communicate compile complete conduct
  configure consolidate consult contribute control convert coordinate create cultivate curate debug decrease define
  deliver deploy design develop diagnose direct document double draft edit educate eliminate enable engineer enhance
  ensure establish evaluate execute expand facilitate forecast formulate generate guide handle help hire identify
  implement improve increase influence initiate inspect install integrate interview introduce investigate launch
  maintain manage map market measure mentor migrate model modernise modernize monitor motivate negotiate onboard
  operate optimise optimize orchestrate organise organize own partner perform pilot plan prepare present prioritise
  prioritize process produce program promote propose prototype provide publish purchase raise recommend reconcile
  recruit redesign reduce refactor refine renew replace report represent research resolve restructure review revise
  save scale schedule secure serve ship simplify solve source spearhead standardise standardize streamline strengthen
  structure supervise support survey test track train transform translate troubleshoot tune unify update upgrade use
  validate verify
`
  .split(/\s+/)
  .filter(Boolean);

/** Base verbs by stem, so 'manages', 'managing' and 'manage' all find 'manage'. */
const BASE_BY_STEM = new Map<string, string>([...BASE_VERBS, ...Object.keys(IRREGULAR_PAST)].map((verb) => [stemToken(verb), verb]));

function pastOf(base: string): string {
  const irregular = IRREGULAR_PAST[base];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^(?:plan|ship|map|scrap|drop|stop)$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

function lowerFirst(s: string): string {
  // Names and acronyms keep their capitals ('AWS', 'Python').
  const first = s.split(/\s+/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The bullet's opening verb in the past tense, or null when it does not open with a verb. */
function pastTenseOpening(first: string): string | null {
  const word = first.toLowerCase().replace(/[^a-z]/g, '');
  if (!word) return null;
  if (PAST_FORMS.has(word) || (word.endsWith('ed') && word.length > 4)) return word;
  const base = BASE_BY_STEM.get(stemToken(word));
  return base ? pastOf(base) : null;
}

export type FirstPerson = { text: string; isClause: boolean };

/**
 * The bullet, first person and past tense, without its final period: `isClause` says whether it
 * reads after a subject ('I led …'); otherwise `text` is a noun phrase to introduce ('billing reports').
 */
export function toFirstPerson(bullet: string): FirstPerson {
  const text = bullet.trim().replace(/[.;,:!]+$/, '');
  const [first = '', ...rest] = text.split(/\s+/);
  const past = pastTenseOpening(first);
  if (past) return { text: `I ${[past, ...rest].join(' ')}`, isClause: true };
  if (/^responsible$/i.test(first)) return { text: `I was ${lowerFirst(text)}`, isClause: true };
  return { text: lowerFirst(text), isClause: false };
}
