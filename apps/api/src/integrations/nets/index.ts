import { AppError } from '../../lib/errors';

/** The adapter for the Nets Easy payment API (PROTOCOLS.md, card payments): the only place that calls it. */
export type NetsConfig = { url: string; secretKey: string; timeoutMs: number };

export type NetsItem = {
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

export type NetsCreatePayment = {
  order: { items: NetsItem[]; amount: number; currency: string; reference: string };
  checkout: {
    integrationType: 'HostedPaymentPage';
    returnUrl: string;
    cancelUrl: string;
    termsUrl: string;
    charge: boolean;
  };
  notifications: { webhooks: { eventName: string; url: string; authorization: string }[] };
  myReference: string;
};

export type NetsSummary = {
  reservedAmount: number;
  chargedAmount: number;
  refundedAmount: number;
  cancelledAmount: number;
};

/** A failed call: `status` is the provider's HTTP status, or 0 when it did not answer (timeout, refused). */
export class NetsError extends Error {
  constructor(
    readonly status: number,
    readonly isTimeout: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'NetsError';
  }
}

/** A provider failure as the problem our caller sees: 504 when it did not answer in time, else 502. */
export const asProblem = (error: NetsError) =>
  new AppError(error.isTimeout ? 'payment_provider_timeout' : 'payment_provider_error', {
    detail: `Nets ${error.isTimeout ? 'timed out' : `answered ${error.status || 'nothing'}`}`,
    cause: error,
  });

async function call<T>(
  config: NetsConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(new URL(path, config.url), {
      method,
      headers: {
        authorization: config.secretKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const isTimeout = (error as Error).name === 'TimeoutError';
    throw new NetsError(0, isTimeout, `${method} ${path}: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new NetsError(res.status, false, `${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export const netsClient = (config: NetsConfig) => ({
  createPayment: (body: NetsCreatePayment) =>
    call<{ paymentId: string; hostedPaymentPageUrl: string }>(config, 'POST', '/v1/payments', body),
  getPayment: async (paymentId: string) =>
    (
      await call<{ payment: { paymentId: string; summary?: Partial<NetsSummary> } }>(
        config,
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}`,
      )
    ).payment,
  charge: (paymentId: string, amount: number, key: string) =>
    call<{ chargeId: string }>(
      config,
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/charges`,
      { amount },
      key,
    ),
  cancel: (paymentId: string, amount: number, key: string) =>
    call<object>(config, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/cancels`, { amount }, key),
  refund: (paymentId: string, amount: number, key: string) =>
    call<{ refundId: string }>(
      config,
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
      { amount },
      key,
    ),
});
export type NetsClient = ReturnType<typeof netsClient>;

/** The summary with missing amounts as 0 (the real API leaves out amounts that are zero). */
export const summaryOf = (s: Partial<NetsSummary> | undefined): NetsSummary => ({
  reservedAmount: s?.reservedAmount ?? 0,
  chargedAmount: s?.chargedAmount ?? 0,
  refundedAmount: s?.refundedAmount ?? 0,
  cancelledAmount: s?.cancelledAmount ?? 0,
});
