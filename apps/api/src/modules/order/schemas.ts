import { z } from 'zod';
import { agreementKind, priceSource } from '../price';

const pid = z.uuid().meta({ description: "The person (contact id): for now the caller's own id." });
const customerId = z.uuid().optional().meta({
  description: "The company. Without it: the caller's only company (several → 422 company_required).",
});

export const orderRef = z.object({
  orderId: z.uuid(),
  department: z.string().trim().min(1).max(64),
});
export type OrderRef = z.infer<typeof orderRef>;

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

/** An order's totals in minor units: net, VAT per rate, gross. */
export const orderTotals = z.object({
  currency: z.string().length(3),
  net: z.number().int(),
  vat: z.array(z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int() })),
  gross: z.number().int(),
});

export const orderLine = z
  .object({
    id: z.uuid(),
    kind: z.enum(['product', 'shipping']).meta({ description: "'shipping' is the shipping fee of the method." }),
    sku: z.string(),
    department: z.string().nullable().meta({ description: 'The fulfilment unit that picks the line.' }),
    name: z.string(),
    quantity: z.number().int(),
    unitPrice: z.number().int().meta({ description: 'Minor units excl. VAT, at ordering.' }),
    listUnitPrice: z.number().int().nullable(),
    vatRate: z.number().int().meta({ description: 'Basis points (2500 = 25 %).' }),
    lineTotal: z.number().int(),
    vatAmount: z.number().int(),
    agreement: z
      .object({
        kind: z.union([agreementKind, z.literal('quote')]),
        priceListId: z.uuid().nullable(),
        code: z.string(),
      })
      .nullable()
      .meta({ description: 'The price list that priced the line at ordering.' }),
    priceSource: priceSource.nullable().meta({
      description:
        'Why the line had its price when placed (stored with the line; a later price change never alters it).',
    }),
  })
  .meta({ id: 'OrderLine' });

export const orderStatus = z.enum(['confirmed', 'picking', 'shipped', 'delivered', 'cancelled']);

/**
 * The history's query. pid, customerId, skip and take are the spec's; status, from and to are our optional
 * filters (docs/orders.md, "Order history"): days in Europe/Oslo, both ends included.
 */
export const ordersQuery = z
  .object({
    pid,
    customerId,
    skip: z.coerce.number().int().min(0),
    take: z.coerce.number().int().min(1).max(100),
    status: orderStatus.optional().meta({ description: 'Only orders in this status now.' }),
    from: z.iso.date().optional().meta({ description: 'Only orders placed on or after this day (Europe/Oslo).' }),
    to: z.iso.date().optional().meta({ description: 'Only orders placed on or before this day (Europe/Oslo).' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });
export type OrdersQuery = z.infer<typeof ordersQuery>;

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
    shippingMethod: z.string().meta({ description: 'route, express or pickup.' }),
    subscriptionId: z.uuid().nullable().meta({ description: 'The subscription that placed the order, if any.' }),
    costCentre: z
      .object({ id: z.uuid(), code: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'The cost centre the order is for, as it was at ordering.' }),
    totals: orderTotals,
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
  .object({
    items: z.array(orderSummary),
    total: z.number().int().meta({ description: 'How many orders the company has, counted up to 10,000.' }),
    totalIsExact: z.boolean().meta({ description: 'False when there are more than `total` (10,000).' }),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof orderPage>;

export const orderIdParams = z.object({ orderId: z.uuid() });
export const setStatusBody = z
  .object({
    status: orderStatus.meta({ description: 'The next status in line, or cancelled (while confirmed or picking).' }),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'SetOrderStatusRequest' });
