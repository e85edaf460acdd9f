/**
 * The text of the footer's pop-ups. A chunk of its own (loaded on first open), because nobody
 * needs four policies and three guides to see the landing page.
 */
import type { ReactNode } from 'react';
import { PLANS, TEMPLATES } from '@hireready/contract';
import { Heading, List, Paragraph, SupportLink } from './prose';
import { Disclaimer, PrivacyPolicy, TermsOfService } from './legal-topics';
import type { InfoTopicId } from './info-topics';

function ResumeTemplate() {
  return (
    <>
      <Paragraph>
        Every resume HireReady writes can be shown in any of our three templates. All three are free on every plan, and you can switch
        between them from the dashboard at any time; your content stays the same.
      </Paragraph>
      <List
        items={Object.values(TEMPLATES).map((template) => (
          <>
            <strong className="text-slate-900">{template.name}.</strong> {template.description}
          </>
        ))}
      />
      <Heading>What goes into a strong resume</Heading>
      <List
        items={[
          <>
            <strong className="text-slate-900">Contact line:</strong> name, e-mail, phone, city and state, and a LinkedIn address if you
            have one. No photo, date of birth or full street address is needed.
          </>,
          <>
            <strong className="text-slate-900">Summary:</strong> two or three sentences that say who you are professionally and what you
            bring to this particular role.
          </>,
          <>
            <strong className="text-slate-900">Experience:</strong> most recent first. Under each role, bullet points that start with a verb
            and show a result (&ldquo;Cut report turnaround from 3 days to 4 hours&rdquo;), not a list of duties.
          </>,
          <>
            <strong className="text-slate-900">Education, skills and certifications:</strong> short, factual and matching the words
            employers use.
          </>,
          <>
            <strong className="text-slate-900">Custom sections:</strong> projects, volunteering, publications or languages, when they
            support the application.
          </>,
        ]}
      />
      <Heading>Exporting</Heading>
      <Paragraph>
        Export as PDF opens your browser&rsquo;s print dialog. Choose &ldquo;Save as PDF&rdquo;, US Letter, and turn off headers and footers
        so the page carries only your resume. The result is real, selectable text that applicant tracking systems can read.
      </Paragraph>
    </>
  );
}

function CoverLetterTips() {
  return (
    <>
      <Paragraph>
        A cover letter is your chance to connect your experience to one specific job. Recruiters skim, so make every paragraph earn its
        place.
      </Paragraph>
      <List
        items={[
          <>
            <strong className="text-slate-900">Address a person when you can.</strong> The posting, the company&rsquo;s site or LinkedIn
            often names the hiring manager. &ldquo;Dear Hiring Manager&rdquo; is a fine fallback.
          </>,
          <>
            <strong className="text-slate-900">Open with the role and your hook.</strong> Name the position and give the one reason you are
            a strong fit in the first two sentences.
          </>,
          <>
            <strong className="text-slate-900">Match their needs to your evidence.</strong> Pick the two or three requirements that matter
            most in the posting and show, with a concrete example each, that you have done it before.
          </>,
          <>
            <strong className="text-slate-900">Use the posting&rsquo;s language.</strong> If they ask for &ldquo;stakeholder
            management&rdquo;, say that rather than a synonym, as long as it is true.
          </>,
          <>
            <strong className="text-slate-900">Add, don&rsquo;t repeat.</strong> Your resume lists what you did; the letter explains why it
            matters to this employer and why you want to work there.
          </>,
          <>
            <strong className="text-slate-900">Keep it to one page.</strong> Three or four short paragraphs, roughly 250 to 400 words.
          </>,
          <>
            <strong className="text-slate-900">Close with a next step.</strong> Thank them, say you would welcome a conversation, and sign
            with your full name.
          </>,
          <>
            <strong className="text-slate-900">Proofread.</strong> Check the company name and job title twice; a letter addressed to the
            wrong company is the fastest way to the reject pile.
          </>,
        ]}
      />
      <Paragraph>
        HireReady drafts the letter from your profile and the job description. Treat it as a strong first draft: you can edit the text
        directly in the preview before you export it.
      </Paragraph>
    </>
  );
}

function AtsGuide() {
  return (
    <>
      <Paragraph>
        Many employers run applications through an applicant tracking system (ATS) before a person reads them. The software extracts your
        text into fields and ranks it against the job. A resume that parses cleanly and uses the right words gets seen.
      </Paragraph>
      <Heading>Layout</Heading>
      <List
        items={[
          'Use a single-column layout. Two columns, sidebars and text boxes can be read out of order or dropped.',
          'Avoid tables and graphics for important information such as job titles, dates or skills.',
          'Put your contact details in the body of the page, not in the document header or footer, which some systems skip.',
          'Use common fonts and plain bullet points.',
        ]}
      />
      <Heading>Headings and dates</Heading>
      <List
        items={[
          'Use standard section headings: Summary, Experience, Education, Skills, Certifications. Creative names like "Where I\'ve Made an Impact" confuse parsers.',
          'Write dates consistently, such as "Jan 2021 – Present" or "2019 – 2021".',
          'Give each role its job title, employer and location on their own lines.',
        ]}
      />
      <Heading>Real text, not images</Heading>
      <Paragraph>
        An ATS reads text, not pictures. A resume saved as an image, or a scanned PDF, may come through as blank. PDFs exported from
        HireReady contain real, selectable text in reading order.
      </Paragraph>
      <Heading>Keywords from the posting</Heading>
      <List
        items={[
          'Read the job description and note the skills, tools and qualifications it repeats.',
          'Use the same wording where it honestly describes your experience, for example "project management" rather than "running projects".',
          'Include both the acronym and the full term once: "Search Engine Optimization (SEO)".',
          'Do not stuff keywords or paste the posting in white text. Recruiters see it, and many systems penalise it.',
        ]}
      />
      <Paragraph>
        When you generate a resume, HireReady picks out the posting&rsquo;s key terms and leads with the parts of your profile that match
        them. It never adds a skill or a job you have not entered.
      </Paragraph>
    </>
  );
}

function AboutUs() {
  return (
    <>
      <Paragraph>
        HireReady exists because tailoring every application by hand is exhausting, and sending the same generic resume everywhere does not
        work. We built a tool that does the tedious part for you while keeping you in control.
      </Paragraph>
      <Heading>What we believe</Heading>
      <List
        items={[
          <>
            <strong className="text-slate-900">Your facts, never invented ones.</strong> Documents are written from your profile. We check
            that no employer, school, title, date, degree or skill appears that you did not give us.
          </>,
          <>
            <strong className="text-slate-900">Built for real hiring pipelines.</strong> Clean, single-column templates with standard
            headings, readable by applicant tracking systems and pleasant for the people who read them next.
          </>,
          <>
            <strong className="text-slate-900">A free plan that is actually useful.</strong> Basic gives you {PLANS.basic.limits.resume}{' '}
            resumes and {PLANS.basic.limits.cover_letter} cover letters every month at no cost.
          </>,
          <>
            <strong className="text-slate-900">Respect for your data.</strong> We store what the service needs and we do not sell it.
          </>,
        ]}
      />
      <Paragraph>
        We are a small team and we read every message. Questions, ideas or problems: write to us at <SupportLink />.
      </Paragraph>
      <Heading>Data sources</Heading>
      <Paragraph>
        The keyword report reads job postings with the help of two open skills taxonomies. This product includes information from the O*NET®
        29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.
        O*NET® is a trademark of USDOL/ETA. HireReady has modified all or some of this information. USDOL/ETA has not approved, endorsed, or
        tested these modifications.
      </Paragraph>
      <Paragraph>
        This service uses the ESCO classification of the European Commission (ESCO skills pillar v1.1.1, with concept identifiers and some
        labels from v1.2, © European Union, CC BY 4.0), modified: columns reduced, labels merged and filtered.
      </Paragraph>
    </>
  );
}

const CONTENT: Record<InfoTopicId, () => ReactNode> = {
  'resume-template': ResumeTemplate,
  'cover-letter-tips': CoverLetterTips,
  'ats-guide': AtsGuide,
  'about-us': AboutUs,
  'privacy-policy': PrivacyPolicy,
  'terms-of-service': TermsOfService,
  disclaimer: Disclaimer,
};

export default function InfoTopicContent({ topic }: { topic: InfoTopicId }) {
  const Content = CONTENT[topic];
  return <Content />;
}
