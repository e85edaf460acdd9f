/**
 * Build time only (decision 009): renders the landing page to HTML with react-dom/server, from the
 * same components and route table the app uses, so the pre-rendered page and the app cannot drift.
 * vite.config.ts writes the result into dist/landing.html.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { frameClassName, MAIN_CLASS_NAME } from '../components/layout/frame-classes';
import { NavBarView } from '../components/layout/nav-bar';
import { PageLoading } from '../components/ui/page-loading';
import type { NavTemplateState } from '../components/layout/nav-bar-static';
import { signedInPageLoading } from '../features/auth/components/signed-in-page-loading';
import { AuthContext, type AuthContextValue } from '../features/auth/lib/auth-context';
import InfoTopicContent from '../features/landing/content/info-topic-content';
import { INFO_TOPICS } from '../features/landing/content/info-topics';
import { createQueryClient } from '../lib/query-client';
import { PAGE_HEADINGS, type HeadedPage } from './page-headings';
import { routes } from './routes';

/** The session is unknown at build time: the page shows what the app shows while it restores it. */
const RESTORING_SESSION: AuthContextValue = { user: null, isSignedIn: false, loading: true };

export type LandingParts = {
  /** The frame RootLayout renders at / (bar, landing page, footer), for inside #root. */
  frame: string;
  /** The <title> RootLayout sets for /. */
  title: string;
  /** The bar in each state the page's script can switch to. */
  navTemplates: Record<NavTemplateState, string>;
  /** The footer pop-ups' text, by topic id. */
  topics: Record<string, string>;
  /**
   * For the app shell's #root (index.html): the frame as the app's first render draws it on an app
   * page (the bar while the session is restored, the loading line), so the page paints at once,
   * before its code arrives, and React's first render replaces it with the same picture.
   */
  appShellFrame: string;
  /** The same frame for each page with a fixed heading, the heading drawn (its own shell, decision 019). */
  headedShellFrames: Record<HeadedPage, string>;
};

const noop = () => {};

function renderNavBar(isSignedIn: boolean, isMenuOpen: boolean): string {
  return renderToString(
    <StaticRouter location="/">
      <NavBarView
        isSignedIn={isSignedIn}
        isLoading={false}
        isScrolled={false}
        isMenuOpen={isMenuOpen}
        onSignIn={noop}
        onSignOut={noop}
        onToggleMenu={noop}
        onCloseMenu={noop}
      />
    </StaticRouter>,
  );
}

/** The app shell's frame; on a page with a fixed heading, the heading shows over the loading line. */
function renderAppShellFrame(page?: HeadedPage): string {
  return renderToString(
    <StaticRouter location={`/app/${page ?? 'dashboard'}`}>
      <div className={frameClassName(false)}>
        <NavBarView
          isSignedIn={false}
          isLoading
          isScrolled={false}
          isMenuOpen={false}
          onSignIn={noop}
          onSignOut={noop}
          onToggleMenu={noop}
          onCloseMenu={noop}
        />
        <main className={MAIN_CLASS_NAME}>{page ? signedInPageLoading(PAGE_HEADINGS[page]) : <PageLoading />}</main>
      </div>
    </StaticRouter>,
  );
}

function withProviders(children: ReactNode) {
  return (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <AuthContext value={RESTORING_SESSION}>{children}</AuthContext>
      </QueryClientProvider>
    </StrictMode>
  );
}

export async function renderLandingParts(): Promise<LandingParts> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`/ answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let html = renderToString(withProviders(<StaticRouterProvider router={router} context={context} hydrate={false} />));
  // React 19 renders the layout's <title> in place; it belongs in the document's head.
  let title = '';
  html = html.replace(/<title>([^<]*)<\/title>/, (_match, text: string) => {
    title = text;
    return '';
  });
  if (!title) throw new Error('the landing page rendered no <title>');

  return {
    frame: html,
    appShellFrame: renderAppShellFrame(),
    headedShellFrames: Object.fromEntries(
      Object.keys(PAGE_HEADINGS).map((page) => [page, renderAppShellFrame(page as HeadedPage)]),
    ) as Record<HeadedPage, string>,
    title,
    navTemplates: {
      'signed-out': renderNavBar(false, false),
      'signed-in': renderNavBar(true, false),
      'signed-in-menu': renderNavBar(true, true),
    },
    topics: Object.fromEntries(INFO_TOPICS.map(({ id }) => [id, renderToString(<InfoTopicContent topic={id} />)])),
  };
}
