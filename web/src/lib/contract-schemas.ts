/**
 * The contract's schemas, for the modules the pages load on use (a save, an upload, a payment):
 * the one way the web app reaches them, so they never try to compile code the page's
 * Content-Security-Policy refuses.
 */
import { parseSchemasWithoutEval } from '@hireready/contract';

parseSchemasWithoutEval();

export {
  CreateApplicationRequestSchema,
  GenerationRequestSchema,
  ProfileUpdateSchema,
  TagSchema,
  TierRecordSchema,
  UpdateApplicationRequestSchema,
  UploadResponseSchema,
  profileFromUpload,
  reviewForImportedProfile,
} from '@hireready/contract';
