import { SectionCard } from '../../../components/ui/section-card';
import { ChangePasswordForm } from './change-password-form';

type SettingsPageProps = { email: string };

/** /app/settings: the account itself (decision 022). */
export function SettingsPage({ email }: SettingsPageProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <SectionCard title="Password" description={`You sign in as ${email}.`}>
        <ChangePasswordForm />
      </SectionCard>
    </div>
  );
}
