/** Edit mode for the four plain lists: work experience, education, skills and certifications. */
import { DEFAULT_SKILL_LEVEL, isSkillLevelSet } from '@hireready/contract';
import type { Dispatch } from 'react';
import type { DraftAction, ListName, ProfileDraft } from '../lib/profile-draft';
import type { ReviewFlags } from '../lib/review-flags';
import { LEVEL_NOT_SET, SKILL_LEVEL_CHOICES } from '../lib/skill-levels';
import { errorKey, type FieldErrors } from '../lib/field-errors';
import { EditableList } from './editable-list';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { SectionCard } from '../../../components/ui/section-card';

type ListEditorProps = {
  draft: ProfileDraft;
  errors: FieldErrors;
  /** What an import asks the user to check, keyed by item key and field ('<key>.company'). */
  flags: ReviewFlags;
  dispatch: Dispatch<DraftAction>;
};

/** The add, move and remove handlers every list shares. */
function listHandlers(list: ListName, dispatch: Dispatch<DraftAction>) {
  return {
    onAdd: () => {
      const key = crypto.randomUUID();
      dispatch({ type: 'add-item', list, key });
      return key;
    },
    onMove: (key: string, offset: -1 | 1) => dispatch({ type: 'move-item', list, key, offset }),
    onRemove: (key: string) => dispatch({ type: 'remove-item', list, key }),
    update: (key: string, patch: Record<string, string | boolean>) => dispatch({ type: 'update-item', list, key, patch }),
  };
}

const DATE_PLACEHOLDER = 'e.g. Jan 2021';

export function WorkExperienceEditor({ draft, errors, flags, dispatch }: ListEditorProps) {
  const { update, ...handlers } = listHandlers('work_experience', dispatch);
  return (
    <SectionCard title="Work Experience">
      <EditableList
        items={draft.work_experience}
        itemKey={(job) => job.key}
        noun="Experience"
        emptyText="No work experience yet."
        addLabel="Add work experience"
        {...handlers}
        renderFields={(job, index) => {
          const error = (field: string) => errors[errorKey('work_experience', index, field)];
          const flag = (field: string) => flags.get(`${job.key}.${field}`);
          return (
            <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
              <TextField
                label="Job Title"
                value={job.title}
                onChange={(title) => update(job.key, { title })}
                error={error('title')}
                flag={flag('title')}
                required
              />
              <TextField
                label="Company"
                value={job.company}
                onChange={(company) => update(job.key, { company })}
                error={error('company')}
                flag={flag('company')}
                required
              />
              <TextField
                label="Location"
                value={job.location}
                onChange={(location) => update(job.key, { location })}
                error={error('location')}
                className="sm:col-span-2"
              />
              <TextField
                label="Start Date"
                value={job.start_date}
                onChange={(start_date) => update(job.key, { start_date })}
                error={error('start_date')}
                placeholder={DATE_PLACEHOLDER}
              />
              <TextField
                label="End Date"
                value={job.end_date}
                onChange={(end_date) => update(job.key, { end_date })}
                error={error('end_date')}
                placeholder="e.g. Present"
              />
              <TextAreaField
                label="Description"
                value={job.description}
                onChange={(description) => update(job.key, { description })}
                error={error('description')}
                hint="One bullet per line."
                rows={5}
                className="sm:col-span-2"
              />
            </div>
          );
        }}
      />
    </SectionCard>
  );
}

export function EducationEditor({ draft, errors, flags, dispatch }: ListEditorProps) {
  const { update, ...handlers } = listHandlers('education', dispatch);
  return (
    <SectionCard title="Education">
      <EditableList
        items={draft.education}
        itemKey={(school) => school.key}
        noun="Education"
        emptyText="No education yet."
        addLabel="Add education"
        {...handlers}
        renderFields={(school, index) => {
          const error = (field: string) => errors[errorKey('education', index, field)];
          const flag = (field: string) => flags.get(`${school.key}.${field}`);
          return (
            <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
              <TextField
                label="School"
                value={school.school_name}
                onChange={(school_name) => update(school.key, { school_name })}
                error={error('school_name')}
                flag={flag('school_name')}
                required
              />
              <TextField
                label="Degree"
                value={school.degree}
                onChange={(degree) => update(school.key, { degree })}
                error={error('degree')}
                flag={flag('degree')}
              />
              <TextField
                label="Location"
                value={school.location}
                onChange={(location) => update(school.key, { location })}
                error={error('location')}
                className="sm:col-span-2"
              />
              <TextField
                label="Start Date"
                value={school.start_date}
                onChange={(start_date) => update(school.key, { start_date })}
                error={error('start_date')}
                placeholder={DATE_PLACEHOLDER}
              />
              <TextField
                label="End Date"
                value={school.end_date}
                onChange={(end_date) => update(school.key, { end_date })}
                error={error('end_date')}
                placeholder={DATE_PLACEHOLDER}
              />
            </div>
          );
        }}
      />
    </SectionCard>
  );
}

export function SkillsEditor({ draft, errors, flags, dispatch }: ListEditorProps) {
  const { update, ...handlers } = listHandlers('skills', dispatch);
  return (
    <SectionCard title="Skills">
      <EditableList
        items={draft.skills}
        itemKey={(skill) => skill.key}
        noun="Skill"
        emptyText="No skills yet."
        addLabel="Add skill"
        {...handlers}
        renderFields={(skill, index) => (
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-[1fr_14rem]">
            <TextField
              label="Skill"
              value={skill.name}
              onChange={(name) => update(skill.key, { name })}
              error={errors[errorKey('skills', index, 'name')]}
              flag={flags.get(`${skill.key}.name`)}
            />
            {/* 'Not specified' keeps SPEC's stored default (beginner) without claiming it. */}
            <SelectField
              label="Experience Level"
              value={isSkillLevelSet(skill) ? skill.experience_level : LEVEL_NOT_SET}
              options={SKILL_LEVEL_CHOICES}
              onChange={(choice) =>
                update(
                  skill.key,
                  choice === LEVEL_NOT_SET
                    ? { experience_level: DEFAULT_SKILL_LEVEL, level_set: false }
                    : { experience_level: choice, level_set: true },
                )
              }
              error={errors[errorKey('skills', index, 'experience_level')]}
            />
          </div>
        )}
      />
    </SectionCard>
  );
}

export function CertificationsEditor({ draft, errors, flags, dispatch }: ListEditorProps) {
  const { update, ...handlers } = listHandlers('certifications', dispatch);
  return (
    <SectionCard title="Certifications">
      <EditableList
        items={draft.certifications}
        itemKey={(certification) => certification.key}
        noun="Certification"
        emptyText="No certifications yet."
        addLabel="Add certification"
        {...handlers}
        renderFields={(certification, index) => {
          const error = (field: string) => errors[errorKey('certifications', index, field)];
          const flag = (field: string) => flags.get(`${certification.key}.${field}`);
          return (
            <div className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
              <TextField
                label="Certification Name"
                value={certification.name}
                onChange={(name) => update(certification.key, { name })}
                error={error('name')}
                flag={flag('name')}
              />
              <TextField
                label="Issuer"
                value={certification.issuer}
                onChange={(issuer) => update(certification.key, { issuer })}
                error={error('issuer')}
                flag={flag('issuer')}
              />
              <TextField
                label="Date"
                value={certification.date}
                onChange={(date) => update(certification.key, { date })}
                error={error('date')}
                flag={flag('date')}
                placeholder={DATE_PLACEHOLDER}
              />
            </div>
          );
        }}
      />
    </SectionCard>
  );
}
