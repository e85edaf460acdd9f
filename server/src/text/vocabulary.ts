/**
 * The posting reader's vocabulary: the open skills taxonomies (O*NET® technology names, ESCO skills
 * and knowledge with their alternative labels, in taxonomies.json, built by tools/build-vocabulary.mjs)
 * and a hand-written table of common short names, soft skills, degrees and certifications
 * (vocabulary-data/curated.ts). The hand-written table comes first: its synonyms join spellings the
 * taxonomies keep apart ('ReactJS' and 'React').
 */
import { KNOWLEDGE_TABLE, QUALIFICATIONS_TABLE, SOFT_TABLE, TOOLS_TABLE } from './vocabulary-data/curated';
import TAXONOMIES from './vocabulary-data/taxonomies.json';

/**
 * What a term is. Tools and knowledge (technologies, fields, languages, degrees) are what an ATS
 * searches for; 'skill' is a task-like competence ('manage budgets'); soft skills are reported apart.
 */
export type TermKind = 'tool' | 'knowledge' | 'language' | 'qualification' | 'skill' | 'soft';

export type VocabularyEntry = {
  canonical: string;
  kind: TermKind;
  /** Lower-case aliases, matched after tokenising. */
  aliases: string[];
  /** The aliases' match keys (normalize.ts aliasKey), when the vocabulary was built with them. */
  aliasKeys?: string[];
  /** Names that count only written as names: capitalised, or as an item of a list. */
  strictAliases: string[];
  /** 0..3: how widely the taxonomy says the term is asked for (O*NET hot, in demand, many occupations). */
  prior: number;
};

function parseTable(table: string, kind: TermKind): VocabularyEntry[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [canonical = '', ...rest] = line.split('|');
      const strictAliases = rest.filter((a) => a.startsWith('=')).map((a) => a.slice(1));
      // The canonical name is an alias too, unless it is a strict name ('React' counts; 'react' is a verb).
      const aliases = [...(strictAliases.includes(canonical) ? [] : [canonical.toLowerCase()]), ...rest.filter((a) => !a.startsWith('='))];
      return { canonical, kind, aliases, strictAliases, prior: 3 };
    });
}

/** [canonical, kind, prior, match keys of the any-case aliases joined by '|', strict aliases joined by '|']. */
type TaxonomyRow = [canonical: string, kind: string, prior: number, looseKeys: string, strict: string];

const TAXONOMY_KINDS: Record<string, TermKind> = { t: 'tool', k: 'knowledge', l: 'language', s: 'skill', x: 'soft' };

function parseTaxonomies(rows: TaxonomyRow[]): VocabularyEntry[] {
  return rows.map(([canonical, kind, prior, looseKeys, strict]) => ({
    canonical,
    kind: TAXONOMY_KINDS[kind] ?? 'skill',
    aliases: [],
    aliasKeys: looseKeys ? looseKeys.split('|') : [],
    strictAliases: strict ? strict.split('|') : [],
    prior,
  }));
}

let vocabulary: readonly VocabularyEntry[] | null = null;

/** Every entry, hand-written first; read once, when the first posting or profile is read. */
export function getVocabulary(): readonly VocabularyEntry[] {
  vocabulary ??= [
    ...parseTable(KNOWLEDGE_TABLE, 'knowledge'),
    ...parseTable(TOOLS_TABLE, 'tool'),
    ...parseTable(QUALIFICATIONS_TABLE, 'qualification'),
    ...parseTable(SOFT_TABLE, 'soft'),
    ...parseTaxonomies(TAXONOMIES.entries as TaxonomyRow[]),
  ];
  return vocabulary;
}

/**
 * Words that never make a key term on their own: English function words and the filler of job
 * postings ('experience', 'ability', 'strong'), which every posting has and no resume should chase.
 */
export const STOPWORDS = new Set(
  `a an the and or but nor of in on at to for from by with without within into onto over under about above
  below between through during before after as is are was were be been being am do does did done have has had
  having will would shall should can could may might must not no yes this that these those it its it's they them
  their there here we our us you your yours he she his her him i me my mine who whom whose which what when where
  why how all any both each few more most other some such only own same so than too very just also etc e.g i.e
  eg ie via per plus up down out off again further then once if while because until whether either neither
  one two three four five six seven eight nine ten first second new like well able including include includes
  experience experiences experienced ability abilities strong strongly good great excellent knowledge
  understanding working work works worked skill skills year years plus minimum preferred required requirement
  requirements qualification qualifications responsibilities responsibility duties candidate
  candidates role position job company team teams looking seeking join opportunity opportunities ideal
  demonstrated proven solid deep related relevant various multiple across using use used help ensure make
  within based high highly level levels key core new need needs must-have nice bonus plus please apply
  equivalent practical degree bachelor master time full part day days month months week weeks hour hours
  salary type remote temporarily benefits competitive package insurance employer equal diversity inclusive
  environment employees employee us we're you'll you're we'll our own together towards every get gets
  other others way ways etc. things thing lot lots want wants well-being best better
  description descriptions least familiarity internal external modern expertise proficiency language languages
  technical results individual individuals field fields area areas member members candidate's people person
  full-time part-time contract permanent senior junior lead principal staff looking stack following above below
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Levels a title can name, least senior first: the individual-contributor ladder, then the
 * management ladder. 'Lead' heads a team's work; 'manager' manages people.
 */
export const SENIORITY_LEVELS = [
  'intern',
  'junior',
  'mid',
  'senior',
  'staff',
  'principal',
  'lead',
  'manager',
  'director',
  'head',
  'vp',
  'executive',
] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

/** Title words that name a level. 'Manager' is handled apart: a Product Manager manages no one. */
export const SENIORITY_WORDS: Record<string, Seniority> = {
  intern: 'intern',
  internship: 'intern',
  trainee: 'intern',
  apprentice: 'intern',
  junior: 'junior',
  jr: 'junior',
  entry: 'junior',
  graduate: 'junior',
  associate: 'junior',
  mid: 'mid',
  intermediate: 'mid',
  senior: 'senior',
  sr: 'senior',
  snr: 'senior',
  experienced: 'senior',
  seasoned: 'senior',
  staff: 'staff',
  principal: 'principal',
  distinguished: 'principal',
  lead: 'lead',
  manager: 'manager',
  mgr: 'manager',
  director: 'director',
  head: 'head',
  vp: 'vp',
  svp: 'vp',
  evp: 'vp',
  avp: 'vp',
  chief: 'executive',
  cto: 'executive',
  ceo: 'executive',
  cfo: 'executive',
  coo: 'executive',
  cio: 'executive',
  cpo: 'executive',
};

/**
 * Words before 'manager' that make it a role name, not a people-management level: a Product,
 * Program, Project or Account Manager is an individual contributor unless the title says more.
 */
export const ROLE_MANAGER_WORDS = new Set([
  'product',
  'program',
  'programme',
  'project',
  'account',
  'content',
  'community',
  'case',
  'release',
  'campaign',
  'brand',
  'category',
  'property',
  'relationship',
  'success',
  'social',
  'media',
]);
