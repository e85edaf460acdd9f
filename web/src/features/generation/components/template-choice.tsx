import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from '@hireready/contract';
import { useId } from 'react';

const CATEGORY_LABEL = { classic: 'Classic', modern: 'Modern', minimalist: 'Minimalist' } as const;

type TemplateChoiceProps = {
  value: TemplateId;
  /** The profile's saved template, which this choice does not change. */
  savedTemplate: TemplateId;
  onChange: (templateId: TemplateId) => void;
};

/**
 * The three templates beside the preview: a choice re-renders the document at once and is what
 * gets exported. The saved template (chosen on the dashboard, SPEC point 2) stays as it is.
 */
export function TemplateChoice({ value, savedTemplate, onChange }: TemplateChoiceProps) {
  const labelId = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        Template
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-2 grid grid-cols-3 gap-2 lg:grid-cols-1">
        {TEMPLATE_IDS.map((id) => {
          const template = TEMPLATES[id];
          const isChosen = id === value;
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={isChosen}
              onClick={() => onChange(id)}
              className={`rounded-lg border-2 px-2 py-2 text-left text-sm lg:px-3 ${
                isChosen
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-950'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-slate-300'
              }`}
            >
              <span className="block font-semibold leading-tight">{template.name}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{CATEGORY_LABEL[template.category]}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        For this document; switching redraws it, so choose before you edit. Your saved template, {TEMPLATES[savedTemplate].name}, is changed
        on the Dashboard.
      </p>
    </div>
  );
}
