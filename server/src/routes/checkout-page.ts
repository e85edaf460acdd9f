/**
 * The local test-mode checkout page (DESIGN point 4): shown in place of Stripe Checkout when no
 * Stripe key is configured. Server-rendered with a plain form, so it runs under our CSP (no
 * script at all, form-action 'self'). The unguessable session id in the address is the only
 * credential, as with Stripe's checkout address.
 */
import { Hono } from 'hono';
import { PLANS, PLAN_INTERVAL } from '@hireready/contract';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { isLocalBilling, type LocalCheckoutSession } from '../providers/billing/local-billing';

const SESSION_ID = /^cs_local_[A-Za-z0-9_-]{10,64}$/;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLES = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  main{width:100%;max-width:26rem;margin:1rem;background:#fff;border-radius:1rem;
    box-shadow:0 10px 30px rgba(15,23,42,.12);padding:2rem}
  .mode{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;
    color:#92400e;background:#fef3c7;border-radius:999px;padding:.25rem .75rem}
  h1{font-size:1.5rem;margin:1rem 0 .25rem}
  .price{font-size:2.25rem;font-weight:700;margin:.5rem 0 0}
  .price span{font-size:1rem;font-weight:400;color:#475569}
  ul{padding-left:1.25rem;color:#334155;line-height:1.6}
  p.note{font-size:.875rem;color:#475569}
  button{width:100%;font:inherit;font-weight:600;font-size:1.0625rem;color:#fff;background:#2563eb;
    border:0;border-radius:.5rem;padding:.85rem 1rem;cursor:pointer}
  button:hover{background:#1d4ed8}
  button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
  a.cancel{display:block;text-align:center;margin-top:1rem;color:#475569}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · HireReady</title>
<style>${STYLES}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function checkoutPage(session: LocalCheckoutSession): string {
  const plan = PLANS[session.tier];
  const features = plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return page(
    `Checkout: ${plan.name}`,
    `<span class="mode">Test mode</span>
<h1>HireReady ${escapeHtml(plan.name)}</h1>
<p class="price">${escapeHtml(plan.priceLabel)} <span>per ${PLAN_INTERVAL}</span></p>
<ul>${features}</ul>
<p class="note">This is the built-in test-mode checkout: no card is needed and nothing is charged.
The subscription renews monthly until you cancel it from your dashboard.</p>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
<button type="submit">Pay ${escapeHtml(plan.priceLabel)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>`,
  );
}

function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="cancel" href="/app/dashboard">Back to your dashboard</a>`,
  );
}

export function checkoutPageRoutes(deps: AppDeps) {
  const notFound = messagePage('Checkout not found', 'This checkout does not exist. Start again from your dashboard.');
  return new Hono<AppBindings>()
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      // A checkout address must not travel on to other sites in a Referer header.
      c.header('Referrer-Policy', 'no-referrer');
      await next();
    })
    .get('/:sessionId', async (c) => {
      const billing = deps.billing;
      const sessionId = c.req.param('sessionId');
      if (!isLocalBilling(billing) || !SESSION_ID.test(sessionId)) return c.html(notFound, 404);
      const session = await billing.getCheckoutSession(sessionId);
      if (!session) return c.html(notFound, 404);
      if (session.status === 'expired') {
        return c.html(messagePage('Checkout expired', 'This checkout has expired. Start again from your dashboard.'), 410);
      }
      if (session.status === 'complete') {
        return c.html(messagePage('Already paid', 'This checkout is complete. Your plan is on your dashboard.'));
      }
      return c.html(checkoutPage(session));
    })
    .post('/:sessionId/pay', async (c) => {
      const billing = deps.billing;
      const sessionId = c.req.param('sessionId');
      if (!isLocalBilling(billing) || !SESSION_ID.test(sessionId)) return c.html(notFound, 404);
      try {
        const { redirectUrl } = await billing.payCheckoutSession(sessionId);
        // 303: the browser follows with a GET, as after Stripe Checkout.
        return c.redirect(redirectUrl, 303);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return c.html(notFound, 404);
        if (error instanceof AppError && error.code === 'CONFLICT') return c.html(messagePage('Checkout expired', error.message), 410);
        throw error;
      }
    });
}
