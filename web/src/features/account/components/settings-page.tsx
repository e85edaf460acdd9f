import { SectionCard } from '../../../components/ui/section-card';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection, DownloadDataButton } from './data-and-deletion';

type SettingsPageProps = { email: string };

/** /app/settings: the account itself (decision 022). */
export function SettingsPage({ email }: SettingsPageProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <SectionCard title="Password" description={`You sign in as ${email}.`}>
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard title="Your data" description="Your profile, documents, applications, plan and usage history, in one JSON file.">
        <DownloadDataButton />
      </SectionCard>
      <SectionCard
        title="Delete account"
        description="Deletes your account and everything in it, and cancels any paid plan. This cannot be undone."
      >
        <DeleteAccountSection />
      </SectionCard>
    </div>
  );
}
