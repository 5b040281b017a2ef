import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, formatMoney } from '@wellness/shared/format';
import { fromMinor } from '../ledger/ledger';
import { CARD_MESSAGES, checkCard, TestCardProvider, TEST_CARDS, type CardInput } from './providers/test-card';
import type { Payments } from './service';

/**
 * The provider's doors in the API: its webhook route (signed bodies only), and, for `test-card`, its hosted payment
 * page at /pay/:intentId. The page is the only place a card number is typed or sent; the number is checked, reduced
 * to its outcome and last four digits, and never stored or logged (the request body is not logged, and this route's
 * body never reaches the booking routes).
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const CARD_LABELS: Record<string, string> = {
  '4242 4242 4242 4242': 'succeeds',
  '4000 0000 0000 0002': 'is declined',
  '4000 0000 0000 9995': 'has insufficient funds',
  '4000 0025 0000 3155': 'asks for an extra confirmation step',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1f2a2e;background:#fff}main{max-width:420px;margin:0 auto}
.test{background:#fff4d6;border:1px solid #c9a227;padding:8px 12px;border-radius:6px}label{display:block;margin-top:12px;font-weight:600}
input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #6b7b80;border-radius:6px}button{font:inherit;margin-top:16px;padding:10px 16px;border:0;border-radius:6px;background:#1d5c4d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d5c4d;border:1px solid #1d5c4d;margin-left:8px}.error{color:#a4141c;font-weight:600}.amount{font-size:1.5rem;font-weight:700}small{color:#4a5a5f}</style></head>
<body><main>${body}</main></body></html>`;
}

interface Shown {
  id: string;
  amount: number;
  currency: string;
  status: string;
  failure: string;
  description: string;
  returnUrl: string;
}

function payPage(intent: Shown, error = ''): string {
  const money = formatMoney(fromMinor(intent.amount, intent.currency), intent.currency, DEFAULT_LOCALE);
  const header = `<p class="test" role="note"><strong>Test payment.</strong> No real card is charged: this page stands in for a card processor.</p>
<h1>Pay ${escape(money)}</h1><p>${escape(intent.description)}</p>`;
  const back = intent.returnUrl ? `<p><a href="${escape(intent.returnUrl)}">Back to the booking</a></p>` : '<p>You may close this page and go back to your booking.</p>';
  if (intent.status === 'authorised' || intent.status === 'captured') return page('Payment done', `${header}<p role="status"><strong>Payment accepted.</strong> ${escape(money)} ${intent.status === 'captured' ? 'was charged to' : 'is held on'} your card for this booking.</p>${back}`);
  if (intent.status === 'voided') return page('Payment released', `${header}<p role="status">This payment was released; nothing was taken.</p>${back}`);
  if (intent.status === 'requires_action') {
    return page('Confirm the payment', `${header}<form method="post" action="/pay/${encodeURIComponent(intent.id)}/confirm"><p>Your bank asks you to confirm this payment.</p>
<button type="submit" name="decision" value="approve">Confirm payment</button><button class="secondary" type="submit" name="decision" value="refuse">Cancel</button></form>`);
  }
  const failure = error || intent.failure;
  return page('Test payment', `${header}${failure ? `<p class="error" role="alert">${escape(failure)}</p>` : ''}
<form method="post" action="/pay/${encodeURIComponent(intent.id)}" autocomplete="off">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required>
<label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" required>
<button type="submit">Pay ${escape(money)}</button></form>
<h2>Test cards</h2><ul>${Object.entries(CARD_LABELS).map(([n, what]) => `<li><code>${n}</code> ${what}</li>`).join('')}</ul><small>Any future expiry date and any 3 digits.</small>`);
}

export async function paymentRoutes(app: FastifyInstance, payments: Payments, siteOrigins: string[]) {
  await app.register(async (scope) => {
    // The signature is over the exact bytes sent: the body is read as text, verified, then parsed.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/payments/webhooks/:provider', async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (request.params.provider !== payments.provider.name || !(await payments.receive(body, request.headers))) {
        request.log.warn({ provider: request.params.provider }, 'payment webhook refused: bad signature');
        return reply.code(400).send({ error: { code: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' } });
      }
      return { received: true };
    });
  });

  const provider = payments.provider;
  if (!(provider instanceof TestCardProvider)) return;
  // The page may be shown inside the site's booking dialog; its form posts only here.
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' ${siteOrigins.join(' ')}; base-uri 'none'`)
      .removeHeader('x-frame-options');
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
      const intent = await provider.page(request.params.id);
      if (!intent) return pageHeaders(reply).code(404).send(page('Not found', '<h1>No such payment</h1>'));
      return pageHeaders(reply).send(payPage(intent));
    });
    scope.post<{ Params: { id: string }; Body: Partial<CardInput> }>('/pay/:id', async (request, reply) => {
      const intent = await provider.page(request.params.id);
      if (!intent) return pageHeaders(reply).code(404).send(page('Not found', '<h1>No such payment</h1>'));
      const body = (request.body ?? {}) as Partial<CardInput>;
      const card = checkCard({ number: String(body.number ?? ''), expiry: String(body.expiry ?? ''), cvc: String(body.cvc ?? '') });
      if ('error' in card) return pageHeaders(reply).code(400).send(payPage(intent, card.error));
      const after = await provider.pay(intent.id, card.outcome, card.last4);
      return pageHeaders(reply).send(payPage({ ...intent, ...after }));
    });
    scope.post<{ Params: { id: string }; Body: { decision?: string } }>('/pay/:id/confirm', async (request, reply) => {
      const intent = await provider.page(request.params.id);
      if (!intent) return pageHeaders(reply).code(404).send(page('Not found', '<h1>No such payment</h1>'));
      const after = await provider.confirmAction(intent.id, (request.body as { decision?: string } | undefined)?.decision === 'approve');
      return pageHeaders(reply).send(payPage({ ...intent, ...after }));
    });
  });
}

export { CARD_MESSAGES, TEST_CARDS };
