import type { Db } from '../../db';
import type { PunchoutOperation } from '../../db/schema';
import {
  CxmlError,
  type CxmlHeader,
  clip,
  type MessageItem,
  type OrderRequest,
  orderMessage,
  parseCxmlRequest,
  type SetupRequest,
  setupResponse,
  statusResponse,
} from '../../integrations/punchout';
import type { Person } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as cartRepo from '../cart';
import { priceNow, priceSnapshot } from '../cart';
import { placeOrder } from '../checkout';
import { listCostCentres } from '../cost-centre';
import { firstShippingDate } from '../delivery';
import * as repo from './repository';

/** The one-time start link lives 5 minutes; the punch-out session itself 8 hours (absolute). */
import {
  linePictures,
  liveSession,
  openSession,
  type PunchoutSettings,
  punchoutPerson,
  resetCart,
  sameDigest,
  sameText,
  sha256,
  transferLines,
} from './sessions';

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

/** POST /api/punchout/cxml/getformpayload: the PunchOutOrderMessage form for BrowserFormPost/URL. */
export async function cxmlFormPayload(
  db: Db,
  options: { caller: Person; sessionId: string; lang: Language; mediaOrigin?: string },
) {
  const session = await liveSession(db, { ...options, protocol: 'cxml' });
  const { lines, currency } = await transferLines(db, session, options.caller, options.lang);
  const pictures = await linePictures(db, { lines, lang: options.lang, mediaOrigin: options.mediaOrigin });
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
    imageUrl: pictures.get(line.sku)?.url ?? null,
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
