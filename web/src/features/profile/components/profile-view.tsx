/** The profile, read-only (SPEC point 2: personal fields show 'Not set' when empty). */
import { isSkillLevelSet, type CustomSection, type Profile } from '@hireready/contract';
import type { ReactNode } from 'react';
import { NO_FLAGS, notesUnder, type ReviewFlags } from '../lib/review-flags';
import { SKILL_LEVEL_LABELS } from '../lib/skill-levels';
import { ReviewNotes } from './review-notes';
import { SectionCard } from '../../../components/ui/section-card';

const NOT_SET = 'Not set';

function PersonalValue({ value, isMultiline = false }: { value: string; isMultiline?: boolean }) {
  if (value.trim() === '') return <span className="text-slate-500 italic">{NOT_SET}</span>;
  return <span className={isMultiline ? 'whitespace-pre-line' : 'break-words'}>{value}</span>;
}

type DetailProps = { label: string; children: ReactNode; isWide?: boolean; notes?: string[] };

function Detail({ label, children, isWide = false, notes = [] }: DetailProps) {
  const isFlagged = notes.length > 0;
  return (
    <div
      data-review-flag={isFlagged || undefined}
      className={`${isWide ? 'sm:col-span-2' : ''} ${isFlagged ? '-m-2 rounded-lg bg-amber-50 p-2 ring-2 ring-amber-400' : ''}`}
    >
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
      <ReviewNotes notes={notes} />
    </div>
  );
}

/** An item of a list, marked when the import review flagged anything in it. */
function FlaggedItem({ notes, className, children }: { notes: string[]; className: string; children: ReactNode }) {
  const isFlagged = notes.length > 0;
  return (
    <li data-review-flag={isFlagged || undefined} className={className}>
      <div className={isFlagged ? 'rounded-lg bg-amber-50 p-3 ring-2 ring-amber-400' : undefined}>
        {children}
        <ReviewNotes notes={notes} />
      </div>
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}

/** "Jan 2020 – Mar 2023", or whichever end is known. */
function dateRange(start: string, end: string): string {
  return [start, end].filter((part) => part.trim() !== '').join(' – ');
}

function bulletLines(description: string): string[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function MetaLine({ parts }: { parts: string[] }) {
  const shown = parts.filter((part) => part.trim() !== '');
  if (shown.length === 0) return null;
  return <p className="mt-0.5 text-sm text-slate-500">{shown.join(' · ')}</p>;
}

function joinTitle(first: string, second: string, separator: string): string {
  return [first, second].filter((part) => part.trim() !== '').join(separator) || 'Untitled';
}

type ProfileViewProps = {
  profile: Profile;
  /** Fields an import review asks the user to check, by profile path. */
  flags?: ReviewFlags;
};

export function ProfileView({ profile, flags = NO_FLAGS }: ProfileViewProps) {
  const personal = (field: string) => notesUnder(flags, field);
  return (
    <div className="space-y-6">
      <SectionCard title="Personal Details">
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail label="Name" notes={personal('name')}>
            <PersonalValue value={profile.name} />
          </Detail>
          <Detail label="Email">
            <PersonalValue value={profile.email} />
          </Detail>
          <Detail label="Phone" notes={personal('phone')}>
            <PersonalValue value={profile.phone} />
          </Detail>
          <Detail label="LinkedIn" notes={personal('linkedin')}>
            <PersonalValue value={profile.linkedin} />
          </Detail>
          <Detail label="Street Address">
            <PersonalValue value={profile.street_address} />
          </Detail>
          <Detail label="City" notes={personal('city')}>
            <PersonalValue value={profile.city} />
          </Detail>
          <Detail label="State" notes={personal('state')}>
            <PersonalValue value={profile.state} />
          </Detail>
          <Detail label="ZIP Code">
            <PersonalValue value={profile.zip} />
          </Detail>
          <Detail label="Summary" notes={personal('summary')} isWide>
            <PersonalValue value={profile.summary} isMultiline />
          </Detail>
        </dl>
      </SectionCard>

      <SectionCard title="Work Experience">
        {profile.work_experience.length === 0 ? (
          <Empty>No work experience yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {profile.work_experience.map((job, index) => (
              <FlaggedItem key={index} notes={notesUnder(flags, `work_experience.${index}`)} className="py-4 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{joinTitle(job.title, job.company, ' at ')}</h3>
                <MetaLine parts={[job.location, dateRange(job.start_date, job.end_date)]} />
                {bulletLines(job.description).length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {bulletLines(job.description).map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </FlaggedItem>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Education">
        {profile.education.length === 0 ? (
          <Empty>No education yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {profile.education.map((school, index) => (
              <FlaggedItem key={index} notes={notesUnder(flags, `education.${index}`)} className="py-4 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{joinTitle(school.degree, school.school_name, ', ')}</h3>
                <MetaLine parts={[school.location, dateRange(school.start_date, school.end_date)]} />
              </FlaggedItem>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Skills">
        {profile.skills.length === 0 ? (
          <Empty>No skills yet.</Empty>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((skill, index) => {
              const notes = notesUnder(flags, `skills.${index}`, () => '');
              return (
                <li
                  key={index}
                  data-review-flag={notes.length > 0 || undefined}
                  title={notes.join(' ') || undefined}
                  className={`rounded-full px-3 py-1 text-sm ${
                    notes.length > 0
                      ? 'bg-amber-50 text-amber-950 ring-2 ring-amber-400'
                      : 'bg-indigo-50 text-indigo-900 ring-1 ring-indigo-100'
                  }`}
                >
                  {skill.name}
                  {/* SPEC's stored default is 'beginner'; a level nobody chose is not claimed. */}
                  {isSkillLevelSet(skill) ? (
                    <span className="text-indigo-700/80"> · {SKILL_LEVEL_LABELS[skill.experience_level]}</span>
                  ) : null}
                  {notes.length > 0 ? <span className="sr-only"> (check: {notes.join(' ')})</span> : null}
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Certifications">
        {profile.certifications.length === 0 ? (
          <Empty>No certifications yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {profile.certifications.map((certification, index) => (
              <FlaggedItem key={index} notes={notesUnder(flags, `certifications.${index}`)} className="py-3 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{certification.name}</h3>
                <MetaLine parts={[certification.issuer, certification.date]} />
              </FlaggedItem>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Custom Sections">
        {profile.custom_sections.length === 0 ? (
          <Empty>No custom sections yet. Add projects, volunteering, awards or anything else in edit mode.</Empty>
        ) : (
          <div className="space-y-6">
            {profile.custom_sections.map((section, index) => (
              <CustomSectionView key={section.id} section={section} flags={flags} path={`custom_sections.${index}`} />
            ))}
          </div>
        )}
      </SectionCard>
    </div>
  );
}

function CustomSectionView({ section, flags, path }: { section: CustomSection; flags: ReviewFlags; path: string }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{section.title}</h3>
      <ReviewNotes notes={notesUnder(flags, `${path}.title`)} />
      <ul className="mt-2 space-y-3">
        {section.entries.map((entry, entryIndex) => {
          const filled = entry.fields.filter((field) => field.value.trim() !== '');
          // 'fields.1.value' is named by that field's own label.
          const notes = notesUnder(flags, `${path}.entries.${entryIndex}`, (rest) => entry.fields[Number(rest.split('.')[1])]?.label);
          return (
            <li
              key={entry.id}
              data-review-flag={notes.length > 0 || undefined}
              className={`rounded-lg border p-3 ${notes.length > 0 ? 'border-amber-400 bg-amber-50 ring-1 ring-amber-400' : 'border-slate-100 bg-slate-50/70'}`}
            >
              {filled.length === 0 ? (
                <p className="text-sm text-slate-500">Empty entry</p>
              ) : (
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                  {filled.map((field, i) => (
                    <div key={i} className="contents">
                      <dt className="font-medium text-slate-500">{field.label}</dt>
                      <dd className="whitespace-pre-line text-slate-900">{field.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <ReviewNotes notes={notes} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
