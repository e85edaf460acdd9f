/**
 * Hand-written vocabulary, beside the taxonomies (taxonomies.json): the short names and synonyms
 * people write for common technologies ('ReactJS' for React, 'k8s' for Kubernetes), the soft skills
 * as postings state them, and the degrees and certifications a resume lists, which neither O*NET
 * nor ESCO names. Each line is `Canonical|alias|alias…`; aliases are matched as whole token
 * sequences after normalisation. An alias starting with '=' is a strict name: it counts only
 * written as a name (capitalised, or as an item of a list), because in lower case it is an
 * ordinary word ('Go', 'Spring', 'Swift').
 */
export const KNOWLEDGE_TABLE = `
JavaScript|js|javascript|ecmascript|es6
TypeScript|ts|typescript
Python|python|python3
Java|java|j2ee|java ee
C++|c++|cpp
C#|c#|csharp|c sharp
Go|=Go
Rust|=Rust
Ruby|=Ruby
PHP|php
Kotlin|kotlin
Swift|=Swift
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
REST APIs|=REST|rest api|restful|restful api|restful apis|rest apis|restful services|restful web services
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
Data Analysis|data analysis|data analytics
Data Engineering|data engineering
Data Mining|data mining
Data Visualization|data visualization|data visualisation
Statistics|statistics|statistical analysis|applied statistics|statistical modeling|statistical modelling
ETL|etl|elt|extract transform load
Data Warehousing|data warehousing|data warehouse|data warehouses
Big Data|big data
Unit Testing|unit testing|unit tests|unit test
Software Testing|testing|software testing
Web Services|web services|web service
Test Automation|test automation|automated testing|automated tests
Test-Driven Development|tdd|test driven development|test-driven development
CI/CD|ci/cd|ci cd|cicd|continuous integration|continuous delivery|continuous deployment
DevOps|devops|dev ops
Site Reliability Engineering|sre|site reliability engineering|site reliability
Cloud Computing|cloud|cloud computing|cloud services|cloud platforms|cloud platform|cloud infrastructure
Infrastructure as Code|infrastructure as code|iac
Performance Optimization|performance optimization|performance optimisation|performance tuning
Security|security|cybersecurity|cyber security|information security
Responsive Design|responsive design|responsive web design
Cross-Browser Compatibility|cross-browser|cross browser|cross-browser compatibility|browser compatibility
Accessibility|accessibility|a11y|wcag
UI/UX|ui/ux|ux/ui|user experience|user interface|ux design|ui design
Front-End Development|front-end|front end|frontend|front-end development|front end development
Back-End Development|back-end|back end|backend|back-end development|server-side|server side
Full-Stack Development|full-stack|full stack|fullstack
Web Development|web development
Software Development Lifecycle|sdlc|software development lifecycle|software development life cycle
Relational Databases|relational databases|relational database|rdbms|relational database systems|relational database management systems
ORM|orm|object-relational mapping|object relational mapping
AJAX|ajax
Open Source|open source|open-source
E-commerce|ecommerce|e-commerce|online retail
Mobile Development|mobile development|mobile apps|mobile app|mobile applications
API Design|api design|api development
Event-Driven Architecture|event-driven programming|event driven architecture
Multithreading|multithreading|multi-threading
Version Control|version control|source control
SEO|seo|search engine optimization|search engine optimisation
Regression Analysis|regression analysis
Predictive Modeling|predictive modeling|predictive modelling|predictive models
A/B Testing|a/b testing|ab testing|a/b tests
Financial Reporting|financial reporting
Accounting|accounting
Reconciliation|reconciliation|reconciliations
Invoicing|invoicing
Billing|billing
Budgeting|budgeting|budget management
Forecasting|forecasting
Financial Analysis|financial analysis|financial modeling|financial modelling
Logistics|logistics|logistics management
Supply Chain Management|supply chain|supply chain management|scm
Inventory Management|inventory management
Procurement|procurement
Vendor Management|vendor management|supplier management
Technical Documentation|technical documentation|technical writing
Project Management|project management|managing projects|project delivery
Program Management|program management|programme management|technical program management
Product Management|product management
Product Strategy|product strategy
Product Roadmap|product roadmap|roadmapping
Requirements Gathering|requirements gathering|requirements analysis
Agile|agile|agile methodologies|agile methodology|agile development|agile software development
Scrum|scrum|scrum master
Kanban|kanban
Waterfall|waterfall
Risk Management|risk management
Stakeholder Management|stakeholder management
Change Management|change management
Process Improvement|process improvement|continuous improvement
Go-to-Market Strategy|go-to-market|go to market
Market Research|market research|competitive analysis
Pricing|pricing|pricing strategy
Product Positioning|product positioning|brand positioning
Content Strategy|content strategy|content management|content creation
Copywriting|copywriting|copy writing
Digital Marketing|digital marketing|online marketing
Marketing|marketing
Sales|sales
Customer Service|customer service|customer support|client service
Account Management|account management|client management
Business Analysis|business analysis
Business Intelligence|business intelligence|bi
Teaching|teaching
Lesson Planning|lesson planning|lesson plans|lesson plan
Classroom Management|classroom management
Online Teaching|online teaching|virtual classroom|remote teaching|online learning
Phonics|phonics
Reading Comprehension|reading comprehension
Storytelling|storytelling|story telling
Student Assessment|student assessment
Pedagogy|pedagogy
Early Childhood Education|early childhood education
English Language Teaching|esl|efl|tesol|tefl|english language teaching
Recruiting|recruiting|recruitment|talent acquisition
People Management|people management|team management|line management|team leadership
Mentoring|mentoring|mentorship
Operating Systems|operating systems|operating system
Embedded Systems|embedded systems|firmware
Networking|networking|tcp/ip|network protocols
Incident Management|incident management|incident response
Monitoring|monitoring|observability
Capacity Planning|capacity planning
Compliance|compliance|regulatory compliance
Quality Assurance|quality assurance|qa|quality control|qc
Technical Leadership|technical leadership|engineering leadership
Strategic Planning|strategic planning
Business Development|business development
Event Planning|event planning
Social Media|social media
Data Entry|data entry
`;

export const TOOLS_TABLE = `
React|react.js|reactjs|=React
Angular|angular.js|angularjs|=Angular
Vue.js|vue|vue.js|vuejs
Svelte|svelte
Next.js|next.js|nextjs
jQuery|jquery
Bootstrap|bootstrap
Tailwind CSS|tailwind|tailwind css|tailwindcss
Redux|redux
Webpack|webpack
Node.js|node.js|nodejs|=Node
Django|django|django rest framework|djangorestframework|drf
Flask|=Flask
FastAPI|fastapi
Spring|spring boot|springboot|spring framework|=Spring|=Spring Boot
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
Oracle|oracle database|=Oracle
SQLite|sqlite
MongoDB|mongodb|mongo
Cassandra|cassandra
HBase|hbase
Redis|redis
Elasticsearch|elasticsearch|elastic search|elk
DynamoDB|dynamodb
Snowflake|=Snowflake
BigQuery|bigquery|big query
Redshift|redshift
Apache Kafka|kafka|apache kafka
RabbitMQ|rabbitmq
Apache Spark|apache spark|pyspark|=Spark
Hadoop|hadoop|hdfs|mapreduce
Hive|apache hive|=Hive
Airflow|airflow|apache airflow
dbt|dbt
Pandas|=Pandas|=pandas
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
Looker|=Looker
Amazon Web Services|aws|amazon web services
Google Cloud Platform|gcp|google cloud|google cloud platform
Microsoft Azure|azure|microsoft azure
AWS EC2|ec2
AWS S3|amazon s3
AWS Lambda|aws lambda
CloudFront|cloudfront
Elastic Load Balancing|elb|elastic load balancing
Auto Scaling|autoscaling|auto scaling|auto-scaling
Docker|docker|containerization
Serverless|serverless|serverless architecture
Kubernetes|k8s|kubernetes|kube
Terraform|terraform
Ansible|ansible
Jenkins|jenkins
GitHub Actions|github actions
GitLab CI|gitlab ci|gitlab
Git|git
SVN|svn|subversion
Linux|linux
Nginx|nginx
Apache HTTP Server|apache http server|apache httpd
Jira|jira
SharePoint|sharepoint
PowerShell|powershell
QuickBooks|quickbooks
Confluence|confluence
Figma|figma
Adobe Photoshop|photoshop|adobe photoshop
Adobe Illustrator|illustrator|adobe illustrator
Excel|ms excel|microsoft excel|excel spreadsheets|=Excel
Microsoft Word|ms word|microsoft word
Outlook|ms outlook|microsoft outlook|=Outlook
Microsoft Access|ms access|microsoft access
Google Sheets|google sheets
Google Slides|google slides
Microsoft Office|ms office|microsoft office|office suite
PowerPoint|powerpoint|ppt
SAP|sap
OBIEE|obiee
Salesforce|salesforce|sfdc
HubSpot|hubspot
Google Analytics|google analytics
Selenium|selenium
Cypress|=Cypress
Playwright|=Playwright
Jest|=Jest
JUnit|junit
Mockito|mockito
pytest|pytest
Maven|maven
Gradle|gradle
Postman|=Postman
Zoom|=Zoom
ChromeOS|chrome os|chromeos
Android|android
iOS|ios
OpenAI API|openai
`;

/**
 * Soft skills, only as a posting states them: 'leadership', not 'leading'; 'creativity', not
 * 'creative'. A posting that says 'innovative products' asks for no skill.
 */
export const SOFT_TABLE = `
Communication|communication|communication skills|verbal communication|written communication|communicator
Teamwork|teamwork|team player|team working|collaboration skills
Leadership|leadership|leadership skills
Problem Solving|problem solving|problem-solving|problem solver|problem-solving skills|problem solving skills
Analytical Skills|analytical skills|analytical thinking|critical thinking|analytical mind
Attention to Detail|attention to detail|detail-oriented|detail oriented|eye for detail
Time Management|time management|time-management|prioritisation skills|prioritization skills
Organisational Skills|organizational skills|organisational skills|organization skills|organisation skills
Self-Motivation|self-starter|self starter|self-motivated|self motivated
Adaptability|adaptability
Creativity|creativity
Negotiation|negotiation|negotiation skills|negotiating skills
Presentation Skills|presentation skills|public speaking
Interpersonal Skills|interpersonal skills|people skills
Decision Making|decision making|decision-making
Customer Focus|customer focus|customer-focused|customer orientation
`;

/** Degrees and certifications: general names, the same in any posting. */
export const QUALIFICATIONS_TABLE = `
Bachelor's Degree|bachelor's degree|bachelors degree|bachelor degree|bachelor's|undergraduate degree|bachelor of science|bachelor of arts|bachelor of engineering|bachelor of technology|bachelor of business administration|=BS|=BA|=BSc|=B.S.|=B.A.|=BS/BA|=BA/BS|=B.Sc|=B.Tech|=BEng
Master's Degree|master's degree|masters degree|master degree|postgraduate degree|graduate degree|master of science|master of arts|master of engineering|=MS|=MSc|=M.S.|=M.Sc|=MEng|=M.Tech
PhD|phd|ph.d|doctorate|doctoral degree|doctor of philosophy|=PhD
MBA|mba|master of business administration
PMP|pmp|project management professional
PRINCE2|prince2
CPA|cpa|certified public accountant
ACCA|acca
CIMA|cima
CFA|cfa|chartered financial analyst
CISSP|cissp
CISA|cisa
CISM|cism
CCNA|ccna
CCNP|ccnp
ITIL|itil
Six Sigma|six sigma|lean six sigma
Certified ScrumMaster|certified scrummaster|certified scrum master|csm
CompTIA Security+|security+|comptia security+
CompTIA A+|comptia a+
First Aid|first aid|first aid certificate
Driving Licence|driving licence|driving license|driver's license|drivers license|driver's licence
`;
