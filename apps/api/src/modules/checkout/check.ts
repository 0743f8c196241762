// The checkout check: what stands between a cart and an order (docs/cart.md lists the rules). Every checkout use
// case drafts its cart through here, and the cart answer's initCheckout gets it through the CartCheck port.
import type { Db } from '../../db';
import type { CostCentreSnapshot } from '../../db/schema';
import type { Person } from '../../lib/access';
import { marketToday } from '../../lib/dates';
import type { Language, Text } from '../../lib/i18n';
import {
  type ApprovalSetup,
  approvalReasons,
  approvalStatusOfCart,
  checkedLines,
  loadSetup,
  reasonText,
  setupFromJson,
  setupJson,
} from '../approval';
import {
  type AddressRow,
  type CartCheck,
  type CartCompany,
  type CartDraft,
  type CartLine,
  type CartRow,
  type CheckoutAddresses,
  type CheckoutProblem,
  checkoutAddressesOf,
  draftCart,
  loadCart,
  lockOpenCart,
  type Orderer,
  type SkuInfo,
} from '../cart';
import { creditRefusalText, invoiceCreditRefusal } from '../customer';
import { firstShippingDate, isShippingDateValid, type ShippingMethodCode } from '../delivery';
import { prescriptionProblems } from '../pharmacy';

const problemText: Record<string, Text> = {
  cart_empty: { nb: 'Handlekurven er tom.', en: 'The cart is empty.' },
  delivery_address_missing: { nb: 'Velg en leveringsadresse.', en: 'Choose a delivery address.' },
  delivery_address_not_served: {
    nb: 'Vi leverer ikke til leveringsadressen.',
    en: 'We do not deliver to the delivery address.',
  },
  delivery_date_missing: { nb: 'Velg en ønsket leveringsdato.', en: 'Choose a requested delivery date.' },
  delivery_date_invalid: {
    nb: 'Ønsket leveringsdato er ikke en mulig leveringsdag (passert, etter bestillingsfrist eller ikke på ruten).',
    en: 'The requested delivery date is not possible (past, after the cut-off or not on the route).',
  },
  company_blocked: { nb: 'Kunden er sperret.', en: 'The customer is blocked.' },
  sku_not_available: { nb: 'Varen kan ikke bestilles.', en: 'The item cannot be ordered.' },
  market_not_allowed: {
    nb: 'Kunden handler ikke i handlekurvens marked.',
    en: "The customer does not buy in the cart's market.",
  },
  cost_centre_missing: { nb: 'Velg et kostnadssted.', en: 'Choose a cost centre.' },
  cost_centre_inactive: {
    nb: 'Kostnadsstedet er ikke lenger i bruk. Velg et annet.',
    en: 'The cost centre is no longer in use. Choose another.',
  },
};

function problem(
  code: keyof typeof problemText,
  lang: Language,
  extra: { lineId?: string; isBlocking?: boolean } = {},
) {
  const text = problemText[code] as Text;
  return {
    code,
    message: text[lang],
    isBlocking: extra.isBlocking ?? true,
    ...(extra.lineId ? { lineId: extra.lineId } : {}),
  } satisfies CheckoutProblem;
}

/**
 * Cart lines as answered (carts and shopping lists alike): priced now where `priced` has the

/** A cart drafted for checkout: priced now, its checkout check in `view.checkout`, and what an order copies. */
export type CheckedDraft = CartDraft & {
  /** The cart's delivery address as checked, for the order's copy. */
  deliveryAddress: AddressRow | null;
  /** The company's invoice address, for the order's copy. */
  invoiceAddress: AddressRow | null;
  /** The cart's cost centre as checked, for the order's copy. */
  costCentre: CostCentreSnapshot | null;
};

/** A cart on its way to an order: its row (with any override), its company, the checked draft. */
export type Drafted = {
  cart: CartRow;
  company: CartCompany;
  draft: CheckedDraft;
  view: CheckedDraft['view'];
  /** createorder's orderer, read with the cart's lock (its confirmation goes in the order's statement). */
  orderer?: Orderer | null;
};

type CheckOptions = {
  caller: Person;
  cart: CartRow;
  company: CartCompany;
  lang: Language;
  /** Approved elsewhere (a punch-out order from the buyer's procurement system): no approval check. */
  skipApproval?: boolean;
  /** No cost_centre_missing (a punch-out order whose procurement system names no centre, docs/punchout.md). */
  isCostCentreOptional?: boolean;
  now?: Date;
  /** The checkout's addresses when already read (createorder's lock query reads them). */
  addresses?: CheckoutAddresses;
  /** Ordering (the cart is locked in the order's transaction): monthly limits are held against concurrent orders. */
  isOrdering?: boolean;
  /** The cart's lines with their SKUs' info when already read (createorder's lock query reads them). */
  lines?: Parameters<typeof draftCart>[1]['lines'];
  /** The approval setup of the cart's owner when already read (createorder's lock query reads it). */
  setup?: ApprovalSetup;
};

/** Drafts a cart and checks it: the draft with `view.checkout` filled in. Writes nothing. */
export async function checkCart(db: Db, options: CheckOptions & { draft?: CartDraft }): Promise<CheckedDraft> {
  const { cart, company } = options;
  // An order, a simulation or a validation shows no pictures: only the cart answer (which drafts itself) has them.
  const draft = options.draft ?? (await draftCart(db, { ...options, withPictures: false }));
  const { delivery, invoice } = options.addresses ?? (await checkoutAddressesOf(db, cart, company.id));
  const { view } = draft;
  const checked = await checkoutProblems(db, {
    cart,
    address: delivery,
    company,
    lines: view.lines,
    info: draft.info,
    net: view.totals.net,
    gross: view.totals.gross,
    skipApproval: options.skipApproval ?? false,
    isCostCentreOptional: options.isCostCentreOptional ?? false,
    isOrdering: options.isOrdering ?? false,
    setup: options.setup,
    marketAllowed: draft.marketAllowed,
    method: view.metadata.shippingMethod,
    leadTimeDays: draft.leadTimeDays,
    lang: options.lang,
    now: options.now ?? new Date(),
  });
  view.checkout = { isReady: checked.problems.every((p) => !p.isBlocking), problems: checked.problems };
  return { ...draft, deliveryAddress: delivery, invoiceAddress: invoice, costCentre: checked.costCentre };
}

/** The cart answer's initCheckout (the cart module's CartCheck port, wired in modules/index.ts). */
export const cartCheck: CartCheck = async (db, options) => (await checkCart(db, options)).view.checkout!;

type Who = { caller: Person; pid: string; customerId?: string; lang: Language };

/** createorder reads the approval setup with the cart's lock: one statement fewer (docs/decisions/011). */
const setupWithLock = { name: 'approval_setup', json: setupJson };

/**
 * For ordering from the caller's open cart: inside the caller's transaction, locks the cart row (concurrent orders
 * on one cart queue) and drafts it priced now with the checkout check. Changes nothing.
 */
export async function lockForOrder(tx: Db, options: Who & { now?: Date }): Promise<Drafted> {
  const { cart, company, addresses, orderer, lines, also } = await lockOpenCart(tx, options, setupWithLock);
  // The setup of the cart's owner (the caller: their open cart), unless the lock waited and it is read afresh.
  const setup = also ? setupFromJson(also as Record<string, unknown>, cart.contactId) : undefined;
  const draft = await checkCart(tx, { ...options, cart, company, addresses, lines, setup, isOrdering: true });
  return { cart, company, draft, view: draft.view, orderer };
}

/**
 * Drafts any cart row by id (an open cart, a subscription template, a frozen approval or quote cart) with the
 * checkout check: `lock` takes the row lock first (inside a transaction) and holds monthly limits against
 * concurrent orders; `requestedDeliveryDate` overrides the cart's date (a subscription run's date). The caller needs
 * the buyer role in the cart's company (`role`: viewer for reading), else 404/403.
 */
export async function draftCartById(
  db: Db,
  options: {
    caller: Person;
    cartId: string;
    lang: Language;
    lock: boolean;
    role?: 'viewer' | 'buyer';
    requestedDeliveryDate?: string | null;
    /** Values used instead of the stored ones, without writing them (simulate's shipping method). */
    override?: Pick<Partial<CartRow>, 'shippingMethod'>;
    skipApproval?: boolean;
    isCostCentreOptional?: boolean;
    now?: Date;
  },
): Promise<Drafted> {
  const loaded = await loadCart(db, { ...options, role: options.role ?? 'buyer' });
  const cart: CartRow = {
    ...loaded.cart,
    ...options.override,
    ...(options.requestedDeliveryDate === undefined ? {} : { requestedDeliveryDate: options.requestedDeliveryDate }),
  };
  const draft = await checkCart(db, { ...options, cart, company: loaded.company, isOrdering: options.lock });
  return { cart, company: loaded.company, draft, view: draft.view };
}

/** What stands between the cart and an order (docs/cart.md lists the rules). */
async function checkoutProblems(
  db: Db,
  options: {
    cart: CartRow;
    /** The cart's delivery address (null when it has none). */
    address: AddressRow | null;
    company: CartCompany;
    lines: CartLine[];
    info: Map<string, SkuInfo>;
    net: number;
    gross: number;
    skipApproval: boolean;
    isCostCentreOptional: boolean;
    isOrdering: boolean;
    setup?: ApprovalSetup;
    marketAllowed: boolean;
    method: ShippingMethodCode;
    leadTimeDays: number;
    lang: Language;
    now: Date;
  },
): Promise<{ problems: CheckoutProblem[]; costCentre: CostCentreSnapshot | null }> {
  const { cart, company, lines, lang, method } = options;
  const problems: CheckoutProblem[] = [];
  if (company.isBlocked) problems.push(problem('company_blocked', lang));
  if (!options.marketAllowed) problems.push(problem('market_not_allowed', lang));
  if (lines.length === 0) problems.push(problem('cart_empty', lang));
  for (const line of lines) {
    if (options.marketAllowed && !line.available)
      problems.push(problem('sku_not_available', lang, { lineId: line.id }));
  }
  // Prescription-only lines must be covered by the cart owner's valid prescriptions (docs/pharmacy.md).
  const prescribed = lines.filter((line) => line.isPrescriptionOnly);
  if (prescribed.length > 0) {
    const missing = await prescriptionProblems(db, {
      personId: cart.contactId,
      lines: prescribed.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      today: marketToday(cart.market, options.now),
      lang,
    });
    for (const found of missing) {
      for (const line of prescribed.filter((l) => l.sku === found.sku)) {
        problems.push({ code: found.code, message: found.message, isBlocking: true, lineId: line.id });
      }
    }
  }
  // Pickup needs no delivery address; route and express do.
  const address = options.address;
  const usable = address && !address.deletedAt && address.type === 'delivery' ? address : null;
  if (!usable && method !== 'pickup') problems.push(problem('delivery_address_missing', lang));
  if (!cart.requestedDeliveryDate) {
    problems.push(problem('delivery_date_missing', lang));
  } else if (usable || method === 'pickup') {
    const where = {
      method,
      market: usable?.country ?? cart.market,
      zipCode: usable?.zipCode ?? null,
      now: options.now,
      leadTimeDays: options.leadTimeDays,
    };
    if (method !== 'pickup' && firstShippingDate(where) === null) {
      problems.push(problem('delivery_address_not_served', lang));
    } else if (!isShippingDateValid({ ...where, date: cart.requestedDeliveryDate })) {
      problems.push(problem('delivery_date_invalid', lang));
    }
  }
  // Invoice credit (docs/customer.md): a note, as the card path stays open; an order on invoice refuses it.
  const credit = invoiceCreditRefusal(company, cart.currency, options.gross);
  if (credit) problems.push({ code: credit.code, message: creditRefusalText(credit, lang), isBlocking: false });
  let costCentre: CostCentreSnapshot | null = null;
  if (lines.length > 0) {
    // The company's cost centres, limits and rules, in one query (docs/approvals.md).
    const setup = options.setup ?? (await loadSetup(db, company.id, cart.contactId));
    const centre = cart.costCentreId ? (setup.centres.find((c) => c.id === cart.costCentreId) ?? null) : null;
    if (cart.costCentreId && !centre?.isActive) problems.push(problem('cost_centre_inactive', lang));
    else if (!cart.costCentreId && !options.isCostCentreOptional && setup.centres.some((c) => c.isActive)) {
      problems.push(problem('cost_centre_missing', lang));
    }
    if (centre) costCentre = { id: centre.id, code: centre.code, name: centre.name };
    if (!options.skipApproval) {
      for (const message of await approvalNeeds(db, { ...options, setup, centre })) {
        problems.push({ code: 'approval_required', message, isBlocking: true });
      }
    }
  }
  return { problems, costCentre };
}

/**
 * Why the cart's owner needs an approver's yes before it becomes an order (docs/approvals.md), as sentences; none
 * when they need none. An approval cart needs none once its request is approved, and always one before.
 */
async function approvalNeeds(
  db: Db,
  options: {
    cart: CartRow;
    company: CartCompany;
    lines: CartLine[];
    info: Map<string, SkuInfo>;
    net: number;
    lang: Language;
    now: Date;
    setup: ApprovalSetup;
    centre: ApprovalSetup['centres'][number] | null;
    isOrdering: boolean;
  },
): Promise<string[]> {
  const { cart, company, lang } = options;
  if (cart.kind === 'approval') {
    const status = await approvalStatusOfCart(db, cart.id);
    return status === 'approved' ? [] : [approvalPendingText[lang]];
  }
  const reasons = await approvalReasons(db, {
    setup: options.setup,
    centre: options.centre,
    companyId: company.id,
    contactId: cart.contactId,
    companyCurrency: company.currency,
    currency: cart.currency,
    market: cart.market,
    net: options.net,
    lines: checkedLines(options.lines, options.info),
    now: options.now,
    lockSpend: options.isOrdering,
  });
  return reasons.map((reason) => reasonText(reason, company.currency, lang));
}

const approvalPendingText: Text = {
  nb: 'Bestillingen venter på godkjenning.',
  en: 'The order is waiting for approval.',
};
