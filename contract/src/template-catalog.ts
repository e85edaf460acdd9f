/** Resume templates (SPEC point 3) as plain constants, zod-free like plan-catalog.ts; templates.ts adds the schema. */
import type { Tier } from './plan-catalog';

export const TEMPLATE_IDS = ['classic', 'modern', 'leftaligned'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const TEMPLATE_CATEGORIES = ['classic', 'modern', 'minimalist'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export type Template = {
  id: TemplateId;
  name: string;
  description: string;
  category: TemplateCategory;
  tier: Tier;
};

export const TEMPLATES: Record<TemplateId, Template> = {
  classic: {
    id: 'classic',
    name: 'Classic Professional',
    description: 'Centred header, serif headings and ruled sections: the layout recruiters expect.',
    category: 'classic',
    tier: 'basic',
  },
  modern: {
    id: 'modern',
    name: 'Modern',
    description: 'A bold name, an accent colour and clean sans-serif type for a contemporary look.',
    category: 'modern',
    tier: 'basic',
  },
  leftaligned: {
    id: 'leftaligned',
    name: 'Left Aligned',
    description: 'Everything aligned to one left edge with generous space: quiet and easy to scan.',
    category: 'minimalist',
    tier: 'basic',
  },
};

/** The value stored for a user who never chose (SPEC point 3). */
export const STORED_DEFAULT_TEMPLATE = 'default';

/**
 * The template a user who never chose actually gets, in the picker and in generation alike.
 * See docs/decisions/ for why this is 'classic' in both places.
 */
export const EFFECTIVE_DEFAULT_TEMPLATE: TemplateId = 'classic';

/** The stored template when it is one of ours, the effective default otherwise ('default', none, or retired). */
export function effectiveTemplate(stored: string | null | undefined): TemplateId {
  return (TEMPLATE_IDS as readonly (string | null | undefined)[]).includes(stored) ? (stored as TemplateId) : EFFECTIVE_DEFAULT_TEMPLATE;
}
