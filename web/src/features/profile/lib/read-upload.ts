/**
 * What turns an upload's answer into a profile, with the schema library it needs: loaded when a
 * resume is uploaded, so the profile page draws without it.
 */
export { profileFromUpload, reviewForImportedProfile, UploadResponseSchema } from '../../../lib/contract-schemas';
