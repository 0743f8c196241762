import type { Db, DbOrTx } from '../../db';
import type { Person } from '../../lib/access';
import { AppError, rule } from '../../lib/errors';
import { companyPricingChanged } from '../price';
import { audit } from '../security';
import { normalizeVatNumber } from './org-number';
import * as repo from './repository';
import type { CreateCustomerOnlyBody, RegisterCompanyBody, UpdateCustomerBody } from './schemas';
import {
  findOrCreateContact,
  type InvitationSettings,
  insertCompanyWithInvoiceAddress,
  invitedAs,
  inviteToCompany,
  type NewCompanyWithAdmin,
  PUBLIC_EMAIL_DOMAINS,
  requireCompany,
  resolveMarkets,
} from './shared';
import { toCompany, toMember } from './views';

/**
 * Self-service registration (initcompany): the signed-in person registers a company and becomes its active admin;
 * card only (credit limit 0) and the home market only, until the back office sets more.
 */
export async function registerCompany(db: Db, options: { caller: Person; input: RegisterCompanyBody }) {
  return db.transaction(async (tx) => {
    const company = await insertCompanyWithInvoiceAddress(tx, { ...options.input, creditLimit: 0 });
    await repo.insertMembership(tx, {
      companyId: company.id,
      contactId: options.caller.contactId,
      role: 'admin',
      isActive: true,
      acceptedAt: new Date(),
    });
    return toCompany(company);
  });
}

/**
 * A person who already belongs to a company registers a further one (`POST /api/customer/create`, spec §6: a
 * person's call), as initcompany does. "Already belongs" is an active membership (the caller's companies): an
 * invitation not yet accepted, or a membership an admin deactivated, is not one, so such a person gets 422
 * no_company_access and registers a first company with initcompany.
 */
export async function registerFurtherCompany(db: Db, options: { caller: Person; input: RegisterCompanyBody }) {
  if (options.caller.companies.size === 0) {
    throw new AppError('no_company_access', {
      detail:
        'Only a member of a company registers a further one here; a first company is registered with initcompany.',
    });
  }
  return registerCompany(db, options);
}

/**
 * A company with its invoice address and its first admin, invited by e-mail (the invitation mail is queued), inside
 * the caller's transaction: the back office's company form audits the creation in the same one.
 */
export async function createCompanyWithAdmin(
  tx: DbOrTx,
  options: { input: NewCompanyWithAdmin; invitedBy: string; settings: InvitationSettings },
) {
  const { admin, ...companyInput } = options.input;
  const company = await insertCompanyWithInvoiceAddress(tx, companyInput);
  const contact = await findOrCreateContact(tx, admin);
  // The back office may know: a disabled account cannot become the first admin.
  if (!contact.isActive) throw rule('contact_inactive');
  await repo.insertMembership(tx, {
    companyId: company.id,
    contactId: contact.id,
    role: 'admin',
    isActive: false,
    ...invitedAs(admin),
  });
  const invitation = await inviteToCompany(tx, {
    company,
    contact,
    email: admin.email.toLowerCase(),
    role: 'admin',
    invitedBy: options.invitedBy,
    settings: options.settings,
  });
  const membership = (await repo.findMembership(tx, company.id, contact.id))!;
  return { company: toCompany(company), admin: toMember(membership, contact), invitation };
}

/** ERP or back-office integration creates a company alone (contacts come later). */
export async function createCustomerOnly(db: Db, options: { input: CreateCustomerOnlyBody }) {
  return db.transaction(async (tx) => toCompany(await insertCompanyWithInvoiceAddress(tx, options.input)));
}

/** A company's master data, for the web server and integrations. */
export async function getCompany(db: Db, options: { companyId: string }) {
  return toCompany(await requireCompany(db, options.companyId));
}

/**
 * Who may point join requests by domain at a company (docs/customer.md): never a webmail domain, never one another
 * company holds, and for a company admin only the domain of their own confirmed address (they proved they receive
 * mail there). Agents set it for a customer after checking it themselves.
 */
async function assertMayClaimDomain(tx: DbOrTx, caller: Person, companyId: string, domain: string) {
  if (PUBLIC_EMAIL_DOMAINS.has(domain)) throw rule('email_domain_public');
  if (!caller.staffRole) {
    const own = await repo.findContact(tx, caller.contactId);
    const ownDomain = own?.email.toLowerCase().split('@')[1];
    if (!own?.emailVerifiedAt || ownDomain !== domain) throw rule('email_domain_not_verified');
  }
  const holder = await repo.findCompanyByEmailDomain(tx, domain);
  if (holder && holder.id !== companyId) throw rule('email_domain_taken');
}

/** Admins edit their company's contact data; agents also set credit, blocking, markets and price list. */
export async function updateCustomer(db: Db, options: { caller: Person; input: UpdateCustomerBody }) {
  const { caller, input } = options;
  const agentOnly = [input.creditLimit, input.isBlocked, input.blockedReason, input.markets, input.priceListId];
  if (!caller.staffRole && agentOnly.some((value) => value !== undefined)) throw new AppError('forbidden');

  let pricingChanged = false;
  const updated = await db.transaction(async (tx) => {
    const company = await requireCompany(tx, input.customerId, true);
    const changes: Partial<repo.CompanyRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.emailDomain !== undefined && input.emailDomain !== company.emailDomain?.toLowerCase()) {
      if (input.emailDomain) await assertMayClaimDomain(tx, caller, company.id, input.emailDomain);
      changes.emailDomain = input.emailDomain;
    }
    if (input.vatNumber !== undefined) {
      changes.vatNumber = input.vatNumber
        ? normalizeVatNumber(company.market, company.orgNumber, input.vatNumber)
        : null;
      if (input.vatNumber && !changes.vatNumber) throw rule('vat_number_invalid');
    }
    if (input.creditLimit !== undefined) changes.creditLimit = input.creditLimit;
    if (input.isBlocked !== undefined) changes.isBlocked = input.isBlocked;
    if (input.blockedReason !== undefined) changes.blockedReason = input.blockedReason || null;
    // A reason belongs to a block: it goes when the block goes.
    const isBlocked = changes.isBlocked ?? company.isBlocked;
    if (!isBlocked && (changes.blockedReason !== undefined || company.blockedReason)) changes.blockedReason = null;
    if (isBlocked && !(changes.blockedReason === undefined ? company.blockedReason : changes.blockedReason)) {
      throw new AppError('validation_failed', {
        errors: [{ path: 'body.blockedReason', message: 'Required while the customer is blocked' }],
      });
    }
    if (input.markets !== undefined) {
      const { codes } = await resolveMarkets(tx, company.market, input.markets);
      const used = await repo.listAddressCountries(tx, company.id);
      const stranded = used.filter((country) => !codes.includes(country));
      if (stranded.length > 0) throw rule('market_in_use', { markets: stranded });
      changes.markets = codes;
    }
    if (input.priceListId !== undefined) {
      if (input.priceListId && !(await repo.findPriceListById(tx, input.priceListId))) {
        throw rule('price_list_unknown', { priceListId: input.priceListId });
      }
      changes.priceListId = input.priceListId;
    }
    // The back office's form sends the markets and the contract list with every save: only a change of them is one.
    pricingChanged =
      (changes.markets !== undefined && changes.markets.join() !== company.markets.join()) ||
      (changes.priceListId !== undefined && changes.priceListId !== company.priceListId);
    if (Object.keys(changes).length === 0) return toCompany(company);
    await audit(tx, {
      action: 'company_updated',
      companyId: company.id,
      actorContactId: caller.contactId,
      details: { changes },
    });
    try {
      return toCompany(await repo.updateCompany(tx, company.id, changes));
    } catch (error) {
      // Two companies claiming one domain at once: the unique index decides.
      if (repo.isUniqueViolation(error, 'companies_email_domain_uq')) throw rule('email_domain_taken');
      throw error;
    }
  });
  // Pricing keeps each company's markets and contract list (price's companyCache): committed, every node drops them.
  if (pricingChanged) companyPricingChanged(input.customerId);
  return updated;
}

/** The calendar months (YYYY-MM, Oslo time) of the last `count` months, oldest first, ending with this one. */
export function lastMonths(count: number, now = new Date()): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** What a company ordered per month in its own currency (cancelled orders left out); every month is listed. */
export async function getSpend(db: Db, options: { companyId: string; months: number }) {
  const company = await requireCompany(db, options.companyId);
  const currency = company.currency;
  const rows = await repo.spendByMonth(db, company.id, currency, options.months);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const money = (amount: number) => ({ amount, currency });
  const months = lastMonths(options.months).map((month) => {
    const row = byMonth.get(month);
    return { month, orderCount: row?.orderCount ?? 0, net: money(row?.net ?? 0), gross: money(row?.gross ?? 0) };
  });
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((acc, m) => acc + pick(m), 0);
  return {
    customerId: company.id,
    currency,
    months,
    total: {
      orderCount: sum((m) => m.orderCount),
      net: money(sum((m) => m.net.amount)),
      gross: money(sum((m) => m.gross.amount)),
    },
  };
}
