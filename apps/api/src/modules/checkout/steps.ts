// The steps every checkout use case is made of (docs/orders.md, "Checkout"): validate → price → approval →
// (reserve payment, checkout/card.ts) → write order → (on failure) compensate. A use case reads as these calls in
// this order; each step is the one place its rule lives.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { PaymentMethod } from '../../db/schema';
import type { Person } from '../../lib/access';
import { marketToday } from '../../lib/dates';
import { rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { markOrdered } from '../approval';
import { creditError, invoiceCreditRefusal } from '../customer';
import { type NewOrderLine, type OrderMailOptions, recordOrder, takeCredit, toSnapshot } from '../order';
import { consumePrescriptions } from '../pharmacy';
import { type Totals, totalsOf, vatOf } from '../price';
import type { Drafted } from './check';

/** What the buyer saw when they decided (createorder's expectedVersion and expectedGross). */
export type Seen = { expectedVersion?: number; expectedGross?: number };

/**
 * Step "validate": the cart is the one the buyer saw (else 422 cart_changed, or price_changed with the new totals),
 * it has lines (cart_empty), and nothing but an approver's yes blocks it (checkout_blocked with every problem).
 */
export function validate(drafted: Drafted, seen: Seen = {}) {
  const { cart, view } = drafted;
  if (seen.expectedVersion !== undefined && seen.expectedVersion !== cart.version) {
    throw rule('cart_changed', { version: cart.version });
  }
  if (seen.expectedGross !== undefined && seen.expectedGross !== view.totals.gross) {
    throw rule('price_changed', { totals: view.totals });
  }
  if (view.lines.length === 0) throw rule('cart_empty');
  const problems = view.checkout?.problems ?? [];
  if (problems.some((p) => p.isBlocking && p.code !== 'approval_required')) {
    throw rule('checkout_blocked', { problems });
  }
}

/**
 * Step "approval": the company's approval rules let the order through (docs/approvals.md); else 422
 * approval_required with the problems, a distinct answer, so the storefront offers "send for approval". A punch-out
 * order is approved in the procurement system and an approved request's cart has its yes: their check has none.
 */
export function approval(drafted: Drafted) {
  const problems = drafted.view.checkout?.problems ?? [];
  if (problems.some((p) => p.isBlocking && p.code === 'approval_required')) {
    throw rule('approval_required', { problems });
  }
}

/** A quote's terms an order is placed at (docs/quotes.md): its prices per SKU and shipping fee, its number. */
export type QuotedTerms = {
  code: string;
  prices: Map<string, { unitPrice: number; listUnitPrice: number | null }>;
  shippingFee: number;
};
/** An order line before it has an order: department is set when the order is written. */
export type OrderLineDraft = Omit<NewOrderLine, 'orderId' | 'id'>;

/**
 * Step "price": the order a drafted cart would become. Every product line priced now (an unavailable line blocks),
 * or at the quote's price; the shipping fee as a line of kind 'shipping'; the totals by the one rule (totalsOf).
 * Writes nothing.
 */
export function price(
  drafted: Pick<Drafted, 'draft'>,
  quoted?: QuotedTerms,
): { lines: OrderLineDraft[]; totals: Totals } {
  const { view, priced } = drafted.draft;
  const lines: OrderLineDraft[] = view.lines.map((line, index) => {
    const now = priced?.[index];
    if (!now?.available || now.unitPrice === null || now.vatRate === null) {
      throw rule('checkout_blocked', {
        problems: [{ code: 'sku_not_available', message: now?.message ?? line.sku, isBlocking: true, lineId: line.id }],
      });
    }
    // A quote's line keeps its quoted price; availability and the VAT rate are today's.
    const quote = quoted?.prices.get(line.sku);
    if (quoted && !quote) throw rule('quote_not_open');
    const unitPrice = quote ? quote.unitPrice : now.unitPrice;
    const lineTotal = unitPrice * line.quantity;
    return {
      position: index + 1,
      kind: 'product',
      sku: line.sku,
      name: line.name ?? line.sku,
      quantity: line.quantity,
      unitPrice,
      listUnitPrice: quote ? quote.listUnitPrice : now.listUnitPrice,
      vatRate: now.vatRate,
      lineTotal,
      vatAmount: vatOf(lineTotal, now.vatRate),
      agreementKind: quoted ? 'quote' : (now.agreement?.kind ?? null),
      agreementPriceListId: quoted ? null : (now.agreement?.priceListId ?? null),
      agreementCode: quoted ? quoted.code : (now.agreement?.code ?? null),
      // The reason it won, kept with the line (docs/pricing.md, "Price source").
      agreementName: quoted ? null : (now.agreement?.name ?? null),
      agreementValidTo: quoted || !now.agreement?.validTo ? null : new Date(now.agreement.validTo),
      agreementMinQuantity: quoted ? null : (now.agreement?.minQuantity ?? null),
    };
  });
  const shipping = quoted
    ? {
        ...drafted.draft.shipping,
        fee: quoted.shippingFee,
        vat: vatOf(quoted.shippingFee, drafted.draft.shipping.vatRate),
      }
    : drafted.draft.shipping;
  if (shipping.fee > 0) {
    lines.push({
      position: lines.length + 1,
      kind: 'shipping',
      sku: `SHIPPING-${shipping.method.toUpperCase()}`,
      name: shipping.name,
      quantity: 1,
      unitPrice: shipping.fee,
      listUnitPrice: shipping.fee,
      vatRate: shipping.vatRate,
      lineTotal: shipping.fee,
      vatAmount: shipping.vat,
      agreementKind: null,
      agreementPriceListId: null,
      agreementCode: null,
    });
  }
  return { lines, totals: totalsOf(lines as { lineTotal: number; vatRate: number }[]) };
}

/**
 * Step "write order": the order of a locked, validated, priced cart, in the caller's transaction
 * (docs/decisions/011-order-write.md: the row, lines, status event, emptied cart, Idempotency-Key and confirmation
 * are one statement). On invoice the order needs credit (docs/customer.md): checked first on the company row read
 * with the cart, and taken last, under the company row's lock, against the balance of that moment: in the order's
 * statement after everything else it writes, or as the transaction's last statement when prescriptions or an
 * approval request are written after the order. Prescription-only lines use up the cart owner's prescriptions (short → 422, all rolls back), and
 * an approved request's frozen cart records its order. Any refusal rolls the whole transaction back: that is the
 * invoice path's compensation.
 */
export async function writeOrder(
  tx: Db,
  options: {
    caller: Person;
    drafted: Drafted;
    priced: ReturnType<typeof price>;
    paymentMethod: PaymentMethod;
    emptyCart: boolean;
    lang: Language;
    subscriptionId?: string | null;
    now?: Date;
    /** Given: the orderer gets a confirmation (the subscription job and punch-out send their own answers). */
    mail?: OrderMailOptions;
    /** createorder's Idempotency-Key, recorded with the order. */
    idempotencyKey?: { key: string; requestHash: string };
  },
) {
  const { caller, drafted, priced, paymentMethod } = options;
  const { cart, company, view, draft } = drafted;
  const { totals } = priced;
  if (paymentMethod === 'invoice') {
    const refusal = invoiceCreditRefusal(company, cart.currency, totals.gross);
    if (refusal) throw creditError(refusal, options.lang);
  }
  const departmentOf = (sku: string) => draft.info.get(sku)?.department;
  const prescribed = view.lines.filter((line) => line.isPrescriptionOnly);
  // The credit is the last thing written (the company row is locked only until the commit): in the order's own
  // statement, unless prescriptions or an approval request are written after it.
  const creditLast = paymentMethod === 'invoice' && (prescribed.length > 0 || cart.kind === 'approval');
  const orderId = randomUUID();
  const lines = priced.lines.map((line) => ({
    ...line,
    department: line.kind === 'product' ? (departmentOf(line.sku) ?? null) : null,
  }));
  const written = await recordOrder(tx, {
    values: {
      id: orderId,
      companyId: company.id,
      contactId: caller.contactId,
      cartId: cart.id,
      // One order per cart, in the department of its first line; each line keeps its own (docs/orders.md).
      department: departmentOf(view.lines[0]!.sku) ?? 'unknown',
      market: cart.market,
      currency: cart.currency,
      status: 'confirmed',
      purchaseOrderNumber: cart.purchaseOrderNumber,
      comment: cart.comment,
      requestedDeliveryDate: cart.requestedDeliveryDate,
      deliveryAddress: draft.deliveryAddress ? toSnapshot(draft.deliveryAddress) : null,
      invoiceAddress: draft.invoiceAddress ? toSnapshot(draft.invoiceAddress) : null,
      shippingMethod: view.metadata.shippingMethod,
      subscriptionId: options.subscriptionId ?? null,
      costCentre: draft.costCentre,
      paymentMethod,
      ...totals,
    },
    lines,
    by: caller.contactId,
    emptyCartId: options.emptyCart ? cart.id : undefined,
    idempotencyKey: options.idempotencyKey,
    mail: options.mail,
    orderer: drafted.orderer,
    credit: paymentMethod === 'invoice' && !creditLast ? { company, lang: options.lang } : undefined,
  });
  if (prescribed.length > 0) {
    await consumePrescriptions(tx, {
      personId: cart.contactId,
      orderId: written.row.id,
      lines: prescribed.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      today: marketToday(cart.market, options.now ?? new Date()),
      lang: options.lang,
    });
  }
  if (cart.kind === 'approval') await markOrdered(tx, cart.id, written.row.id);
  // Last, so the company row is locked only until the commit right after.
  if (creditLast) await takeCredit(tx, company, totals.gross, options.lang);
  return written;
}
