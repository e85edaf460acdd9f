import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import RootLayout from '../routes/root';
import type { RouteHandle } from './route-handle';

/**
 * Route-level code splitting (DESIGN decision 9): each page is its own chunk, so the landing page
 * never loads the signed-in app's code.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const loadLanding = () => import('../routes/landing');

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

const toDashboard = () => redirect('/app/dashboard');
/** A redirect-only route renders nothing; saying so keeps React Router from warning about an empty leaf. */
const redirectOnly = { element: null };

/** SPEC point 2: /dashboard goes to /app/dashboard, keeping the query string. */
function dashboardWithQuery({ request }: LoaderFunctionArgs) {
  return redirect(`/app/dashboard${new URL(request.url).search}`);
}

/**
 * SPEC point 2, the route table. No errorElement anywhere: React Router's default error element
 * is the spec's fallback error screen ('Unexpected Application Error!').
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <PageLoading />,
    children: [
      { index: true, lazy: page(loadLanding) },
      { path: 'dashboard', loader: dashboardWithQuery, ...redirectOnly },
      { path: 'reset-password', lazy: page(() => import('../routes/reset-password')), ...titled('Set a new password') },
      {
        path: 'app',
        children: [
          { index: true, loader: toDashboard, ...redirectOnly },
          { path: 'dashboard', lazy: page(() => import('../routes/app-dashboard')), ...titled('Dashboard') },
          { path: 'profile', lazy: page(() => import('../routes/app-profile')), ...titled('Profile') },
          { path: 'generation', lazy: page(() => import('../routes/app-generation')), ...titled('Generate') },
          { path: 'documents/:id', lazy: page(() => import('../routes/app-document')), ...titled('Document') },
          { path: 'applications', lazy: page(() => import('../routes/app-applications')), ...titled('Applications') },
          { path: 'applications/:id', lazy: page(() => import('../routes/app-application')), ...titled('Application') },
          { path: 'settings', lazy: page(() => import('../routes/app-settings')), ...titled('Settings') },
          { path: '*', loader: toDashboard, ...redirectOnly },
        ],
      },
      // Any unknown path shows the landing page, at its own address.
      { path: '*', lazy: page(loadLanding) },
    ],
  },
];
