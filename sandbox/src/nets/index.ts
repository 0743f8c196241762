// A local stand-in for the Nets Easy (Nexi Checkout) payment API (../../../../shared/PROTOCOLS.md, card payments):
// the payment API with the secret key in `Authorization`, a hosted payment page that takes the documented test
// cards, webhooks per payment, and fault injection for the reliability tests (docs/payments.md).
// Card numbers are entered and checked here only; nothing about the card leaves this process.
import { randomBytes, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { StandIn } from '../stand-in';

/** Development secret key; the API's NETS_SECRET_KEY defaults to the same value. */
export const DEV_NETS_SECRET_KEY = 'test-secret-key-engros-nets-sandbox';

/** The documented Nets test cards this page accepts (any future expiry, any 3-4 digit CVC). Others are declined. */
export const NETS_TEST_CARDS: Record<string, string> = {
  '4925000000000004': 'Visa',
  '5413000000000000': 'Mastercard',
  '374200000000004': 'American Express',
  '6771798021000008': 'Maestro',
};

/** Faults to inject; every field is optional and can be changed at run time (POST /_faults). */
export type NetsFaults = {
  /** Delay before every API answer (ms). */
  latencyMs?: number;
  /** The next N API calls answer this status (500 or 502) without doing anything. */
  failNext?: { count: number; status: number };
  /** The next N API calls never answer (the client must time out). Nothing is done. */
  hangNext?: number;
  /** Every webhook is delivered twice. */
  duplicateWebhooks?: boolean;
  /** Delay per event name (ms) before its delivery, to make deliveries arrive out of order. */
  webhookDelayMs?: Record<string, number>;
  /** After a successful card payment the page does not send the browser back to returnUrl. */
  dropReturn?: boolean;
  /** Stop sending webhooks at all. */
  muteWebhooks?: boolean;
};

export type NetsOptions = {
  port?: number;
  host?: string;
  secretKey?: string;
  merchantId?: number;
  faults?: NetsFaults;
};

type Item = {
  reference: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  taxRate: number;
  taxAmount: number;
  netTotalAmount: number;
  grossTotalAmount: number;
};
type Webhook = { eventName: string; url: string; authorization: string };
type Payment = {
  paymentId: string;
  order: { items: Item[]; amount: number; currency: string; reference?: string };
  checkout: { returnUrl?: string; cancelUrl?: string; termsUrl?: string; charge?: boolean };
  webhooks: Webhook[];
  myReference?: string;
  created: string;
  reservedAmount: number;
  chargedAmount: number;
  refundedAmount: number;
  cancelledAmount: number;
  charges: { chargeId: string; amount: number; created: string }[];
  refunds: { refundId: string; amount: number; created: string }[];
  cardBrand?: string;
};
/** One webhook delivery attempt, as seen from here (for tests and the operator). */
export type Delivery = { id: string; event: string; paymentId: string; url: string; status: number | null; at: string };

/** A running Nets stand-in, with handles the tests use. */
export type NetsStandIn = StandIn & {
  url: string;
  secretKey: string;
  faults: NetsFaults;
  deliveries: Delivery[];
  /** Resolves when no webhook delivery is pending. */
  settled: () => Promise<void>;
};

const HOOK_AUTH = /^[A-Za-z0-9]{8,32}$/;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Item math as the real API checks it; returns field errors (empty when consistent). */
export function itemErrors(order: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const o = order as Payment['order'] | undefined;
  if (!o || typeof o !== 'object') return { order: ['The order field is required.'] };
  if (!isInt(o.amount) || o.amount <= 0) add('order.amount', 'Amount must be a positive integer.');
  if (typeof o.currency !== 'string' || !/^[A-Z]{3}$/.test(o.currency)) add('order.currency', 'Invalid currency.');
  if (!Array.isArray(o.items) || o.items.length === 0) {
    add('order.items', 'At least one item is required.');
    return errors;
  }
  let sum = 0;
  o.items.forEach((item, i) => {
    const at = `order.items[${i}]`;
    if (!item || typeof item.reference !== 'string' || !item.reference) add(`${at}.reference`, 'Required.');
    if (!item || typeof item.name !== 'string' || !item.name) add(`${at}.name`, 'Required.');
    if (!item || typeof item.unit !== 'string' || !item.unit) add(`${at}.unit`, 'Required.');
    const numbers = ['quantity', 'unitPrice', 'taxRate', 'taxAmount', 'netTotalAmount', 'grossTotalAmount'] as const;
    for (const key of numbers) if (!item || !isInt(item[key])) add(`${at}.${key}`, 'Must be an integer.');
    if (Object.keys(errors).length > 0) return;
    if (item.netTotalAmount !== item.unitPrice * item.quantity)
      add(`${at}.netTotalAmount`, 'netTotalAmount must be unitPrice × quantity.');
    if (item.taxAmount !== Math.round((item.netTotalAmount * item.taxRate) / 10_000))
      add(`${at}.taxAmount`, 'taxAmount must be netTotalAmount × taxRate / 10000.');
    if (item.grossTotalAmount !== item.netTotalAmount + item.taxAmount)
      add(`${at}.grossTotalAmount`, 'grossTotalAmount must be netTotalAmount + taxAmount.');
    sum += item.grossTotalAmount;
  });
  if (Object.keys(errors).length === 0 && sum !== o.amount)
    add('order.amount', `Amount ${o.amount} does not match the sum of the items' grossTotalAmount (${sum}).`);
  return errors;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

function page(payment: Payment, message?: string) {
  const rows = payment.order.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}</td><td>${i.quantity}</td><td>${money(i.grossTotalAmount, payment.order.currency)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nets Easy (sandbox)</title></head>
<body><h1>Pay ${money(payment.order.amount, payment.order.currency)}</h1>
<table>${rows}</table>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/checkout/${payment.paymentId}">
<label>Card number <input name="cardNumber" autocomplete="cc-number" inputmode="numeric" required></label>
<label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" required></label>
<label>CVC <input name="cvc" autocomplete="cc-csc" inputmode="numeric" required></label>
<button type="submit">Pay</button>
</form>
${payment.checkout.cancelUrl ? `<p><a href="${escapeHtml(payment.checkout.cancelUrl)}">Cancel</a></p>` : ''}
<p>Sandbox: test cards ${Object.entries(NETS_TEST_CARDS)
    .map(([n, b]) => `${b} ${n}`)
    .join(', ')}.</p></body></html>`;
}

function expiryValid(expiry: string, now: Date) {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Starts the stand-in; `NETS_PORT` (default 4200) and `NETS_SECRET_KEY` from the environment. */
export async function startNets(options: NetsOptions = {}): Promise<NetsStandIn> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.NETS_PORT ?? 4200);
  const secretKey = options.secretKey ?? process.env.NETS_SECRET_KEY ?? DEV_NETS_SECRET_KEY;
  const merchantId = options.merchantId ?? 100017120;
  const faults: NetsFaults = { ...options.faults };
  const payments = new Map<string, Payment>();
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();
  const hanging = new Set<FastifyReply>();
  let stopped = false;

  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(formbody);
  let baseUrl = '';

  // --- webhooks -------------------------------------------------------------------------------------------------
  async function deliverOnce(hook: Webhook, body: object, event: string, paymentId: string) {
    const record: Delivery = {
      id: (body as { id: string }).id,
      event,
      paymentId,
      url: hook.url,
      status: null,
      at: new Date().toISOString(),
    };
    deliveries.push(record);
    // Retries like the real service (which keeps trying for days), here a few quick attempts.
    for (let attempt = 0; attempt < 4 && !stopped; attempt++) {
      try {
        const res = await fetch(hook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: hook.authorization },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        record.status = res.status;
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        record.status = 0;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }

  function emit(payment: Payment, event: string, data: Record<string, unknown>) {
    if (faults.muteWebhooks) return;
    for (const hook of payment.webhooks.filter((h) => h.eventName === event)) {
      const body = {
        id: randomBytes(16).toString('hex'),
        timestamp: new Date().toISOString(),
        merchantId,
        event,
        data: { paymentId: payment.paymentId, ...data },
      };
      const delay = faults.webhookDelayMs?.[event] ?? 0;
      const times = faults.duplicateWebhooks ? 2 : 1;
      const job = (async () => {
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
        for (let i = 0; i < times; i++) await deliverOnce(hook, body, event, payment.paymentId);
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
    }
  }

  // --- API ------------------------------------------------------------------------------------------------------
  const api = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== secretKey) {
      return reply.status(401).send({ message: 'Unauthorized' });
    }
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.hangNext && faults.hangNext > 0) {
      faults.hangNext--;
      hanging.add(reply);
      reply.hijack(); // never answered; the connection closes when the stand-in stops
      return reply;
    }
    if (faults.failNext && faults.failNext.count > 0) {
      faults.failNext.count--;
      return reply.status(faults.failNext.status).send({ message: 'Injected failure' });
    }
  };

  const findPayment = (id: string, reply: FastifyReply) => {
    const payment = payments.get(id);
    if (!payment) reply.status(404).send({ message: `Payment ${id} not found` });
    return payment;
  };

  /** Replays the first answer of an Idempotency-Key; the same key with another body → 400. */
  function withKey(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    act: () => { status: number; body: unknown },
  ) {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || key.length < 1 || key.length > 64)) {
      return reply.status(400).send({ errors: { 'Idempotency-Key': ['Must be 1-64 characters.'] } });
    }
    const hash = JSON.stringify([scope, request.body ?? null]);
    if (typeof key === 'string') {
      const seen = idempotency.get(`${scope}:${key}`);
      if (seen) {
        if (seen.hash !== hash)
          return reply.status(400).send({ errors: { 'Idempotency-Key': ['Key reused with another request.'] } });
        return reply.status(seen.status).send(seen.body);
      }
    }
    const result = act();
    if (typeof key === 'string' && result.status < 500) idempotency.set(`${scope}:${key}`, { hash, ...result });
    return reply.status(result.status).send(result.body);
  }

  app.post('/v1/payments', { onRequest: api }, async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Payment> & {
      checkout?: Payment['checkout'] & { integrationType?: string };
      notifications?: { webhooks?: Webhook[] };
    };
    const errors = itemErrors(body.order);
    if (body.checkout?.integrationType !== 'HostedPaymentPage')
      errors['checkout.integrationType'] = ['Only HostedPaymentPage is supported here.'];
    if (!body.checkout?.returnUrl) errors['checkout.returnUrl'] = ['Required for HostedPaymentPage.'];
    if (!body.checkout?.termsUrl) errors['checkout.termsUrl'] = ['Required.'];
    const hooks = body.notifications?.webhooks ?? [];
    hooks.forEach((h, i) => {
      if (!h?.eventName || !h.url || !HOOK_AUTH.test(h.authorization ?? ''))
        errors[`notifications.webhooks[${i}]`] = ['eventName, url and an 8-32 alphanumeric authorization needed.'];
    });
    if (Object.keys(errors).length > 0) return reply.status(400).send({ errors });
    const paymentId = randomUUID().replaceAll('-', '');
    const payment: Payment = {
      paymentId,
      order: body.order!,
      checkout: body.checkout!,
      webhooks: hooks,
      myReference: body.myReference,
      created: new Date().toISOString(),
      reservedAmount: 0,
      chargedAmount: 0,
      refundedAmount: 0,
      cancelledAmount: 0,
      charges: [],
      refunds: [],
    };
    payments.set(paymentId, payment);
    emit(payment, 'payment.created', {
      order: { amount: { amount: payment.order.amount, currency: payment.order.currency } },
    });
    return reply
      .status(201)
      .send({ paymentId, hostedPaymentPageUrl: `${baseUrl}/checkout/${paymentId}?language=nb-NO` });
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest: api }, async (request, reply) => {
    const p = findPayment(request.params.id, reply);
    if (!p) return reply;
    return {
      payment: {
        paymentId: p.paymentId,
        summary: {
          reservedAmount: p.reservedAmount,
          chargedAmount: p.chargedAmount,
          refundedAmount: p.refundedAmount,
          cancelledAmount: p.cancelledAmount,
        },
        orderDetails: { amount: p.order.amount, currency: p.order.currency, reference: p.order.reference },
        paymentDetails: p.cardBrand ? { paymentType: 'CARD', paymentMethod: p.cardBrand } : {},
        checkout: { url: p.checkout.returnUrl, cancelUrl: p.checkout.cancelUrl },
        created: p.created,
        myReference: p.myReference,
        charges: p.charges.map((c) => ({ chargeId: c.chargeId, amount: c.amount, created: c.created })),
        refunds: p.refunds.map((r) => ({ refundId: r.refundId, amount: r.amount, state: 'Completed' })),
      },
    };
  });

  app.post<{ Params: { id: string }; Body: { amount?: number } }>(
    '/v1/payments/:id/charges',
    { onRequest: api },
    async (request, reply) => {
      const p = findPayment(request.params.id, reply);
      if (!p) return reply;
      return withKey(request, reply, `charge:${p.paymentId}`, () => {
        const amount = request.body?.amount;
        const open = p.reservedAmount - p.chargedAmount - p.cancelledAmount;
        if (!isInt(amount) || amount <= 0 || amount > open)
          return { status: 400, body: { errors: { amount: [`Amount must be 1..${open}.`] } } };
        const charge = { chargeId: randomUUID().replaceAll('-', ''), amount, created: new Date().toISOString() };
        p.charges.push(charge);
        p.chargedAmount += amount;
        emit(p, 'payment.charge.created.v2', {
          chargeId: charge.chargeId,
          amount: { amount, currency: p.order.currency },
        });
        return { status: 201, body: { chargeId: charge.chargeId } };
      });
    },
  );

  app.post<{ Params: { id: string }; Body: { amount?: number } }>(
    '/v1/payments/:id/cancels',
    { onRequest: api },
    async (request, reply) => {
      const p = findPayment(request.params.id, reply);
      if (!p) return reply;
      return withKey(request, reply, `cancel:${p.paymentId}`, () => {
        const amount = request.body?.amount;
        const open = p.reservedAmount - p.chargedAmount - p.cancelledAmount;
        if (!isInt(amount) || amount <= 0 || amount > open || p.chargedAmount > 0)
          return {
            status: 400,
            body: { errors: { amount: [`Cancel needs an uncharged reservation (open ${open}).`] } },
          };
        p.cancelledAmount += amount;
        emit(p, 'payment.cancel.created', { amount: { amount, currency: p.order.currency } });
        return { status: 204, body: undefined };
      });
    },
  );

  const refund = (p: Payment, amount: unknown, chargeId?: string) => {
    const refundable = p.chargedAmount - p.refundedAmount;
    if (!isInt(amount) || amount <= 0 || amount > refundable)
      return { status: 400, body: { errors: { amount: [`Amount must be 1..${refundable}.`] } } };
    const r = { refundId: randomUUID().replaceAll('-', ''), amount, created: new Date().toISOString() };
    p.refunds.push(r);
    p.refundedAmount += amount;
    emit(p, 'payment.refund.initiated.v2', {
      refundId: r.refundId,
      chargeId,
      amount: { amount, currency: p.order.currency },
    });
    emit(p, 'payment.refund.completed', { refundId: r.refundId, amount: { amount, currency: p.order.currency } });
    return { status: 201, body: { refundId: r.refundId } };
  };

  app.post<{ Params: { id: string }; Body: { amount?: number } }>(
    '/v1/payments/:id/refunds',
    { onRequest: api },
    async (request, reply) => {
      const p = findPayment(request.params.id, reply);
      if (!p) return reply;
      return withKey(request, reply, `refund:${p.paymentId}`, () => refund(p, request.body?.amount));
    },
  );

  app.post<{ Params: { chargeId: string }; Body: { amount?: number } }>(
    '/v1/charges/:chargeId/refunds',
    { onRequest: api },
    async (request, reply) => {
      const p = [...payments.values()].find((x) => x.charges.some((c) => c.chargeId === request.params.chargeId));
      if (!p) return reply.status(404).send({ message: 'Charge not found' });
      return withKey(request, reply, `refund:${p.paymentId}`, () =>
        refund(p, request.body?.amount, request.params.chargeId),
      );
    },
  );

  // --- hosted payment page --------------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const p = payments.get(request.params.id);
    if (!p) return reply.status(404).type('text/plain').send('No such payment');
    return reply.type('text/html; charset=utf-8').send(page(p));
  });

  app.post<{ Params: { id: string }; Body: { cardNumber?: string; expiry?: string; cvc?: string } }>(
    '/checkout/:id',
    async (request, reply) => {
      const p = payments.get(request.params.id);
      if (!p) return reply.status(404).type('text/plain').send('No such payment');
      if (p.reservedAmount > 0) return reply.status(409).type('text/html').send(page(p, 'Already paid.'));
      const number = String(request.body?.cardNumber ?? '').replace(/[\s-]/g, '');
      const brand = NETS_TEST_CARDS[number];
      const ok =
        brand &&
        expiryValid(String(request.body?.expiry ?? ''), new Date()) &&
        /^\d{3,4}$/.test(String(request.body?.cvc ?? ''));
      if (!ok) {
        emit(p, 'payment.reservation.failed', { error: { code: '99', message: 'Card declined' } });
        return reply.status(402).type('text/html; charset=utf-8').send(page(p, 'The card was declined.'));
      }
      p.cardBrand = brand;
      p.reservedAmount = p.order.amount;
      const amount = { amount: p.order.amount, currency: p.order.currency };
      emit(p, 'payment.reservation.created.v2', { paymentMethod: brand, paymentType: 'CARD', amount });
      emit(p, 'payment.checkout.completed', { order: { reference: p.order.reference, amount } });
      if (p.checkout.charge) {
        const charge = { chargeId: randomUUID().replaceAll('-', ''), amount: p.order.amount, created: p.created };
        p.charges.push(charge);
        p.chargedAmount = p.order.amount;
        emit(p, 'payment.charge.created.v2', { chargeId: charge.chargeId, amount });
      }
      if (faults.dropReturn || !p.checkout.returnUrl) {
        return reply.type('text/html; charset=utf-8').send('<!doctype html><p>Payment completed.</p>');
      }
      const back = new URL(p.checkout.returnUrl);
      back.searchParams.set('paymentId', p.paymentId);
      return reply.redirect(back.toString(), 303);
    },
  );

  // --- fault injection (sandbox only) ---------------------------------------------------------------------------
  app.get('/_faults', async () => faults);
  app.post<{ Body: NetsFaults }>('/_faults', async (request) => {
    for (const key of Object.keys(faults)) delete faults[key as keyof NetsFaults];
    Object.assign(faults, request.body ?? {});
    return faults;
  });
  app.get('/_deliveries', async () => deliveries);

  const address = await app.listen({ port, host });
  baseUrl = address.replace('[::1]', '127.0.0.1');
  return {
    name: 'nets',
    url: baseUrl,
    urls: { api: `${baseUrl}/v1/payments`, faults: `${baseUrl}/_faults`, deliveries: `${baseUrl}/_deliveries` },
    secretKey,
    faults,
    deliveries,
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    stop: async () => {
      stopped = true;
      for (const reply of hanging) reply.raw.destroy();
      await app.close();
    },
  };
}
