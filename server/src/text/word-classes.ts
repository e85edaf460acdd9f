/**
 * Word classes for telling a skill phrase ('memory management', 'invoice validation') from the
 * prose around it. A posting's phrases are only worth listing when they name a thing a resume can
 * show; adjectives ('talented'), adverbs ('often'), verbs ('look'), generic nouns ('solutions',
 * 'insight'), role names ('developer'), degrees ('BS') and places ('San Francisco') are not.
 * The lists are general English and job-posting words, not strings from any one posting.
 */
import { stemToken } from './normalize';

function stemSet(words: string): Set<string> {
  const set = new Set<string>();
  for (const word of words.split(/\s+/)) if (word) set.add(stemToken(word.toLowerCase()));
  return set;
}

/** Describing words: how good, how much, how often. They colour a phrase; they never are the skill. */
export const DESCRIBING_WORDS = stemSet(`
  talented profound necessary passionate motivated driven eager keen hungry curious humble friendly
  exciting excited awesome amazing fantastic wonderful brilliant smart bright sharp capable competent
  skilled qualified suitable desired desirable preferred ideal perfect unique diverse inclusive
  significant substantial considerable extensive comprehensive thorough detailed broad wide deep
  rigorous meaningful impactful valuable useful helpful powerful reliable scalable efficient
  effective successful productive proactive positive creative innovative strategic tactical critical
  essential mandatory necessary important key major minor primary secondary main general typical
  common current future next previous prior recent latest new modern emerging existing ongoing
  daily weekly monthly yearly annual regular frequent occasional constant continual
  large small big huge tiny high low higher lower top bottom early late long short fast quick slow
  easy hard difficult simple complex complicated sophisticated advanced basic fundamental foundational
  clear concise accurate precise consistent flexible dynamic agile nimble lean rapid steady
  various numerous several many few multiple different similar same other certain specific particular
  overall total entire whole full complete additional extra further more most less least
  excellent outstanding exceptional superb strong solid proven demonstrated good great better best
  real true actual genuine natural personal professional formal informal official
  hands-on in-depth well-known world-class best-in-class state-of-the-art cutting-edge first-class
  high-volume high-performance high-quality low-latency mission-critical enterprise-grade
  business-critical large-scale small-scale fast-growing fast-moving user-friendly self-motivated
  results-driven data-driven customer-centric user-centric forward-thinking next-generation end-to-end
  award-winning growing leading premier incredible engaging seasoned urgent immediate relevant related
  responsible able ready interested willing available open free popular standard commercial holistic
  written spoken verbal aligned
`);

/** Adverbs and particles that edge a phrase ('often', 'look forward'). Most '-ly' words are caught by their ending. */
export const ADVERBS = stemSet(`
  often always never sometimes usually rarely seldom already soon still yet even ever again also too very
  quite rather almost nearly just only forward ahead back away together apart abroad overseas anywhere
  everywhere somewhere elsewhere otherwise therefore thus hence however moreover furthermore instead
  well much little less least more most far fast hard
`);

/** Verbs a posting uses around its skills ('look', 'grow', 'enable'); the skill is their object. */
export const VERBS = stemSet(`
  look seek want need like love enjoy hope wish expect aim strive thrive grow enable empower allow let
  understand know learn think believe feel see find get give take make bring keep hold put come go
  speak talk say tell ask answer listen read write explain present share report
  work build create develop design maintain manage implement conduct provide support drive define deliver
  ensure improve enhance coordinate perform run set act assess identify utilize utilise apply integrate
  handle carry meet gather produce learn grasp accept spend adore evaluate decompose architect automate
  optimize optimise educate partner adhere collaborate communicate lead join become discover begin
  plan organize organise prepare review monitor track analyze analyse research test deploy operate
  oversee own help assist serve contribute participate engage interact influence inspire motivate
  establish launch scale solve resolve address tackle achieve exceed excel succeed execute advocate
  represent balance prioritize prioritise track travel relocate commute submit offer celebrate
  accomplish appraise counsel discipline recruit select orient assign schedule usher
`);

/**
 * Nouns too general to be a skill alone or with each other ('tech solutions', 'data sets',
 * 'application development'): a phrase needs at least one word outside this list.
 */
export const GENERIC_NOUNS = stemSet(`
  solution technology tech web online product service system platform tool application app software hardware
  data information process procedure policy practice program project initiative function feature
  business industry market company organization organisation firm enterprise group department division
  value insight prerequisite requirement outcome result impact goal objective mission vision strategy
  approach method methodology technique way thing stuff area domain field space sector world
  development implementation design code coding build delivery execution operation support maintenance
  environment culture team people staff talent member partner customer client user stakeholder
  opportunity challenge problem issue need task activity duty responsibility role position job work
  career growth success excellence quality efficiency productivity performance adoption ecosystem
  concept conception idea knowledge understanding insight awareness experience expertise background
  track record plus bonus benefit perk salary compensation package pay office location site home
  class classes session day week month year hour time level degree set sets base age focus enablement
  framework library website management education
`);

/** Role names: a job title's head is the job, not a skill ('Java Developer', 'facilitator', 'TPMs'). */
export const ROLE_NOUNS = stemSet(`
  developer engineer programmer coder manager director head lead leader officer executive president
  teacher tutor instructor educator facilitator trainer coach scientist researcher analyst specialist
  consultant advisor adviser architect designer administrator admin coordinator assistant associate
  intern trainee apprentice representative rep agent seller salesperson recruiter accountant auditor
  writer editor marketer strategist owner founder employee employer candidate applicant professional
  expert practitioner technician operator supervisor tpm pm swe sde sre dba
`);

/** Degrees are education facts, not skills ('BS MS in Computer Science'). */
export const DEGREE_WORDS = stemSet(`
  bs ba bsc bsc. ms ma msc mba phd ph.d bachelor bachelors master masters doctorate diploma degree
  b.tech btech m.tech mtech be b.e me m.e bcom b.com mcom m.com bca mca ged
`);

/**
 * Places. A posting's location is where the job is, not what it asks for. Countries, US states,
 * and the cities job boards list most; multi-word names are matched as token runs.
 */
const PLACE_NAMES = `
  usa|us|united states|united states of america|america|uk|united kingdom|england|scotland|wales|ireland
  canada|mexico|brazil|argentina|chile|colombia|peru|germany|france|spain|portugal|italy|netherlands
  belgium|switzerland|austria|sweden|norway|denmark|finland|poland|czech republic|romania|hungary|greece
  turkey|israel|uae|united arab emirates|saudi arabia|qatar|egypt|nigeria|kenya|south africa|india
  pakistan|bangladesh|sri lanka|nepal|china|japan|korea|south korea|singapore|malaysia|indonesia
  philippines|vietnam|thailand|australia|new zealand|europe|asia|africa|emea|apac|latam|north america
  alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho
  illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota
  mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina
  north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas
  utah|vermont|virginia|washington|west virginia|wisconsin|wyoming
  san francisco|bay area|silicon valley|los angeles|san diego|san jose|seattle|portland|austin|dallas
  houston|denver|boulder|chicago|boston|new york city|nyc|brooklyn|atlanta|miami|phoenix|philadelphia
  pittsburgh|detroit|minneapolis|salt lake city|las vegas|raleigh|nashville|toronto|vancouver|montreal
  london|manchester|dublin|berlin|munich|hamburg|paris|amsterdam|madrid|barcelona|lisbon|zurich|geneva
  stockholm|copenhagen|oslo|helsinki|warsaw|prague|vienna|tel aviv|dubai|cairo|lagos|nairobi
  delhi|new delhi|noida|gurgaon|gurugram|mumbai|bangalore|bengaluru|hyderabad|chennai|pune
  kolkata|ahmedabad|jaipur|kochi|chandigarh|beijing|shanghai|shenzhen|hong kong|tokyo|osaka|seoul
  taipei|manila|jakarta|kuala lumpur|bangkok|ho chi minh city|hanoi|sydney|melbourne|brisbane|auckland
  sao paulo|mexico city|buenos aires|bogota|lima|santiago
`;

/** Two-letter US state codes count only in capitals and alone ('San Francisco, CA'), since 'in', 'or', 'me' are words. */
export const STATE_CODES = new Set(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK
  OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC`.split(/\s+/),
);

/** Place names as stem sequences, longest first so 'new york city' wins over 'new york'. */
export const PLACES: readonly string[][] = PLACE_NAMES.split(/[|\n]/)
  .map((name) => name.trim())
  .filter(Boolean)
  .map((name) => name.split(/\s+/).map((w) => stemToken(w)))
  .sort((a, b) => b.length - a.length);
