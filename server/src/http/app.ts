/**
 * The HTTP application: one Hono app serving /api and the built web app. Routes are thin
 * (validate, check who is asking, call one service, answer); the error handler turns every
 * failure into `{ error: { code, message } }` with the status the code names.
 */
import { proxyHops } from '../env';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UPLOAD_MAX_BYTES } from '@hireready/contract';
import { AppError, errorBody } from '../lib/errors';
import { accountRoutes } from '../routes/account';
import { accountDataRoutes } from '../routes/account-data';
import { applicationRoutes } from '../routes/applications';
import { authRoutes } from '../routes/auth';
import { checkoutPageRoutes } from '../routes/checkout-page';
import { billingRoutes, stripeRoutes } from '../routes/stripe';
import { documentRoutes } from '../routes/documents';
import { openaiRoutes } from '../routes/openai';
import { healthRoutes } from '../routes/health';
import { newsletterRoutes } from '../routes/newsletter';
import { userRoutes } from '../routes/user';
import { profileFormatRoutes } from '../routes/profile-formats';
import { clientAddress } from './client-address';
import { bodyLimit } from './middleware/body-limit';
import { clientBudget } from './middleware/client-budget';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import type { AppBindings, AppDeps } from './types';

export type AppOptions = {
  /** Folder of the built web app; null serves the API alone. */
  webDistDir: string | null;
};

function tooLarge(): never {
  throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
}

export function createApp(deps: AppDeps, options: AppOptions) {
  const hops = proxyHops(deps.env);
  const isHttps = (url: string, forwardedProto: string | undefined) => url.startsWith('https:') || (hops > 0 && forwardedProto === 'https');
  const isSecureRequest = (c: Context) => {
    if (deps.env.COOKIE_SECURE !== 'auto') return deps.env.COOKIE_SECURE === 'true';
    return isHttps(c.req.url, c.req.header('x-forwarded-proto'));
  };

  const app = new Hono<AppBindings>();
  app.use(requestLog(deps.log));
  app.use(securityHeaders({ isHttps }));

  const api = new Hono<AppBindings>();
  // JSON bodies are small; the resume upload alone may carry a 5 MB file plus its multipart framing.
  const jsonLimit = bodyLimit({ maxSize: deps.env.BODY_LIMIT_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_MAX_BYTES + 64 * 1024, onError: tooLarge });
  api.use((c, next) => (c.req.path === '/api/openai/upload-resume' ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.route('/', healthRoutes(deps));
  if (deps.env.CLIENT_RATE_LIMITS === 'on') {
    // Every /api/auth request may cost a password hash (decision 016).
    api.use('/auth/*', clientBudget({ burst: 20, perSecond: 1, clientOf: (c) => clientAddress(c, hops), now: deps.now }));
  }
  api.route('/auth', authRoutes(deps, { isSecureRequest }));
  api.route('/auth', accountRoutes(deps, { isSecureRequest }));
  api.route('/user/profile', profileFormatRoutes(deps));
  // Before userRoutes: its sign-in check covers every /user path, and these check for themselves.
  api.route('/user', accountDataRoutes(deps));
  api.route('/user', userRoutes(deps));
  api.route('/stripe', stripeRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  api.route('/documents', documentRoutes(deps));
  api.route('/applications', applicationRoutes(deps));
  api.route('/openai', openaiRoutes(deps));
  api.route('/newsletter', newsletterRoutes(deps));
  app.route('/api', api);
  // A sub-app's notFound does not apply once it is mounted: answer unknown API paths here.
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}.`), 404)
      : c.text('Not found', 404),
  );
  app.route('/checkout', checkoutPageRoutes(deps));

  if (options.webDistDir) mountWebApp(app, options.webDistDir);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.issues), error.status as 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : status < 500 ? 'VALIDATION_ERROR' : 'INTERNAL';
      return c.json(errorBody(code, error.message || 'Bad request.'), status);
    }
    (c.var.log ?? deps.log).error('unhandled error', { error, path: c.req.path, method: c.req.method });
    // Never a stack trace or an internal message in an answer.
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });

  return app;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else falls
 * back to index.html (never cached) so client-side routes work on reload. The landing page (`/` and
 * any unknown path, SPEC point 2) is the pre-rendered landing.html when the build wrote one
 * (decision 009); only the app's own paths (/app, /app/*, /dashboard, /reset-password) get the app shell.
 */
function mountWebApp(app: Hono<AppBindings>, distDir: string) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  const landingPath = path.join(root, 'landing.html');
  const isAppPath = (requestPath: string) => /^\/(app|dashboard|reset-password)(\/|$)/.test(requestPath);
  /** /app/<page> has a shell of its own when the build drew that page's heading (decision 019). */
  const appShellFor = (requestPath: string) => {
    const page = /^\/app\/([a-z-]+)\/?$/.exec(requestPath)?.[1];
    const headed = page ? path.join(root, 'app-shells', `${page}.html`) : null;
    return headed && fs.existsSync(headed) ? headed : indexPath;
  };
  // HTML names the hashed assets of one build: always revalidate it, or a browser could keep a page
  // whose assets a new deployment has removed. Hashed assets never change; other files may be cached briefly.
  const cachePolicy = (requestPath: string) =>
    requestPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : /(\/|\.html)$/.test(requestPath)
        ? 'no-cache'
        : 'public, max-age=3600';

  // `/` is the pre-rendered landing page (the folder's index), served precompressed like any file.
  const serveFile = serveStatic({ root, precompressed: true, index: 'landing.html' });
  app.use('*', async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.startsWith('/api/')) return next();
    const res = await serveFile(c, next);
    // serveStatic's onFound runs after its Response exists, so headers set there are lost: set them here.
    if (res instanceof Response && res.status < 400) res.headers.set('Cache-Control', cachePolicy(c.req.path));
    return res;
  });
  // Everything else: app routes get the app shell, any other path the landing page (SPEC point 2).
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/')) return c.notFound();
    const page = isAppPath(c.req.path) ? appShellFor(c.req.path) : fs.existsSync(landingPath) ? landingPath : indexPath;
    if (!fs.existsSync(page)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return sendHtml(c, page);
  });
}

/**
 * An HTML page, compressed as the build left it (page.br, page.gz) when the browser accepts that:
 * the app shell is on every signed-in page's critical path, like the landing page.
 */
function sendHtml(c: Context<AppBindings>, page: string) {
  c.header('Vary', 'Accept-Encoding');
  const accepted = (c.req.header('accept-encoding') ?? '').split(',').map((part) => part.trim().split(';')[0]);
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.includes(encoding) || !fs.existsSync(page + extension)) continue;
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(fs.readFileSync(page + extension));
  }
  return c.html(fs.readFileSync(page, 'utf8'));
}
