/** The policies shown from the footer: privacy, terms of service and the disclaimer. */
import { PLAN_INTERVAL, PLANS } from '@hireready/contract';
import { Heading, List, Paragraph, SupportLink } from './prose';

export function PrivacyPolicy() {
  return (
    <>
      <Paragraph>
        This policy explains what HireReady stores, why, and what choices you have. The short version: we keep what we need to run the
        service for you, and we do not sell your data.
      </Paragraph>
      <Heading>What we store</Heading>
      <List
        items={[
          <>
            <strong className="text-slate-900">Your account:</strong> your e-mail address and your password in hashed form. We never store
            or see your password in plain text.
          </>,
          <>
            <strong className="text-slate-900">Your profile:</strong> the details you enter or import from a resume, such as name, contact
            details, work experience, education, skills, certifications and custom sections.
          </>,
          <>
            <strong className="text-slate-900">Your documents:</strong> the resumes and cover letters you export, with the company, job
            title and date, so you can find them again in your dashboard.
          </>,
          <>
            <strong className="text-slate-900">Your plan and usage:</strong> your plan, how many documents you generated this month, and a
            reference to your subscription if you pay for one.
          </>,
          <>
            <strong className="text-slate-900">Newsletter:</strong> your e-mail address, only if you subscribe.
          </>,
          <>
            <strong className="text-slate-900">Technical records:</strong> short-lived server logs and counters keyed by network address,
            used to keep the service secure and to stop abuse such as password guessing.
          </>,
        ]}
      />
      <Heading>How we use it</Heading>
      <Paragraph>
        To sign you in, generate and keep your documents, apply your plan&rsquo;s limits, and, if you subscribed, send you the newsletter.
        Job descriptions you paste are used to tailor that document. If our service is set up to use an external AI provider, the job
        description and the relevant parts of your profile are sent to it for that purpose only.
      </Paragraph>
      <Heading>Payments</Heading>
      <Paragraph>
        Paid plans are handled by our payment provider. Your card details go directly to them; we never see or store them.
      </Paragraph>
      <Heading>Cookies</Heading>
      <Paragraph>
        We use a single essential cookie to keep you signed in securely. We use no advertising or cross-site tracking cookies.
      </Paragraph>
      <Heading>What we never do</Heading>
      <Paragraph>We do not sell, rent or trade your personal data, and we do not share it with advertisers.</Paragraph>
      <Heading>Your choices</Heading>
      <Paragraph>
        You can view and edit your profile at any time. To get a copy of your data, delete your account, or leave the newsletter, write to{' '}
        <SupportLink /> and we will handle it promptly.
      </Paragraph>
    </>
  );
}

export function TermsOfService() {
  const plus = PLANS.plus;
  return (
    <>
      <Paragraph>By creating an account or using HireReady you agree to these terms. Please read them.</Paragraph>
      <Heading>Your account</Heading>
      <Paragraph>
        You are responsible for keeping your password safe and for what happens under your account. Tell us straight away at <SupportLink />{' '}
        if you think someone else has access to it.
      </Paragraph>
      <Heading>Your content</Heading>
      <Paragraph>
        Your profile and the documents generated from it are yours. You give us permission to store and process them only to provide the
        service. You are responsible for making sure that everything you submit to an employer is true and accurate: always review a
        generated document before you send it.
      </Paragraph>
      <Heading>Plans and billing</Heading>
      <List
        items={[
          `${PLANS.basic.name} is free and includes ${PLANS.basic.limits.resume} resume and ${PLANS.basic.limits.cover_letter} cover letter generations per ${PLAN_INTERVAL}.`,
          `${plus.name} costs ${plus.priceLabel} per ${PLAN_INTERVAL}, billed monthly until you cancel, and includes ${plus.limits.resume} resume and ${plus.limits.cover_letter} cover letter generations per ${PLAN_INTERVAL}.`,
          'Generation limits reset at the start of each calendar month. Unused generations do not carry over.',
          'You can change or cancel your plan at any time from your dashboard. When you move to a lower plan, your subscription is cancelled, you are not billed again, and you keep your current benefits until the end of the billing cycle.',
          `${PLANS.pro.name} is announced as coming soon and cannot be purchased yet.`,
        ]}
      />
      <Heading>Acceptable use</Heading>
      <Paragraph>
        Do not use HireReady to misrepresent your identity or qualifications, to break the law, to attempt to access other people&rsquo;s
        accounts, or to overload or disrupt the service. We may suspend accounts that do.
      </Paragraph>
      <Heading>No guarantee of outcomes</Heading>
      <Paragraph>
        We work hard to produce strong documents, but hiring decisions belong to employers. We cannot guarantee interviews, offers or any
        particular result.
      </Paragraph>
      <Heading>Changes</Heading>
      <Paragraph>
        We may update these terms as the product evolves. If a change materially affects you, we will tell you before it takes effect.
        Questions: <SupportLink />.
      </Paragraph>
    </>
  );
}

export function Disclaimer() {
  return (
    <>
      <Paragraph>
        HireReady is a writing tool. It helps you prepare resumes and cover letters from the information you provide; it is not a recruiter,
        an employment agency or a source of career, legal or financial advice.
      </Paragraph>
      <Heading>Generated documents</Heading>
      <Paragraph>
        Documents are produced automatically from your profile and the job description you paste. Automated writing can still be wrong,
        incomplete or poorly suited to a particular employer. Review every document and correct anything inaccurate before you use it; you
        are responsible for what you submit.
      </Paragraph>
      <Heading>Applicant tracking systems</Heading>
      <Paragraph>
        Our templates follow widely recommended practice for applicant tracking systems, but each employer&rsquo;s system is configured
        differently. We cannot guarantee how any specific system will read or rank your application.
      </Paragraph>
      <Heading>No guarantee of employment</Heading>
      <Paragraph>Using HireReady does not guarantee interviews, job offers or any other outcome.</Paragraph>
      <Heading>Done-For-You service</Heading>
      <Paragraph>
        The Done-For-You service and the {PLANS.pro.name} plan are coming soon. The descriptions on this site, including specialists
        searching for jobs and applying on your behalf, application minimums and detailed application reports, describe what we plan to
        offer. The service is not available yet, nothing about it is promised yet, and you cannot be charged for it. Its final features,
        terms and price will be published before it launches.
      </Paragraph>
    </>
  );
}
