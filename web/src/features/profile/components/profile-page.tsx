/** SPEC points 2 and 4: the profile, in view mode or edit mode, and the resume import. */
import type { Profile } from '@hireready/contract';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { useDraftValidator } from '../hooks/use-draft-validator';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useResumeImport } from '../hooks/use-resume-import';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { flagsByField, loadImportReview, storeImportReview, type ImportReview } from '../lib/import-review';
import { draftReducer, isSameDraft, toDraft, type ProfileDraft } from '../lib/profile-draft';
import { flagsForDraft, NO_FLAGS, type ReviewFlags } from '../lib/review-flags';
import type { FieldErrors } from '../lib/field-errors';
import { CustomSectionsEditor } from './custom-sections-editor';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ImportReviewPanel } from './import-review-panel';
import { CertificationsEditor, EducationEditor, SkillsEditor, WorkExperienceEditor } from './list-editors';
import { PersonalDetailsEditor } from './personal-details-editor';
import { ProfileView } from './profile-view';
import { ProfileExportButton } from './profile-export-button';
import { ResumeUploadButton } from './resume-upload-button';
import { SaveStatus, type SaveNotice } from './save-status';
import { UploadOverlay } from './upload-overlay';

/** SPEC point 8, word for word. */
const SAVED_MESSAGE = 'Profile updated!';
const SAVE_FAILED_MESSAGE = 'Failed to update profile.';
const INVALID_MESSAGE = 'Some fields need attention. Please correct them and save again.';

const NO_ERRORS: FieldErrors = {};

// Narrower padding on phones keeps all three toolbar buttons on one row at 390 px.
const primaryButtonClass =
  'whitespace-nowrap rounded-lg bg-indigo-600 px-2.5 py-2 text-[13px] sm:px-4 sm:text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70';
const secondaryButtonClass =
  'whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-[13px] sm:px-4 sm:text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

type ProfilePageProps = { profile: Profile };

export function ProfilePage({ profile }: ProfilePageProps) {
  const [isEditing, setIsEditing] = useState(false);
  // The draft as edit mode began: what "unsaved changes" are measured against.
  const [baseline, setBaseline] = useState<ProfileDraft>(() => toDraft(profile));
  const [draft, dispatch] = useReducer(draftReducer, baseline);
  // Errors appear after the first Save attempt, then follow every edit until they are fixed.
  const [isShowingErrors, setIsShowingErrors] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const noticeCount = useRef(0);
  const say = (tone: SaveNotice['tone'], text: string) => setNotice({ tone, text, id: ++noticeCount.current });
  // What the last import asks the user to check; kept for the tab's session.
  const [review, setReview] = useState<ImportReview | null>(() => loadImportReview(profile.uid));
  const [isReviewNew, setIsReviewNew] = useState(false);
  // In edit mode items can move, so the flags follow each item's key from the moment editing began.
  const [editFlags, setEditFlags] = useState<ReviewFlags>(NO_FLAGS);
  const viewFlags = useMemo(() => flagsByField(review), [review]);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const save = useUpdateProfile();

  const hasUnsavedChanges = useMemo(() => isEditing && !isSameDraft(draft, baseline), [isEditing, draft, baseline]);
  const blocker = useUnsavedChangesGuard(hasUnsavedChanges);
  const { validate, loadValidator } = useDraftValidator();
  const errors = useMemo(() => {
    if (!isShowingErrors || !validate) return NO_ERRORS;
    const validation = validate(draft);
    return validation.isValid ? NO_ERRORS : validation.errors;
  }, [isShowingErrors, validate, draft]);

  function leaveEditMode() {
    setIsEditing(false);
    setIsShowingErrors(false);
    setIsConfirmingCancel(false);
  }

  const resumeImport = useResumeImport({
    uid: profile.uid,
    // The upload replaced the whole profile (the user confirmed it), so any draft is obsolete.
    onImported: (imported) => {
      leaveEditMode();
      setNotice(null);
      updateReview(imported);
      setIsReviewNew(true);
    },
    onFailed: (reason) => setNotice(reason ? { tone: 'error', text: reason, id: ++noticeCount.current } : null),
  });

  function updateReview(next: ImportReview | null) {
    setReview(next);
    storeImportReview(profile.uid, next);
  }

  function startEditing() {
    const fresh = toDraft(profile);
    setBaseline(fresh);
    dispatch({ type: 'reset', draft: fresh });
    setNotice(null);
    setIsShowingErrors(false);
    setEditFlags(flagsForDraft(viewFlags, fresh));
    setIsReviewNew(false);
    setIsEditing(true);
    void loadValidator();
  }

  async function saveChanges() {
    // Loaded when editing began; Save waits only if it is still on its way.
    const validation = (validate ?? (await loadValidator()))(draft);
    if (!validation.isValid) {
      setIsShowingErrors(true);
      setNotice(null);
      focusAfterRender('[aria-invalid="true"]');
      return;
    }
    setNotice(null);
    try {
      await save.mutateAsync({ uid: profile.uid, data: validation.data });
    } catch (error) {
      // Edit mode stays on, so the user's edits survive a failed save and can be saved again.
      console.warn('Failed to update profile:', error);
      say('error', SAVE_FAILED_MESSAGE);
      return;
    }
    leaveEditMode();
    say('success', SAVED_MESSAGE);
    // The saved profile may have moved or dropped entries, so positions no longer match: the
    // highlights end here, the found counts and unplaced lines stay until the user is done.
    if (review && review.flags.length > 0) updateReview({ ...review, flags: [] });
    // Back to the bar the user pressed Save in, now showing Edit Profile.
    focusAfterRender('[data-profile-action="primary"]');
  }

  function cancelEditing() {
    if (hasUnsavedChanges) setIsConfirmingCancel(true);
    else leaveEditMode();
  }

  const isBusy = save.isPending || resumeImport.isImporting;
  // Follows the errors: it goes away by itself once the last highlighted field is fixed or removed.
  const errorText = errors === NO_ERRORS ? null : INVALID_MESSAGE;

  return (
    <div className="space-y-6">
      <div className="sticky top-16 z-30 -mx-4 flex flex-wrap items-center justify-between gap-3 border-y border-slate-200 bg-white/95 px-3 py-2.5 backdrop-blur sm:mx-0 sm:py-3 sm:rounded-2xl sm:border sm:px-5 sm:shadow-sm">
        {/* The bar stays in view while scrolling; on a phone the buttons alone say enough. */}
        <p className="hidden text-sm text-slate-600 sm:block">
          {isEditing ? (
            <>
              <span className="font-semibold text-indigo-700">Editing.</span> Nothing is saved until you press Save Changes.
            </>
          ) : (
            'Keep this up to date: every resume and cover letter starts here.'
          )}
        </p>
        {/* Wraps rather than clips if a phone is narrower still. */}
        <div className="flex w-full flex-wrap justify-end gap-1.5 sm:w-auto sm:gap-2">
          {isEditing ? (
            <button type="button" onClick={cancelEditing} disabled={isBusy} className={secondaryButtonClass}>
              Cancel
            </button>
          ) : null}
          <ResumeUploadButton
            onFileConfirmed={(file) => void resumeImport.importResume(file)}
            isDisabled={isBusy}
            className={secondaryButtonClass}
          />
          <button
            type="button"
            data-profile-action="primary"
            onClick={isEditing ? () => void saveChanges() : startEditing}
            disabled={isBusy}
            aria-busy={save.isPending || undefined}
            className={primaryButtonClass}
          >
            {isEditing ? 'Save Changes' : 'Edit Profile'}
          </button>
        </div>
      </div>

      {isEditing ? null : <ProfileExportButton name={profile.name} isDisabled={isBusy} />}
      {review ? (
        <ImportReviewPanel
          review={review}
          takesFocus={isReviewNew && resumeImport.step === null}
          onDismiss={() => {
            updateReview(null);
            focusAfterRender('[data-profile-action="primary"]');
          }}
        />
      ) : null}
      <div role="alert">
        {errorText ? (
          <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">{errorText}</p>
        ) : null}
      </div>

      {isEditing ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-600">
            Fields marked <span className="font-semibold text-red-700">*</span> are required. Entries left completely empty are not saved.
          </p>
          <PersonalDetailsEditor draft={draft} email={profile.email} errors={errors} flags={editFlags} dispatch={dispatch} />
          <WorkExperienceEditor draft={draft} errors={errors} flags={editFlags} dispatch={dispatch} />
          <EducationEditor draft={draft} errors={errors} flags={editFlags} dispatch={dispatch} />
          <SkillsEditor draft={draft} errors={errors} flags={editFlags} dispatch={dispatch} />
          <CertificationsEditor draft={draft} errors={errors} flags={editFlags} dispatch={dispatch} />
          <CustomSectionsEditor draft={draft} errors={errors} flags={editFlags} dispatch={dispatch} />
        </div>
      ) : (
        <ProfileView profile={profile} flags={viewFlags} />
      )}

      <SaveStatus notice={notice} />

      <UploadOverlay step={resumeImport.step} />
      <DiscardChangesDialog
        isOpen={isConfirmingCancel}
        action="stop editing"
        onKeepEditing={() => setIsConfirmingCancel(false)}
        onDiscard={leaveEditMode}
      />
      <DiscardChangesDialog
        isOpen={blocker.state === 'blocked'}
        action="leave this page"
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </div>
  );
}
