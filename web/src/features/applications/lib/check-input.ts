/**
 * The contract's checks of what the applications pages send. Loaded when the user saves, not with
 * the page: the pages draw without the schema library (decision 019).
 */
export { CreateApplicationRequestSchema, TagSchema, UpdateApplicationRequestSchema } from '../../../lib/contract-schemas';
