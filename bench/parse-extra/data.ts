/**
 * The people behind the extra parsing set. Every value here is printed verbatim by a layout in
 * generate.ts, and the truth files are written from these same values, so a layout that prints a
 * field differently (an abbreviation, a handle instead of a URL) says so in its own code.
 */
export type Job = {
  title: string;
  company: string;
  location: string;
  start: string;
  end: string;
  bullets: string[];
  /** How the dates are printed when not as '<start> – <end>' ('Since 2021'). */
  printedDates?: string;
  /**
   * The experience heading this job is printed under when a layout splits experience in several
   * sections ('Research Experience', 'Teaching Experience'). The truth keeps one list, in printed order.
   */
  section?: string;
};
export type School = {
  school: string;
  studyType: string;
  area: string;
  /** The degree as this resume prints it ('B.S. Mathematics', 'Bachelor of Arts in History'). */
  printed: string;
  location: string;
  start: string;
  end: string;
  /** GPA and honours lines printed under the degree; not part of the degree. */
  notes: string[];
};
export type CustomEntry = {
  title: string;
  organization: string;
  date: string;
  description: string;
  /** The tools a project line prints after its name ('Name | Tech | Year'); not an organization, so not in the truth. */
  tech?: string;
};
export type CustomSection = { heading: string; entries: CustomEntry[] };
export type SkillGroup = { name: string; items: string[] };
export type Person = {
  id: string;
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  location: string;
  summary: string;
  skills: SkillGroup[];
  jobs: Job[];
  schools: School[];
  customs: CustomSection[];
  /** Printed but not part of the upload response. */
  languages: string[];
  /** Printed under 'Interests'; like languages, not part of the upload response (the shared truth keeps neither). */
  interests?: string[];
  /** A GitHub handle printed as 'github.com/<handle>'; not part of the upload response. */
  github?: string;
  /**
   * A proficiency a layout prints after a skill ('Python (Advanced)', or '4' drawn as dots '●●●●○'). It
   * qualifies the skill, the way a recruiter reads it, so the truth keeps the bare skill name.
   */
  skillLevels?: Record<string, string>;
};

const li = (slug: string) => `https://www.linkedin.com/in/${slug}`;

export const PEOPLE: Person[] = [
  {
    id: 'x01',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+1 (555) 010-0199',
    linkedin: li('priya-raman'),
    location: 'Austin, TX',
    summary:
      'Backend engineer with nine years of experience building payment systems in Go and Java. Enjoys turning slow batch jobs into reliable streaming services.',
    skills: [{ name: '', items: ['Go', 'Java', 'Kafka', 'PostgreSQL', 'Kubernetes', 'Terraform', 'gRPC'] }],
    jobs: [
      {
        title: 'Senior Software Engineer',
        company: 'Lumen Payments Inc.',
        location: 'Austin, TX',
        start: 'Jan 2020',
        end: 'Present',
        bullets: [
          'Rebuilt the settlement pipeline on Kafka, cutting end-of-day processing from six hours to forty minutes.',
          'Led a team of five engineers through the migration from a monolith to twelve services.',
        ],
      },
      {
        title: 'Software Engineer',
        company: 'Brightline Logistics',
        location: 'Dallas, TX',
        start: 'Jun 2016',
        end: 'Dec 2019',
        bullets: [
          'Wrote the route pricing service used by 3,000 carriers.',
          'Added contract tests that caught 40 regressions before release.',
        ],
      },
      {
        title: 'Software Engineering Intern',
        company: 'Caldera Systems',
        location: 'Houston, TX',
        start: 'Summer 2015',
        end: '',
        bullets: ['Built an internal dashboard for build times.'],
      },
    ],
    schools: [
      {
        school: 'University of Texas at Austin',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        printed: 'Bachelor of Science in Computer Science',
        location: 'Austin, TX',
        start: '2012',
        end: '2016',
        notes: ['GPA: 3.8/4.0'],
      },
    ],
    customs: [
      {
        heading: 'Projects',
        entries: [
          {
            title: 'ledgerlint',
            organization: '',
            date: '',
            description: 'Open-source linter for double-entry accounting files.',
          },
          {
            title: 'Tidewatch',
            organization: '',
            date: '',
            description: 'Tide prediction app with 10k monthly users.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x02',
    name: 'Marcus Oyelaran',
    email: 'marcus.oyelaran@mailbox.org',
    phone: '555.010.0142',
    linkedin: li('moyelaran'),
    location: 'Columbus, OH',
    summary:
      'Registered nurse with a decade on cardiac and intensive care units. Known for calm triage and for training new graduates.',
    skills: [
      {
        name: '',
        items: ['Patient Assessment', 'Telemetry Monitoring', 'IV Therapy', 'Epic EHR', 'ACLS', 'Wound Care'],
      },
    ],
    jobs: [
      {
        title: 'Charge Nurse',
        company: 'Riverside Methodist Hospital',
        location: 'Columbus, OH',
        start: '2019',
        end: '2024',
        bullets: [
          'Coordinated staffing for a 32-bed cardiac unit across day and night shifts.',
          'Reduced patient falls by 18% through hourly rounding.',
        ],
      },
      {
        title: 'Staff Nurse',
        company: 'Mercy Health',
        location: 'Cincinnati, OH',
        start: '2014',
        end: '2019',
        bullets: ['Cared for post-operative cardiac patients.', 'Precepted 14 new graduate nurses.'],
      },
    ],
    schools: [
      {
        school: 'Ohio State University',
        studyType: 'Bachelor of Science',
        area: 'Nursing',
        printed: 'Bachelor of Science in Nursing',
        location: 'Columbus, OH',
        start: '2010',
        end: '2014',
        notes: ['Cum Laude'],
      },
    ],
    customs: [
      {
        heading: 'Volunteer Work',
        entries: [
          {
            title: 'Clinic Volunteer',
            organization: 'Columbus Free Clinic',
            date: '2016 – 2020',
            description: 'Ran blood pressure screenings on Saturdays.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x03',
    name: 'Elena Vasquez',
    email: 'elena.vasquez@example.net',
    phone: '(555) 234-5678',
    linkedin: li('elena-vasquez-design'),
    location: 'Portland, OR',
    summary: '',
    skills: [
      {
        name: '',
        items: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility', 'HTML', 'CSS'],
      },
    ],
    jobs: [
      {
        title: 'Lead Product Designer',
        company: 'Fernwood Studio',
        location: 'Portland, OR',
        start: '03/2018',
        end: '06/2020',
        bullets: [
          'Designed the booking flow for a national chain of climbing gyms.',
          'Built a component library used by four product teams.',
        ],
      },
      {
        title: 'UX Designer',
        company: 'Cascade Health Partners',
        location: 'Seattle, WA',
        start: '08/2015',
        end: '02/2018',
        bullets: ['Ran 60 usability sessions with patients and clinicians.'],
      },
      {
        title: 'Senior Product Designer',
        company: 'Ostara Technologies',
        location: 'Portland, OR',
        start: '07/2020',
        end: 'Present',
        bullets: ['Own the design of the analytics product from research to release.'],
      },
    ],
    schools: [
      {
        school: 'Rhode Island School of Design',
        studyType: 'Bachelor of Fine Arts',
        area: 'Graphic Design',
        printed: 'BFA, Graphic Design',
        location: 'Providence, RI',
        start: '2011',
        end: '2015',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Honors & Awards',
        entries: [
          { title: 'Core77 Design Award', organization: 'Core77', date: '2021', description: '' },
          { title: 'Dean\u2019s List', organization: 'RISD', date: '2014', description: '' },
        ],
      },
    ],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'x04',
    name: 'Thomas Brennan',
    email: 'tbrennan@example.com',
    phone: '555 301 7788',
    linkedin: li('thomas-brennan-cpa'),
    location: 'Boston, MA',
    summary:
      'Certified public accountant who has closed the books for manufacturers and nonprofits. Comfortable owning audits end to end.',
    skills: [
      { name: 'Accounting', items: ['GAAP', 'Audit', 'Tax Planning', 'Month-End Close'] },
      { name: 'Software', items: ['NetSuite', 'QuickBooks', 'Excel', 'Power BI'] },
    ],
    jobs: [
      {
        title: 'Senior Accountant',
        company: 'Harbor Point Manufacturing',
        location: 'Boston, MA',
        start: 'March 2019',
        end: 'Current',
        bullets: [
          'Closed the books in five days instead of twelve.',
          'Prepared audit schedules for a $90M revenue business.',
        ],
      },
      {
        title: 'Staff Accountant',
        company: 'Greene & Walsh LLP',
        location: 'Providence, RI',
        start: 'September 2015',
        end: 'February 2019',
        bullets: ['Prepared tax returns for 120 small business clients.'],
      },
    ],
    schools: [
      {
        school: 'Boston College',
        studyType: 'Bachelor of Science',
        area: 'Accounting',
        printed: 'B.S. in Accounting',
        location: 'Chestnut Hill, MA',
        start: '',
        end: '2015',
        notes: ['Magna Cum Laude, GPA 3.7'],
      },
    ],
    customs: [
      {
        heading: 'Licenses & Certifications',
        entries: [
          {
            title: 'Certified Public Accountant',
            organization: 'Massachusetts Board of Accountancy',
            date: '2017',
            description: '',
          },
          { title: 'Certified Management Accountant', organization: 'IMA', date: '2020', description: '' },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x05',
    name: 'Hannah Kowalczyk',
    email: 'hannah.k@example.org',
    phone: '555-867-5309',
    linkedin: li('hannahkowalczyk'),
    location: 'Madison, WI',
    summary:
      'Data scientist who builds forecasting models for retail and agriculture. Writes clear notebooks and cleaner pipelines.',
    skills: [
      { name: 'Languages', items: ['Python', 'R', 'SQL'] },
      { name: 'Machine Learning', items: ['scikit-learn', 'XGBoost', 'PyTorch'] },
      { name: 'Tools', items: ['Airflow', 'dbt', 'Snowflake'] },
    ],
    jobs: [
      {
        title: 'Data Scientist',
        company: 'Prairie Grain Cooperative',
        location: 'Madison, WI',
        start: '2021',
        end: '',
        printedDates: 'Since 2021',
        bullets: [
          'Forecast crop yields for 400 member farms with gradient boosted models.',
          'Moved nightly reports from spreadsheets to dbt and Snowflake.',
        ],
      },
      {
        title: 'Research Assistant',
        company: 'University of Wisconsin',
        location: 'Madison, WI',
        start: '',
        end: '',
        bullets: ['Cleaned and analysed soil sensor data for two field studies.'],
      },
    ],
    schools: [
      {
        school: 'University of Wisconsin\u2013Madison',
        studyType: 'Master of Science',
        area: 'Statistics',
        printed: 'M.S. Statistics',
        location: 'Madison, WI',
        start: '2018',
        end: '2020',
        notes: [],
      },
      {
        school: 'Carleton College',
        studyType: 'Bachelor of Arts',
        area: 'Mathematics',
        printed: 'B.A. Mathematics',
        location: 'Northfield, MN',
        start: '2014',
        end: '2018',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Publications',
        entries: [
          {
            title: 'Forecasting Corn Yields from Sparse Sensor Networks',
            organization: 'Journal of Agricultural Data',
            date: '2022',
            description: '',
          },
        ],
      },
      {
        heading: 'Licenses & Certifications',
        entries: [
          {
            title: 'AWS Certified Machine Learning Specialty',
            organization: 'Amazon Web Services',
            date: '2023',
            description: '',
          },
        ],
      },
    ],
    languages: ['English', 'Polish'],
  },
  {
    id: 'x06',
    name: 'Daniel Achebe',
    email: 'daniel.achebe@example.com',
    phone: '(555) 441-2090',
    linkedin: li('daniel-achebe'),
    location: 'Atlanta, GA',
    summary:
      'High school chemistry teacher and department head. Builds lab programs that get students to state science fairs.',
    skills: [
      {
        name: '',
        items: [
          'Curriculum Design',
          'Lab Safety',
          'Google Classroom',
          'Differentiated Instruction',
          'AP Chemistry',
        ],
      },
    ],
    jobs: [
      {
        title: 'Science Department Head',
        company: 'Decatur High School',
        location: 'Decatur, GA',
        start: 'Aug 2018',
        end: 'Present',
        bullets: [
          'Lead eleven science teachers and set the department budget.',
          'Raised AP Chemistry pass rates from 48% to 71%.',
        ],
      },
      {
        title: 'Chemistry Teacher',
        company: 'Grady High School',
        location: 'Atlanta, GA',
        start: 'Aug 2012',
        end: 'Jul 2018',
        bullets: ['Taught five sections of chemistry each year.', 'Coached the science olympiad team.'],
      },
    ],
    schools: [
      {
        school: 'Emory University',
        studyType: 'Master of Arts in Teaching',
        area: 'Secondary Science',
        printed: 'Master of Arts in Teaching, Secondary Science',
        location: 'Atlanta, GA',
        start: '2010',
        end: '2012',
        notes: [],
      },
      {
        school: 'Georgia State University',
        studyType: 'Bachelor of Science',
        area: 'Chemistry',
        printed: 'Bachelor of Science, Chemistry',
        location: 'Atlanta, GA',
        start: '2006',
        end: '2010',
        notes: ['Honors: Phi Beta Kappa'],
      },
    ],
    customs: [],
    languages: [],
  },
  {
    id: 'x07',
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@example.com',
    phone: '+1 416 555 0123',
    linkedin: li('sofialindqvist'),
    location: 'Toronto, ON',
    summary:
      'Marketing manager focused on lifecycle email and paid social for consumer apps. Has grown two subscription products past one million users.',
    skills: [
      {
        name: '',
        items: ['Lifecycle Marketing', 'Braze', 'Meta Ads', 'A/B Testing', 'Looker', 'Copywriting'],
      },
    ],
    jobs: [
      {
        title: 'Marketing Manager',
        company: 'Northwind Apps',
        location: 'Toronto, ON',
        start: 'Feb 2021',
        end: 'Present',
        bullets: [
          'Grew paid subscribers by 64% in eighteen months.',
          'Built the onboarding email program from scratch.',
        ],
      },
      {
        title: 'Growth Marketer',
        company: 'Maple & Birch Media',
        location: 'Toronto, ON',
        start: 'May 2017',
        end: 'Jan 2021',
        bullets: ['Ran paid social campaigns with a $2M yearly budget.'],
      },
    ],
    schools: [
      {
        school: 'University of Toronto',
        studyType: 'Bachelor of Commerce',
        area: 'Marketing',
        printed: 'Bachelor of Commerce, Marketing',
        location: 'Toronto, ON',
        start: '2013',
        end: '2017',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Volunteer Work',
        entries: [
          {
            title: 'Mentor',
            organization: 'Ladies Learning Code',
            date: '2019 – 2022',
            description: 'Mentored women learning web development.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x08',
    name: 'Katherine Coleman',
    email: 'kcoleman@example.com',
    phone: '555-0199',
    linkedin: '',
    location: 'Hampton, VA',
    summary: '',
    skills: [
      { name: '', items: ['Orbital Mechanics', 'Numerical Analysis', 'FORTRAN', 'Analytic Geometry'] },
    ],
    jobs: [
      {
        title: 'Research Mathematician',
        company: 'NASA Langley',
        location: 'Hampton, VA',
        start: 'Jun 1953',
        end: 'Present',
        bullets: [
          'Calculated trajectories for the Freedom 7 and Friendship 7 flights.',
          'Verified electronic computer output by hand.',
        ],
      },
      {
        title: 'Mathematics Teacher',
        company: 'Marion High School',
        location: 'Marion, VA',
        start: 'Sep 1937',
        end: 'May 1952',
        bullets: ['Taught mathematics and French.'],
      },
    ],
    schools: [
      {
        school: 'West Virginia State College',
        studyType: 'Bachelor of Science',
        area: 'Mathematics',
        printed: 'B.S. Mathematics',
        location: '',
        start: '',
        end: '1937',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Honors & Awards',
        entries: [{ title: 'Group Achievement Award', organization: 'NASA', date: '1967', description: '' }],
      },
    ],
    languages: [],
  },
  {
    id: 'x09',
    name: 'Rafael Dom\u00ednguez',
    email: 'rafael.dominguez@example.com',
    phone: '(555) 762-3301',
    linkedin: li('rafael-dominguez'),
    location: 'Phoenix, AZ',
    summary:
      'Civil engineer with eight years designing water infrastructure for growing desert cities. Licensed PE in Arizona.',
    skills: [
      { name: '', items: ['AutoCAD Civil 3D', 'HEC-RAS', 'Stormwater Design', 'Project Management', 'GIS'] },
    ],
    jobs: [
      {
        title: 'Project Engineer',
        company: 'Sonoran Water Partners',
        location: 'Phoenix, AZ',
        start: '2019',
        end: 'Present',
        bullets: [
          'Managed design of 14 miles of water mains for a new development.',
          'Prepared stormwater reports accepted on first review.',
        ],
      },
      {
        title: 'Civil Engineer',
        company: 'Kiewit Corporation',
        location: 'Tucson, AZ',
        start: '2016',
        end: '2019',
        bullets: ['Designed grading plans for highway interchanges.'],
      },
    ],
    schools: [
      {
        school: 'Arizona State University',
        studyType: 'Bachelor of Science',
        area: 'Civil Engineering',
        printed: 'Bachelor of Science in Civil Engineering',
        location: 'Tempe, AZ',
        start: '2012',
        end: '2016',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Licenses & Certifications',
        entries: [
          {
            title: 'Professional Engineer',
            organization: 'Arizona Board of Technical Registration',
            date: '2021',
            description: '',
          },
        ],
      },
      {
        heading: 'Projects',
        entries: [
          {
            title: 'Gila River Floodplain Study',
            organization: 'Maricopa County',
            date: '2022',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x10',
    name: 'Grace Whitfield',
    email: 'grace.whitfield@example.com',
    phone: '(555) 318-4420',
    linkedin: li('gracewhitfield'),
    location: 'Nashville, TN',
    summary:
      'Operations manager who has run warehouses and last-mile delivery for regional grocers. Cuts cost without cutting corners on safety.',
    skills: [
      { name: 'Operations', items: ['Lean', 'Six Sigma', 'Inventory Control', 'OSHA Compliance'] },
      { name: 'Systems', items: ['SAP', 'Manhattan WMS', 'Tableau'] },
    ],
    jobs: [
      {
        title: 'Operations Manager',
        company: 'Harpeth Grocers',
        location: 'Nashville, TN',
        start: 'Apr 2020',
        end: 'Present',
        bullets: [
          'Run a 220,000 sq ft distribution center with 140 staff.',
          'Lowered cost per case by 11% in two years.',
        ],
      },
      {
        title: 'Shift Supervisor',
        company: 'Cumberland Freight Co.',
        location: 'Memphis, TN',
        start: 'Oct 2015',
        end: 'Mar 2020',
        bullets: ['Supervised 35 associates on the night shift.'],
      },
    ],
    schools: [
      {
        school: 'Middle Tennessee State University',
        studyType: 'Bachelor of Business Administration',
        area: 'Supply Chain Management',
        printed: 'BBA, Supply Chain Management',
        location: 'Murfreesboro, TN',
        start: '2011',
        end: '2015',
        notes: [],
      },
    ],
    customs: [],
    languages: [],
  },
  {
    id: 'x11',
    name: 'Jonathan Reyes',
    email: 'jon.reyes@example.com',
    phone: '555.014.2277',
    linkedin: li('jonathan-reyes-dev'),
    location: 'Denver, CO',
    summary:
      'Front-end developer who ships accessible React apps. Previously a newspaper designer, which still shows in the typography.',
    skills: [
      { name: 'Frontend', items: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'] },
      { name: 'Testing', items: ['Playwright', 'Vitest', 'axe'] },
    ],
    jobs: [
      {
        title: 'Front-End Developer',
        company: 'Summit Outdoor Co.',
        location: 'Denver, CO',
        start: 'Jul 2021',
        end: 'Present',
        bullets: [
          'Rebuilt the storefront in Next.js, improving conversion by 9%.',
          'Brought the checkout to WCAG 2.1 AA.',
        ],
      },
      {
        title: 'Web Developer',
        company: 'Denver Post Media',
        location: 'Denver, CO',
        start: 'Jan 2018',
        end: 'Jun 2021',
        bullets: ['Built interactive election maps read by two million people.'],
      },
    ],
    schools: [
      {
        school: 'University of Colorado Boulder',
        studyType: 'Bachelor of Arts',
        area: 'Journalism',
        printed: 'B.A. Journalism',
        location: 'Boulder, CO',
        start: '2011',
        end: '2015',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Projects',
        entries: [
          {
            title: 'Trailhead Finder',
            organization: '',
            date: '2023',
            description: 'Map of Colorado trailheads.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x12',
    name: 'Aisha Siddiqui',
    email: 'aisha.siddiqui@example.com',
    phone: '+1 (555) 019-4410',
    linkedin: li('aisha-siddiqui'),
    location: 'Chicago, IL',
    summary:
      'Corporate attorney advising fintech startups on financing and compliance. Former in-house counsel at a payments company.',
    skills: [
      { name: '', items: ['Venture Financing', 'Contract Negotiation', 'Regulatory Compliance', 'M&A'] },
    ],
    jobs: [
      {
        title: 'Associate Attorney',
        company: 'Kirkland Hale LLP',
        location: 'Chicago, IL',
        start: 'Sep 2020',
        end: 'Present',
        bullets: [
          'Advised 30 startups on seed and Series A financings.',
          'Drafted compliance programs for two money transmitters.',
        ],
      },
      {
        title: 'Legal Counsel',
        company: 'Paywise Inc.',
        location: 'Chicago, IL',
        start: 'Jun 2017',
        end: 'Aug 2020',
        bullets: ['Negotiated bank partnership agreements.'],
      },
    ],
    schools: [
      {
        school: 'Northwestern University School of Law',
        studyType: 'Juris Doctor',
        area: 'Law',
        printed: 'Juris Doctor in Law',
        location: 'Chicago, IL',
        start: '2014',
        end: '2017',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Licenses & Certifications',
        entries: [
          {
            title: 'Illinois State Bar',
            organization: 'Illinois Supreme Court',
            date: '2017',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x13',
    name: 'Benjamin Okafor',
    email: 'ben.okafor@example.com',
    phone: '(555) 555-0147',
    linkedin: li('benokafor'),
    location: 'Raleigh, NC',
    summary: 'Mechanical engineer designing HVAC systems for hospitals and labs.',
    skills: [{ name: '', items: ['SolidWorks', 'Revit MEP', 'Energy Modeling', 'ASHRAE Standards'] }],
    jobs: [
      {
        title: 'Mechanical Engineer',
        company: 'Triangle MEP Group',
        location: 'Raleigh, NC',
        start: '2018',
        end: 'Present',
        bullets: ['Designed air handling for a 300-bed hospital tower.', 'Mentored three junior engineers.'],
      },
      {
        title: 'Design Engineer',
        company: 'Carolina Climate Systems',
        location: 'Durham, NC',
        start: '2015',
        end: '2018',
        bullets: ['Modelled energy use for 40 commercial buildings.'],
      },
    ],
    schools: [
      {
        school: 'North Carolina State University',
        studyType: 'Bachelor of Science',
        area: 'Mechanical Engineering',
        printed: 'B.S. Mechanical Engineering',
        location: 'Raleigh, NC',
        start: '2011',
        end: '2015',
        notes: ['GPA 3.6'],
      },
    ],
    customs: [
      {
        heading: 'Honors & Awards',
        entries: [
          {
            title: 'Young Engineer of the Year',
            organization: 'ASHRAE Raleigh',
            date: '2022',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x14',
    name: 'Laura Chen',
    email: 'laura.chen@example.com',
    phone: '555-0123',
    linkedin: li('laura-chen-pm'),
    location: 'San Jose, CA',
    summary:
      'Product manager for developer tools. Shipped an API platform used by 20,000 developers and likes a well-written spec.',
    skills: [{ name: '', items: ['Roadmapping', 'SQL', 'Jira', 'User Interviews', 'API Design'] }],
    jobs: [
      {
        title: 'Senior Product Manager',
        company: 'Stackline Cloud',
        location: 'San Jose, CA',
        start: 'Jan 2021',
        end: 'Present',
        bullets: ['Own the public API and its developer portal.', 'Grew weekly active developers by 3x.'],
      },
      {
        title: 'Product Manager',
        company: 'Redwood Analytics',
        location: 'San Francisco, CA',
        start: 'Mar 2017',
        end: 'Dec 2020',
        bullets: ['Launched the self-serve dashboard builder.'],
      },
    ],
    schools: [
      {
        school: 'San Jose State University',
        studyType: 'Bachelor of Science',
        area: 'Software Engineering',
        printed: 'B.S., Software Engineering',
        location: 'San Jose, CA',
        start: '',
        end: '2016',
        notes: [],
      },
    ],
    customs: [],
    languages: [],
  },
  {
    id: 'x15',
    name: 'Johanna Lindemann',
    email: 'j.lindemann@posteo.example',
    phone: '+49 30 2589 4417',
    linkedin: li('johanna-lindemann-scm'),
    location: 'Berlin, Germany',
    summary:
      'Supply chain planner who keeps bicycle and e-bike factories supplied across three continents. Happiest when a messy forecast turns into a plan the warehouse can actually follow.',
    skills: [
      {
        name: 'Planning',
        items: ['Demand Planning', 'S&OP', 'Inventory Optimisation', 'Supplier Management'],
      },
      { name: 'Systems', items: ['SAP IBP', 'SAP S/4HANA', 'Power BI', 'Excel VBA'] },
    ],
    jobs: [
      {
        title: 'Senior Supply Chain Planner',
        company: 'Velotrieb GmbH',
        location: 'Berlin, Germany',
        start: 'Jan. 2020',
        end: 'Current',
        bullets: [
          'Plan supply for 180 e-bike models built in Berlin and Katowice.',
          'Cut safety stock by 22% while keeping service levels above 97%.',
          'Run the monthly S&OP meeting with sales, finance and production.',
        ],
      },
      {
        title: 'Guest Lecturer, Logistics',
        company: 'Spreeufer University of Applied Sciences',
        location: 'Berlin, Germany',
        start: '2021',
        end: '',
        printedDates: 'since 2021',
        bullets: ['Teach a second-year seminar on inventory models to 40 students each winter term.'],
      },
      {
        title: 'Supply Chain Analyst',
        company: 'Nordhafen Handelskontor AG',
        location: 'Hamburg, Germany',
        start: 'Sept. 2016',
        end: 'Dec. 2019',
        bullets: [
          'Built the supplier scorecard used for 60 Asian component vendors.',
          'Automated weekly container bookings, saving a day of manual work each week.',
        ],
      },
    ],
    schools: [
      {
        school: 'Weserland University of Applied Sciences',
        studyType: 'Master of Science',
        area: 'Logistics Management',
        printed: 'M.Sc. Logistics Management',
        location: 'Bremen, Germany',
        start: '10/2014',
        end: '09/2016',
        notes: ['Final grade 1.3 (very good)'],
      },
      {
        school: 'University of Nordhessen',
        studyType: 'Bachelor of Arts',
        area: 'Business Administration',
        printed: 'B.A. Business Administration',
        location: 'Kassel, Germany',
        start: '10/2011',
        end: '09/2014',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Further Training',
        entries: [
          {
            title: 'Certified Supply Chain Professional',
            organization: 'ASCM',
            date: '2022',
            description: '',
          },
          {
            title: 'Lean Six Sigma Green Belt',
            organization: 'TÜV Rheinland Academy',
            date: '2018',
            description: '',
          },
        ],
      },
    ],
    languages: ['German (native)', 'English (fluent, C1)', 'Polish (basic)'],
  },
  {
    id: 'x16',
    name: 'Devon Castellanos',
    email: 'devon.castellanos@example.com',
    phone: '(555) 612-3098',
    linkedin: li('devoncastellanos'),
    location: 'Minneapolis, MN',
    summary:
      'Data analyst who turns claims and membership data into decisions that finance and care teams trust. Promoted within two years for building reporting that people actually open.',
    skills: [
      { name: 'Languages', items: ['SQL', 'Python', 'R'] },
      { name: 'BI & Visualisation', items: ['Tableau', 'Power BI', 'Looker'] },
      { name: 'Data Platforms', items: ['Snowflake', 'dbt', 'BigQuery'] },
      { name: 'Methods', items: ['A/B Testing', 'Regression Analysis', 'Cohort Analysis'] },
    ],
    jobs: [
      {
        title: 'Lead Data Analyst',
        company: 'Bluestem Health Partners',
        location: 'Minneapolis, MN',
        start: '2022',
        end: 'Present',
        bullets: [
          'Lead four analysts supporting the care management and finance teams.',
          'Built the readmission risk dashboard reviewed in every weekly care huddle.',
        ],
      },
      {
        title: 'Senior Data Analyst',
        company: 'Lakeshore Mutual Insurance',
        location: 'St. Paul, MN',
        start: '2019',
        end: '2022',
        bullets: [
          'Designed the claims fraud early-warning report that flagged $3.1M in suspect claims.',
          'Moved 70 recurring reports from Excel to Tableau on Snowflake.',
        ],
      },
      {
        title: 'Data Analyst',
        company: 'Lakeshore Mutual Insurance',
        location: 'St. Paul, MN',
        start: '2017',
        end: '2019',
        bullets: [
          'Wrote the SQL behind monthly loss-ratio reporting for 12 product lines.',
          'Answered 300+ ad hoc data requests from underwriting.',
        ],
      },
    ],
    schools: [
      {
        school: 'Kettle River College',
        studyType: 'Bachelor of Arts',
        area: 'Economics',
        printed: 'Bachelor of Arts, Economics',
        location: 'Duluth, MN',
        start: '2013',
        end: '2017',
        notes: ['Minor in Statistics'],
      },
    ],
    customs: [
      {
        heading: 'Projects',
        entries: [
          {
            title: 'Twin Cities Transit Delays',
            organization: '',
            date: '2023',
            description: 'Public Tableau dashboard of five years of light-rail delay data.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x17',
    name: 'Camille Desrosiers',
    email: 'camille.desrosiers@example.net',
    phone: '509-555-0186',
    linkedin: li('camille-desrosiers-dpt'),
    location: 'Spokane, WA',
    summary:
      'Orthopedic physical therapist who helps runners, climbers and weekend athletes get back to the sport they love. Board-certified orthopedic clinical specialist.',
    skills: [
      {
        name: '',
        items: [
          'Manual Therapy',
          'Dry Needling',
          'Gait Analysis',
          'Post-Surgical Rehab',
          'Vestibular Rehab',
          'WebPT',
        ],
      },
    ],
    jobs: [
      {
        title: 'Senior Physical Therapist',
        company: 'Riverbend Orthopedic & Sports Rehab',
        location: 'Spokane, WA',
        start: 'May 2020',
        end: 'Present',
        bullets: [
          'Carry a caseload of 55 patients a week, mostly post-surgical knees and shoulders.',
          'Started a return-to-run clinic that now sees 200 runners a year.',
          'Supervise two physical therapist assistants and clinical students.',
        ],
      },
      {
        title: 'Physical Therapist',
        company: 'Inland Northwest Rehabilitation Hospital',
        location: 'Spokane Valley, WA',
        start: 'Jul 2016',
        end: 'Apr 2020',
        bullets: [
          'Treated inpatients recovering from stroke, amputation and spinal cord injury.',
          'Co-wrote the fall-prevention protocol adopted across three units.',
        ],
      },
    ],
    schools: [
      {
        school: 'Cascadia Health Sciences University',
        studyType: 'Doctor',
        area: 'Physical Therapy',
        printed: 'Doctor of Physical Therapy',
        location: 'Portland, OR',
        start: '2013',
        end: '2016',
        notes: [],
      },
      {
        school: 'Columbia Plateau University',
        studyType: 'Bachelor of Science',
        area: 'Kinesiology',
        printed: 'B.S. Kinesiology',
        location: 'Pullman, WA',
        start: '2009',
        end: '2013',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'Orthopaedic Clinical Specialist (OCS)',
            organization: 'American Board of Physical Therapy Specialties',
            date: '2021',
            description: '',
          },
          {
            title: 'Certified Dry Needling Practitioner',
            organization: 'Evergreen Manual Therapy Institute',
            date: '2018',
            description: '',
          },
        ],
      },
      {
        heading: 'Volunteering',
        entries: [
          {
            title: 'Adaptive Ski Instructor',
            organization: 'Mount Spokane Adaptive Sports',
            date: '2017 – Present',
            description: 'Teach skiers with spinal cord injuries and amputations on weekends each winter.',
          },
          {
            title: 'Medical Volunteer',
            organization: 'Lilac City Half Marathon',
            date: '2018 – 2023',
            description: 'Staffed the finish-line medical tent.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x18',
    name: 'Theodora Vance',
    email: 'theodora.vance@example.com',
    phone: '(555) 310-4482',
    linkedin: li('theodora-vance-pharmd'),
    location: 'Louisville, KY',
    summary:
      'Clinical pharmacist with eight years in hospital and community pharmacy. Focused on anticoagulation management and safe medication transitions at discharge.',
    skills: [
      {
        name: '',
        items: [
          'Anticoagulation Management',
          'Medication Reconciliation',
          'Pharmacokinetic Dosing',
          'Sterile Compounding',
          'Epic Willow',
          'Immunizations',
        ],
      },
    ],
    jobs: [
      {
        title: 'Clinical Pharmacist',
        company: 'Bluegrass Regional Medical Center',
        location: 'Louisville, KY',
        start: 'March 2019',
        end: 'Present',
        bullets: [
          'Run the pharmacist-led warfarin clinic for 350 outpatients.',
          'Verify about 600 inpatient orders a shift on the cardiology and oncology floors.',
          'Cut 30-day readmissions for heart failure patients by 11% with discharge counselling.',
        ],
      },
      {
        title: 'Staff Pharmacist',
        company: 'Ohio Valley Drug Co.',
        location: 'Jeffersonville, IN',
        start: 'June 2016',
        end: 'February 2019',
        bullets: [
          'Filled and checked 250 prescriptions a day in a busy community pharmacy.',
          'Gave 1,200 flu and shingles vaccines in two seasons.',
        ],
      },
    ],
    schools: [
      {
        school: 'Bluegrass State University College of Pharmacy',
        studyType: 'Doctor',
        area: 'Pharmacy',
        printed: 'Doctor of Pharmacy',
        location: 'Lexington, KY',
        start: 'August 2012',
        end: 'May 2016',
        notes: ['Rho Chi Honor Society'],
      },
    ],
    customs: [
      {
        heading: 'Certifications & Licenses',
        entries: [
          {
            title: 'Registered Pharmacist',
            organization: 'Kentucky Board of Pharmacy',
            date: '2016',
            description: '',
          },
          {
            title: 'Board Certified Pharmacotherapy Specialist',
            organization: 'Board of Pharmacy Specialties',
            date: '2020',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x19',
    name: 'Mateo Halvorsen',
    email: 'mhalvorsen@example.com',
    phone: '208.555.0173',
    linkedin: li('mateohalvorsen'),
    location: 'Boise, ID',
    summary:
      'Licensed architect designing schools and libraries in the Mountain West. Believes a good building starts with listening to the people who will use it.',
    skills: [
      {
        name: '',
        items: [
          'Revit',
          'Rhino',
          'AutoCAD',
          'Enscape',
          'Passive House Design',
          'Construction Administration',
          'Code Analysis',
        ],
      },
    ],
    jobs: [
      {
        title: 'Project Architect',
        company: 'Sawtooth Design Collaborative',
        location: 'Boise, ID',
        start: '2021',
        end: 'Present',
        bullets: [
          'Led design of the 40,000 sq ft Meridian Public Library from concept to occupancy.',
          'Run weekly site meetings with contractors on three school projects.',
          'Introduced Passive House targets now used on every new studio project.',
        ],
      },
      {
        title: 'Architectural Designer',
        company: 'Hartwell & Oduya Architects',
        location: 'Salt Lake City, UT',
        start: '2016',
        end: '2021',
        bullets: [
          'Produced construction documents for five K-12 schools.',
          'Built the Revit family library used across the office.',
        ],
      },
      {
        title: 'Architectural Intern',
        company: 'Fenwick Studio',
        location: 'Eugene, OR',
        start: '2015',
        end: '',
        bullets: ['Made physical and digital models for competition entries.'],
      },
    ],
    schools: [
      {
        school: 'University of Oregon',
        studyType: 'Master',
        area: 'Architecture',
        printed: 'Master of Architecture',
        location: 'Eugene, OR',
        start: '2013',
        end: '2016',
        notes: [],
      },
      {
        school: 'Montana State University',
        studyType: 'Bachelor of Science',
        area: 'Environmental Design',
        printed: 'B.S. Environmental Design',
        location: 'Bozeman, MT',
        start: '2009',
        end: '2013',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Awards',
        entries: [
          { title: 'Citation Award', organization: 'AIA Idaho', date: '2023', description: '' },
          {
            title: 'Emerging Professional of the Year',
            organization: 'AIA Utah',
            date: '2020',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x20',
    name: 'Ngozi Ferreira',
    email: 'ngozi.ferreira@example.edu',
    phone: '(409) 555-0162',
    linkedin: '',
    github: 'nferreira-lab',
    location: 'Galveston, TX',
    summary: '',
    skills: [
      {
        name: 'Field Methods',
        items: ['Scientific Diving', 'Seine Sampling', 'Otolith Aging', 'Water Quality Sampling'],
      },
      { name: 'Computational', items: ['R', 'Python', 'QGIS', 'Git'] },
    ],
    jobs: [
      {
        title: 'Graduate Research Assistant',
        company: 'Hollis Coastal Ecology Lab',
        location: 'Galveston, TX',
        start: 'Fall 2020',
        end: 'Present',
        section: 'Research Experience',
        bullets: [
          'Study how seagrass loss changes juvenile red drum recruitment across 24 bay sites.',
          'Maintain the lab R package for mixed-effects growth models.',
        ],
      },
      {
        title: 'Undergraduate Research Fellow',
        company: 'Outer Banks Marine Field Station',
        location: 'Beaufort, NC',
        start: 'Summer 2019',
        end: '',
        section: 'Research Experience',
        bullets: ['Aged 800 flounder otoliths and presented the results at the station symposium.'],
      },
      {
        title: 'Teaching Assistant, Marine Ecology',
        company: 'Galveston Bay University',
        location: 'Galveston, TX',
        start: 'Fall 2020',
        end: 'Spring 2022',
        section: 'Teaching Experience',
        bullets: [
          'Taught weekly labs and field trips for 60 undergraduates each semester.',
          'Rewrote the salt-marsh field lab around student-collected data.',
        ],
      },
      {
        title: 'Peer Tutor, General Biology',
        company: 'Pamlico State University',
        location: 'Greenville, NC',
        start: 'Fall 2018',
        end: 'Spring 2020',
        section: 'Teaching Experience',
        bullets: ['Held drop-in tutoring sessions four evenings a week.'],
      },
    ],
    schools: [
      {
        school: 'Galveston Bay University',
        studyType: 'Doctor of Philosophy',
        area: 'Marine Biology',
        printed: 'Ph.D., Marine Biology',
        location: 'Galveston, TX',
        start: 'Fall 2020',
        end: 'Present',
        notes: ['Advisor: Dr. Ruth Hollis'],
      },
      {
        school: 'Pamlico State University',
        studyType: 'Bachelor of Science',
        area: 'Biology',
        printed: 'B.S., Biology',
        location: 'Greenville, NC',
        start: 'Fall 2016',
        end: 'Spring 2020',
        notes: ['Summa Cum Laude'],
      },
    ],
    customs: [
      {
        heading: 'Publications',
        entries: [
          {
            title: 'Seagrass loss and juvenile red drum recruitment in a Texas estuary',
            organization: 'Estuaries and Coasts',
            date: '2023',
            description: '',
          },
          {
            title: 'A low-cost method for batch otolith sectioning',
            organization: 'Fisheries Research Methods',
            date: '2021',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x21',
    name: 'Dario Castellano',
    email: 'dario.castellano@example.com',
    phone: '(503) 555-0147',
    linkedin: li('dariocastellano'),
    location: 'Portland, OR',
    summary:
      'Chef and restaurant manager with twelve years in scratch kitchens, from the line to running a 90-seat dining room. Builds seasonal menus around local farms and keeps food cost under 29%.',
    skills: [
      {
        name: '',
        items: [
          'Menu Development',
          'Food Cost Control',
          'Inventory Management',
          'Whole-Animal Butchery',
          'Staff Scheduling',
          'Toast POS',
          'ServSafe Manager',
        ],
      },
    ],
    jobs: [
      {
        title: 'Executive Chef & General Manager',
        company: 'Alder & Ash',
        location: 'Portland, OR',
        start: '2019',
        end: 'Now',
        bullets: [
          'Run a 90-seat restaurant with a kitchen and floor staff of 26 and yearly sales of $3.1M.',
          'Rewrote the menu four times a year around eleven partner farms.',
          'Cut food cost from 34% to 28.5% with weekly inventory counts and yield testing.',
        ],
      },
      {
        title: 'Sous Chef',
        company: 'Harbor Table Bistro',
        location: 'Seattle, WA',
        start: '2015',
        end: '2019',
        bullets: [
          'Ran the line on busy weekend services of up to 240 covers.',
          'Trained nine line cooks and wrote the station prep guides.',
        ],
      },
      {
        title: 'Line Cook',
        company: 'Copper Kettle Inn',
        location: 'Bend, OR',
        start: '2012',
        end: '2015',
        bullets: ['Worked the grill and sauté stations for breakfast and dinner service.'],
      },
    ],
    schools: [
      {
        school: 'Cascade Culinary Institute',
        studyType: 'Associate of Applied Science',
        area: 'Culinary Arts',
        printed: 'Associate of Applied Science, Culinary Arts',
        location: 'Bend, OR',
        start: '2010',
        end: '2012',
        notes: [],
      },
    ],
    customs: [],
    languages: ['English', 'Italian (conversational)', 'Spanish (kitchen)'],
  },
  {
    id: 'x22',
    name: 'Owen Thibodeaux',
    email: 'owen.thibodeaux@example.org',
    phone: '225-555-0138',
    linkedin: li('owenthibodeaux'),
    location: 'Baton Rouge, LA',
    summary:
      'Electrical engineer designing substations and protection schemes for utilities and industrial plants along the Gulf Coast. Licensed PE who likes to spend as much time in the field as at the desk.',
    skills: [
      {
        name: '',
        items: [
          'ETAP',
          'PSS/E',
          'AutoCAD Electrical',
          'Protective Relaying',
          'Arc Flash Studies',
          'Substation Design',
          'NESC',
        ],
      },
    ],
    jobs: [
      {
        title: 'Senior Electrical Engineer',
        company: 'Delta Power Consultants',
        location: 'Baton Rouge, LA',
        start: '2021',
        end: 'Present',
        bullets: [
          'Lead the design of 138 kV and 69 kV substations for three cooperative utilities.',
          'Wrote relay settings and coordination studies for 40 feeders.',
          'Mentor four junior engineers working toward their PE licenses.',
        ],
      },
      {
        title: 'Electrical Engineer',
        company: 'Gulf Coast Utilities Cooperative',
        location: 'Lafayette, LA',
        start: '2017',
        end: '2021',
        bullets: [
          'Ran arc flash studies for 120 distribution sites and updated every label.',
          'Planned storm-hardening upgrades after Hurricane Laura.',
        ],
      },
      {
        title: 'Engineering Co-op',
        company: 'Pelican Substation Services',
        location: 'Lake Charles, LA',
        start: '2015',
        end: '2016',
        bullets: ['Drafted one-line diagrams and wiring schedules in AutoCAD Electrical.'],
      },
    ],
    schools: [
      {
        school: 'Bayou State University',
        studyType: 'Bachelor of Science',
        area: 'Electrical Engineering',
        printed: 'B.S. Electrical Engineering',
        location: 'Ruston, LA',
        start: '2012',
        end: '2017',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'Professional Engineer',
            organization: 'Louisiana Professional Engineering and Land Surveying Board',
            date: '2021',
            description: '',
          },
          {
            title: 'Certified Energy Manager',
            organization: 'Association of Energy Engineers',
            date: '2019',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x23',
    name: 'Danielle Mwangi',
    email: 'danielle.mwangi@example.com',
    phone: '612-555-0190',
    linkedin: li('daniellemwangi-hr'),
    location: 'Minneapolis, MN',
    summary:
      'HR business partner for healthcare and food-manufacturing teams of up to 1,400 people. Pairs employee relations work with people analytics so leaders decide from data.',
    skills: [
      {
        name: '',
        items: ['Workday', 'Employee Relations', 'Excel', 'Python', 'SQL', 'Tableau'],
      },
    ],
    skillLevels: {
      Workday: 'Advanced',
      'Employee Relations': 'Advanced',
      Excel: 'Advanced',
      Python: 'Intermediate',
      SQL: 'Intermediate',
      Tableau: 'Basic',
    },
    jobs: [
      {
        title: 'Senior HR Business Partner',
        company: 'Northstar Health Partners',
        location: 'Minneapolis, MN',
        start: 'March 2020',
        end: 'Present',
        bullets: [
          'Partner with the COO and six clinic directors on workforce plans for 1,400 employees.',
          'Built a Python and SQL attrition model that flagged at-risk units two quarters early.',
          'Cut first-year nurse turnover from 31% to 19% with a redesigned onboarding program.',
        ],
      },
      {
        title: 'HR Business Partner',
        company: 'Lakeshore Foods',
        location: 'St. Paul, MN',
        start: 'June 2016',
        end: 'February 2020',
        bullets: [
          'Supported three plants and 900 hourly employees through a union contract renewal.',
          'Led 60 employee relations investigations a year with no findings overturned.',
        ],
      },
      {
        title: 'HR Generalist',
        company: 'Prairie Mutual Insurance',
        location: 'Des Moines, IA',
        start: 'August 2013',
        end: 'May 2016',
        bullets: ['Ran benefits enrollment and new-hire orientation for a 500-person office.'],
      },
    ],
    schools: [
      {
        school: 'Twin Lakes University',
        studyType: 'Master of Arts',
        area: 'Human Resources and Industrial Relations',
        printed: 'Master of Arts, Human Resources and Industrial Relations',
        location: 'Minneapolis, MN',
        start: '2011',
        end: '2013',
        notes: [],
      },
      {
        school: 'Des Moines Valley College',
        studyType: 'Bachelor of Arts',
        area: 'Psychology',
        printed: 'B.A. Psychology',
        location: 'Des Moines, IA',
        start: '2007',
        end: '2011',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'SHRM Senior Certified Professional',
            organization: 'Society for Human Resource Management',
            date: '2019',
            description: '',
          },
        ],
      },
    ],
    languages: [],
    interests: ['Distance running', 'Community choir', 'Mentoring first-generation college students'],
  },
  {
    id: 'x24',
    name: 'Marcus Delaney',
    email: 'marcus.delaney@example.com',
    phone: '(704) 555-0137',
    linkedin: li('marcusdelaney-sales'),
    location: 'Charlotte, NC',
    summary:
      'Medical device account executive who has closed hospital and ambulatory-surgery contracts across the Carolinas for ten years. Known for long-cycle enterprise deals and for keeping clinical champions engaged after signature.',
    skills: [
      {
        name: '',
        items: [
          'Salesforce',
          'Territory Planning',
          'Contract Negotiation',
          'Value-Based Selling',
          'Pipeline Forecasting',
          'HubSpot',
        ],
      },
    ],
    jobs: [
      {
        title: 'Senior Account Executive',
        company: 'Halvorsen Medical',
        location: 'Charlotte, NC',
        start: '2020',
        end: 'Present',
        bullets: [
          'Own a $9M territory of 14 hospital systems and 30 surgery centers in North and South Carolina.',
          'Closed a five-year capital agreement with Piedmont Regional Health worth $3.2M.',
          'Coach two junior representatives on discovery calls and Salesforce pipeline hygiene.',
        ],
      },
      {
        title: 'Account Executive',
        company: 'Brightwater Surgical',
        location: 'Raleigh, NC',
        start: '2017',
        end: '2020',
        bullets: [],
      },
      {
        title: 'Sales Representative',
        company: 'Coastal Diagnostics',
        location: 'Wilmington, NC',
        start: '2014',
        end: '2017',
        bullets: [],
      },
      {
        title: 'Inside Sales Associate',
        company: 'Meridian Lab Supply',
        location: 'Greensboro, NC',
        start: '2012',
        end: '2014',
        bullets: [],
      },
    ],
    schools: [
      {
        school: 'Piedmont State University',
        studyType: 'Bachelor of Science',
        area: 'Biology',
        printed: 'B.S. Biology',
        location: '',
        start: '',
        end: '2012',
        notes: [],
      },
    ],
    customs: [
      {
        // A functional resume's achievements: bullets printed under their own heading, with no employer.
        heading: 'Selected Achievements',
        entries: [
          {
            title: 'Ranked first of 42 representatives nationally in 2022 at 148% of quota.',
            organization: '',
            date: '',
            description: '',
          },
          {
            title: "Earned President's Club four years running, 2019 to 2022.",
            organization: '',
            date: '',
            description: '',
          },
          {
            title: 'Grew a stalled surgical-stapler territory from $1.1M to $2.6M in two years.',
            organization: '',
            date: '',
            description: '',
          },
          {
            title: 'Built the value-analysis committee playbook now used by the whole Southeast region.',
            organization: '',
            date: '',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x25',
    name: 'Amara Whitfield',
    email: 'amara.whitfield@example.com',
    phone: '206-555-0174',
    linkedin: li('amarawhitfield'),
    location: 'Seattle, WA',
    summary:
      'UX researcher with eleven years of mixed-methods work on health, banking and logistics products. Plans research programs that product teams act on, from diary studies to large-sample surveys, and trains designers to run their own interviews.',
    skills: [
      {
        name: 'Methods',
        items: ['Usability Testing', 'Contextual Inquiry', 'Diary Studies', 'Survey Design', 'Card Sorting'],
      },
      { name: 'Tools', items: ['Dovetail', 'Qualtrics', 'Figma', 'UserTesting', 'R'] },
    ],
    jobs: [
      {
        title: 'Principal UX Researcher',
        company: 'Evergreen Health Technologies',
        location: 'Seattle, WA',
        start: 'Mar 2021',
        end: 'Present',
        bullets: [
          'Lead a team of four researchers supporting the patient portal and the clinician scheduling tools.',
          'Ran a six-week diary study with 40 caregivers that reshaped the medication reminder roadmap.',
          'Set up a research repository in Dovetail with 600 tagged sessions that product managers search weekly.',
          'Introduced quarterly benchmark usability tests; task success on booking rose from 71% to 89%.',
          'Train designers and product managers to run their own moderated interviews with a shared guide.',
        ],
      },
      {
        title: 'Senior UX Researcher',
        company: 'Sound Harbor Bank',
        location: 'Seattle, WA',
        start: 'Jan 2019',
        end: 'Feb 2021',
        bullets: [
          'Planned and ran contextual inquiry with 24 small-business owners for the new cash-flow dashboard.',
          'Designed a 2,000-respondent Qualtrics survey that sized the market for instant payouts.',
          'Partnered with compliance to make consent and recording practices fit banking regulations.',
          'Presented findings to the executive team each quarter and tracked which ones shipped.',
        ],
      },
      {
        title: 'UX Researcher',
        company: 'Cascade Freight Systems',
        location: 'Tacoma, WA',
        start: 'Jan 2015',
        end: 'Dec 2018',
        bullets: [
          'Rode along with 30 truck drivers to study how they use the dispatch app on the road.',
          'Ran card sorts and tree tests that cut the navigation of the shipper portal from nine sections to five.',
          'Built a recruiting panel of 800 drivers and dispatchers with incentives managed in-house.',
          'Ran moderated usability tests every sprint alongside two product squads.',
          'Wrote personas for drivers, dispatchers and shippers still used by the company today.',
        ],
      },
      {
        title: 'User Research Associate',
        company: 'Pinelight Interactive',
        location: 'Portland, OR',
        start: 'Jun 2013',
        end: 'Dec 2014',
        bullets: [
          'Recruited and scheduled participants for 120 client usability sessions a year.',
          'Took notes and coded session videos for agency clients in retail and travel.',
          'Analysed survey data in R and wrote the first drafts of client reports.',
          'Maintained the usability lab, its cameras and its recording software.',
        ],
      },
      {
        title: 'Research Assistant',
        company: 'Willamette Human Factors Lab',
        location: 'Portland, OR',
        start: 'Sep 2011',
        end: 'May 2013',
        bullets: [
          'Ran eye-tracking sessions for a study of medication label legibility in older adults.',
          'Cleaned and analysed reaction-time data for two published papers.',
          'Wrote study protocols and consent forms for the review board.',
          'Supervised three undergraduate assistants during data collection.',
        ],
      },
    ],
    schools: [
      {
        school: 'Pacific Northwest University',
        studyType: 'Master of Science',
        area: 'Human-Computer Interaction',
        printed: 'M.S. Human-Computer Interaction',
        location: 'Seattle, WA',
        start: 'Sep 2011',
        end: 'Jun 2013',
        notes: [],
      },
      {
        school: 'Lewis & Clark State College',
        studyType: 'Bachelor of Arts',
        area: 'Psychology',
        printed: 'B.A. Psychology',
        location: 'Portland, OR',
        start: 'Sep 2007',
        end: 'May 2011',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'Certified Usability Analyst',
            organization: 'Human Factors International',
            date: '2017',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x26',
    name: 'Kayla Brennan',
    email: 'kayla.brennan@example.com',
    phone: '(970) 555-0148',
    linkedin: li('kayla-brennan-cvt'),
    location: 'Fort Collins, CO',
    summary:
      'Credentialed veterinary technician with nine years in small-animal general practice and emergency care. Calm under pressure in anesthesia and triage, and keeps clinic records and inventory in order.',
    skills: [
      {
        name: '',
        items: [
          'Anesthesia Monitoring',
          'Dental Radiography',
          'Venipuncture',
          'IV Catheter Placement',
          'Triage',
          'Surgical Assisting',
          'ezyVet',
          'Avimark',
          'Inventory Control',
        ],
      },
    ],
    jobs: [
      {
        title: 'Lead Veterinary Technician',
        company: 'Foothills Animal Hospital',
        location: 'Fort Collins, CO',
        start: '2023',
        end: 'Present',
        bullets: [
          'Lead a team of six technicians in a four-doctor small-animal practice.',
          'Monitor anesthesia for 15 to 20 surgical and dental procedures a week.',
          'Moved client reminders into ezyVet, raising vaccine compliance from 62% to 81%.',
        ],
      },
      {
        title: 'Veterinary Technician',
        company: 'Front Range Pet Emergency',
        location: 'Loveland, CO',
        start: '2019',
        end: '2023',
        bullets: [
          'Triaged walk-in emergencies on overnight shifts with one veterinarian on duty.',
          'Placed IV catheters and ran in-house bloodwork for critical patients.',
          'Trained new technicians on the crash cart and CPR protocol.',
        ],
      },
      {
        title: 'Veterinary Assistant',
        company: 'Cache Valley Vet Clinic',
        location: 'Greeley, CO',
        start: '2016',
        end: '2019',
        bullets: ['Restrained patients, prepared surgical packs and kept the controlled-drug log.'],
      },
    ],
    schools: [
      {
        school: 'Poudre Valley Community College',
        studyType: 'Associate of Science',
        area: 'Veterinary Technology',
        printed: 'A.S. Veterinary Technology',
        location: 'Fort Collins, CO',
        start: '2014',
        end: '2016',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Projects',
        entries: [
          {
            title: 'Anesthesia Monitoring Checklist',
            organization: '',
            tech: 'Google Sheets',
            date: '2022',
            description: 'A one-page checklist and vitals log adopted by all three emergency shifts.',
          },
          {
            title: 'Controlled Drug Audit Sheet',
            organization: '',
            tech: 'ezyVet Reports',
            date: '2024',
            description: 'A weekly reconciliation sheet that closed a recurring gap in the ketamine log.',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x27',
    name: 'Teresa Villanueva',
    email: 'teresa.villanueva@example.com',
    phone: '(602) 555-0163',
    linkedin: li('teresa-villanueva-paralegal'),
    location: 'Phoenix, AZ',
    summary:
      'Litigation paralegal with ten years of experience supporting commercial and employment cases from intake through trial. Keeps discovery organised, deadlines met and attorneys ready for every deposition.',
    skills: [
      {
        name: '',
        items: [
          'Legal Research',
          'Westlaw',
          'LexisNexis',
          'E-Discovery',
          'Relativity',
          'Clio',
          'Deposition Preparation',
          'Trial Binders',
          'Calendaring',
        ],
      },
    ],
    jobs: [
      {
        // The layout prints 'Title | Company' and a dates line only, so no place is shown.
        title: 'Senior Paralegal',
        company: 'Sonoran Legal Group LLP',
        location: '',
        start: 'March 2020',
        end: 'Present',
        bullets: [
          'Manage discovery for a docket of 35 commercial litigation matters across three partners.',
          'Run document review in Relativity for productions of up to 400,000 pages.',
          'Draft deposition outlines, exhibit lists and trial binders for state and federal court.',
        ],
      },
      {
        title: 'Litigation Paralegal',
        company: 'Desert Bloom Law',
        location: '',
        start: 'June 2016',
        end: 'February 2020',
        bullets: [
          'Prepared initial disclosures and discovery responses in wage-and-hour cases.',
          'Kept the firm calendar of court deadlines in Clio with no missed filing in four years.',
        ],
      },
      {
        title: 'Legal Assistant',
        company: 'Hartwell & Pike',
        location: '',
        start: 'August 2014',
        end: 'May 2016',
        bullets: ['Filed pleadings electronically and tracked service of process for 60 open cases.'],
      },
    ],
    schools: [
      {
        school: 'Saguaro State University',
        studyType: 'Bachelor of Arts',
        area: 'Political Science',
        printed: 'B.A. Political Science',
        location: '',
        start: '2010',
        end: '2014',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          { title: 'Certified Paralegal', organization: 'NALA', date: '2017', description: '' },
          {
            title: 'Arizona Legal Document Preparer',
            organization: 'Arizona Supreme Court',
            date: '2019',
            description: '',
          },
        ],
      },
    ],
    languages: ['English', 'Spanish'],
  },
  {
    id: 'x28',
    name: 'Tobias Lindqvist',
    email: 'tobias.lindqvist@example.com',
    phone: '(414) 555-0186',
    linkedin: li('tobiaslindqvist-rrt'),
    location: 'Milwaukee, WI',
    summary:
      'Registered respiratory therapist with nine years in adult and neonatal intensive care. Manages ventilated patients from intubation to weaning and teaches new staff the unit protocols.',
    skills: [
      {
        name: '',
        items: [
          'Ventilator Management',
          'ABG Analysis',
          'Airway Management',
          'Neonatal Resuscitation',
          'Pulmonary Function Testing',
          'Patient Education',
        ],
      },
    ],
    // Drawn as five dots, filled up to the level ('●●●●○').
    skillLevels: {
      'Ventilator Management': '5',
      'ABG Analysis': '5',
      'Airway Management': '4',
      'Neonatal Resuscitation': '4',
      'Pulmonary Function Testing': '3',
      'Patient Education': '4',
    },
    jobs: [
      // Two roles at one hospital, printed as a mini timeline under one company line with years only.
      {
        title: 'Lead Respiratory Therapist',
        company: 'Lakeshore Regional Medical Center',
        location: 'Milwaukee, WI',
        start: '2021',
        end: '2024',
        bullets: [
          'Led a shift of eight therapists covering a 32-bed medical and surgical ICU.',
          'Wrote the ventilator weaning protocol that cut average ventilator days from 6.1 to 4.8.',
        ],
      },
      {
        title: 'Respiratory Therapist',
        company: 'Lakeshore Regional Medical Center',
        location: 'Milwaukee, WI',
        start: '2017',
        end: '2021',
        bullets: [
          'Managed ventilated adults and neonates, including high-frequency oscillation.',
          'Ran arterial blood gas analysis for the emergency department and the ICU.',
        ],
      },
      {
        title: 'Respiratory Therapist',
        company: 'Cedar Valley Hospital',
        location: 'Waukesha, WI',
        start: '2015',
        end: '2017',
        bullets: ['Performed pulmonary function tests and taught inhaler technique to COPD patients.'],
      },
    ],
    schools: [
      {
        // Printed on one line: 'B.S. Respiratory Therapy, Lakeview University, GPA 3.8, 2015'.
        school: 'Lakeview University',
        studyType: 'Bachelor of Science',
        area: 'Respiratory Therapy',
        printed: 'B.S. Respiratory Therapy',
        location: '',
        start: '',
        end: '2015',
        notes: ['GPA 3.8'],
      },
    ],
    customs: [
      {
        heading: 'Licenses & Certifications',
        entries: [
          {
            title: 'Registered Respiratory Therapist (RRT)',
            organization: 'NBRC',
            date: '2015',
            description: '',
          },
          {
            title: 'Adult Critical Care Specialist (ACCS)',
            organization: 'NBRC',
            date: '2019',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x29',
    name: 'Jasmine Kowalczyk',
    email: 'jasmine.kowalczyk@example.com',
    phone: '(317) 555-0129',
    linkedin: li('jasmine-kowalczyk-it'),
    location: 'Indianapolis, IN',
    summary:
      'IT support specialist with ten years of help desk and desktop administration for schools, logistics and banking. Keeps 600 users working, automates the repetitive tickets and writes the guides that keep them from coming back.',
    skills: [
      {
        name: '',
        items: [
          'Active Directory',
          'Microsoft 365',
          'Intune',
          'ServiceNow',
          'Windows Server',
          'PowerShell',
          'Cisco Meraki',
          'VMware',
          'Jamf Pro',
          'Veeam Backup',
        ],
      },
    ],
    jobs: [
      {
        title: 'Systems Support Specialist',
        company: 'Crossroads Credit Union',
        location: 'Indianapolis, IN',
        start: 'Jul 2021',
        end: 'Present',
        bullets: [
          'Support 600 staff across 14 branches with a first-contact resolution rate of 78%.',
          'Moved 450 laptops to Intune autopilot enrolment, cutting new-hire setup from a day to an hour.',
          'Wrote PowerShell scripts that automate account provisioning from the HR system.',
        ],
      },
      {
        title: 'IT Support Specialist',
        company: 'Monon Logistics',
        location: 'Carmel, IN',
        start: 'Mar 2019',
        end: 'Jun 2021',
        bullets: [
          'Replaced the branch firewalls with Cisco Meraki at six warehouses without downtime.',
          'Ran nightly Veeam backups and quarterly restore tests for 40 virtual servers.',
        ],
      },
      {
        title: 'Help Desk Technician',
        company: 'Wabash Valley Schools',
        location: 'Terre Haute, IN',
        start: 'Jun 2015',
        end: 'Feb 2019',
        bullets: [
          'Resolved 30 tickets a day for teachers and students in ServiceNow.',
          'Managed 1,200 student iPads in Jamf Pro.',
        ],
      },
    ],
    schools: [
      {
        school: 'Hoosier Valley University',
        studyType: 'Bachelor of Science',
        area: 'Information Technology',
        printed: 'B.S. Information Technology',
        location: 'Terre Haute, IN',
        start: 'Aug 2011',
        end: 'May 2015',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          { title: 'CompTIA Security+', organization: 'CompTIA', date: '2018', description: '' },
          { title: 'ITIL 4 Foundation', organization: 'Axelos', date: '2020', description: '' },
        ],
      },
    ],
    languages: [],
    interests: ['Retro computer restoration', 'Trail running'],
  },
  {
    id: 'x30',
    name: 'Imogen Tallis',
    email: 'imogen.tallis@example.com',
    phone: '(207) 555-0164',
    linkedin: li('imogen-tallis'),
    location: 'Portland, ME',
    summary:
      'Investigative reporter with eight years covering state government, housing and public health for daily newspapers. Files public records requests by the hundred and turns the data into stories readers act on.',
    skills: [
      {
        name: '',
        items: [
          'Investigative Reporting',
          'Public Records Requests',
          'AP Style',
          'Data Journalism',
          'Adobe InDesign',
          'Datawrapper',
          'Podcast Production',
        ],
      },
    ],
    // Months abbreviated with an apostrophe year, printed as-is ('Apr \u201921').
    jobs: [
      {
        title: 'Senior Reporter',
        company: 'Casco Bay Herald',
        location: 'Portland, ME',
        start: 'Apr \u201921',
        end: 'Present',
        bullets: [
          'Broke a series on unlicensed group homes that led to a state audit and two new inspection laws.',
          'Built a public database of 4,000 eviction filings with the newsroom data desk.',
          'Edit and mentor two junior reporters on the statehouse beat.',
        ],
      },
      {
        title: 'Staff Writer',
        company: 'Kennebec Valley Sentinel',
        location: 'Augusta, ME',
        start: 'Jan \u201918',
        end: 'Mar \u201921',
        bullets: [
          'Covered the legislature and county government, filing five stories a week.',
          'Launched a weekly public health newsletter that reached 9,000 subscribers.',
        ],
      },
      {
        title: 'Editorial Intern',
        company: 'Granite State Public Radio',
        location: 'Concord, NH',
        start: 'Jun \u201917',
        end: 'Aug \u201917',
        bullets: ['Produced two-minute news spots and fact-checked the morning newscast.'],
      },
    ],
    schools: [
      {
        school: 'Merrimack State University',
        studyType: 'Bachelor of Arts',
        area: 'Journalism',
        printed: 'B.A., Journalism',
        location: 'Manchester, NH',
        start: 'Sep \u201913',
        end: 'May \u201917',
        notes: ['Minor in Political Science'],
      },
    ],
    customs: [
      {
        heading: 'Honors & Awards',
        entries: [
          {
            title: 'First Place, Investigative Reporting',
            organization: 'Maine Press Association',
            date: '2022',
            description: '',
          },
          {
            title: 'Statehouse Reporting Fellowship',
            organization: 'New England Press Foundation',
            date: '2019',
            description: '',
          },
        ],
      },
    ],
    languages: ['English', 'French'],
    github: 'itallis',
  },
  {
    id: 'x31',
    name: 'Wesley Marchetti',
    email: 'wes.marchetti@example.com',
    phone: '901-555-0173',
    linkedin: li('wesley-marchetti'),
    location: 'Memphis, TN',
    summary:
      'FAA-certificated aircraft dispatcher with eleven years in Part 121 and cargo operations. Plans 40 flights a shift, works the weather before it works the schedule, and keeps crews, maintenance and ATC on the same page during irregular operations.',
    // Printed as the 'Core Qualifications' bullet list before the experience.
    skills: [
      {
        name: '',
        items: [
          'Part 121 Flight Planning',
          'Weather Analysis',
          'Operational Control',
          'Fuel Planning',
          'MEL Interpretation',
          'NOTAM Review',
          'ETOPS Dispatch',
          'Sabre Flight Plan Manager',
          'Irregular Operations Recovery',
        ],
      },
    ],
    // Numeric months with 'to' between the dates ('03/2019 to Present').
    jobs: [
      {
        title: 'Senior Flight Dispatcher',
        company: 'Mid-South Regional Airlines',
        location: 'Memphis, TN',
        start: '03/2019',
        end: 'Present',
        bullets: [
          'Release up to 40 regional jet flights per shift under joint operational control with the captain.',
          'Rerouted 120 flights around a derecho in 2022 with no diversions for fuel.',
          'Train new dispatchers on the MEL and the company winter operations manual.',
        ],
      },
      {
        title: 'Flight Dispatcher',
        company: 'Bluegrass Air Cargo',
        location: 'Louisville, KY',
        start: '06/2015',
        end: '02/2019',
        bullets: [
          'Planned overnight cargo flights for a fleet of 22 Boeing 757 and 767 aircraft.',
          'Cut average planned fuel burn by 3% by adopting cost-index flight planning.',
        ],
      },
      {
        title: 'Operations Agent',
        company: 'Tri-State Aviation Services',
        location: 'Nashville, TN',
        start: '08/2013',
        end: '05/2015',
        bullets: ['Computed weight and balance and coordinated ramp crews for 30 daily departures.'],
      },
    ],
    schools: [
      {
        school: 'Cumberland Plateau University',
        studyType: 'Bachelor of Science',
        area: 'Aeronautics',
        printed: 'Bachelor of Science, Aeronautics',
        location: 'Cookeville, TN',
        start: '08/2009',
        end: '05/2013',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'FAA Aircraft Dispatcher Certificate',
            organization: 'FAA',
            date: '2015',
            description: '',
          },
          {
            title: 'Crew Resource Management Instructor',
            organization: 'ADF',
            date: '2020',
            description: '',
          },
        ],
      },
      {
        // Printed 'Organisation — Role, 2016 – Present'.
        heading: 'Professional Affiliations',
        entries: [
          {
            title: 'Member',
            organization: 'Airline Dispatchers Federation',
            date: '2016 \u2013 Present',
            description: '',
          },
          {
            title: 'Chapter Mentor',
            organization: 'Women in Aviation International',
            date: '2020 \u2013 Present',
            description: '',
          },
        ],
      },
    ],
    languages: [],
    interests: ['Amateur radio', 'Storm spotting'],
  },
  {
    id: 'x32',
    name: 'Gabriel Nakamura',
    email: 'gabriel.nakamura@example.com',
    phone: '(919) 555-0148',
    linkedin: li('gabriel-nakamura-qa'),
    location: 'Raleigh, NC',
    summary:
      'Software QA lead with eleven years of testing healthcare, logistics and insurance software. Builds automation suites that developers trust and release processes that catch defects before customers do.',
    skills: [
      { name: 'Test Automation', items: ['Selenium WebDriver', 'Playwright', 'Cypress', 'REST Assured'] },
      { name: 'Performance', items: ['JMeter', 'k6'] },
      { name: 'CI & Tools', items: ['Jenkins', 'GitHub Actions', 'Jira', 'TestRail'] },
    ],
    jobs: [
      {
        title: 'QA Lead',
        company: 'Pinecrest Health Software',
        location: 'Raleigh, NC',
        start: 'Jan 2020',
        end: 'Present',
        bullets: [
          'Lead a team of six testers across three product squads for a patient scheduling platform.',
          'Moved 1,800 manual regression cases to Playwright, cutting the release cycle from three weeks to four days.',
          'Introduced risk-based test planning adopted by every engineering team.',
        ],
      },
      {
        title: 'Senior QA Engineer',
        company: 'Carolina Freightworks',
        location: 'Durham, NC',
        start: 'Apr 2016',
        end: 'Dec 2019',
        bullets: [
          'Built the REST Assured API suite that gates every deploy of the shipment tracking service.',
          'Ran JMeter load tests that found a connection-pool leak before peak season.',
        ],
      },
      {
        title: 'QA Analyst',
        company: 'Bluewater Insurance Group',
        location: 'Charlotte, NC',
        start: 'Jul 2013',
        end: 'Mar 2016',
        bullets: ['Wrote and executed test cases in TestRail for the policy administration system.'],
      },
    ],
    schools: [
      {
        school: 'Piedmont State University',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        printed: 'B.S. in Computer Science',
        location: 'Greensboro, NC',
        start: '2009',
        end: '2013',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          {
            title: 'ISTQB Advanced Level Test Manager',
            organization: 'ISTQB',
            date: '2021',
            description: '',
          },
          {
            title: 'AWS Certified Cloud Practitioner',
            organization: 'Amazon Web Services',
            date: '2022',
            description: '',
          },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x33',
    name: 'Maya Okonkwo-Reyes',
    email: 'maya.okreyes@example.edu',
    phone: '(608) 555-0173',
    linkedin: li('maya-okonkwo-reyes'),
    location: 'Madison, WI',
    summary:
      'Public health senior seeking an entry-level epidemiology or program evaluation role. Experienced with survey data cleaning in R and with community health outreach.',
    skills: [
      { name: 'Data', items: ['R', 'SAS', 'REDCap', 'Excel', 'Tableau'] },
      { name: 'Methods', items: ['Survey Design', 'Descriptive Epidemiology', 'Qualitative Coding'] },
    ],
    // A student resume: part-time jobs printed 'Title at Company', open end written 'current' in lowercase.
    jobs: [
      {
        title: 'Research Assistant',
        company: 'Badger Lakes Population Health Lab',
        location: 'Madison, WI',
        start: 'Sep 2023',
        end: 'current',
        bullets: [
          'Clean and merge survey waves for a 2,400-household study of rural food access.',
          'Wrote R scripts that replaced a manual weekly REDCap export.',
        ],
      },
      {
        title: 'Community Health Intern',
        company: 'Dane Valley Public Health Department',
        location: 'Fitchburg, WI',
        start: 'Jun 2023',
        end: 'Aug 2023',
        bullets: ['Staffed 14 mobile vaccination clinics and logged 900 patient intake forms.'],
      },
      {
        title: 'Pharmacy Cashier',
        company: 'Northgate Family Pharmacy',
        location: 'Madison, WI',
        start: 'Oct 2021',
        end: 'May 2023',
        bullets: ['Worked 15 hours a week alongside full-time classes.'],
      },
    ],
    schools: [
      {
        school: 'University of Lake Mendota',
        studyType: 'Bachelor of Science',
        area: 'Public Health',
        printed: 'Bachelor of Science in Public Health, Minor in Statistics',
        location: 'Madison, WI',
        start: 'Sep 2021',
        end: 'May 2025',
        notes: [
          'GPA: 3.72/4.00',
          'Relevant Coursework: Biostatistics I and II, Principles of Epidemiology, Health Policy, Survey Methods, Environmental Health',
        ],
      },
    ],
    customs: [
      {
        // Printed 'Role, Organization' bold with dates right, then one line.
        heading: 'Leadership & Activities',
        entries: [
          {
            title: 'Treasurer',
            organization: 'Student Public Health Association',
            date: '2023 \u2013 2024',
            description: 'Managed a $6,000 budget for speaker events and a spring health fair.',
          },
          {
            title: 'Peer Health Educator',
            organization: 'Campus Wellness Center',
            date: '2022 \u2013 2024',
            description: 'Led 20 residence-hall workshops on sleep and stress.',
          },
        ],
      },
    ],
    languages: ['Spanish (conversational)'],
  },
  {
    id: 'x34',
    name: 'Harold J. Whitcomb',
    email: 'hj.whitcomb@example.com',
    phone: '(406) 555-0126',
    linkedin: li('harold-whitcomb'),
    location: 'Bozeman, MT',
    summary:
      'Park ranger with twelve years of visitor protection, interpretation and wildland fire support on public lands. Holds a federal law enforcement commission and EMT certification.',
    skills: [
      {
        name: '',
        items: [
          'Visitor Protection',
          'Search and Rescue',
          'Wildland Fire Suppression',
          'Interpretive Programming',
          'Incident Command System',
          'GIS Mapping',
        ],
      },
    ],
    // Federal style: 'Month YYYY to Month YYYY', hours, salary, grade and supervisor lines under each job.
    jobs: [
      {
        title: 'Supervisory Park Ranger',
        company: 'Gallatin Range National Recreation Area',
        location: 'Bozeman, MT',
        start: 'April 2018',
        end: 'Present',
        bullets: [
          'Supervise eight seasonal rangers patrolling 310,000 acres and 140 miles of trail.',
          'Coordinated 37 search and rescue missions as incident commander with no ranger injuries.',
          'Wrote the area visitor use management plan adopted in 2021.',
        ],
      },
      {
        title: 'Park Ranger (Protection)',
        company: 'Beartooth Lakes National Monument',
        location: 'Red Lodge, MT',
        start: 'May 2014',
        end: 'March 2018',
        bullets: [
          'Enforced federal regulations and issued 450 citations and warnings per season.',
          'Served as structure engine crew member on six wildland fires.',
        ],
      },
      {
        title: 'Park Guide',
        company: 'Missouri Headwaters State Park',
        location: 'Three Forks, MT',
        start: 'June 2012',
        end: 'April 2014',
        bullets: ['Delivered interpretive walks to about 9,000 visitors a year.'],
      },
    ],
    schools: [
      {
        school: 'Big Sky State University',
        studyType: 'Bachelor of Science',
        area: 'Natural Resource Management',
        printed: 'Bachelor of Science, Natural Resource Management',
        location: 'Missoula, MT',
        start: '',
        end: 'May 2012',
        notes: ['Credits earned: 124 semester hours'],
      },
    ],
    customs: [
      {
        heading: 'Certifications',
        entries: [
          { title: 'Emergency Medical Technician', organization: 'NREMT', date: '2016', description: '' },
          { title: 'Wildland Firefighter Type 2', organization: 'NWCG', date: '2015', description: '' },
        ],
      },
    ],
    languages: [],
  },
  {
    id: 'x35',
    name: 'Leonie Bergstrand',
    email: 'leonie.bergstrand@example.com',
    phone: '612.555.0191',
    linkedin: li('leonie-bergstrand'),
    location: 'Minneapolis, MN',
    summary:
      'Retail buyer with ten years in home goods and furniture. Negotiates with overseas vendors, plans assortments around margin and sell-through, and keeps open-to-buy honest.',
    skills: [
      {
        name: '',
        items: [
          'Assortment Planning',
          'Open-to-Buy',
          'Vendor Negotiation',
          'JDA Merchandising',
          'Excel Power Query',
          'Landed Cost Analysis',
        ],
      },
    ],
    // ISO year-month dates ('2019-03 – 2021-11'); company bold, then ' – Title' on the same line.
    jobs: [
      {
        title: 'Senior Buyer',
        company: 'Fenwick Home',
        location: 'Minneapolis, MN',
        start: '2021-12',
        end: 'Present',
        bullets: [
          'Own a $42M tabletop and textiles category across 96 stores and online.',
          'Raised initial markup by 4.5 points by consolidating 31 vendors to 18.',
        ],
      },
      {
        title: 'Buyer',
        company: 'Prairie Outfitters Co.',
        location: 'St. Paul, MN',
        start: '2019-03',
        end: '2021-11',
        bullets: [
          'Bought outdoor furniture and grills, a $15M seasonal category.',
          'Cut end-of-season markdowns by a third with weekly sell-through reviews.',
        ],
      },
      {
        title: 'Assistant Buyer',
        company: 'Lindqvist Department Stores',
        location: 'Bloomington, MN',
        start: '2015-06',
        end: '2019-02',
        bullets: ['Managed purchase orders and vendor chargebacks for the home division.'],
      },
    ],
    schools: [
      {
        school: 'University of the Upper Midwest',
        studyType: 'Bachelor of Business Administration',
        area: 'Marketing',
        printed: 'BBA, Marketing',
        location: 'Duluth, MN',
        start: '2011-09',
        end: '2015-05',
        notes: [],
      },
    ],
    customs: [
      {
        heading: 'Awards',
        entries: [
          {
            title: 'Vendor Partner of the Year',
            organization: 'Fenwick Home',
            date: '2023',
            description: '',
          },
        ],
      },
    ],
    languages: ['Swedish', 'English'],
  },
];
