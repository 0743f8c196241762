import type { Db } from '../../db';
import type { AddressType } from '../../db/schema';
import { assertOwner, type Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import * as repo from './repository';
import type { AddAddressBody, AddressInput, EditAddressBody } from './schemas';
import { addressValues, checkAddressPlace, requireCompany } from './shared';
import { toAddress } from './views';

/** Invoice addresses are the admin's; delivery addresses any buyer may keep. */
function assertMayManageAddress(caller: Person, companyId: string, type: AddressType) {
  if (type === 'invoice') assertOwner(caller, { companyId }, 'admin');
}

/** The company's live addresses, invoice first, defaults first. */
export async function listAddresses(db: Db, options: { companyId: string }) {
  const company = await requireCompany(db, options.companyId);
  const rows = await repo.listAddresses(db, company.id);
  return { customerId: company.id, addresses: rows.map(toAddress) };
}

/** The default invoice address (every company has one). */
export async function getInvoiceAddress(db: Db, options: { companyId: string }) {
  const company = await requireCompany(db, options.companyId);
  const row = await repo.findDefaultAddress(db, company.id, 'invoice');
  if (!row) throw notFound();
  return toAddress(row);
}

/** Adds an address; the first of its type, or one marked default, becomes the default. */
export async function addAddress(db: Db, options: { caller: Person; input: AddAddressBody }) {
  const { customerId, type, isDefault, ...fields } = options.input;
  assertMayManageAddress(options.caller, customerId, type);
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, customerId, true);
    await checkAddressPlace(tx, company.markets, fields);
    const isFirst = (await repo.countAddresses(tx, company.id, type)) === 0;
    const row = await repo.insertAddress(tx, {
      companyId: company.id,
      type,
      ...addressValues(fields),
      isDefault: isFirst || Boolean(isDefault),
    });
    if (row.isDefault) await repo.clearDefaultAddress(tx, company.id, type, row.id);
    return toAddress(row);
  });
}

/** Edits an address of the company; making it the default moves the default from the other one. */
export async function editAddress(db: Db, options: { caller: Person; input: EditAddressBody }) {
  const { customerId, addressId, isDefault, ...fields } = options.input;
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, customerId, true);
    const current = await repo.findAddress(tx, addressId);
    if (!current || current.companyId !== company.id) throw notFound();
    assertMayManageAddress(options.caller, company.id, current.type);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<AddressInput>;
    const next = { ...current, ...changes };
    if (changes.country !== undefined || changes.zipCode !== undefined) {
      await checkAddressPlace(tx, company.markets, next);
    }
    const row = await repo.updateAddress(tx, current.id, { ...changes, ...(isDefault ? { isDefault: true } : {}) });
    if (isDefault) await repo.clearDefaultAddress(tx, company.id, row.type, row.id);
    return toAddress(row);
  });
}

/** Deletes an address (kept for old orders); the last invoice address stays, and a deleted default passes on. */
export async function deleteAddress(db: Db, options: { caller: Person; companyId: string; addressId: string }) {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, options.companyId, true);
    const current = await repo.findAddress(tx, options.addressId);
    if (!current || current.companyId !== company.id) throw notFound();
    assertMayManageAddress(options.caller, company.id, current.type);
    if (current.type === 'invoice' && (await repo.countAddresses(tx, company.id, 'invoice')) <= 1) {
      throw rule('invoice_address_required');
    }
    await repo.softDeleteAddress(tx, current.id);
    if (current.isDefault) {
      const heir = await repo.findDefaultAddress(tx, company.id, current.type);
      if (heir) await repo.updateAddress(tx, heir.id, { isDefault: true });
    }
    const rows = await repo.listAddresses(tx, company.id);
    return { customerId: company.id, addresses: rows.map(toAddress) };
  });
}
