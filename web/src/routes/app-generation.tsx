import { effectiveTemplate, type CreateDocumentRequest, type DocumentExportFormat, type TemplateId } from '@hireready/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApplication } from '../features/applications/api/application';
import { FiledUnder } from '../features/applications/components/filed-under';
import { PAGE_HEADINGS } from '../app/page-headings';
import { SignedInPage } from '../features/auth/components/signed-in-page';
import { ExportPanel } from '../features/documents/components/export-panel';
import { ReadingView } from '../features/documents/components/reading-view';
import { useExportDocument } from '../features/documents/hooks/use-export-document';
import { GenerationForm } from '../features/generation/components/generation-form';
import { GenerationPreview } from '../features/generation/components/generation-preview';
import { KeywordReport } from '../features/generation/components/keyword-report';
import { TemplateChoice } from '../features/generation/components/template-choice';
import { useGenerateDocument, type JobFields } from '../features/generation/hooks/use-generate-document';
import { profileQueryOptions, useProfile } from '../api/get-profile';
import { DocumentSheet } from '../features/templates/components/document-sheet';
import { FittedDocument } from '../features/templates/components/fitted-document';
import { renderPrintPage } from '../features/templates/print-page';

/** /app/generation (SPEC point 2). A signed-out visitor who signs in here comes back here. */
export default function GenerationRoute() {
  return (
    <SignedInPage {...PAGE_HEADINGS.generation} signInRedirectTo="/app/generation">
      <GenerationScreen />
    </SignedInPage>
  );
}

/** Opened from an application ('Generate resume / cover letter'): its posting, company and title, filed under it. */
function GenerationScreen() {
  const [params] = useSearchParams();
  const applicationId = params.get('application');
  const application = useApplication(applicationId ?? '');
  if (applicationId && application.isPending) return <p role="status">Loading the application...</p>;
  const from = applicationId && application.data ? application.data : null;
  return (
    <GenerationWorkspace
      key={from?.id ?? 'blank'}
      applicationId={from?.id}
      initialFields={from ? { company: from.company, jobTitle: from.jobTitle, jobDescription: from.postingText } : undefined}
    />
  );
}

function GenerationWorkspace({ applicationId, initialFields }: { applicationId?: string; initialFields?: JobFields }) {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const { generate, generating, error, result } = useGenerateDocument({
    applicationId,
    uid: profile.data?.uid,
    // The plan card's usage bars read the profile's counts.
    onCounted: () => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
  const { exportDocument, exportAs, downloading, isExporting, notice } = useExportDocument({ buildPrintPage: renderPrintPage });
  // The visible, editable copy of the document: its markup, edits included, is what gets exported.
  const contentRef = useRef<HTMLDivElement>(null);
  // A user who never chose gets the effective default (docs/decisions: 'classic' here as in the picker).
  const savedTemplate = effectiveTemplate(profile.data?.resume_template);
  // Tried beside the preview for this document; the saved choice is left alone.
  const [chosenTemplate, setChosenTemplate] = useState<TemplateId | null>(null);
  const templateId = chosenTemplate ?? savedTemplate;

  function focusJobForm() {
    const field = document.querySelector<HTMLElement>('#job-details input');
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }

  /** What Export saves: the visible markup, edits included, with the generation's facts. */
  function exportRequest(): CreateDocumentRequest | null {
    const html = contentRef.current?.innerHTML;
    if (!result || !html) return null;
    return {
      html,
      type: result.kind,
      jobTitle: result.jobTitle,
      companyName: result.company,
      templateId,
      content: result.data,
      applicationId: chosen?.id ?? result.application?.id ?? null,
      keywordReport: result.meta.keywords,
    };
  }

  function handleExport() {
    const request = exportRequest();
    if (request) void exportDocument(request);
  }

  function handleExportAs(format: DocumentExportFormat) {
    const request = exportRequest();
    if (request) void exportAs(request, format);
  }

  return (
    <>
      <GenerationForm
        generating={generating}
        error={error}
        initialFields={initialFields}
        onGenerate={(type, fields) => {
          setChosen(null);
          void generate(type, fields);
        }}
      />
      {result?.application ? <FiledUnder key={result.id} filed={result.application} chosen={chosen} onChoose={setChosen} /> : null}
      {result ? (
        <GenerationPreview
          kind={result.kind}
          company={result.company}
          jobTitle={result.jobTitle}
          resultId={result.id}
          onEditJob={focusJobForm}
          actions={
            <ExportPanel
              onExport={handleExport}
              isExporting={isExporting}
              onExportAs={handleExportAs}
              downloading={downloading}
              notice={notice}
            />
          }
          controls={<TemplateChoice value={templateId} savedTemplate={savedTemplate} onChange={setChosenTemplate} />}
          aside={
            <KeywordReport
              meta={result.meta}
              onSkillAdded={() => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })}
            />
          }
          document={
            <ReadingView key={result.id}>
              {/* A new template redraws the document from the result: the markup of one layout cannot take another's edits. */}
              <DocumentSheet key={templateId}>
                {result.kind === 'resume' ? (
                  <FittedDocument kind="resume" templateId={templateId} data={result.data} isEditable contentRef={contentRef} />
                ) : (
                  <FittedDocument kind="cover_letter" templateId={templateId} data={result.data} isEditable contentRef={contentRef} />
                )}
              </DocumentSheet>
            </ReadingView>
          }
        />
      ) : null}
    </>
  );
}
