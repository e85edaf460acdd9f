/** Resume templates (SPEC point 3). All three are of tier basic, so every user may choose any. */
import { z } from 'zod';
import { TEMPLATE_IDS } from './template-catalog';

export * from './template-catalog';

export const TemplateIdSchema = z.enum(TEMPLATE_IDS);
