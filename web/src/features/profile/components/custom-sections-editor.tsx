/** SPEC point 3, custom sections: named sections of entries; each entry is a list of labelled fields. */
import type { CustomSection } from '@hireready/contract';
import { useId, useState, type Dispatch, type KeyboardEvent } from 'react';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { MAX_CUSTOM_FIELDS, newCustomSection, type DraftAction, type ProfileDraft } from '../lib/profile-draft';
import type { ReviewFlags } from '../lib/review-flags';
import { errorKey, type FieldErrors } from '../lib/field-errors';
import { addButtonClass, EditableList } from './editable-list';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { SectionCard } from '../../../components/ui/section-card';

/** SPEC point 5: a new custom section needs a non-blank (trimmed) name. */
const SECTION_NAME_REQUIRED = 'Please enter a section name.';

/** Long free text reads better in a text area; the spec's template names it Description. */
const isLongField = (label: string) => label.trim().toLowerCase() === 'description';

type CustomSectionsEditorProps = {
  draft: ProfileDraft;
  errors: FieldErrors;
  /** What an import asks the user to check: '<sectionId>.title', '<entryId>.fields.<n>.value'. */
  flags: ReviewFlags;
  dispatch: Dispatch<DraftAction>;
};

export function CustomSectionsEditor({ draft, errors, flags, dispatch }: CustomSectionsEditorProps) {
  return (
    <SectionCard title="Custom Sections" description="Projects, volunteering, awards, languages: anything your resume needs.">
      <div className="space-y-5">
        <EditableList
          items={draft.custom_sections}
          itemKey={(section) => section.id}
          noun="Section"
          emptyText="No custom sections yet."
          onMove={(sectionId, offset) => dispatch({ type: 'move-section', sectionId, offset })}
          onRemove={(sectionId) => dispatch({ type: 'remove-section', sectionId })}
          renderFields={(section, sectionIndex) => {
            const sectionName = section.title.trim() || `Section ${sectionIndex + 1}`;
            return (
              <div className="space-y-4">
                <TextField
                  label="Section Name"
                  value={section.title}
                  onChange={(title) => dispatch({ type: 'rename-section', sectionId: section.id, title })}
                  error={errors[errorKey('custom_sections', sectionIndex, 'title')]}
                  flag={flags.get(`${section.id}.title`)}
                />
                <FieldNamesEditor section={section} sectionName={sectionName} dispatch={dispatch} />
                <EditableList
                  items={section.entries}
                  itemKey={(entry) => entry.id}
                  noun="Entry"
                  context={`in ${sectionName}`}
                  emptyText="No entries in this section."
                  addLabel="Add entry"
                  onAdd={() => {
                    const entryId = crypto.randomUUID();
                    dispatch({ type: 'add-entry', sectionId: section.id, entryId });
                    return entryId;
                  }}
                  onMove={(entryId, offset) => dispatch({ type: 'move-entry', sectionId: section.id, entryId, offset })}
                  onRemove={(entryId) => dispatch({ type: 'remove-entry', sectionId: section.id, entryId })}
                  renderFields={(entry, entryIndex) => (
                    <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
                      {entry.fields.map((field, fieldIndex) => {
                        const props = {
                          label: field.label.trim() || `Field ${fieldIndex + 1}`,
                          value: field.value,
                          onChange: (value: string) =>
                            dispatch({ type: 'set-entry-value', sectionId: section.id, entryId: entry.id, fieldIndex, value }),
                          error: errors[errorKey('custom_sections', sectionIndex, 'entries', entryIndex, 'fields', fieldIndex, 'value')],
                          flag: flags.get(`${entry.id}.fields.${fieldIndex}.value`),
                        };
                        return isLongField(field.label) ? (
                          <TextAreaField key={fieldIndex} {...props} rows={3} className="sm:col-span-2" />
                        ) : (
                          <TextField key={fieldIndex} {...props} />
                        );
                      })}
                    </div>
                  )}
                />
              </div>
            );
          }}
        />
        <AddSectionForm dispatch={dispatch} />
      </div>
    </SectionCard>
  );
}

/**
 * The names of a section's fields, shared by its entries: 'Title, Organization...' suits projects,
 * but a Languages section wants 'Language' and 'Level'. Renaming, adding or removing a field does
 * it in every entry of the section.
 */
function FieldNamesEditor({
  section,
  sectionName,
  dispatch,
}: {
  section: CustomSection;
  sectionName: string;
  dispatch: Dispatch<DraftAction>;
}) {
  const focusAfterRender = useFocusAfterRender();
  // Most sections never need it, so it waits behind a small control instead of leading the section.
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const fields = section.entries[0]?.fields ?? [];
  // With no entry there are no fields to name; the next entry gets the standard ones.
  if (section.entries.length === 0) return null;

  if (!isOpen) {
    return (
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        aria-label={`Edit field names in ${sectionName}`}
        data-open-field-names={section.id}
        onClick={() => {
          setIsOpen(true);
          focusAfterRender(`[data-field-names="${section.id}"] li:first-child input`, `[data-add-field="${section.id}"]`);
        }}
        className="text-sm font-semibold text-indigo-700 hover:text-indigo-900"
      >
        Edit field names
      </button>
    );
  }

  function addField() {
    dispatch({ type: 'add-field', sectionId: section.id });
    focusAfterRender(`[data-field-names="${section.id}"] li:last-child input`);
  }

  function removeField(fieldIndex: number) {
    dispatch({ type: 'remove-field', sectionId: section.id, fieldIndex });
    // The removed field's button is gone: the next field's remove button, else the add button.
    focusAfterRender(`[data-field-names="${section.id}"] li:nth-child(${fieldIndex + 1}) button`, `[data-add-field="${section.id}"]`);
  }

  return (
    <fieldset id={panelId} className="rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Field names</legend>
      <div className="mb-2 flex items-start justify-between gap-3">
        <p className="text-xs text-slate-500">Every entry in this section uses these names.</p>
        <button
          type="button"
          aria-expanded
          aria-controls={panelId}
          data-close-field-names={section.id}
          onClick={() => {
            setIsOpen(false);
            focusAfterRender(`[data-open-field-names="${section.id}"]`);
          }}
          className="shrink-0 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
        >
          Done
        </button>
      </div>
      <ul data-field-names={section.id} className="flex flex-wrap gap-2">
        {fields.map((field, fieldIndex) => (
          <li key={fieldIndex} className="flex items-center gap-1">
            <input
              type="text"
              value={field.label}
              maxLength={100}
              autoComplete="off"
              aria-label={`Field ${fieldIndex + 1} name in ${sectionName}`}
              onChange={(event) => dispatch({ type: 'rename-field', sectionId: section.id, fieldIndex, label: event.target.value })}
              className="w-36 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600"
            />
            <button
              type="button"
              aria-label={`Remove field ${field.label.trim() || fieldIndex + 1} from ${sectionName}`}
              title="Remove field"
              onClick={() => removeField(fieldIndex)}
              className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-add-field={section.id}
        onClick={addField}
        disabled={fields.length >= MAX_CUSTOM_FIELDS}
        className="mt-2 text-sm font-semibold text-indigo-700 hover:text-indigo-900 disabled:cursor-not-allowed disabled:opacity-40"
      >
        + Add field
      </button>
    </fieldset>
  );
}

function AddSectionForm({ dispatch }: { dispatch: Dispatch<DraftAction> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const inputId = useId();
  const errorId = useId();

  function addSection() {
    const title = name.trim();
    if (title === '') {
      setError(SECTION_NAME_REQUIRED);
      return;
    }
    const section = newCustomSection(title);
    dispatch({ type: 'add-section', section });
    setName('');
    setError(null);
    // Straight to the new section's first entry: that is what the user came to fill in.
    focusAfterRender(`[data-item-key="${section.entries[0]?.id ?? section.id}"] input`);
  }

  // Enter adds the section, like the button beside it.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSection();
  }

  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-4">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        New section name
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="text"
          value={name}
          autoComplete="off"
          placeholder="e.g. Projects"
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={handleKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600 sm:max-w-sm ${
            error ? 'border-red-400' : 'border-slate-300'
          }`}
        />
        <button type="button" onClick={addSection} className={`${addButtonClass} justify-center`}>
          <span aria-hidden="true">+</span>
          Add section
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm text-red-600">
        {error}
      </p>
    </div>
  );
}
