import { z } from 'zod';
import { agreementKind } from '../price/schemas';

const pid = z.uuid().meta({ description: "The person (contact id): for now the caller's own id." });
const customerId = z.uuid().optional().meta({
  description: "The company. Without it: the caller's only company (several → 422 company_required).",
});

export const createOrderBody = z
  .object({
    pid,
    customerId,
    expectedVersion: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'The cart version the buyer saw; another version → 422 cart_changed.' }),
  })
  .meta({ id: 'CreateOrderRequest' });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const createOrderHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Same key and body → the same order; same key, other body → 422 idempotency_key_reused.' }),
});

export const orderRef = z.object({
  orderId: z.uuid(),
  department: z.string().trim().min(1).max(64),
});
export type OrderRef = z.infer<typeof orderRef>;

export const ordersQuery = z.object({
  pid,
  customerId,
  skip: z.coerce.number().int().min(0),
  take: z.coerce.number().int().min(1).max(100),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

const address = z
  .object({
    id: z.uuid(),
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .meta({ id: 'OrderAddress', description: 'A copy of the address as it was at ordering.' });

const totals = z.object({
  currency: z.string().length(3),
  net: z.number().int(),
  vat: z.array(z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int() })),
  gross: z.number().int(),
});

export const orderLine = z
  .object({
    id: z.uuid(),
    sku: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unitPrice: z.number().int().meta({ description: 'Minor units excl. VAT, at ordering.' }),
    listUnitPrice: z.number().int().nullable(),
    vatRate: z.number().int().meta({ description: 'Basis points (2500 = 25 %).' }),
    lineTotal: z.number().int(),
    vatAmount: z.number().int(),
    agreement: z
      .object({ kind: agreementKind, priceListId: z.uuid().nullable(), code: z.string() })
      .nullable()
      .meta({ description: 'The price list that priced the line at ordering.' }),
  })
  .meta({ id: 'OrderLine' });

export const orderStatus = z.enum(['confirmed', 'picking', 'shipped', 'delivered', 'cancelled']);

export const orderSummary = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    customerId: z.uuid(),
    pid: z.uuid().meta({ description: 'Who placed the order.' }),
    department: z.string(),
    market: z.string(),
    currency: z.string().length(3),
    status: orderStatus,
    purchaseOrderNumber: z.string().nullable(),
    comment: z.string().nullable(),
    requestedDeliveryDate: z.string().nullable(),
    deliveryAddress: address.nullable(),
    invoiceAddress: address.nullable(),
    totals,
    createdAt: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const order = orderSummary
  .extend({
    lines: z.array(orderLine),
    history: z.array(
      z.object({ status: orderStatus, at: z.string(), by: z.uuid().nullable(), note: z.string().nullable() }),
    ),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const orderPage = z
  .object({ items: z.array(orderSummary), total: z.number().int(), skip: z.number().int(), take: z.number().int() })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof orderPage>;
