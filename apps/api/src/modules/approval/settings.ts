// Spending limits and approval rules of a company, and who may decide (docs/approvals.md, "The rules").
import type { Db } from '../../db';
import { assertOwner, type Person } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import * as cartRepo from '../cart';
import * as customerRepo from '../customer';
import { audit } from '../security';
import * as repo from './repository';
import { monthSpendByContact } from './rules';
import type { ApprovalSettings, RuleBody } from './schemas';

export async function getSettings(
  db: Db,
  options: { caller: Person; customerId: string; now?: Date },
): Promise<ApprovalSettings> {
  const { caller, customerId } = options;
  assertOwner(caller, { companyId: customerId }, 'viewer');
  const company = await cartRepo.findCompany(db, customerId);
  if (!company) throw notFound('No such customer.');
  const isAdmin = caller.companies.get(customerId) === 'admin' || caller.staffRole !== null;
  const [limits, named, members, rules] = await Promise.all([
    repo.listLimits(db, customerId),
    repo.listApprovers(db, customerId),
    customerRepo.listActiveMembers(db, customerId),
    repo.listRules(db, customerId),
  ]);
  const now = options.now ?? new Date();
  const visible = isAdmin ? members : members.filter((m) => m.contactId === caller.contactId);
  const spend = await monthSpendByContact(db, {
    companyId: customerId,
    currency: company.currency,
    market: company.market,
    now,
  });
  const companyLimit = limits.find((l) => l.contactId === null);
  return {
    customerId,
    currency: company.currency,
    company: {
      perOrder: companyLimit?.perOrder ?? null,
      perMonth: companyLimit?.perMonth ?? null,
      spentThisMonth: spend.company,
    },
    contacts: visible.map((m) => {
      const own = limits.find((l) => l.contactId === m.contactId);
      return {
        contactId: m.contactId,
        name: `${m.firstName} ${m.lastName}`.trim(),
        email: m.email,
        role: m.role,
        perOrder: own?.perOrder ?? null,
        perMonth: own?.perMonth ?? null,
        isApprover: m.role === 'admin' || (m.role === 'buyer' && named.includes(m.contactId)),
        spentThisMonth: spend.contacts.get(m.contactId) ?? 0,
      };
    }),
    rules: rules.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      categoryId: r.categoryId,
      createdAt: r.createdAt.toISOString(),
    })),
    canEdit: isAdmin,
  };
}

export async function setCompanyLimits(
  db: Db,
  options: { caller: Person; input: { customerId: string; perOrder: number | null; perMonth: number | null } },
) {
  const { caller, input } = options;
  assertOwner(caller, { companyId: input.customerId }, 'admin');
  // Staff pass the ownership check for any id: the company must exist.
  if (!(await cartRepo.findCompany(db, input.customerId))) throw notFound('No such customer.');
  await db.transaction(async (tx) => {
    await repo.upsertLimit(tx, {
      companyId: input.customerId,
      contactId: null,
      perOrder: input.perOrder,
      perMonth: input.perMonth,
      by: caller.contactId,
    });
    await audit(tx, {
      action: 'approval_settings_changed',
      companyId: input.customerId,
      actorContactId: caller.contactId,
      details: { perOrder: input.perOrder, perMonth: input.perMonth },
    });
  });
  return getSettings(db, { caller, customerId: input.customerId });
}

export async function setContactLimits(
  db: Db,
  options: {
    caller: Person;
    contactId: string;
    input: { customerId: string; perOrder: number | null; perMonth: number | null; isApprover: boolean };
  },
) {
  const { caller, input, contactId } = options;
  assertOwner(caller, { companyId: input.customerId }, 'admin');
  const members = await customerRepo.listActiveMembers(db, input.customerId);
  if (!members.some((m) => m.contactId === contactId)) throw notFound('No such contact in the company.');
  await db.transaction(async (tx) => {
    await repo.upsertLimit(tx, {
      companyId: input.customerId,
      contactId,
      perOrder: input.perOrder,
      perMonth: input.perMonth,
      by: caller.contactId,
    });
    await repo.setApprover(tx, input.customerId, contactId, input.isApprover);
    await audit(tx, {
      action: 'approval_settings_changed',
      companyId: input.customerId,
      contactId,
      actorContactId: caller.contactId,
      details: { perOrder: input.perOrder, perMonth: input.perMonth, isApprover: input.isApprover },
    });
  });
  return getSettings(db, { caller, customerId: input.customerId });
}

export async function addRule(db: Db, options: { caller: Person; input: RuleBody }) {
  const { caller, input } = options;
  assertOwner(caller, { companyId: input.customerId }, 'admin');
  if (!(await cartRepo.findCompany(db, input.customerId))) throw notFound('No such customer.');
  try {
    await db.transaction(async (tx) => {
      await repo.insertRule(tx, {
        companyId: input.customerId,
        kind: input.kind,
        amount: input.kind === 'order_over' ? input.amount : null,
        categoryId: input.kind === 'category' ? input.categoryId : null,
        by: caller.contactId,
      });
      await audit(tx, {
        action: 'approval_rule_added',
        companyId: input.customerId,
        actorContactId: caller.contactId,
        details: { ...input },
      });
    });
  } catch (error) {
    // An unknown category: a foreign key violation (SQLSTATE 23503).
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23503') {
      throw new AppError('validation_failed', {
        errors: [{ path: 'categoryId', message: 'No such category.', code: 'not_found' }],
      });
    }
    throw error;
  }
  return getSettings(db, { caller, customerId: input.customerId });
}

export async function removeRule(db: Db, options: { caller: Person; customerId: string; ruleId: string }) {
  const { caller, customerId, ruleId } = options;
  assertOwner(caller, { companyId: customerId }, 'admin');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteRule(tx, customerId, ruleId))) throw notFound('No such rule.');
    await audit(tx, {
      action: 'approval_rule_removed',
      companyId: customerId,
      actorContactId: caller.contactId,
      details: { ruleId },
    });
  });
  return getSettings(db, { caller, customerId });
}
