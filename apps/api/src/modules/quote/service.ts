// Quotes: a buyer asks from a cart, an agent prices and sends, the buyer accepts (an order at the quoted prices)
// or declines, with a message thread; expired quotes cannot be accepted (docs/quotes.md).
import type { Db } from '../../db';
import { readTogether } from '../../db/prepared';
import { assertOwner, type Person } from '../../lib/access';
import { marketToday } from '../../lib/dates';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as approvalRepo from '../approval';
import { approvalReasons, checkedLines, loadSetup } from '../approval';
import * as cartRepo from '../cart';
import { setCostCentreOnFrozenCart } from '../cart';
import { lockForOrder, placeOrder } from '../checkout';
import * as customerRepo from '../customer';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import * as orderRepo from '../order';
import { totalsOf } from '../price';
import * as ticketRepo from '../ticket';
import { quoteMessageMail, quoteRequestedMail, quoteRevisingMail, quoteSentMail } from './mail';
import { renderQuotePdf } from './pdf';
import * as repo from './repository';
import type {
  AcceptQuoteBody,
  BackofficeQuotesQuery,
  Quote,
  QuoteSummary,
  QuotesQuery,
  RequestQuoteBody,
  UpdateQuoteBody,
} from './schemas';

type Links = { webOrigin: string };
const customerLink = (links: Links, id: string) => `${links.webOrigin}/account/quotes/${id}`;
const agentLink = (links: Links, id: string) => `${links.webOrigin}/backoffice/quotes/${id}`;

/** Net, VAT per rate and gross of a quote's lines and shipping (the one totals rule). */
function totalsOfQuote(quote: repo.QuoteRow, lines: repo.QuoteLineRow[]) {
  const priced = lines.map((line) => ({ lineTotal: line.unitPrice * line.quantity, vatRate: line.vatRate }));
  if (quote.shippingFee > 0) priced.push({ lineTotal: quote.shippingFee, vatRate: quote.shippingVatRate });
  return totalsOf(priced);
}

const isExpired = (quote: repo.QuoteRow, now: Date) =>
  quote.status === 'sent' && quote.validUntil !== null && quote.validUntil < marketToday(quote.market, now);

function summaryOf(quote: repo.QuoteRow, lines: repo.QuoteLineRow[], names: Map<string, { name: string }>, now: Date) {
  const totals = totalsOfQuote(quote, lines);
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    customerId: quote.companyId,
    requestedBy: { contactId: quote.contactId, name: names.get(quote.contactId)?.name ?? '' },
    status: quote.status,
    isExpired: isExpired(quote, now),
    currency: quote.currency,
    net: totals.net,
    gross: totals.gross,
    validUntil: quote.validUntil,
    version: quote.version,
    orderId: quote.orderId,
    createdAt: quote.createdAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
  } satisfies QuoteSummary;
}

async function viewQuote(db: Db, quote: repo.QuoteRow, caller: Person, now = new Date()): Promise<Quote> {
  const [lines, messages, cart] = await readTogether(db, [
    () => repo.listLines(db, quote.id),
    () => repo.listMessages(db, quote.id),
    () => cartRepo.findCart(db, quote.cartId),
  ]);
  const ids = new Set<string>([quote.contactId]);
  for (const id of [quote.preparedBy, quote.decidedBy, ...messages.map((m) => m.authorId)]) if (id) ids.add(id);
  const names = await customerRepo.contactsByIds(db, [...ids]);
  const person = (id: string | null) => (id ? { contactId: id, name: names.get(id)?.name ?? '' } : null);
  const totals = totalsOfQuote(quote, lines);
  const role = caller.companies.get(quote.companyId);
  return {
    ...summaryOf(quote, lines, names, now),
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      listUnitPrice: line.listUnitPrice,
      vatRate: line.vatRate,
      lineTotal: line.unitPrice * line.quantity,
    })),
    shippingFee: quote.shippingFee,
    vat: totals.vat,
    messages: messages.map((m) => ({
      id: m.id,
      author: {
        contactId: m.authorId ?? '00000000-0000-0000-0000-000000000000',
        name: m.authorKind === 'system' ? 'Engros' : (names.get(m.authorId ?? '')?.name ?? ''),
        kind: m.authorKind,
      },
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    cartId: quote.cartId,
    deliveryAddressId: cart?.deliveryAddressId ?? null,
    costCentreId: cart?.costCentreId ?? null,
    requestedDeliveryDate: cart?.requestedDeliveryDate ?? null,
    purchaseOrderNumber: cart?.purchaseOrderNumber ?? null,
    preparedBy: person(quote.preparedBy),
    decidedBy: person(quote.decidedBy),
    decidedAt: quote.decidedAt?.toISOString() ?? null,
    canAccept: (role === 'buyer' || role === 'admin') && quote.status === 'sent' && !isExpired(quote, now),
    canEdit: caller.staffRole !== null && (quote.status === 'requested' || quote.status === 'sent'),
  };
}

/** A quote the caller may see: their company's (any role), or any for staff; else 404. */
async function visibleQuote(db: Db, caller: Person, id: string) {
  const quote = await repo.findQuote(db, id);
  if (!quote) throw notFound('No such quote.');
  assertOwner(caller, { companyId: quote.companyId }, 'viewer');
  return quote;
}

export async function getQuote(db: Db, options: { caller: Person; id: string; now?: Date }) {
  return viewQuote(db, await visibleQuote(db, options.caller, options.id), options.caller, options.now);
}

/**
 * Asks for a quote on the caller's open cart: in one transaction the cart is locked, its lines (each must be sold
 * now) become the quote's first lines at the customer's prices of today and the standard shipping fee, the cart's
 * choices are frozen in a 'quote' cart, the cart is emptied and the agents are told.
 */
export async function requestQuote(
  db: Db,
  options: { caller: Person; lang: Language; input: RequestQuoteBody; links: Links; now?: Date },
): Promise<Quote> {
  const { caller, lang, input } = options;
  const quote = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const drafted = await lockForOrder(t, {
      caller,
      pid: input.pid,
      customerId: input.customerId,
      lang,
      now: options.now,
    });
    const { cart, view, draft } = drafted;
    if (view.lines.length === 0) throw rule('cart_empty');
    const unavailable = view.lines.filter((line) => !line.available || line.unitPrice === null);
    if (unavailable.length > 0) {
      throw rule('checkout_blocked', {
        problems: unavailable.map((line) => ({
          code: 'sku_not_available',
          message: line.message ?? line.sku,
          isBlocking: true,
          lineId: line.id,
        })),
      });
    }
    const frozen = await approvalRepo.freezeCart(t, cart, 'quote');
    const created = await repo.insertQuote(t, {
      companyId: cart.companyId,
      contactId: cart.contactId,
      cartId: frozen,
      market: cart.market,
      currency: cart.currency,
      shippingFee: draft.shipping.fee,
      shippingVatRate: draft.shipping.vatRate,
    });
    await repo.insertLines(
      t,
      view.lines.map((line, index) => ({
        quoteId: created.id,
        position: index + 1,
        sku: line.sku,
        name: line.name ?? line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? 0,
        listUnitPrice: line.listUnitPrice ?? line.unitPrice,
        vatRate: line.vatRate ?? 0,
      })),
    );
    await repo.addMessage(t, {
      quoteId: created.id,
      authorId: caller.contactId,
      authorKind: 'customer',
      body: input.message,
    });
    await orderRepo.emptyCart(t, cart.id);
    const [company, names, agents] = await readTogether(t, [
      () => customerRepo.findCompany(t, cart.companyId),
      () => customerRepo.contactsByIds(t, [caller.contactId]),
      () => ticketRepo.listAgents(t),
    ]);
    for (const agent of agents) {
      const mail = quoteRequestedMail({
        quoteNumber: created.quoteNumber,
        companyName: company?.name ?? '',
        requester: names.get(caller.contactId)?.name ?? '',
        message: input.message,
        link: agentLink(options.links, created.id),
      });
      await queueMail(t, { to: agent.email, ...mail });
    }
    return created;
  });
  return viewQuote(db, quote, caller, options.now);
}

export async function listQuotes(db: Db, options: { caller: Person; query: QuotesQuery; now?: Date }) {
  const { caller, query } = options;
  assertOwner(caller, { companyId: query.customerId }, 'viewer');
  return pageOf(db, { companyId: query.customerId, ...query }, options.now);
}

export async function listAllQuotes(db: Db, options: { query: BackofficeQuotesQuery; now?: Date }) {
  return pageOf(db, options.query, options.now);
}

async function pageOf(
  db: Db,
  filter: { companyId?: string; status?: QuotesQuery['status']; skip: number; take: number },
  now = new Date(),
) {
  const { rows, total } = await repo.listQuotes(db, filter);
  const [lines, names] = await readTogether(db, [
    () =>
      repo.listLinesOf(
        db,
        rows.map((row) => row.id),
      ),
    () => customerRepo.contactsByIds(db, [...new Set(rows.map((row) => row.contactId))]),
  ]);
  return {
    items: rows.map((row) => summaryOf(row, lines.get(row.id) ?? [], names, now)),
    total,
    skip: filter.skip,
    take: filter.take,
  };
}

/**
 * An agent sets the quote's lines (SKU, quantity, price), shipping fee and validity. A sent quote goes back to
 * 'requested' until sent again, so a buyer never accepts terms that changed under them.
 */
export async function updateQuote(
  db: Db,
  options: { caller: Person; lang: Language; id: string; input: UpdateQuoteBody; links: Links; now?: Date },
): Promise<Quote> {
  const { caller, input } = options;
  const quote = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockQuote(t, options.id);
    if (!row) throw notFound('No such quote.');
    if (row.status !== 'requested' && row.status !== 'sent') throw rule('quote_not_open', { status: row.status });
    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
      throw rule('cart_changed', { version: row.version });
    }
    const info = await cartRepo.loadSkuInfo(
      t,
      input.lines.map((line) => line.sku),
    );
    const unknown = input.lines.map((line, index) => ({ line, index })).filter(({ line }) => !info.has(line.sku));
    if (unknown.length > 0) {
      throw new AppError('validation_failed', {
        errors: unknown.map(({ index }) => ({
          path: `lines.${index}.sku`,
          message: 'No such SKU.',
          code: 'not_found',
        })),
      });
    }
    const before = new Map((await repo.listLines(t, row.id)).map((line) => [line.sku, line]));
    const vatRate = await cartRepo.findStandardVat(t, row.market);
    await repo.replaceLines(
      t,
      row,
      input.lines.map((line, index) => {
        const sku = info.get(line.sku)!;
        const earlier = before.get(line.sku);
        return {
          position: index + 1,
          sku: line.sku,
          name: options.lang === 'en' ? sku.name.en || sku.name.nb : sku.name.nb,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          listUnitPrice: earlier?.listUnitPrice ?? null,
          vatRate: earlier?.vatRate ?? vatRate,
        };
      }),
    );
    if (row.status === 'sent') {
      // The buyer had this quote: the thread says it is being revised, and they are told it cannot be accepted now.
      await repo.addMessage(t, { quoteId: row.id, authorId: caller.contactId, authorKind: 'system', body: 'revising' });
      const buyer = (await customerRepo.contactsByIds(t, [row.contactId])).get(row.contactId);
      if (buyer) {
        const mail = quoteRevisingMail({
          lang: mailLanguage(buyer.locale),
          firstName: buyer.firstName,
          quoteNumber: row.quoteNumber,
          link: customerLink(options.links, row.id),
        });
        await queueMail(t, { to: buyer.email, ...mail });
      }
    }
    return repo.updateQuote(t, row.id, {
      status: 'requested',
      shippingFee: input.shippingFee,
      validUntil: input.validUntil,
      version: row.version + 1,
      preparedBy: caller.contactId,
    });
  });
  return viewQuote(db, quote, caller, options.now);
}

/** An agent sends the quote to the buyer (valid until a date not passed, with lines); the buyer is mailed. */
export async function sendQuote(
  db: Db,
  options: { caller: Person; id: string; links: Links; now?: Date },
): Promise<Quote> {
  const { caller } = options;
  const now = options.now ?? new Date();
  const quote = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockQuote(t, options.id);
    if (!row) throw notFound('No such quote.');
    if (row.status !== 'requested') throw rule('quote_not_open', { status: row.status });
    const lines = await repo.listLines(t, row.id);
    if (!row.validUntil || row.validUntil < marketToday(row.market, now) || lines.length === 0) {
      throw new AppError('validation_failed', {
        errors: [
          { path: 'validUntil', message: 'Set lines and a validity date from today on first.', code: 'invalid' },
        ],
      });
    }
    // Sent before (then changed): a new version of the quote, said so in the thread and the mail.
    const isRevision = row.sentAt !== null;
    const sent = await repo.updateQuote(t, row.id, { status: 'sent', sentAt: now, preparedBy: caller.contactId });
    const body = isRevision ? 'resent' : 'sent';
    await repo.addMessage(t, { quoteId: row.id, authorId: caller.contactId, authorKind: 'system', body });
    const buyer = (await customerRepo.contactsByIds(t, [row.contactId])).get(row.contactId);
    if (buyer) {
      const mail = quoteSentMail({
        lang: mailLanguage(buyer.locale),
        firstName: buyer.firstName,
        quoteNumber: row.quoteNumber,
        net: totalsOfQuote(sent, lines).net,
        currency: row.currency,
        validUntil: row.validUntil,
        link: customerLink(options.links, row.id),
        isRevision,
      });
      await queueMail(t, { to: buyer.email, ...mail });
    }
    return sent;
  });
  return viewQuote(db, quote, caller, now);
}

/** A message in the quote's thread, from the customer's side or an agent; the other side is mailed. */
export async function addMessage(
  db: Db,
  options: { caller: Person; id: string; body: string; links: Links },
): Promise<Quote> {
  const { caller } = options;
  const quote = await visibleQuote(db, caller, options.id);
  const isAgent = caller.staffRole !== null && !caller.companies.has(quote.companyId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.addMessage(t, {
      quoteId: quote.id,
      authorId: caller.contactId,
      authorKind: isAgent ? 'agent' : 'customer',
      body: options.body,
    });
    const from = (await customerRepo.contactsByIds(t, [caller.contactId])).get(caller.contactId)?.name ?? '';
    const recipients = isAgent
      ? [...(await customerRepo.contactsByIds(t, [quote.contactId])).values()].map((p) => ({
          ...p,
          link: customerLink(options.links, quote.id),
        }))
      : (await ticketRepo.listAgents(t)).map((a) => ({ ...a, link: agentLink(options.links, quote.id) }));
    for (const to of recipients) {
      const mail = quoteMessageMail({
        lang: mailLanguage(to.locale),
        firstName: to.firstName,
        quoteNumber: quote.quoteNumber,
        from,
        body: options.body,
        link: to.link,
      });
      await queueMail(t, { to: to.email, ...mail });
    }
  });
  return getQuote(db, { caller, id: quote.id });
}

/**
 * The buyer accepts a sent, unexpired quote: one transaction with the quote row locked (a second accept finds it
 * accepted), the order placed from the frozen cart at the quoted prices and shipping fee (availability and VAT
 * of today, the checkout's address and date rules), held by the company's approval rules at the quoted amount.
 */
export async function acceptQuote(
  db: Db,
  options: { caller: Person; lang: Language; id: string; input: AcceptQuoteBody; links: Links; now?: Date },
): Promise<Quote> {
  const { caller, lang, input } = options;
  const now = options.now ?? new Date();
  const visible = await visibleQuote(db, caller, options.id);
  assertOwner(caller, { companyId: visible.companyId }, 'buyer');
  const quote = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockQuote(t, options.id);
    if (!row) throw notFound('No such quote.');
    if (row.status !== 'sent') throw rule('quote_not_open', { status: row.status });
    if (isExpired(row, now)) throw rule('quote_expired', { validUntil: row.validUntil });
    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
      throw rule('cart_changed', { version: row.version });
    }
    const change: Partial<cartRepo.CartRow> = {};
    if (input.deliveryAddressId !== undefined) change.deliveryAddressId = input.deliveryAddressId;
    if (input.requestedDeliveryDate !== undefined) change.requestedDeliveryDate = input.requestedDeliveryDate;
    if (input.purchaseOrderNumber !== undefined) change.purchaseOrderNumber = input.purchaseOrderNumber;
    if (Object.keys(change).length > 0) {
      if (change.deliveryAddressId) {
        const address = await customerRepo.findAddress(t, change.deliveryAddressId);
        if (!address || address.companyId !== row.companyId) throw notFound('No such address.');
      }
      await cartRepo.touchCart(t, row.cartId, change);
    }
    if (input.costCentreId) {
      await setCostCentreOnFrozenCart(t, {
        companyId: row.companyId,
        cartId: row.cartId,
        costCentreId: input.costCentreId,
        keepAddress: input.deliveryAddressId !== undefined,
      });
    }
    // The company's approval rules hold a quote too, at the quoted amount (docs/approvals.md).
    const lines = await repo.listLines(t, row.id);
    const totals = totalsOfQuote(row, lines);
    const company = await cartRepo.findCompany(t, row.companyId);
    const info = await cartRepo.loadSkuInfo(
      t,
      lines.map((line) => line.sku),
    );
    const setup = await loadSetup(t, row.companyId, caller.contactId);
    const frozen = await cartRepo.findCart(t, row.cartId);
    const reasons = await approvalReasons(t, {
      setup,
      centre: setup.centres.find((c) => c.id === frozen?.costCentreId) ?? null,
      companyId: row.companyId,
      contactId: caller.contactId,
      companyCurrency: company?.currency ?? row.currency,
      currency: row.currency,
      market: row.market,
      net: totals.net,
      lines: checkedLines(lines, info),
      now,
      lockSpend: true,
    });
    if (reasons.length > 0) throw rule('approval_required', { reasons: reasons.map((r) => r.code) });
    const orderId = await placeOrder(t, {
      caller,
      cartId: row.cartId,
      lang,
      emptyCart: false,
      skipApproval: true,
      now,
      mail: { webOrigin: options.links.webOrigin },
      quoted: {
        code: row.quoteNumber,
        prices: new Map(
          lines.map((line) => [line.sku, { unitPrice: line.unitPrice, listUnitPrice: line.listUnitPrice }]),
        ),
        shippingFee: row.shippingFee,
      },
    });
    await approvalRepo.closeCart(t, row.cartId, 'ordered');
    await repo.addMessage(t, { quoteId: row.id, authorId: caller.contactId, authorKind: 'system', body: 'accepted' });
    return repo.updateQuote(t, row.id, { status: 'accepted', orderId, decidedBy: caller.contactId, decidedAt: now });
  });
  return viewQuote(db, quote, caller, now);
}

/** The buyer declines (requested or sent); an optional message goes into the thread. */
export async function rejectQuote(
  db: Db,
  options: { caller: Person; id: string; message?: string; now?: Date },
): Promise<Quote> {
  const { caller } = options;
  const visible = await visibleQuote(db, caller, options.id);
  assertOwner(caller, { companyId: visible.companyId }, 'buyer');
  const quote = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockQuote(t, options.id);
    if (!row) throw notFound('No such quote.');
    if (row.status !== 'requested' && row.status !== 'sent') throw rule('quote_not_open', { status: row.status });
    if (options.message) {
      await repo.addMessage(t, {
        quoteId: row.id,
        authorId: caller.contactId,
        authorKind: 'customer',
        body: options.message,
      });
    }
    await repo.addMessage(t, { quoteId: row.id, authorId: caller.contactId, authorKind: 'system', body: 'rejected' });
    await approvalRepo.closeCart(t, row.cartId, 'abandoned');
    return repo.updateQuote(t, row.id, {
      status: 'rejected',
      decidedBy: caller.contactId,
      decidedAt: options.now ?? new Date(),
    });
  });
  return viewQuote(db, quote, caller, options.now);
}

/** The quote as a PDF, once it has terms (sent or accepted). */
export async function quotePdf(db: Db, options: { caller: Person; id: string }): Promise<Uint8Array> {
  const quote = await visibleQuote(db, options.caller, options.id);
  if (!quote.validUntil || !quote.sentAt || !['sent', 'accepted'].includes(quote.status)) {
    throw rule('quote_not_open', { status: quote.status });
  }
  const [lines, company, names] = await readTogether(db, [
    () => repo.listLines(db, quote.id),
    () => customerRepo.findCompany(db, quote.companyId),
    () => customerRepo.contactsByIds(db, [quote.contactId]),
  ]);
  const totals = totalsOfQuote(quote, lines);
  const { bytes } = await renderQuotePdf({
    quoteNumber: quote.quoteNumber,
    issuedAt: quote.sentAt,
    validUntil: quote.validUntil,
    currency: quote.currency,
    buyer: {
      name: company?.name ?? '',
      orgNumber: company?.orgNumber ?? '',
      customerNumber: company?.customerNumber ?? 0,
      contact: names.get(quote.contactId)?.name ?? '',
    },
    lines: lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity })),
    shippingFee: quote.shippingFee,
    ...totals,
  });
  return bytes;
}
