import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import type { PunchoutOperation } from '../../db/schema';
import type { Person } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/password';
import { issueSession, personFor, type TokenSettings } from '../auth';
import * as cartRepo from '../cart';
import { addOrderLines, getCart, priceNow, priceSnapshot } from '../cart';
import { listCostCentres } from '../cost-centre';
import { firstShippingDate } from '../delivery';
import { placeOrder } from '../order';
import { audit, type Client } from '../security';
import {
  CxmlError,
  type CxmlHeader,
  type MessageItem,
  type OrderRequest,
  orderMessage,
  parseCxmlRequest,
  type SetupRequest,
  setupResponse,
  statusResponse,
} from './cxml';
import { clip, type FormField, type OciItem, ociFields, parseOciLines } from './oci';
import * as repo from './repository';

/** The one-time start link lives 5 minutes; the punch-out session itself 8 hours (absolute). */
export const START_TOKEN_TTL_MS = 5 * 60 * 1000;
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const sameText = (a: string, b: string | null) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export type PunchoutSettings = { webOrigin: string };

/**
 * Sets up (or replaces) a company's punch-out: the contact sessions act as (a buyer of the company), the cXML
 * identities with the shared secret, and the OCI user. Used by the seed and the tests (no HTTP call yet).
 */
export async function configurePunchout(
  db: DbOrTx,
  options: {
    /** A fixed row id (the deterministic seed); new rows get a random one. */
    id?: string;
    companyId: string;
    contactId: string;
    cxml?: {
      from: { domain: string; identity: string };
      to: { domain: string; identity: string };
      sender: { domain: string; identity: string };
      sharedSecret: string;
    };
    oci?: { username: string; password: string };
  },
) {
  const { cxml, oci } = options;
  return repo.upsertConfig(db, {
    ...(options.id ? { id: options.id } : {}),
    companyId: options.companyId,
    contactId: options.contactId,
    cxmlFromDomain: cxml?.from.domain ?? null,
    cxmlFromIdentity: cxml?.from.identity ?? null,
    cxmlToDomain: cxml?.to.domain ?? null,
    cxmlToIdentity: cxml?.to.identity ?? null,
    cxmlSenderDomain: cxml?.sender.domain ?? null,
    cxmlSenderIdentity: cxml?.sender.identity ?? null,
    cxmlSecretDigest: cxml ? sha256(cxml.sharedSecret) : null,
    ociUsername: oci?.username ?? null,
    ociPasswordHash: oci ? await hashPassword(oci.password) : null,
  });
}

const unauthorized = () => new CxmlError(401, 'Unauthorized', 'Unknown sender or wrong shared secret');

/** The buying organization a cXML header authenticates: Sender credential + SharedSecret, From and To must match. */
async function authenticateCxml(db: Db, header: CxmlHeader) {
  for (const sender of header.sender) {
    if (!sender.sharedSecret) continue;
    const config = await repo.findConfigBySender(db, sender.domain, sender.identity);
    if (!config?.cxmlSecretDigest || !sameDigest(sha256(sender.sharedSecret), config.cxmlSecretDigest)) continue;
    const fromMatches = header.from.some(
      (c) => sameText(c.domain, config.cxmlFromDomain) && sameText(c.identity, config.cxmlFromIdentity),
    );
    const toMatches = header.to.some(
      (c) => sameText(c.domain, config.cxmlToDomain) && sameText(c.identity, config.cxmlToIdentity),
    );
    if (!fromMatches || !toMatches) throw new CxmlError(401, 'Unauthorized', 'From or To does not match the sender');
    return config;
  }
  throw unauthorized();
}

async function punchoutPerson(db: Db, config: repo.PunchoutConfigRow): Promise<Person> {
  const person = await personFor(db, config.contactId);
  if (!person || !person.companies.has(config.companyId)) {
    throw new CxmlError(403, 'Forbidden', 'The punch-out contact of this buying organization is not active');
  }
  return person;
}

/** A new session with its one-time start token; answers the start URL (the token is only ever in that URL). */
async function openSession(
  db: Db,
  settings: PunchoutSettings,
  values: Omit<
    Parameters<typeof repo.insertSession>[1],
    'startTokenDigest' | 'startTokenExpiresAt' | 'expiresAt' | 'companyId' | 'contactId'
  > & { config: repo.PunchoutConfigRow },
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { config, ...rest } = values;
  const session = await repo.insertSession(db, {
    ...rest,
    companyId: config.companyId,
    contactId: config.contactId,
    startTokenDigest: sha256(token),
    startTokenExpiresAt: new Date(now + START_TOKEN_TTL_MS),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return { session, startUrl: `${settings.webOrigin}/punchout/start?token=${token}` };
}

/**
 * Fills the punch-out contact's open cart for a new session: emptied (the last session's cart was handed over
 * already), then on edit/inspect the buyer's lines restored; SKUs we no longer sell are left out.
 */
async function resetCart(
  db: Db,
  options: { person: Person; companyId: string; lines: { sku: string; quantity: number }[]; lang: Language },
) {
  const who = {
    caller: options.person,
    pid: options.person.contactId,
    customerId: options.companyId,
    lang: options.lang,
  };
  const cart = await getCart(db, who);
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, cart.id);
    for (const line of cart.lines) await cartRepo.deleteLine(tx, line.id);
    await cartRepo.touchCart(tx, cart.id);
  });
  const wanted = new Map<string, number>();
  for (const line of options.lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  for (const [sku, quantity] of wanted) {
    try {
      await addOrderLines(db, { ...who, lines: [{ sku, quantity }] });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
    }
  }
  return cart.id;
}

/** cXML endpoint answer: the XML and the HTTP status (the cXML Status code). */
export type CxmlAnswer = { status: number; xml: string };

function cxmlFailure(error: unknown, version?: string): CxmlAnswer {
  if (error instanceof CxmlError) {
    return {
      status: error.statusCode,
      xml: statusResponse({ version, code: error.statusCode, text: error.statusText, message: error.message }),
    };
  }
  if (error instanceof AppError && error.status < 500) {
    const code = error.status === 401 || error.status === 403 || error.status === 404 ? error.status : 400;
    const problems = (error.extra?.problems as { message: string }[] | undefined)?.map((p) => p.message) ?? [];
    const message = [error.detail ?? error.message, ...problems].join(' ');
    return { status: code, xml: statusResponse({ version, code, text: error.code, message }) };
  }
  throw error;
}

/** POST /punchout/cxml/setup: PunchOutSetupRequest → PunchOutSetupResponse with a one-time StartPage URL. */
export async function cxmlSetup(
  db: Db,
  options: { xml: string; settings: PunchoutSettings; lang: Language },
): Promise<CxmlAnswer> {
  let request: SetupRequest | OrderRequest | undefined;
  try {
    request = parseCxmlRequest(options.xml);
    if (request.kind !== 'setup') throw new CxmlError(400, 'Bad Request', 'Expected a PunchOutSetupRequest');
    const config = await authenticateCxml(db, request.header);
    const person = await punchoutPerson(db, config);
    // "source" (sourcing) opens a plain create session.
    const operation: PunchoutOperation = request.operation === 'source' ? 'create' : request.operation;
    const cartId = await resetCart(db, {
      person,
      companyId: config.companyId,
      lines: operation === 'create' ? [] : request.items.map((i) => ({ sku: i.supplierPartId, quantity: i.quantity })),
      lang: options.lang,
    });
    const from = request.header.from[0];
    const to = request.header.to[0];
    const { startUrl } = await openSession(db, options.settings, {
      config,
      protocol: 'cxml',
      operation,
      returnUrl: request.browserFormPostUrl,
      buyerCookie: request.buyerCookie,
      version: request.version,
      buyerDomain: from?.domain ?? null,
      buyerIdentity: from?.identity ?? null,
      supplierDomain: to?.domain ?? null,
      supplierIdentity: to?.identity ?? null,
      cartId,
    });
    return { status: 200, xml: setupResponse({ version: request.version, startUrl }) };
  } catch (error) {
    return cxmlFailure(error, request?.version);
  }
}

/** Is this a unique-constraint violation (PostgreSQL 23505), however the driver wraps it? */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * POST /punchout/cxml/order: an approved OrderRequest becomes our order for the company, placed by the
 * punch-out contact at our current prices (docs/punchout.md, prices). A repeated orderID answers the same
 * order; unknown SKUs, a raised price or a blocked checkout answer cXML 4xx and place nothing.
 */
export async function cxmlOrder(
  db: Db,
  options: { xml: string; lang: Language; now?: Date },
): Promise<CxmlAnswer & { orderId?: string }> {
  let request: SetupRequest | OrderRequest | undefined;
  try {
    request = parseCxmlRequest(options.xml);
    if (request.kind !== 'order') throw new CxmlError(400, 'Bad Request', 'Expected an OrderRequest');
    const order = request;
    const config = await authenticateCxml(db, order.header);
    const person = await punchoutPerson(db, config);
    if (order.orderType !== 'new') {
      throw new CxmlError(400, 'Bad Request', `OrderRequest type "${order.orderType}" is not supported (only new)`);
    }
    if (order.items.length === 0) throw new CxmlError(400, 'Bad Request', 'The OrderRequest has no ItemOut');
    const place = () =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.lockCompany(t, config.companyId);
        const known = await repo.findOrderRequest(t, config.companyId, order.orderId);
        if (known) return known.orderId;
        const orderId = await placeFromOrderRequest(t, { order, person, companyId: config.companyId, ...options });
        await repo.insertOrderRequest(t, {
          companyId: config.companyId,
          buyerOrderId: order.orderId,
          payloadId: order.payloadId,
          orderId,
        });
        return orderId;
      });
    let orderId: string;
    try {
      orderId = await place();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      orderId = await place(); // a concurrent twin won the race: answer its order
    }
    const answer = statusResponse({ version: order.version, code: 200, text: 'OK', message: `Order ${orderId}` });
    return { status: 200, xml: answer, orderId };
  } catch (error) {
    return cxmlFailure(error, request?.version);
  }
}

async function placeFromOrderRequest(
  tx: Db,
  options: { order: OrderRequest; person: Person; companyId: string; lang: Language; now?: Date },
): Promise<string> {
  const { order, person, companyId, lang } = options;
  const now = options.now ?? new Date();
  const company = await cartRepo.findCompany(tx, companyId);
  if (!company) throw new CxmlError(404, 'Not Found', 'The buying organization has no customer account');
  const currency = (await cartRepo.findMarketCurrency(tx, company.market)) ?? company.currency;
  const wanted = new Map<string, { quantity: number; unitPrice: number | null; currency: string | null }>();
  for (const item of order.items) {
    const seen = wanted.get(item.supplierPartId);
    wanted.set(item.supplierPartId, {
      quantity: (seen?.quantity ?? 0) + item.quantity,
      unitPrice: item.unitPrice,
      currency: item.currency,
    });
  }
  const lines = [...wanted].map(([sku, line]) => ({ sku, quantity: line.quantity }));
  const priced = await priceNow(tx, { caller: person, companyId, market: company.market, lines, lang });
  if (!priced) throw new CxmlError(400, 'Bad Request', 'The customer cannot buy in its market');
  const unknown = lines.filter((_, i) => !priced[i]?.available).map((l) => l.sku);
  if (unknown.length > 0) {
    throw new CxmlError(400, 'Bad Request', `Unknown or unavailable SupplierPartID: ${unknown.join(', ')}`);
  }
  // The buyer approved a price: we never charge more than it (same currency); less is fine.
  const raised = [...wanted].filter(
    ([, line], i) =>
      line.currency === currency && line.unitPrice !== null && (priced[i]?.unitPrice ?? 0) > line.unitPrice,
  );
  if (raised.length > 0) {
    throw new CxmlError(
      400,
      'Bad Request',
      `Price changed since punch-out for ${raised.map(([sku]) => sku).join(', ')}; punch out again`,
    );
  }
  // The cost centre the buyer's system names, by its code (docs/punchout.md): it must be an active centre of the
  // company. None named: the order has none (the procurement system approved and accounts for it).
  const centre = order.costCentre
    ? ((await listCostCentres(tx, companyId, false)).find((c) => c.code === order.costCentre) ?? null)
    : null;
  if (order.costCentre && !centre) {
    throw new CxmlError(400, 'Bad Request', `Unknown or inactive cost centre "${clip(order.costCentre, 64)}"`);
  }
  const delivery = await repo.listDeliveryAddresses(tx, companyId);
  // A centre with its own delivery address brings it along, as in the storefront's cart (docs/cost-centres.md).
  const address = delivery.find((a) => a.id === centre?.deliveryAddressId) ?? delivery[0];
  if (!address) throw new CxmlError(400, 'Bad Request', 'The customer has no delivery address on file');
  const info = await cartRepo.loadSkuInfo(
    tx,
    lines.map((l) => l.sku),
  );
  const leadTimeDays = Math.max(0, ...lines.map((l) => info.get(l.sku)?.leadTimeDays ?? 0));
  const date = firstShippingDate({
    method: 'route',
    market: company.market,
    zipCode: address.zipCode,
    now,
    leadTimeDays,
  });
  const shipTo = order.shipTo
    ? `Ship to: ${[order.shipTo.name, ...order.shipTo.lines, `${order.shipTo.postalCode} ${order.shipTo.city}`, order.shipTo.country].filter(Boolean).join(', ')}`
    : '';
  const cart = await repo.insertOrderCart(tx, {
    companyId,
    contactId: person.contactId,
    status: 'ordered',
    market: company.market,
    currency,
    purchaseOrderNumber: clip(order.orderId, 64),
    comment: clip([`cXML OrderRequest ${order.orderId}`, shipTo, order.comments].filter(Boolean).join('. '), 1000),
    requestedDeliveryDate: date,
    deliveryAddressId: address.id,
    shippingMethod: 'route',
    costCentreId: centre?.id ?? null,
  });
  for (const [index, line] of lines.entries()) {
    await cartRepo.addToLine(tx, { cartId: cart.id, ...line, ...priceSnapshot(priced[index]!) });
  }
  // The procurement system has approved the order already (docs/approvals.md): our approval rules do not apply.
  return placeOrder(tx, {
    caller: person,
    cartId: cart.id,
    lang,
    emptyCart: false,
    skipApproval: true,
    isCostCentreOptional: true,
    now,
  });
}

/** POST /api/punchout/session: spends a start token once and signs the storefront in as the punch-out contact. */
export async function startSession(
  db: Db,
  options: { tokens: TokenSettings; token: string; now?: Date; client?: Client },
) {
  const now = options.now ?? new Date();
  const session = await repo.findSessionByTokenDigest(db, sha256(options.token));
  if (!session) throw new AppError('punchout_token_invalid');
  if (session.startTokenUsedAt) throw new AppError('punchout_token_used');
  if (session.startTokenExpiresAt.getTime() <= now.getTime() || session.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('punchout_token_expired');
  }
  const spent = await repo.spendStartToken(db, session.id, now);
  if (!spent) throw new AppError('punchout_token_used');
  const person = await personFor(db, session.contactId);
  if (!person) throw new AppError('contact_inactive');
  // The sign-in ends with the punch-out session: its refresh token does not outlive the session's 8 hours.
  const remainingSeconds = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  const settings = {
    ...options.tokens,
    refreshTtlSeconds: Math.max(1, Math.min(options.tokens.refreshTtlSeconds, remainingSeconds)),
  };
  // The sign-in is audited with the new session (docs/security.md); the company is named, as only its admins care.
  const tokens = await db.transaction(async (tx) => {
    const issued = await issueSession(tx as unknown as Db, settings, {
      id: person.contactId,
      staffRole: person.staffRole,
    });
    await audit(tx, {
      action: 'sign_in',
      method: 'punchout',
      contactId: person.contactId,
      companyId: session.companyId,
      client: options.client,
      details: { protocol: session.protocol },
    });
    return issued;
  });
  return {
    ...tokens,
    contactId: session.contactId,
    customerId: session.companyId,
    session: viewSession(session),
  };
}

export function viewSession(session: repo.PunchoutSessionRow) {
  return {
    id: session.id,
    protocol: session.protocol,
    operation: session.operation,
    returnUrl: session.returnUrl,
    target: session.target,
    landingPath: session.landingPath,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The caller's live session of the protocol; another person's or an ended one is not found. */
async function liveSession(db: Db, options: { caller: Person; sessionId: string; protocol: 'cxml' | 'oci' }) {
  const session = await repo.findSession(db, options.sessionId);
  if (!session || session.protocol !== options.protocol) throw notFound('No such punch-out session.');
  if (session.contactId !== options.caller.contactId && !options.caller.staffRole) {
    throw notFound('No such punch-out session.');
  }
  if (!session.startTokenUsedAt || session.expiresAt.getTime() <= Date.now()) {
    throw notFound('The punch-out session has ended.');
  }
  return session;
}

type TransferLine = {
  sku: string;
  quantity: number;
  unitPrice: number;
  name: string;
  info: repo.ItemInfo | undefined;
};

/** The session's cart priced now; only lines we can sell now go back to the buyer. */
async function transferLines(db: Db, session: repo.PunchoutSessionRow, caller: Person, lang: Language) {
  const owner = (await personFor(db, session.contactId)) ?? caller;
  const cart = await getCart(db, { caller: owner, pid: session.contactId, customerId: session.companyId, lang });
  const available = cart.lines.filter((line) => line.available && line.unitPrice !== null);
  const info = await repo.loadItemInfo(
    db,
    available.map((line) => line.sku),
  );
  const lines: TransferLine[] = available.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice!,
    name: line.name ?? line.sku,
    info: info.get(line.sku),
  }));
  await repo.updateSession(db, session.id, { transferredAt: new Date(), cartId: cart.id });
  return { lines, currency: cart.currency };
}

function ociItem(line: TransferLine, currency: string, lang: Language): OciItem {
  return {
    sku: line.sku,
    description: line.name,
    longText: line.info ? line.info.description[lang] || line.info.description.nb : '',
    quantity: line.quantity,
    unit: line.info?.unit ?? 'PCE',
    unitPrice: line.unitPrice,
    currency,
    leadTimeDays: line.info?.leadTimeDays ?? 0,
    matGroup: line.info?.category ?? '',
    vendor: line.info?.brand ?? '',
    productId: line.info?.productId ?? '',
  };
}

/** POST /api/punchout/oci/getformpayload: the form the browser posts to HOOK_URL. */
export async function ociFormPayload(db: Db, options: { caller: Person; sessionId: string; lang: Language }) {
  const session = await liveSession(db, { ...options, protocol: 'oci' });
  const { lines, currency } = await transferLines(db, session, options.caller, options.lang);
  return {
    action: session.returnUrl,
    target: session.target ?? '_top',
    method: 'post' as const,
    fields: ociFields(lines.map((line) => ociItem(line, currency, options.lang))),
  };
}

/** POST /api/punchout/cxml/getformpayload: the PunchOutOrderMessage form for BrowserFormPost/URL. */
export async function cxmlFormPayload(db: Db, options: { caller: Person; sessionId: string; lang: Language }) {
  const session = await liveSession(db, { ...options, protocol: 'cxml' });
  const { lines, currency } = await transferLines(db, session, options.caller, options.lang);
  const items: MessageItem[] = lines.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    description: line.name,
    shortName: clip(line.name, 50),
    unit: line.info?.unit ?? 'PCE',
    classification: line.info?.category ?? 'unclassified',
    leadTimeDays: line.info?.leadTimeDays ?? 0,
    manufacturerName: line.info?.brand ?? null,
  }));
  const xml = orderMessage({
    version: session.version ?? '1.2.063',
    lang: options.lang,
    from: { domain: session.supplierDomain ?? 'NetworkId', identity: session.supplierIdentity ?? 'engros' },
    to: { domain: session.buyerDomain ?? 'NetworkId', identity: session.buyerIdentity ?? 'buyer' },
    buyerCookie: session.buyerCookie ?? '',
    // create → the buyer may come back to edit; inspect stays inspect.
    operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
    currency,
    total: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    items,
  });
  return {
    action: session.returnUrl,
    target: '_top',
    method: 'post' as const,
    fields: [
      { name: 'cxml-urlencoded', value: xml },
      { name: 'cxml-base64', value: Buffer.from(xml, 'utf8').toString('base64') },
    ],
  };
}

/** What the OCI entry answers: a redirect to the start page, or an auto-posting form (VALIDATE, BACKGROUND_SEARCH). */
export type OciAnswer = { kind: 'redirect'; location: string } | { kind: 'form'; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An HTML page whose form posts the fields to HOOK_URL at once (OCI answers without redirects). */
export function autoPostPage(action: string, target: string, fields: FormField[]): string {
  const inputs = fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>OCI</title></head><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(action)}" target="${escapeHtml(target)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`;
}

/** Reads a parameter case-insensitively (OCI systems differ in case). */
const param = (params: Map<string, string>, ...names: string[]) => {
  for (const name of names) {
    const value = params.get(name.toUpperCase());
    if (value !== undefined) return value;
  }
  return undefined;
};

/**
 * GET|POST /punchout/oci: checks USERNAME/PASSWORD, then by FUNCTION opens a session and redirects to the
 * one-time start URL (none, DETAIL, SOURCING), or answers the lines as NEW_ITEM-* fields at once (VALIDATE,
 * BACKGROUND_SEARCH). Wrong credentials → 401 (AppError invalid_credentials).
 */
export async function ociEntry(
  db: Db,
  options: { form: [string, string][]; settings: PunchoutSettings; lang: Language },
): Promise<OciAnswer> {
  const params = new Map(options.form.map(([k, v]) => [k.toUpperCase(), v]));
  const username = param(params, 'USERNAME') ?? '';
  const password = param(params, 'PASSWORD') ?? '';
  const hookUrl = param(params, 'HOOK_URL') ?? '';
  if (!/^https?:\/\//i.test(hookUrl)) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'HOOK_URL', message: 'HOOK_URL must be an http(s) URL' }],
    });
  }
  const config = username ? await repo.findConfigByOciUser(db, username) : null;
  const isValid = await verifyPassword(password, config?.ociPasswordHash);
  if (!config || !isValid) throw new AppError('invalid_credentials');
  const person = await personFor(db, config.contactId);
  if (!person || !person.companies.has(config.companyId)) throw new AppError('forbidden');
  const target = param(params, '~TARGET', 'RETURNTARGET') || '_top';
  const fn = (param(params, 'FUNCTION') ?? '').toUpperCase();
  const lang = options.lang;

  if (fn === 'VALIDATE' || fn === 'BACKGROUND_SEARCH') {
    const wanted =
      fn === 'VALIDATE'
        ? parseOciLines(options.form).filter((line) => line.sku && line.quantity > 0)
        : (await repo.searchItems(db, (param(params, 'SEARCHSTRING') ?? '').trim(), 20)).map((item) => ({
            sku: item.sku,
            quantity: 1,
          }));
    const company = await cartRepo.findCompany(db, config.companyId);
    const currency = company ? ((await cartRepo.findMarketCurrency(db, company.market)) ?? company.currency) : 'NOK';
    const lines = wanted.map((line) => ({ sku: line.sku, quantity: Math.ceil(line.quantity) }));
    const priced =
      company && lines.length > 0
        ? ((await priceNow(db, { caller: person, companyId: config.companyId, market: company.market, lines, lang })) ??
          [])
        : [];
    const info = await repo.loadItemInfo(
      db,
      lines.map((l) => l.sku),
    );
    const items = lines.flatMap((line, i) => {
      const price = priced[i];
      const item = info.get(line.sku);
      if (!price?.available || price.unitPrice === null || !item) return [];
      const transfer: TransferLine = {
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: price.unitPrice,
        name: item.name[lang] || item.name.nb,
        info: item,
      };
      return [ociItem(transfer, currency, lang)];
    });
    return { kind: 'form', html: autoPostPage(hookUrl, target, ociFields(items)) };
  }

  let landingPath: string | null = null;
  if (fn === 'DETAIL') {
    const productId = param(params, 'PRODUCTID') ?? '';
    const [item] = [...(await repo.loadItemInfo(db, [productId])).values()];
    landingPath = item ? `/product/${encodeURIComponent(item.productSlug)}?sku=${encodeURIComponent(item.sku)}` : null;
  } else if (fn === 'SOURCING') {
    landingPath = `/search?q=${encodeURIComponent(param(params, 'SEARCHSTRING') ?? '')}`;
  }
  const cartId = await resetCart(db, { person, companyId: config.companyId, lines: [], lang });
  const { startUrl } = await openSession(db, options.settings, {
    config,
    protocol: 'oci',
    operation: 'create',
    returnUrl: hookUrl,
    target,
    version: param(params, 'OCI_VERSION') ?? null,
    landingPath,
    cartId,
  });
  return { kind: 'redirect', location: startUrl };
}
