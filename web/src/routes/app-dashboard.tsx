import { Page } from '../components/layout/page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/dashboard (SPEC point 2). The plan card, template picker and documents list compose here. */
export default function DashboardRoute() {
  return (
    <RequireSignIn>
      <Page title="Dashboard" description="Your plan, your template and the documents you have exported." />
    </RequireSignIn>
  );
}
