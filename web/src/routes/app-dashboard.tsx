import { useQueryClient } from '@tanstack/react-query';
import { ApplicationsOverview } from '../features/applications/components/applications-overview';
import { PAGE_HEADINGS } from '../app/page-headings';
import { SignedInPage } from '../features/auth/components/signed-in-page';
import { PlanCard } from '../features/billing/components/plan-card';
import { DocumentsList } from '../features/documents/components/documents-list';
import { profileQueryOptions, useProfile } from '../api/get-profile';
import { TemplatePicker } from '../features/template-picker/components/template-picker';
import { TemplatePreviewCard } from '../features/templates/components/template-preview-card';

/** /app/dashboard (SPEC point 2). The plan card, template picker and documents list compose here. */
export default function DashboardRoute() {
  return (
    <SignedInPage {...PAGE_HEADINGS.dashboard}>
      {/* On a phone the documents come before the templates: they are what a returning user opens. */}
      <div className="flex flex-col gap-8">
        <DashboardPlanCard />
        <ApplicationsOverview />
        <div className="max-md:order-2">
          <DashboardTemplatePicker />
        </div>
        <div className="max-md:order-1">
          <DocumentsList />
        </div>
      </div>
    </SignedInPage>
  );
}

/** The plan card reads the profile too (its tier record): one request for both, refreshed together. */
function DashboardPlanCard() {
  const profile = useProfile();
  return <PlanCard plan={profile.data} isPending={profile.isPending} onRetry={() => void profile.refetch()} />;
}

/** The picker reads the profile (tier, stored choice) and refreshes it after a save. */
function DashboardTemplatePicker() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  if (!profile.data) return null;
  return (
    <TemplatePicker
      storedTemplate={profile.data.resume_template}
      tier={profile.data.tier.tier}
      renderPreview={(templateId) => <TemplatePreviewCard templateId={templateId} width={200} />}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })}
    />
  );
}
