// Whose cart a call means: the caller, in `customerId` or their only company, with the role the call needs.
import type { Db } from '../../db';
import { companyOfCall, type Person } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as repo from './repository';

export type Who = { caller: Person; pid: string; customerId?: string; lang: Language };

/**
 * Finds whose cart a call means: `pid` must be the caller (another person's id is not found),
 * the company is `customerId` or the caller's only company. Writes need the buyer role.
 */
export async function resolveOwner(db: Db, who: Who, role: 'viewer' | 'buyer') {
  const company = await repo.findCompany(db, ownerCompanyId(who, role));
  if (!company) throw notFound('No such customer.');
  return company;
}

/** The company a call's cart belongs to, checked against the caller (no query). */
export function ownerCompanyId(who: Who, role: 'viewer' | 'buyer'): string {
  const { caller } = who;
  if (who.pid !== caller.contactId) throw notFound('No such person.');
  return companyOfCall(caller, who.customerId, role);
}

/** Read from the company row itself: the price module's company cache may lag a few seconds. */
export const buysIn = (company: repo.CartCompany, market: string) =>
  company.market === market || company.markets.includes(market);

export async function openCartOf(db: Db, company: repo.CartCompany, contactId: string) {
  const currency = (await repo.findMarketCurrency(db, company.market)) ?? company.currency;
  return repo.ensureOpenCart(db, { companyId: company.id, contactId, market: company.market, currency });
}

/**
 * The person's open cart for changing or removing a line: without one there is no line, and the refusal writes
 * nothing (openCartOf would make an empty cart first).
 */
export async function cartWithLinesOf(db: Db, company: repo.CartCompany, contactId: string) {
  const cart = await repo.findOpenCart(db, company.id, contactId);
  if (!cart) throw notFound('No such line in the cart.');
  return cart;
}
