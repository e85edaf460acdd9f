/**
 * A real HTTP server on 127.0.0.1 that answers the few Stripe API calls we make, in Stripe's
 * wire format: form-encoded requests with bracketed keys, JSON objects shaped like Stripe's
 * (`checkout.session`, `subscription`), and Stripe's error body for unknown ids. Tests drive the
 * provider through the official SDK against it, and play the customer's part with `pay()`.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export type RecordedRequest = { method: string; path: string; form: Record<string, string>; authorization: string | undefined };

export type FakeStripe = {
  apiBase: string;
  secretKey: string;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The customer pays an open session: it completes and a subscription starts. */
  pay(sessionId: string, opts?: { now?: Date }): Json;
  /** Changes a subscription as Stripe would after a renewal, a failed payment or a cancellation. */
  updateSubscription(id: string, changes: Json): Json;
  /** Adds a subscription made elsewhere (e.g. in the Stripe dashboard). */
  addSubscription(sub: { userId: string | null; priceId: string; status?: string; periodEnd?: Date }): Json;
  close(): Promise<void>;
};

function id(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** `metadata[userId]=x&line_items[0][price]=y` → flat map of the bracketed keys. */
function parseForm(body: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) form[key] = value;
  return form;
}

function prefixed(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(prefix) ? /^\[([^\]]+)\]$/.exec(key.slice(prefix.length)) : null;
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

function missing(res: http.ServerResponse, kind: string, objectId: string) {
  send(res, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such ${kind}: '${objectId}'` },
  });
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req_') });
  res.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();

  function subscriptionObject(opts: {
    userId: string | null;
    tier?: string;
    priceId: string;
    status: string;
    periodEnd: Date;
    customer: string;
  }): Json {
    const subId = id('sub_');
    const start = new Date(opts.periodEnd.getTime() - 30 * 24 * 3600 * 1000);
    const sub: Json = {
      id: subId,
      object: 'subscription',
      status: opts.status,
      customer: opts.customer,
      cancel_at_period_end: false,
      canceled_at: null,
      livemode: false,
      metadata: { ...(opts.userId ? { userId: opts.userId } : {}), ...(opts.tier ? { tier: opts.tier } : {}) },
      items: {
        object: 'list',
        data: [
          {
            id: id('si_'),
            object: 'subscription_item',
            price: { id: opts.priceId, object: 'price', recurring: { interval: 'month' }, unit_amount: 2995, currency: 'usd' },
            quantity: 1,
            current_period_start: seconds(start),
            current_period_end: seconds(opts.periodEnd),
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
    };
    subscriptions.set(subId, sub);
    return sub;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = parseForm(body);
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, form, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }

      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const sessionId = id('cs_test_');
        const session: Json = {
          id: sessionId,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: null,
          customer_email: form.customer_email ?? null,
          metadata: prefixed(form, 'metadata'),
          subscription: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          // Kept so pay() can start the subscription the session describes.
          _price: form['line_items[0][price]'],
          _subscriptionMetadata: prefixed(form, 'subscription_data[metadata]'),
        };
        sessions.set(sessionId, session);
        return send(res, 200, publicView(session));
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && sessionMatch?.[1]) {
        const session = sessions.get(sessionMatch[1]);
        return session ? send(res, 200, publicView(session)) : missing(res, 'checkout.session', sessionMatch[1]);
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (subMatch?.[1]) {
        const sub = subscriptions.get(subMatch[1]);
        if (!sub) return missing(res, 'subscription', subMatch[1]);
        if (method === 'POST' && form.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? seconds(new Date()) : null;
        }
        return send(res, 200, sub);
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` } });
    });
  });

  function publicView(session: Json): Json {
    return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    subscriptions,
    pay(sessionId, opts = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const periodEnd = new Date((opts.now ?? new Date()).getTime() + 30 * 24 * 3600 * 1000);
      const meta = session._subscriptionMetadata as Record<string, string>;
      const customer = id('cus_');
      const sub = subscriptionObject({
        userId: meta.userId ?? null,
        tier: meta.tier,
        priceId: String(session._price),
        status: 'active',
        periodEnd,
        customer,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, customer });
      return sub;
    },
    updateSubscription(subId, changes) {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`no subscription ${subId}`);
      return Object.assign(sub, changes);
    },
    addSubscription(opts) {
      return subscriptionObject({
        userId: opts.userId,
        priceId: opts.priceId,
        status: opts.status ?? 'active',
        periodEnd: opts.periodEnd ?? new Date(Date.now() + 30 * 24 * 3600 * 1000),
        customer: id('cus_'),
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
