import { useAuth } from '../../auth/hooks/use-auth';
import { SectionCard } from '../../profile/components/section-card';
import { ChangePasswordForm } from './change-password-form';

/** /app/settings: the account itself (decision 022). */
export function SettingsPage() {
  const { user } = useAuth();
  return (
    <div className="max-w-3xl space-y-6">
      <SectionCard title="Password" description={user ? `You sign in as ${user.email}.` : undefined}>
        <ChangePasswordForm />
      </SectionCard>
    </div>
  );
}
