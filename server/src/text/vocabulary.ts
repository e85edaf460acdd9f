/**
 * Curated vocabulary: each line is `Canonical|alias|alias…`. Aliases are matched as whole
 * token sequences after normalisation, so 'k8s', 'Kubernetes' and 'kubernetes' all become
 * 'Kubernetes'. An alias starting with '=' matches only with exactly that capitalisation
 * (R, Go), because in lower case it is an ordinary word.
 *
 * The kinds weigh a term: hard skills and tools are what screeners search for first.
 */
export type TermKind = 'skill' | 'tool' | 'domain' | 'soft';

const SKILLS = `
JavaScript|js|javascript|ecmascript|es6
TypeScript|ts|typescript
Python|python|python3
Java|java|j2ee|java ee
C++|c++|cpp
C#|c#|csharp|c sharp
Go|golang|=Go
Rust|rust
Ruby|ruby
PHP|php
Kotlin|kotlin
Swift|swift
Scala|scala
R|=R
MATLAB|matlab
Perl|perl
Bash|bash|shell scripting|shell script
SQL|sql|structured query language
NoSQL|nosql|no-sql
HTML|html|html5
CSS|css|css3
Sass|sass|scss
GraphQL|graphql
REST APIs|rest|rest api|restful|restful api|restful apis|rest apis|restful services|restful web services
WebSockets|websocket|websockets|web sockets
Microservices|microservices|microservice|micro services|microservice architecture
Object-Oriented Programming|oop|object oriented programming|object-oriented programming|object oriented design|ood|object-oriented analysis|object oriented analysis|ooad|object-oriented design
Data Structures|data structures|data structure
Algorithms|algorithms|algorithm
System Design|system design|systems design|system architecture|software architecture
Distributed Systems|distributed systems|distributed system|distributed computing
Machine Learning|ml|machine learning
Deep Learning|deep learning
Artificial Intelligence|ai|artificial intelligence
Natural Language Processing|nlp|natural language processing
Computer Vision|computer vision|opencv
Data Science|data science
Data Analysis|data analysis|data analytics|analytics|analyze data|analyse data|analyzing data
Data Engineering|data engineering
Data Mining|data mining
Data Visualization|data visualization|data visualisation|visualization|visualisation
Statistics|statistics|statistical analysis|statistical|applied statistics|statistical modeling|statistical modelling
ETL|etl|elt|extract transform load|data pipelines|data pipeline
Data Warehousing|data warehousing|data warehouse|data warehouses
Big Data|big data
Unit Testing|unit testing|unit tests|unit test
Test Automation|test automation|automated testing|automated tests
Test-Driven Development|tdd|test driven development|test-driven development
CI/CD|ci/cd|ci cd|cicd|continuous integration|continuous delivery|continuous deployment
DevOps|devops|dev ops
Site Reliability Engineering|sre|site reliability engineering|site reliability
Cloud Computing|cloud computing|cloud services|cloud platforms|cloud platform|cloud infrastructure
Infrastructure as Code|infrastructure as code|iac
Performance Optimization|performance optimization|performance optimisation|performance tuning
Scalability|scalability|scalable|scale
Security|security|cybersecurity|cyber security|information security
Responsive Design|responsive design|responsive web design|responsive
Cross-Browser Compatibility|cross-browser|cross browser|cross-browser compatibility|browser compatibility
Accessibility|accessibility|a11y|wcag
UI/UX|ui/ux|ux/ui|user experience|ux|user interface|ui|ux design|ui design
Front-End Development|front-end|front end|frontend|front-end development|front end development
Back-End Development|back-end|back end|backend|back-end development|server-side|server side
Full-Stack Development|full-stack|full stack|fullstack
Web Development|web development|web applications|web application|web apps|web app
Software Development Lifecycle|sdlc|software development lifecycle|software development life cycle
Relational Databases|relational databases|relational database|rdbms|relational database systems|relational database management systems
ORM|orm|object-relational mapping|object relational mapping
AJAX|ajax
Open Source|open source|open-source
E-commerce|ecommerce|e-commerce|online retail
Mobile Development|mobile development|mobile apps|mobile app|mobile applications
API Design|api design|apis|api|api development|api integrations|api integration
Event-Driven Architecture|event-driven|event driven|event-driven programming|event driven architecture
Multithreading|multithreading|multi-threading|threading|concurrency|multi-process
Version Control|version control|source control
SEO|seo|search engine optimization|search engine optimisation
Regression Analysis|regression|regression analysis
Predictive Modeling|predictive modeling|predictive modelling|prediction systems|predictive models
A/B Testing|a/b testing|ab testing|a/b tests|experimentation
Financial Reporting|financial reporting|financial reports
Accounting|accounting
Reconciliation|reconciliation|reconciliations|reconcile
Invoicing|invoicing|invoices|invoice|invoice validation
Billing|billing
Budgeting|budgeting|budget management|budgets|budget
Forecasting|forecasting|forecast|forecasts
Financial Analysis|financial analysis|financial modeling|financial modelling
Revenue Reporting|revenue reporting
Logistics|logistics|logistics management
Supply Chain Management|supply chain|supply chain management|scm
Inventory Management|inventory management|inventory
Procurement|procurement|purchasing
Vendor Management|vendor management|supplier management
Documentation|documentation|technical documentation|technical writing
Project Management|project management|managing projects|project manager|project delivery
Program Management|program management|programme management|technical program management
Product Management|product management|product manager
Product Strategy|product strategy
Product Roadmap|roadmap|roadmaps|product roadmap|roadmapping
Requirements Gathering|requirements gathering|requirements analysis|gather requirements|business requirements|gather inputs
Agile|agile|agile methodologies|agile methodology|agile development
Scrum|scrum|scrum master
Kanban|kanban
Waterfall|waterfall
Risk Management|risk management|manage risk|financial risk|risks
Stakeholder Management|stakeholder management|stakeholders|stakeholder
Change Management|change management|change requests
Process Improvement|process improvement|operational process improvement|continuous improvement|efficiency improvements
Go-to-Market Strategy|go-to-market|go to market|gtm|launch|launching|product launches
Market Research|market research|competitive analysis|competition
Pricing|pricing|pricing strategy
Product Positioning|product positioning|core positioning|positioning and messaging|brand positioning
Content Strategy|content strategy|content management|content creation|content development
Copywriting|copywriting|copy writing|editing|proofreading
Digital Marketing|digital marketing|online marketing
Marketing|marketing
Sales|sales|selling
Customer Service|customer service|customer support|client service
Account Management|account management|client management|key accounts
Business Analysis|business analysis|business analyst
Business Intelligence|business intelligence|bi|bi tools
Reporting|reporting|reports
Teaching|teaching|teach|teacher|instruction|instructional
Lesson Planning|lesson planning|lesson plans|lesson plan|curriculum|curriculum development|curriculum design
Classroom Management|classroom management|classroom
Online Teaching|online teaching|online classes|live classes|virtual classroom|remote teaching|online learning
Phonics|phonics
Reading Comprehension|comprehension|reading comprehension
Storytelling|storytelling|story telling
Student Assessment|assessment|assessments|grading|homework correction|student assessment
Pedagogy|pedagogy|pedagogical
Early Childhood Education|early childhood|elementary|primary school|early childhood education
English Language Teaching|esl|efl|tesol|tefl|english language teaching|conversational english
Recruiting|recruiting|recruitment|talent acquisition
People Management|people management|team management|managing teams|line management|direct reports|team leadership|lead teams|leading teams
Mentoring|mentoring|mentor|mentorship|coaching|coach
Hardware|hardware|hardware enablement|chipsets|peripherals|devices
Operating Systems|operating systems|operating system|os
Embedded Systems|embedded systems|embedded|firmware
Networking|networking|tcp/ip|network protocols|http|https|dns
Incident Management|incident management|incident response|on-call|postmortems|postmortem|outages
Monitoring|monitoring|observability|alerting
Capacity Planning|capacity planning
Compliance|compliance|regulatory requirements|regulatory compliance|regulations
Quality Assurance|quality assurance|qa|quality control|qc
Technical Leadership|technical leadership|tech lead|engineering leadership|technical direction
Strategic Planning|strategic planning|strategy|strategic
Partnerships|partnerships|partnership|partner management|business development
Licensing|licensing
Beta Programs|beta programs|beta|pilot programs|pilots
Product Demos|product demos|demos|demo|demonstrations
Event Planning|event planning
Social Media|social media
Data Entry|data entry
`;

const TOOLS = `
React|react|react.js|reactjs
Angular|angular|angular.js|angularjs
Vue.js|vue|vue.js|vuejs
Svelte|svelte
Next.js|next.js|nextjs
jQuery|jquery
Bootstrap|bootstrap
Tailwind CSS|tailwind|tailwind css|tailwindcss
Redux|redux
Webpack|webpack
Node.js|node|node.js|nodejs
Express|express.js|expressjs
Django|django|django rest framework|djangorestframework|drf
Flask|flask
FastAPI|fastapi
Spring|spring|spring boot|springboot|spring framework
Hibernate|hibernate
Ruby on Rails|rails|ruby on rails|ror
Laravel|laravel
CodeIgniter|codeigniter
WordPress|wordpress
Drupal|drupal
Magento|magento
.NET|.net|dotnet|asp.net|.net core
Jinja2|jinja|jinja2
PostgreSQL|postgres|postgresql|psql|postgre
MySQL|mysql
SQL Server|sql server|mssql|ms sql
Oracle|oracle|oracle database
SQLite|sqlite
MongoDB|mongodb|mongo
Cassandra|cassandra
HBase|hbase
Redis|redis
Elasticsearch|elasticsearch|elastic search|elk
DynamoDB|dynamodb
Snowflake|snowflake
BigQuery|bigquery|big query
Redshift|redshift
Apache Kafka|kafka|apache kafka
RabbitMQ|rabbitmq
Apache Spark|spark|apache spark|pyspark
Hadoop|hadoop|hdfs|mapreduce
Hive|hive|apache hive
Pig|=Pig|apache pig
Airflow|airflow|apache airflow
dbt|dbt
Pandas|pandas
NumPy|numpy
SciPy|scipy
scikit-learn|scikit-learn|sklearn|scikit learn
TensorFlow|tensorflow
PyTorch|pytorch|torch
Keras|keras
Weka|weka
Jupyter|jupyter|jupyter notebooks|jupyter notebook
D3.js|d3|d3.js
ggplot2|ggplot|ggplot2
Tableau|tableau
Power BI|power bi|powerbi
Looker|looker
Amazon Web Services|aws|amazon web services
Google Cloud Platform|gcp|google cloud|google cloud platform
Microsoft Azure|azure|microsoft azure
AWS EC2|ec2
AWS S3|s3|amazon s3
AWS Lambda|lambda|aws lambda
CloudFront|cloudfront
Elastic Load Balancing|elb|elastic load balancing|load balancer|load balancers|load balancing
Auto Scaling|autoscaling|auto scaling|auto-scaling
Docker|docker|containers|containerization
Serverless|serverless|serverless architecture
Kubernetes|k8s|kubernetes|kube
Terraform|terraform
Ansible|ansible
Jenkins|jenkins
GitHub Actions|github actions
GitLab CI|gitlab ci|gitlab
Git|git|github|bitbucket
SVN|svn|subversion
Linux|linux|unix
Nginx|nginx
Apache HTTP Server|apache http server|apache httpd
Jira|jira
SharePoint|sharepoint
PowerShell|powershell
QuickBooks|quickbooks
Confluence|confluence
Figma|figma
Sketch|=Sketch
Adobe Photoshop|photoshop|adobe photoshop
Adobe Illustrator|illustrator|adobe illustrator
Microsoft Excel|excel|ms excel|microsoft excel|spreadsheets
Google Sheets|google sheets
Google Slides|google slides
Microsoft Office|ms office|microsoft office|office suite
PowerPoint|powerpoint|ppt
SAP|sap
Hyperion|hyperion
OBIEE|obiee
Salesforce|salesforce|sfdc
HubSpot|hubspot
Google Analytics|google analytics
Selenium|selenium
Cypress|cypress
Playwright|playwright
Jest|jest
JUnit|junit
Mockito|mockito
pytest|pytest
Maven|maven
Gradle|gradle
Postman|postman
Zoom|zoom|video calling|video conferencing
ChromeOS|chrome os|chromeos|chromebook|chromebooks
Android|android
iOS|ios
OpenAI API|openai|gpt|llm|llms|large language models
`;

const SOFT = `
Communication|communication|communication skills|communicate|communicative|verbal communication|written communication
Teamwork|teamwork|team player|collaboration|collaborate|collaborative|cross-functional|cross functional
Leadership|leadership|leader|lead
Problem Solving|problem solving|problem-solving|problem solver|problem-solver|troubleshooting|debugging
Analytical Skills|analytical|analytical skills|analytical thinking|critical thinking|analyze|analyse
Attention to Detail|attention to detail|detail-oriented|detail oriented|accuracy
Time Management|time management|deadlines|meet deadlines|prioritization|prioritize
Organization|organizational skills|organisational skills|organized|organised
Ownership|ownership|self-starter|self starter|initiative
Adaptability|adaptability|adaptable|flexible|fast-paced
Creativity|creativity|creative|innovative|innovation
Negotiation|negotiation|negotiate|negotiating
Presentation Skills|presentation skills|presenting|presentations|public speaking
Interpersonal Skills|interpersonal skills|interpersonal
Decision Making|decision making|decision-making
Influence|influence|influencing
`;

export type VocabularyEntry = {
  canonical: string;
  kind: TermKind;
  /** Lower-case aliases, matched after tokenising. */
  aliases: string[];
  /** Aliases matched with their exact capitalisation. */
  caseSensitiveAliases: string[];
};

function parseTable(table: string, kind: TermKind): VocabularyEntry[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [canonical = '', ...rest] = line.split('|');
      const aliases = rest.filter((a) => !a.startsWith('='));
      const caseSensitiveAliases = rest.filter((a) => a.startsWith('=')).map((a) => a.slice(1));
      return { canonical, kind, aliases, caseSensitiveAliases };
    });
}

export const VOCABULARY: readonly VocabularyEntry[] = [
  ...parseTable(SKILLS, 'skill'),
  ...parseTable(TOOLS, 'tool'),
  ...parseTable(SOFT, 'soft'),
];

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
  requirements qualification qualifications qulification responsibilities responsibility duties candidate
  candidates role position job company team teams looking seeking join opportunity opportunities ideal
  demonstrated proven solid deep related relevant various multiple across using use used help ensure make
  within based high highly level levels key core new need needs must-have nice bonus plus please apply
  equivalent practical degree bachelor master time full part day days month months week weeks hour hours
  salary type remote temporarily benefits competitive package insurance employer equal diversity inclusive
  environment employees employee us we're you'll you're we'll our own together towards every get gets
  other others way ways etc. things thing lot lots want wants well-being best better
  description descriptions least familiarity internal external modern expertise proficiency language languages
  technical results individual individuals field fields area areas member members candidate's people person
  full-time part-time contract permanent senior junior lead principal staff looking stack
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

