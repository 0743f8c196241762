import {
  bigint,
  customType,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { companies } from './customer';
import { orders, type VatSum } from './order';

/** Raw bytes. node-postgres answers a Buffer, PGlite a Uint8Array: both become a plain Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  },
  toDriver(value) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

/** Invoice numbers: one sequence for every market, from 100001 (docs/invoices.md). */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 100001, minValue: 100001 });

/** One invoice per order: the PDF is made once and kept byte for byte. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceNumber: text('invoice_number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: jsonb('vat').$type<VatSum[]>().notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** Payment reference (KID): digits with a MOD10 (Luhn) check digit. */
    kid: text('kid').notNull(),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_uq').on(t.orderId),
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    index('invoices_company_idx').on(t.companyId),
  ],
);
