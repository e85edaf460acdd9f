/** Resume templates (SPEC point 3). All three are of tier basic, so every user may choose any. */
import { z } from 'zod';
import { EFFECTIVE_DEFAULT_TEMPLATE, TEMPLATE_IDS, type TemplateId } from './template-catalog';

export * from './template-catalog';

export const TemplateIdSchema = z.enum(TEMPLATE_IDS);

export function effectiveTemplate(stored: string | null | undefined): TemplateId {
  const parsed = TemplateIdSchema.safeParse(stored);
  return parsed.success ? parsed.data : EFFECTIVE_DEFAULT_TEMPLATE;
}
