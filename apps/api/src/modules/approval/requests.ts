// Approval requests: made from a cart by the checkout, read, decided, withdrawn and expired (docs/approvals.md).
import type { Db } from '../../db';
import { assertOwner, type Person } from '../../lib/access';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { personFor } from '../auth';
import * as cartRepo from '../cart';
import {
  type CartCompany,
  type CartLine,
  type CartRow,
  draftCart,
  loadCart,
  type SkuInfo,
  setCostCentreOnFrozenCart,
} from '../cart';
import * as costCentreRepo from '../cost-centre';
import * as customerRepo from '../customer';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import { approvalDecidedMail, approvalRequestedMail } from './mail';
import * as repo from './repository';
import { approvalReasons, canApprove, checkedLines, loadSetup, monthSpendByContact, reasonText } from './rules';
import type { ApprovalRequest, ApprovalRequestDetail, RequestsQuery } from './schemas';

/** How long a request waits for an approver before it expires and its lines go back to the cart. */
export const APPROVAL_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type Links = { webOrigin: string };
const requestLink = (links: Links, id: string) => `${links.webOrigin}/account/approvals/${id}`;

/** What the caller may do with a company's requests: decide (admins, named approvers who are buyers). */
export async function deciderIn(db: Db, caller: Person, companyId: string): Promise<boolean> {
  if (!caller.companies.has(companyId)) return false;
  return canApprove(await loadSetup(db, companyId, caller.contactId));
}

export async function viewRequests(
  db: Db,
  rows: repo.RequestRow[],
  options: { caller: Person; lang: Language; isDecider: boolean },
): Promise<ApprovalRequest[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    ids.add(row.contactId);
    if (row.decidedBy) ids.add(row.decidedBy);
  }
  const names = await customerRepo.contactsByIds(db, [...ids]);
  const personOf = (id: string) => ({ contactId: id, name: names.get(id)?.name ?? '' });
  const spend = await spendContext(db, rows, options.isDecider || options.caller.staffRole !== null);
  return rows.map((row) => ({
    id: row.id,
    customerId: row.companyId,
    requestedBy: personOf(row.contactId),
    status: row.status,
    paymentMethod: row.paymentMethod,
    reasons: row.reasons.map((reason) => ({
      code: reason.code,
      // Whose limit: the reader's own ("your"), or the requester's by name for an approver or staff.
      message: reasonText(
        reason,
        row.currency,
        options.lang,
        row.contactId === options.caller.contactId ? null : personOf(row.contactId).name || null,
      ),
    })),
    currency: row.currency,
    net: row.net,
    gross: row.gross,
    message: row.message,
    decidedBy: row.decidedBy ? personOf(row.decidedBy) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    orderId: row.orderId,
    subscriptionId: row.subscriptionId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    canDecide: options.isDecider && row.status === 'pending' && row.contactId !== options.caller.contactId,
    ...spend.of(row),
  }));
}

/**
 * What the requests' rows show of spend (docs/approvals.md, "Seeing"): their cost centre to everyone who sees the
 * request, and to approvers and staff this month's spend against the monthly limits of the requester, the company
 * and the centre. The rows are of one company (a list or one request): four reads, whatever the number of rows.
 */
async function spendContext(db: Db, rows: repo.RequestRow[], showSpend: boolean) {
  const companyId = rows[0]?.companyId;
  const company = companyId ? await cartRepo.findCompany(db, companyId) : null;
  if (!companyId || !company) return { of: () => ({ costCentre: null, spend: null }) };
  const [centreOfCart, centres, limits, spent] = await Promise.all([
    repo.cartCostCentres(
      db,
      rows.map((row) => row.cartId),
    ),
    costCentreRepo.listCostCentres(db, companyId, true),
    showSpend ? repo.listLimits(db, companyId) : [],
    showSpend
      ? monthSpendByContact(db, { companyId, currency: company.currency, market: company.market, now: new Date() })
      : null,
  ]);
  const perMonthOf = (contactId: string | null) => limits.find((l) => l.contactId === contactId)?.perMonth ?? null;
  return {
    of: (row: repo.RequestRow) => {
      const centre = centres.find((c) => c.id === centreOfCart.get(row.cartId)) ?? null;
      return {
        costCentre: centre ? { id: centre.id, code: centre.code, name: centre.name } : null,
        spend: spent
          ? {
              requester: {
                spentThisMonth: spent.contacts.get(row.contactId) ?? 0,
                perMonth: perMonthOf(row.contactId),
              },
              company: { spentThisMonth: spent.company, perMonth: perMonthOf(null) },
              costCentre: centre
                ? { spentThisMonth: spent.centres.get(centre.id) ?? 0, perMonth: centre.perMonth }
                : null,
            }
          : null,
      };
    },
  };
}

/** Queues the "please approve" mail to every decider of the company except the requester. */
async function mailDeciders(tx: Db, row: repo.RequestRow, links: Links) {
  const deciders = (await repo.listDeciders(tx, row.companyId)).filter((d) => d.contactId !== row.contactId);
  const requester = (await customerRepo.contactsByIds(tx, [row.contactId])).get(row.contactId)?.name ?? '';
  for (const decider of deciders) {
    const lang = mailLanguage(decider.locale);
    const mail = approvalRequestedMail({
      lang,
      firstName: decider.firstName,
      requester,
      net: row.net,
      currency: row.currency,
      reasons: row.reasons.map((reason) => reasonText(reason, row.currency, lang, requester || null)),
      message: row.message,
      link: requestLink(links, row.id),
    });
    await queueMail(tx, { to: decider.email, ...mail });
  }
}

/** A cart as the checkout drafted it: what a request is made from. */
export type RequestedCart = {
  cart: CartRow;
  company: CartCompany;
  view: { lines: CartLine[]; totals: { net: number; gross: number } };
  draft: { info: Map<string, SkuInfo> };
};

/** The structured reasons of a drafted cart (stored on the request, so every reader gets them in their language). */
export async function reasonsOf(tx: Db, drafted: RequestedCart, now: Date) {
  const { cart, company, view, draft } = drafted;
  const setup = await loadSetup(tx, company.id, cart.contactId);
  return approvalReasons(tx, {
    setup,
    centre: setup.centres.find((c) => c.id === cart.costCentreId) ?? null,
    companyId: company.id,
    contactId: cart.contactId,
    companyCurrency: company.currency,
    currency: cart.currency,
    market: cart.market,
    net: view.totals.net,
    lines: checkedLines(view.lines, draft.info),
    now,
  });
}

/**
 * Creates a request from a drafted cart (its row locked by the checkout) whose only obstacle is approval: its lines
 * and choices frozen in an approval cart, its reasons stored, the deciders mailed. Inside the caller's transaction.
 */
export async function createRequestFromCart(
  tx: Db,
  options: {
    drafted: RequestedCart;
    paymentMethod: 'invoice' | 'card';
    message: string | null;
    idempotencyKey: string | null;
    subscriptionId: string | null;
    requestedDeliveryDate?: string | null;
    now: Date;
    links: Links;
  },
): Promise<repo.RequestRow> {
  const { cart, company, view } = options.drafted;
  const reasons = await reasonsOf(tx, options.drafted, options.now);
  const frozen = await repo.freezeCart(tx, cart, 'approval', {
    requestedDeliveryDate: options.requestedDeliveryDate,
  });
  const row = await repo.insertRequest(tx, {
    companyId: company.id,
    contactId: cart.contactId,
    cartId: frozen,
    paymentMethod: options.paymentMethod,
    reasons,
    currency: cart.currency,
    net: view.totals.net,
    gross: view.totals.gross,
    message: options.message,
    idempotencyKey: options.idempotencyKey,
    subscriptionId: options.subscriptionId,
    expiresAt: new Date(options.now.getTime() + APPROVAL_TTL_MS),
  });
  await mailDeciders(tx, row, options.links);
  return row;
}

/** The request a person made under an idempotency key (a repeat, or a subscription period's), if any. */
export const requestByKey = (tx: Db, contactId: string, key: string) => repo.findRequestByKey(tx, contactId, key);

/** One request as the caller sees it in a list. */
export async function requestView(db: Db, row: repo.RequestRow, options: { caller: Person; lang: Language }) {
  const isDecider = await deciderIn(db, options.caller, row.companyId);
  const [view] = await viewRequests(db, [row], { ...options, isDecider });
  return view!;
}

/**
 * Records an approver's yes on a pending request the caller may decide (locked, so two approvers at once decide
 * once: the later one gets 422 approval_not_pending). The approver may correct the cost centre; the requester's own
 * way to change it is to withdraw and send again. Answers the request as decided.
 */
export async function recordApproval(
  tx: Db,
  options: { caller: Person; id: string; comment?: string; costCentreId?: string; now: Date },
): Promise<repo.RequestRow> {
  const { caller, now } = options;
  const row = await lockDecidable(tx, caller, options.id, now);
  if (options.costCentreId) {
    await setCostCentreOnFrozenCart(tx, {
      companyId: row.companyId,
      cartId: row.cartId,
      costCentreId: options.costCentreId,
      keepAddress: false,
    });
  }
  return repo.updateRequest(tx, row.id, {
    status: 'approved',
    decidedBy: caller.contactId,
    decidedAt: now,
    decisionComment: options.comment || null,
  });
}

/** An approved card request of the caller's, whose pay link they follow; else 404 or 422 approval_not_pending. */
export async function approvedCardRequest(db: Db, caller: Person, id: string): Promise<repo.RequestRow> {
  const row = await repo.findRequest(db, id);
  if (!row || row.contactId !== caller.contactId) throw notFound('No such approval request.');
  if (row.status !== 'approved' || row.paymentMethod !== 'card') {
    throw rule('approval_not_pending', { status: row.status });
  }
  return row;
}

export async function listRequests(db: Db, options: { caller: Person; lang: Language; query: RequestsQuery }) {
  const { caller, query } = options;
  assertOwner(caller, { companyId: query.customerId }, 'viewer');
  const isDecider = await deciderIn(db, caller, query.customerId);
  const seesAll = (isDecider || caller.staffRole !== null) && !query.mine;
  const { rows, total } = await repo.listRequests(db, {
    companyId: query.customerId,
    contactId: seesAll ? undefined : caller.contactId,
    status: query.status,
    skip: query.skip,
    take: query.take,
  });
  return {
    items: await viewRequests(db, rows, { caller, lang: options.lang, isDecider }),
    total,
    skip: query.skip,
    take: query.take,
  };
}

/** A request the caller may see: their own, or their company's when they decide; else 404. */
async function visibleRequest(db: Db, caller: Person, id: string) {
  const row = await repo.findRequest(db, id);
  if (!row) throw notFound('No such approval request.');
  assertOwner(caller, { companyId: row.companyId }, 'viewer');
  const isDecider = await deciderIn(db, caller, row.companyId);
  if (row.contactId !== caller.contactId && !isDecider && !caller.staffRole)
    throw notFound('No such approval request.');
  return { row, isDecider };
}

export async function getRequest(
  db: Db,
  options: { caller: Person; lang: Language; id: string; now?: Date },
): Promise<ApprovalRequestDetail> {
  const { caller, lang } = options;
  const { row, isDecider } = await visibleRequest(db, caller, options.id);
  const [view] = await viewRequests(db, [row], { caller, lang, isDecider });
  const requester = (await personFor(db, row.contactId)) ?? caller;
  // The frozen cart's lines priced now; whether it can be ordered is decided when it is approved.
  const frozen = await loadCart(db, { caller: requester, cartId: row.cartId, lock: false, role: 'viewer' });
  const { view: cart } = await draftCart(db, { ...frozen, caller: requester, lang });
  return { ...view!, cart };
}

/** Answers a request as the caller sees it after a change. */
async function reread(db: Db, options: { caller: Person; lang: Language; id: string }) {
  return getRequest(db, options);
}

/** Locks a pending request the caller may decide (not their own); else 404/403/422. */
async function lockDecidable(tx: Db, caller: Person, id: string, now: Date) {
  const row = await repo.lockRequest(tx, id);
  if (!row) throw notFound('No such approval request.');
  assertOwner(caller, { companyId: row.companyId }, 'viewer');
  const isDecider = canApprove(await loadSetup(tx, row.companyId, caller.contactId));
  if (!isDecider) {
    if (row.contactId === caller.contactId) throw rule('approval_own_request');
    throw new AppError('forbidden');
  }
  if (row.contactId === caller.contactId) throw rule('approval_own_request');
  if (row.status !== 'pending') throw rule('approval_not_pending', { status: row.status });
  if (row.expiresAt.getTime() <= now.getTime()) throw rule('approval_expired');
  return row;
}

export async function mailRequester(
  tx: Db,
  row: repo.RequestRow,
  options: {
    outcome: 'approved' | 'pay' | 'rejected' | 'expired';
    decidedBy: string | null;
    orderNumber?: string | null;
    links: Links;
  },
) {
  const [contact] = (await customerRepo.listActiveMembers(tx, row.companyId)).filter(
    (m) => m.contactId === row.contactId,
  );
  if (!contact) return;
  const decider = options.decidedBy
    ? (await customerRepo.contactsByIds(tx, [options.decidedBy])).get(options.decidedBy)
    : undefined;
  const mail = approvalDecidedMail({
    lang: mailLanguage(contact.locale),
    firstName: contact.firstName,
    outcome: options.outcome,
    decidedBy: decider?.name ?? null,
    comment: row.decisionComment,
    orderNumber: options.orderNumber ?? null,
    link: requestLink(options.links, row.id),
  });
  await queueMail(tx, { to: contact.email, ...mail });
}

/** Rejects a pending request with a comment; its lines go back to the requester's cart. */
export async function reject(
  db: Db,
  options: { caller: Person; lang: Language; id: string; comment: string; links: Links; now?: Date },
): Promise<ApprovalRequestDetail> {
  const { caller, lang } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await lockDecidable(t, caller, options.id, now);
    const decided = await repo.updateRequest(t, row.id, {
      status: 'rejected',
      decidedBy: caller.contactId,
      decidedAt: now,
      decisionComment: options.comment,
    });
    await giveBack(t, decided);
    await mailRequester(t, decided, { outcome: 'rejected', decidedBy: caller.contactId, links: options.links });
  });
  return reread(db, { caller, lang, id: options.id });
}

/** The requester takes a pending request back: its lines return to their cart. */
export async function withdraw(
  db: Db,
  options: { caller: Person; lang: Language; id: string },
): Promise<ApprovalRequestDetail> {
  const { caller, lang } = options;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockRequest(t, options.id);
    if (!row || row.contactId !== caller.contactId) throw notFound('No such approval request.');
    if (row.status !== 'pending') throw rule('approval_not_pending', { status: row.status });
    const updated = await repo.updateRequest(t, row.id, { status: 'withdrawn' });
    await giveBack(t, updated);
  });
  return reread(db, { caller, lang, id: options.id });
}

/** Lines of a closed request back into the requester's open cart (quantities add up); the frozen cart closes. */
async function giveBack(tx: Db, row: repo.RequestRow) {
  const frozen = await cartRepo.findCart(tx, row.cartId);
  if (!frozen) return;
  await repo.closeCart(tx, row.cartId, 'abandoned');
  if (row.subscriptionId) return; // a subscription's period: its template keeps the lines
  const open = await cartRepo.ensureOpenCart(tx, {
    companyId: row.companyId,
    contactId: row.contactId,
    market: frozen.market,
    currency: frozen.currency,
  });
  await repo.returnLines(tx, row.cartId, open.id);
}

/** Expires pending requests past their time (job): status expired, lines back, the requester told. */
export async function expireRequests(db: Db, options: { now: Date; links: Links }): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const rows = await repo.claimExpired(t, options.now, 50);
      for (const row of rows) {
        const updated = await repo.updateRequest(t, row.id, { status: 'expired' });
        await giveBack(t, updated);
        await mailRequester(t, updated, { outcome: 'expired', decidedBy: null, links: options.links });
      }
      return rows.length;
    });
    expired += done;
    if (done < 50) return expired;
  }
}
