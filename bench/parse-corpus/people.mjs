// Invented people for the parse corpus, in JSON Resume form (the schema every theme reads), from a
// seeded generator: the same seed gives the same person on every machine. Names, employers, schools
// and sentences are made up here from small word lists; none is a real person's record.

export function makeRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, n) => {
    const copy = [...list];
    const out = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}

const FIRST = [
  'Maren',
  'Tobias',
  'Ines',
  'Declan',
  'Priya',
  'Jonah',
  'Leticia',
  'Oskar',
  'Yuna',
  'Callum',
  'Adaeze',
  'Rafael',
  'Solveig',
  'Emeka',
  'Harriet',
  'Mateo',
  'Anouk',
  'Kwame',
  'Liesel',
  'Dario',
  'Noor',
  'Bastian',
  'Thandiwe',
  'Ewan',
  'Mireille',
  'Hiroshi',
  'Zofia',
  'Anders',
  'Lucía',
  'Séverine',
  'Björn',
  'Chiara',
  'Iñaki',
  'Saoirse',
  'Farah',
  'Joaquín',
];
const LAST = [
  'Okonkwo',
  'Lindqvist',
  'Brannigan',
  'Castellanos',
  'Haverford',
  'Nakamura',
  'Delacroix',
  'Abernathy',
  'Moreau',
  'Vasquez-Hill',
  'Kowalczyk',
  'Fairweather',
  'Oyelaran',
  'Thorsen',
  'Mahlangu',
  'Quintero',
  'Ashby',
  'Rosenthal',
  'Ferreira',
  'Callaghan',
  'Jovanović',
  'Strand',
  'Beaumont',
  'Achterberg',
  'Nwosu',
  'Pellegrini',
  'Sørensen',
  'Müller',
];
const MIDDLE = ['J.', 'Louise', 'K.', 'Amadi', 'R.', 'Elena'];

const US_PLACES = [
  ['Portland', 'OR'],
  ['Columbus', 'OH'],
  ['Raleigh', 'NC'],
  ['Tucson', 'AZ'],
  ['Madison', 'WI'],
  ['Boise', 'ID'],
  ['Richmond', 'VA'],
  ['Spokane', 'WA'],
  ['Albany', 'NY'],
  ['Savannah', 'GA'],
  ['Omaha', 'NE'],
  ['Burlington', 'VT'],
  ['Fort Collins', 'CO'],
  ['Baton Rouge', 'LA'],
  ['Ann Arbor', 'MI'],
  ['Santa Fe', 'NM'],
];
const WORLD_PLACES = [
  ['Dublin', 'Ireland', 'IE'],
  ['Lyon', 'France', 'FR'],
  ['Rotterdam', 'Netherlands', 'NL'],
  ['Seoul', 'Republic of Korea', 'KR'],
  ['Leeds', 'United Kingdom', 'GB'],
  ['Porto', 'Portugal', 'PT'],
  ['Gothenburg', 'Sweden', 'SE'],
  ['Melbourne', 'Australia', 'AU'],
  ['Toronto', 'Canada', 'CA'],
  ['Munich', 'Germany', 'DE'],
  ['Auckland', 'New Zealand', 'NZ'],
  ['Valencia', 'Spain', 'ES'],
];

const TRACKS = {
  software: {
    label: ['Software Engineer', 'Backend Developer', 'Platform Engineer', 'Full-Stack Developer'],
    titles: ['Junior Developer', 'Software Engineer', 'Senior Software Engineer', 'Staff Engineer', 'Engineering Lead'],
    skills: [
      ['Languages', ['TypeScript', 'Go', 'Python', 'SQL', 'Rust', 'Java']],
      ['Platforms', ['Kubernetes', 'PostgreSQL', 'AWS', 'Terraform', 'Kafka', 'Redis']],
    ],
    objects: [
      'the billing service',
      'the search indexer',
      'a deployment pipeline',
      'the mobile checkout API',
      'an internal metrics dashboard',
      'the data export tool',
    ],
    metrics: ['p95 latency', 'build time', 'on-call pages', 'cloud spend', 'error rate'],
    area: ['Computer Science', 'Software Engineering', 'Mathematics'],
  },
  nursing: {
    label: ['Registered Nurse', 'Clinical Nurse', 'Charge Nurse'],
    titles: ['Staff Nurse', 'Registered Nurse', 'Charge Nurse', 'Clinical Nurse Educator', 'Nurse Manager'],
    skills: [
      ['Clinical', ['Patient Assessment', 'Wound Care', 'IV Therapy', 'Triage', 'Medication Administration']],
      ['Systems', ['Epic', 'Cerner', 'Infection Control']],
    ],
    objects: [
      'the discharge checklist',
      'a falls prevention round',
      'the sepsis screening protocol',
      'night shift handovers',
      'the telemetry unit rota',
    ],
    metrics: ['readmissions', 'medication errors', 'patient wait times', 'falls per month'],
    area: ['Nursing', 'Health Sciences'],
  },
  finance: {
    label: ['Financial Analyst', 'Senior Accountant', 'FP&A Manager'],
    titles: ['Accounts Assistant', 'Financial Analyst', 'Senior Financial Analyst', 'Finance Manager', 'Head of FP&A'],
    skills: [
      ['Finance', ['Forecasting', 'Budgeting', 'Variance Analysis', 'IFRS', 'Financial Modelling']],
      ['Tools', ['Excel', 'Power BI', 'SAP', 'NetSuite', 'Anaplan']],
    ],
    objects: [
      'the monthly close',
      'the rolling forecast',
      'a vendor payment audit',
      'the capital expenditure model',
      'the treasury report',
    ],
    metrics: ['close time', 'forecast error', 'late payments', 'audit findings'],
    area: ['Accounting', 'Economics', 'Finance'],
  },
  logistics: {
    label: ['Supply Chain Coordinator', 'Logistics Manager', 'Operations Planner'],
    titles: ['Warehouse Associate', 'Logistics Coordinator', 'Operations Planner', 'Supply Chain Manager', 'Director of Operations'],
    skills: [
      ['Operations', ['Demand Planning', 'Inventory Control', 'Lean', 'Route Planning', 'Procurement']],
      ['Software', ['SAP', 'Oracle WMS', 'Tableau', 'Excel']],
    ],
    objects: [
      'the cross-dock schedule',
      'a returns process',
      'the carrier scorecard',
      'the cycle count programme',
      'regional freight contracts',
    ],
    metrics: ['dock-to-stock time', 'freight cost', 'stockouts', 'picking errors'],
    area: ['Supply Chain Management', 'Business Administration', 'Industrial Engineering'],
  },
  teaching: {
    label: ['Secondary School Teacher', 'Curriculum Designer', 'Learning Specialist'],
    titles: ['Teaching Assistant', 'Science Teacher', 'Head of Department', 'Curriculum Designer', 'Learning Specialist'],
    skills: [
      ['Teaching', ['Lesson Planning', 'Differentiated Instruction', 'Assessment Design', 'Classroom Management']],
      ['Technology', ['Google Classroom', 'Moodle', 'Canvas']],
    ],
    objects: [
      'the year nine chemistry course',
      'a peer tutoring scheme',
      'the reading intervention plan',
      'parent evenings',
      'the school science fair',
    ],
    metrics: ['pass rates', 'absence', 'reading ages', 'exam results'],
    area: ['Education', 'Chemistry', 'English Literature'],
  },
  design: {
    label: ['Product Designer', 'UX Researcher', 'Visual Designer'],
    titles: ['Junior Designer', 'UX Designer', 'Product Designer', 'Senior Product Designer', 'Design Manager'],
    skills: [
      ['Design', ['User Research', 'Prototyping', 'Interaction Design', 'Design Systems', 'Accessibility']],
      ['Tools', ['Figma', 'Sketch', 'Miro', 'Adobe Illustrator']],
    ],
    objects: ['the onboarding flow', 'a design system', 'the account settings pages', 'usability studies', 'the booking calendar'],
    metrics: ['task completion time', 'support tickets', 'drop-off', 'accessibility issues'],
    area: ['Interaction Design', 'Graphic Design', 'Psychology'],
  },
};

const ORG_HEAD = [
  'Bramble',
  'Northwind',
  'Halcyon',
  'Copperleaf',
  'Tidewater',
  'Larkspur',
  'Meridian',
  'Quillon',
  'Ashgrove',
  'Foxhollow',
  'Ironbridge',
  'Saltmarsh',
  'Kestrel',
  'Windrow',
  'Bellhaven',
  'Oakridge',
];
const ORG_TAIL = {
  software: ['Software', 'Labs', 'Systems', 'Analytics', 'Technologies'],
  nursing: ['Health', 'General Hospital', 'Medical Centre', 'Community Clinic', 'Care Trust'],
  finance: ['Capital', 'Partners', 'Holdings', 'Insurance', 'Bank'],
  logistics: ['Freight', 'Logistics', 'Distribution', 'Supply Co.', 'Shipping'],
  teaching: ['Academy', 'High School', 'College', 'Learning Trust', 'Grammar School'],
  design: ['Studio', 'Digital', 'Design Co.', 'Interactive', 'Media'],
};
const SCHOOL = [
  ['University of', ['Eastbrook', 'Carrow Vale', 'Wexmoor', 'Highmere', 'Lindenfield']],
  [
    '',
    ['Harlow State University', 'Corrigan Institute of Technology', 'Saint Aubyn College', 'Westmarch Polytechnic', 'Kilbride University'],
  ],
];
const STUDY = [
  ['Bachelor of Science', 'B.S.'],
  ['Bachelor of Arts', 'B.A.'],
  ['Master of Science', 'M.S.'],
  ['Master of Business Administration', 'MBA'],
];

const VERBS = ['Led', 'Built', 'Redesigned', 'Introduced', 'Ran', 'Automated', 'Rebuilt', 'Coordinated', 'Launched', 'Streamlined'];
const PARTNERS = [
  'the operations team',
  'two regional managers',
  'an external auditor',
  'clinical leads',
  'the product group',
  'three partner schools',
];

function bullet(r, track, long) {
  const t = TRACKS[track];
  const verb = r.pick(VERBS);
  const object = r.pick(t.objects);
  const metric = r.pick(t.metrics);
  const pct = r.int(8, 61);
  if (!long) return `${verb} ${object}, cutting ${metric} by ${pct}%.`;
  // Long enough to wrap in every layout: the bullet a parser must keep whole.
  return `${verb} ${object} together with ${r.pick(PARTNERS)}, which cut ${metric} by ${pct}% within ${r.int(2, 11)} months and was later adopted by ${r.int(2, 9)} other teams across the organisation.`;
}

function isoDate(year, month) {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function slug(name) {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One invented person; `seed` fixes everything about them. */
export function makePerson(seed) {
  const r = makeRandom(seed);
  const track = r.pick(Object.keys(TRACKS));
  const t = TRACKS[track];
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const name = r.chance(0.15) ? `${first} ${r.pick(MIDDLE)} ${last}` : `${first} ${last}`;
  const isWorld = r.chance(0.4);
  const place = isWorld ? r.pick(WORLD_PLACES) : r.pick(US_PLACES);
  const location = isWorld
    ? { city: place[0], region: place[1], countryCode: place[2] }
    : { city: place[0], region: place[1], countryCode: 'US' };
  const handle = slug(name);
  const phone = isWorld
    ? `+${r.int(30, 49)} ${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`
    : `(${r.int(201, 989)}) ${r.int(201, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
  const jobs = r.int(2, 4);
  let year = 2025;
  let month = r.int(1, 12);
  const work = [];
  for (let i = 0; i < jobs; i++) {
    const isCurrent = i === 0 && r.chance(0.6);
    const endYear = isCurrent ? null : year - (i === 0 ? r.int(0, 1) : 0);
    const endMonth = month;
    const startYear = (endYear ?? year) - r.int(1, 4);
    const startMonth = r.int(1, 12);
    // Never the home city: the truth's header location is then whether the home city is shown at all.
    const places = (isWorld ? WORLD_PLACES : US_PLACES).filter((p) => p[0] !== location.city);
    const [workCity, workRegion] = r.pick(places);
    const highlights = Array.from({ length: r.int(2, 4) }, (_, k) => bullet(r, track, k === 0 || r.chance(0.3)));
    const employer = `${r.pick(ORG_HEAD)} ${r.pick(ORG_TAIL[track])}`;
    work.push({
      // Both schema versions: themes written before 1.0 read `company`, later ones `name`.
      name: employer,
      company: employer,
      url: '',
      position: t.titles[Math.max(0, t.titles.length - 1 - i - r.int(0, 1))],
      location: `${workCity}, ${workRegion}`,
      startDate: isoDate(startYear, startMonth),
      ...(isCurrent ? {} : { endDate: isoDate(endYear, endMonth) }),
      summary: r.chance(0.3) ? `Part of a team of ${r.int(4, 40)} serving ${r.int(2, 30)} sites.` : undefined,
      highlights,
    });
    year = startYear - r.int(0, 1);
    month = r.int(1, 12);
  }
  const education = [];
  const degrees = r.chance(0.35) ? 2 : 1;
  let eduYear = year - r.int(0, 1);
  for (let i = 0; i < degrees; i++) {
    const [study] = i === 0 && degrees === 2 ? r.pick(STUDY.slice(2)) : r.pick(STUDY.slice(0, 2));
    const [prefix, names] = r.pick(SCHOOL);
    const school = prefix ? `${prefix} ${r.pick(names)}` : r.pick(names);
    const length = study.startsWith('Master') ? 2 : 4;
    education.push({
      institution: school,
      area: r.pick(t.area),
      studyType: study,
      startDate: isoDate(eduYear - length, 9),
      endDate: isoDate(eduYear, r.pick([5, 6, 7])),
      ...(r.chance(0.3) ? { score: `${r.int(30, 39) / 10}/4.0` } : {}),
    });
    eduYear -= length + r.int(0, 2);
  }
  const skills = t.skills.map(([group, items]) => ({ name: group, level: '', keywords: r.sample(items, r.int(3, items.length)) }));
  // Every section present, empty when the person has none: some themes read them unguarded.
  const extras = {
    projects: [],
    volunteer: [],
    awards: [],
    certificates: [],
    publications: [],
    interests: [],
    languages: [],
    references: [],
  };
  if (r.chance(0.5)) {
    extras.projects = Array.from({ length: r.int(1, 2) }, () => ({
      name: `${r.pick(ORG_HEAD)} ${r.pick(['Tracker', 'Planner', 'Toolkit', 'Atlas', 'Ledger'])}`,
      description: `An open-source ${r.pick(['tool', 'app', 'guide'])} for ${r.pick(t.objects).replace(/^the |^an? /, '')}.`,
      startDate: isoDate(r.int(2018, 2023), r.int(1, 12)),
      highlights: [],
      keywords: [],
      roles: [],
      url: '',
    }));
  }
  if (r.chance(0.4)) {
    extras.volunteer = [
      {
        organization: `${r.pick(ORG_HEAD)} ${r.pick(['Food Bank', 'Youth Club', 'Library Friends', 'Rescue Shelter'])}`,
        position: r.pick(['Volunteer Coordinator', 'Weekend Volunteer', 'Mentor']),
        startDate: isoDate(r.int(2015, 2021), r.int(1, 12)),
        summary: `Organised ${r.int(3, 20)} events a year.`,
        highlights: [],
        url: '',
      },
    ];
  }
  if (r.chance(0.4)) {
    extras.awards = [
      {
        title: `${r.pick(['Regional', 'Annual', 'Founders'])} ${r.pick(['Excellence', 'Service', 'Innovation'])} Award`,
        awarder: `${r.pick(ORG_HEAD)} ${r.pick(ORG_TAIL[track])}`,
        date: isoDate(r.int(2016, 2024), r.int(1, 12)),
        summary: '',
      },
    ];
  }
  if (r.chance(0.35)) {
    extras.certificates = [
      {
        name: `${r.pick(['Certified', 'Advanced', 'Professional'])} ${r.pick(['Practitioner', 'Analyst', 'Specialist'])} in ${r.pick(t.area)}`,
        issuer: `${r.pick(ORG_HEAD)} Institute`,
        date: isoDate(r.int(2016, 2024), r.int(1, 12)),
      },
    ];
  }
  if (r.chance(0.25)) {
    extras.publications = [
      {
        name: `Notes on ${r.pick(t.objects).replace(/^the |^an? /, '')}`,
        publisher: `Journal of ${r.pick(t.area)}`,
        releaseDate: isoDate(r.int(2015, 2024), r.int(1, 12)),
        url: '',
        summary: '',
      },
    ];
  }
  if (r.chance(0.4))
    extras.interests = [{ name: r.pick(['Trail running', 'Choral singing', 'Woodworking', 'Chess', 'Urban sketching']), keywords: [] }];
  if (r.chance(0.4))
    extras.languages = [
      { language: 'English', fluency: 'Native' },
      { language: r.pick(['Spanish', 'French', 'German', 'Korean', 'Portuguese']), fluency: r.pick(['Professional', 'Conversational']) },
    ];
  const hasSummary = r.chance(0.85);
  return {
    seed,
    track,
    basics: {
      name,
      label: r.pick(t.label),
      email: `${handle.replace(/-/g, '.')}${r.int(1, 99)}@${r.pick(['mailbox.org', 'fastmail.com', 'proton.me', 'example.net'])}`,
      phone,
      summary: hasSummary
        ? `${r.pick(t.label)} with ${r.int(3, 18)} years of experience in ${r.pick(t.objects).replace(/^the |^an? /, '')} and ${r.pick(t.objects).replace(/^the |^an? /, '')}. Known for calm delivery and clear writing.`
        : '',
      location: { address: '', postalCode: '', ...location },
      url: '',
      image: '',
      picture: '',
      profiles: r.chance(0.85) ? [{ network: 'LinkedIn', username: handle, url: `https://www.linkedin.com/in/${handle}` }] : [],
    },
    work,
    education,
    skills,
    ...extras,
  };
}
