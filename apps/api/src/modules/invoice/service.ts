import type { Db } from '../../db';
import { assertOwner, companyOfCall, type Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import { findCompany } from '../customer';
import { invoiceKid } from './kid';
import { osloDate, renderInvoicePdf } from './pdf';
import * as repo from './repository';
import type { InvoiceFile } from './schemas';
import { DEFAULT_PAYMENT_TERMS_DAYS } from './seller';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A calendar date plus whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function toInvoiceFile(row: repo.InvoiceRow, orderNumber: string): InvoiceFile {
  return {
    invoiceNumber: row.invoiceNumber,
    orderNumber,
    orderId: row.orderId,
    customerId: row.companyId,
    issuedAt: row.issuedAt.toISOString(),
    dueDate: row.dueDate,
    currency: row.currency,
    amount: row.gross,
    net: row.net,
    vat: row.vat,
    kid: row.kid,
    fileName: row.fileName,
    contentType: PDF_CONTENT_TYPE,
    size: row.pdf.byteLength,
    url: `/api/order/orderinvoice/${row.invoiceNumber}.pdf`,
    content: Buffer.from(row.pdf).toString('base64'),
  };
}

/**
 * The order's invoice: made and stored on the first call, the stored bytes on every later one.
 * Any member of the order's company may ask (viewers too); cancelled orders are never invoiced.
 */
export async function getOrCreateInvoice(
  db: Db,
  options: { caller: Person; orderNumber?: string; now?: Date },
): Promise<InvoiceFile> {
  const { caller } = options;
  // Without a number (optional in the spec): the latest order of the caller's company that can be invoiced.
  const orderNumber = options.orderNumber ?? (await repo.findLatestOrderNumber(db, companyOfCall(caller, undefined)));
  if (!orderNumber) throw rule('order_unknown');
  const order = await repo.findOrderByNumber(db, orderNumber);
  // Unknown and another company's alike, as 422: the spec's order calls handle only 422 (docs/client.md).
  if (!order || !(caller.staffRole || caller.companies.has(order.companyId))) throw rule('order_unknown');
  assertOwner(caller, { companyId: order.companyId }, 'viewer');

  const existing = await repo.findInvoiceOfOrder(db, order.id);
  if (existing) return toInvoiceFile(existing, order.orderNumber);

  const row = await db.transaction(async (tx) => {
    // The lock makes concurrent first calls wait; the unique order id is the last guard.
    const locked = await repo.lockOrderByNumber(tx, orderNumber);
    if (!locked) throw notFound();
    const stored = await repo.findInvoiceOfOrder(tx, locked.id);
    if (stored) return stored;
    if (locked.status === 'cancelled') {
      throw rule('invoice_order_cancelled', { orderNumber, orderStatus: locked.status });
    }
    const company = await findCompany(tx, locked.companyId);
    if (!company) throw notFound();
    const lines = await repo.listLines(tx, locked.id);
    const invoiceAddress = locked.invoiceAddress ?? (await currentInvoiceAddress(tx, locked.companyId));

    const invoiceNumber = await repo.nextInvoiceNumber(tx);
    // Whole seconds: the stored timestamp and the printed one must agree on every driver.
    const issuedAt = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
    // The company's payment terms (set in the back office; 30 days unless changed).
    const dueDate = addDays(osloDate(issuedAt), company.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS);
    const kid = invoiceKid(company.customerNumber, invoiceNumber);
    const { bytes } = await renderInvoicePdf({
      invoiceNumber,
      orderNumber: locked.orderNumber,
      purchaseOrderNumber: locked.purchaseOrderNumber,
      issuedAt,
      dueDate,
      currency: locked.currency,
      kid,
      buyer: {
        name: company.name,
        orgNumber: company.orgNumber,
        vatNumber: company.vatNumber,
        customerNumber: company.customerNumber,
        invoiceAddress,
      },
      deliveryAddress: locked.deliveryAddress,
      lines,
      net: locked.net,
      vat: locked.vat,
      gross: locked.gross,
    });
    return repo.insertInvoice(tx, {
      invoiceNumber,
      orderId: locked.id,
      companyId: locked.companyId,
      issuedAt,
      dueDate,
      currency: locked.currency,
      net: locked.net,
      vat: locked.vat,
      gross: locked.gross,
      kid,
      fileName: `faktura-${invoiceNumber}.pdf`,
      pdf: bytes,
    });
  });
  return toInvoiceFile(row, order.orderNumber);
}

async function currentInvoiceAddress(tx: Parameters<typeof repo.findInvoiceAddress>[0], companyId: string) {
  const row = await repo.findInvoiceAddress(tx, companyId);
  if (!row) return null;
  const { id, name, line1, line2, zipCode, city, country } = row;
  return { id, name, line1, line2, zipCode, city, country };
}

/** The stored PDF of an invoice, for members of its company. */
export async function getInvoicePdf(db: Db, options: { caller: Person; invoiceNumber: string }) {
  const row = await repo.findInvoiceByNumber(db, options.invoiceNumber);
  if (!row) throw notFound();
  assertOwner(options.caller, { companyId: row.companyId }, 'viewer');
  return { fileName: row.fileName, bytes: row.pdf };
}
