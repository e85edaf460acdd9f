import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../config';
import { COMPANY_TOPICS, RESOURCE_TOPICS, topicTitle, type InfoTopicId } from '../content/info-topics';
import { InfoDialog } from './info-dialog';
import { NewsletterForm } from './newsletter-form';

const loadTopicContent = () => import('../content/info-topic-content');
const InfoTopicContent = lazy(loadTopicContent);

/** The footer of every page (SPEC point 1): the informational pop-ups, the newsletter and support. */
export function SiteFooter() {
  const [openTopic, setOpenTopic] = useState<InfoTopicId | null>(null);

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr]">
        <div>
          <Link to="/" className="text-lg font-bold tracking-tight text-white">
            Hire<span className="text-indigo-300">Ready</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-slate-400">
            Tailored, truthful resumes and cover letters from one profile, ready for applicant tracking systems and the people who read them
            next.
          </p>
          <p className="mt-4 text-sm">
            <span className="text-slate-400">Support: </span>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-white underline underline-offset-2 hover:text-indigo-200">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
        <TopicList heading="Resources" topics={RESOURCE_TOPICS} onOpen={setOpenTopic} />
        <TopicList heading="Company" topics={COMPANY_TOPICS} onOpen={setOpenTopic} />
        <div>
          <h2 className="text-sm font-semibold text-white">Job search tips in your inbox</h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">
            Practical advice on resumes, cover letters and applicant tracking systems. No spam; leave whenever you like.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          {/* The pre-rendered landing page brings the year up to date when it runs (decision 009). */}©{' '}
          <span data-copyright-year="">{new Date().getFullYear()}</span> HireReady. All rights reserved.
        </p>
      </div>

      <InfoDialog title={openTopic ? topicTitle(openTopic) : ''} isOpen={openTopic !== null} onClose={() => setOpenTopic(null)}>
        {openTopic ? (
          <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
            <InfoTopicContent topic={openTopic} />
          </Suspense>
        ) : null}
      </InfoDialog>
    </footer>
  );
}

type TopicListProps = { heading: string; topics: InfoTopicId[]; onOpen: (topic: InfoTopicId) => void };

function TopicList({ heading, topics, onOpen }: TopicListProps) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 space-y-1">
        {topics.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              aria-haspopup="dialog"
              data-topic={topic}
              onClick={() => onOpen(topic)}
              // Fetch the text while the pointer or focus is on its way, so the pop-up opens filled.
              onPointerEnter={() => void loadTopicContent()}
              onFocus={() => void loadTopicContent()}
              className="-mx-1 rounded px-1 py-1 text-left text-sm text-slate-300 hover:text-white hover:underline"
            >
              {topicTitle(topic)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
