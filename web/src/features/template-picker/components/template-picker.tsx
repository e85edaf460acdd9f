import {
  effectiveTemplate,
  isTierAtLeast,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateCategory,
  type TemplateId,
  type Tier,
} from '@hireready/contract';
import { useState, type ReactNode } from 'react';
import { useSetTemplate } from '../api/set-template';

export const TEMPLATE_SAVE_FAILED = 'Failed to save template selection. Please try again.';

type Filter = 'all' | TemplateCategory;

const CATEGORY_LABEL: Record<TemplateCategory, string> = { classic: 'Classic', modern: 'Modern', minimalist: 'Minimalist' };

const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'classic', label: 'Classic' },
  { id: 'modern', label: 'Modern' },
  { id: 'minimalist', label: 'Minimalist' },
];

type TemplatePickerProps = {
  /** The profile's resume_template: 'default' until the user chooses. */
  storedTemplate: string;
  tier: Tier;
  /** The live thumbnail of a template (the templates feature's TemplatePreviewCard, passed in by the page). */
  renderPreview: (templateId: TemplateId) => ReactNode;
  onSaved?: () => void;
};

/** The template picker (SPEC point 2): filter by category, choose one; the choice is saved at once. */
export function TemplatePicker({ storedTemplate, tier, renderPreview, onSaved }: TemplatePickerProps) {
  const [filter, setFilter] = useState<Filter>('all');
  // Follows what the server stored: a failed save leaves the previous choice marked.
  const [saved, setSaved] = useState<TemplateId | null>(null);
  const save = useSetTemplate({ onSaved });
  // A user who never chose sees the effective default selected (SPEC point 3: 'classic' in the picker).
  const selected = saved ?? effectiveTemplate(storedTemplate);
  const shown = TEMPLATE_IDS.filter((id) => filter === 'all' || TEMPLATES[id].category === filter);

  function choose(templateId: TemplateId) {
    save.mutate({ templateId }, { onSuccess: (response) => setSaved(effectiveTemplate(response.resume_template)) });
  }

  return (
    <section aria-labelledby="templates-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="templates-heading" className="text-lg font-semibold text-slate-900">
            Resume Template
          </h2>
          <p className="mt-1 text-sm text-slate-600">Your resumes and cover letters are laid out in this template.</p>
        </div>
        <div role="group" aria-label="Filter templates by category" className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
              className={
                filter === option.id
                  ? 'rounded-full bg-indigo-600 px-3.5 py-1.5 text-sm font-semibold text-white shadow-sm'
                  : 'rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50'
              }
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>

      <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        All templates are available to every user.
      </p>

      {save.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {TEMPLATE_SAVE_FAILED}
        </p>
      ) : null}

      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((id) => {
          const template = TEMPLATES[id];
          const isSelected = selected === id;
          // SPEC point 5: a template may be chosen only if the user's tier is at least the template's.
          const canChoose = isTierAtLeast(tier, template.tier);
          return (
            <li
              key={id}
              className={`flex h-full gap-3 rounded-xl border-2 p-3 transition sm:flex-col sm:gap-0 sm:p-4 ${
                isSelected ? 'border-indigo-600 bg-indigo-50/60' : 'border-slate-200 bg-white'
              }`}
            >
              {/* A shortcut for pointer users; the button below is the control. On a phone, a small thumbnail beside the text. */}
              <div
                onClick={canChoose && !save.isPending && !isSelected ? () => choose(id) : undefined}
                className={`flex shrink-0 justify-center self-start rounded-lg bg-slate-100 p-1.5 sm:self-auto sm:p-3 ${canChoose && !isSelected ? 'cursor-pointer' : ''}`}
              >
                <div className="max-sm:[zoom:0.45]">{renderPreview(id)}</div>
              </div>
              <div className="flex min-w-0 flex-1 flex-col">
                {/* The category the filters above use, so 'Minimalist' and 'Left Aligned' visibly belong together. */}
                <p className="mt-0 text-xs font-semibold uppercase tracking-wide text-indigo-700 sm:mt-2">
                  {CATEGORY_LABEL[template.category]}
                </p>
                <p className="font-semibold text-slate-900 sm:hidden">{template.name}</p>
                <p className="mt-1 flex-1 text-sm text-slate-600 max-sm:line-clamp-2">{template.description}</p>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={`Use ${template.name}`}
                  disabled={!canChoose || save.isPending}
                  onClick={() => choose(id)}
                  className={`mt-2 w-full rounded-lg px-4 py-2 text-sm sm:mt-3 font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${
                    isSelected ? 'bg-indigo-600 text-white shadow-sm' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {isSelected ? 'Selected' : canChoose ? 'Use this template' : `Needs ${template.tier}`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
