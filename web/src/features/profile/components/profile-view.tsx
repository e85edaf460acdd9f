/** The profile, read-only (SPEC point 2: personal fields show 'Not set' when empty). */
import type { CustomSection, Profile } from '@hireready/contract';
import type { ReactNode } from 'react';
import { SKILL_LEVEL_LABELS } from '../lib/skill-levels';
import { SectionCard } from './section-card';

const NOT_SET = 'Not set';

function PersonalValue({ value, isMultiline = false }: { value: string; isMultiline?: boolean }) {
  if (value.trim() === '') return <span className="text-slate-500 italic">{NOT_SET}</span>;
  return <span className={isMultiline ? 'whitespace-pre-line' : 'break-words'}>{value}</span>;
}

function Detail({ label, children, isWide = false }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={isWide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
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

export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="space-y-6">
      <SectionCard title="Personal Details">
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail label="Name">
            <PersonalValue value={profile.name} />
          </Detail>
          <Detail label="Email">
            <PersonalValue value={profile.email} />
          </Detail>
          <Detail label="Phone">
            <PersonalValue value={profile.phone} />
          </Detail>
          <Detail label="LinkedIn">
            <PersonalValue value={profile.linkedin} />
          </Detail>
          <Detail label="Street Address">
            <PersonalValue value={profile.street_address} />
          </Detail>
          <Detail label="City">
            <PersonalValue value={profile.city} />
          </Detail>
          <Detail label="State">
            <PersonalValue value={profile.state} />
          </Detail>
          <Detail label="ZIP Code">
            <PersonalValue value={profile.zip} />
          </Detail>
          <Detail label="Summary" isWide>
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
              <li key={index} className="py-4 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{joinTitle(job.title, job.company, ' at ')}</h3>
                <MetaLine parts={[job.location, dateRange(job.start_date, job.end_date)]} />
                {bulletLines(job.description).length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {bulletLines(job.description).map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
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
              <li key={index} className="py-4 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{joinTitle(school.degree, school.school_name, ', ')}</h3>
                <MetaLine parts={[school.location, dateRange(school.start_date, school.end_date)]} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Skills">
        {profile.skills.length === 0 ? (
          <Empty>No skills yet.</Empty>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((skill, index) => (
              <li key={index} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900 ring-1 ring-indigo-100">
                {skill.name}
                <span className="text-indigo-700/80"> · {SKILL_LEVEL_LABELS[skill.experience_level]}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Certifications">
        {profile.certifications.length === 0 ? (
          <Empty>No certifications yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {profile.certifications.map((certification, index) => (
              <li key={index} className="py-3 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-slate-900">{certification.name}</h3>
                <MetaLine parts={[certification.issuer, certification.date]} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title="Custom Sections">
        {profile.custom_sections.length === 0 ? (
          <Empty>No custom sections yet. Add projects, volunteering, awards or anything else in edit mode.</Empty>
        ) : (
          <div className="space-y-6">
            {profile.custom_sections.map((section) => (
              <CustomSectionView key={section.id} section={section} />
            ))}
          </div>
        )}
      </SectionCard>
    </div>
  );
}

function CustomSectionView({ section }: { section: CustomSection }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{section.title}</h3>
      <ul className="mt-2 space-y-3">
        {section.entries.map((entry) => {
          const filled = entry.fields.filter((field) => field.value.trim() !== '');
          return (
            <li key={entry.id} className="rounded-lg border border-slate-100 bg-slate-50/70 p-3">
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
