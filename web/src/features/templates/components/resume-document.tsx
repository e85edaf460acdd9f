import type { GeneratedResume, TemplateId } from '@hireready/contract';
import { TEMPLATE_THEMES } from '../template-themes';
import { readCustomEntry, isEmptyCustomEntry } from './custom-entry';
import { ContactLine, Entry, Section } from './document-parts';
import { formatDateRange, present } from './document-text';

export type ResumeDocumentProps = {
  templateId: TemplateId;
  data: GeneratedResume;
  /** The fitted base size in CSS px at preview scale (document-format.ts); everything else is em. */
  fontSize: number;
};

/**
 * A generated resume in one of the three templates: a pure function of its props, single column,
 * real text, h1 for the name and h2 for section titles, DOM order = reading order. Sections with
 * nothing in them are left out.
 */
export function ResumeDocument({ templateId, data, fontSize }: ResumeDocumentProps) {
  const theme = TEMPLATE_THEMES[templateId];
  const jobs = data.work_experience.filter((job) => present([job.title, job.company]).length > 0);
  const schools = data.education.filter((school) => present([school.school, school.degree]).length > 0);
  const skills = present(data.skills);
  const certifications = present(data.certifications ?? []);
  const customSections = data.custom_sections
    .map((section) => ({
      title: section.title.trim(),
      entries: section.entries.map((entry) => readCustomEntry(entry.fields)).filter((view) => !isEmptyCustomEntry(view)),
    }))
    .filter((section) => section.title && section.entries.length > 0);

  return (
    <div data-document="resume" data-template={templateId} style={{ ...theme.root, fontSize: `${fontSize}px` }}>
      <header style={theme.header}>
        <h1 style={theme.name}>{data.name}</h1>
        <ContactLine theme={theme} {...data.contact} />
      </header>

      {data.summary.trim() && (
        <Section theme={theme} title="Summary">
          <p style={theme.paragraph}>{data.summary.trim()}</p>
        </Section>
      )}

      {jobs.length > 0 && (
        <Section theme={theme} title="Experience">
          {jobs.map((job, index) => (
            <Entry
              key={index}
              theme={theme}
              title={job.title}
              organisation={job.company}
              location={job.location}
              dates={formatDateRange(job.start_date, job.end_date, 'Present')}
              bullets={job.description}
            />
          ))}
        </Section>
      )}

      {schools.length > 0 && (
        <Section theme={theme} title="Education">
          {schools.map((school, index) => (
            <Entry
              key={index}
              theme={theme}
              title={school.school}
              organisation={school.degree}
              location={school.location}
              dates={formatDateRange(school.start_date, school.end_date)}
            />
          ))}
        </Section>
      )}

      {skills.length > 0 && (
        <Section theme={theme} title="Skills">
          <p style={theme.paragraph}>{skills.join(theme.skillSeparator)}</p>
        </Section>
      )}

      {certifications.length > 0 && (
        <Section theme={theme} title="Certifications">
          <ul style={theme.list}>
            {certifications.map((line, index) => (
              <li key={index} style={theme.listItem}>
                {line}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {customSections.map((section, sectionIndex) => (
        <Section key={sectionIndex} theme={theme} title={section.title}>
          {section.entries.map((view, index) => (
            <Entry
              key={index}
              theme={theme}
              title={view.title}
              organisation={view.organisation}
              location={view.location}
              dates={formatDateRange(view.start, view.end)}
              description={view.description}
              bullets={view.extras.map((field) => `${field.label}: ${field.value}`)}
            />
          ))}
        </Section>
      ))}
    </div>
  );
}
