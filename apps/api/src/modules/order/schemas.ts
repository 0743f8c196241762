import { z } from 'zod';
import { cart, cartShipping, checkoutProblem } from '../cart';
import { shippingMethodCodes } from '../delivery';
import { agreementKind } from '../price';

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
    expectedGross: z.number().int().min(0).optional().meta({
      description:
        'The gross total the buyer saw; when prices moved since, 422 price_changed with the new totals (no order).',
    }),
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
  .object({
    items: z.array(orderSummary),
    total: z.number().int().meta({ description: 'How many orders the company has, counted up to 10,000.' }),
    totalIsExact: z.boolean().meta({ description: 'False when there are more than `total` (10,000).' }),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof orderPage>;

// Simulate, validate, validateshoppinglist, shipping methods.

const skuLine = z.object({ sku: z.string().trim().min(1).max(64), quantity: z.number().int().min(1).max(100_000) });

export const simulateBody = z
  .object({
    pid,
    customerId,
    cartId: z.uuid().optional().meta({
      description: "A cart of the caller's company to simulate (default: the caller's open cart). Ignored with lines.",
    }),
    lines: z
      .array(skuLine)
      .min(1)
      .max(500)
      .optional()
      .meta({ description: 'Simulate these lines instead of a cart (no checkout check).' }),
    market: z.string().length(2).optional().meta({ description: "With lines: the market (default the company's)." }),
    shippingMethod: z.enum(shippingMethodCodes).optional().meta({ description: "Default: the cart's (route)." }),
  })
  .meta({ id: 'SimulateOrderRequest' });
export type SimulateBody = z.infer<typeof simulateBody>;

const simulatedLine = z
  .object({
    sku: z.string(),
    name: z.string().nullable(),
    quantity: z.number().int(),
    available: z.boolean(),
    reason: z.string().nullable(),
    message: z.string().nullable(),
    unitPrice: z.number().int().nullable(),
    listUnitPrice: z.number().int().nullable(),
    discount: z.number().int().meta({ description: '(list price − unit price) × quantity when positive, else 0.' }),
    vatRate: z.number().int().nullable(),
    lineTotal: z.number().int().nullable(),
    vatAmount: z.number().int().nullable(),
  })
  .meta({ id: 'SimulatedLine' });

export const simulation = z
  .object({
    customerId: z.uuid(),
    cartId: z.uuid().nullable(),
    market: z.string(),
    currency: z.string().length(3),
    lines: z.array(simulatedLine),
    shipping: cartShipping,
    totals: totals.extend({
      discount: z.number().int().meta({ description: 'Sum of the line discounts against list prices.' }),
    }),
    problems: z.array(checkoutProblem).meta({ description: "The checkout check (a cart's), or unavailable lines." }),
  })
  .meta({ id: 'OrderSimulation', description: 'What an order would be now; nothing is written.' });
export type Simulation = z.infer<typeof simulation>;

export const validateBody = z
  .object({
    cartId: z.uuid(),
    expectedVersion: z.number().int().min(1).optional(),
  })
  .meta({ id: 'ValidateOrderRequest' });
export type ValidateBody = z.infer<typeof validateBody>;

export const validation = z
  .object({
    cartId: z.uuid(),
    version: z.number().int(),
    isValid: z.boolean(),
    problems: z.array(checkoutProblem),
    totals,
  })
  .meta({ id: 'OrderValidation', description: 'The checks createorder makes, as a list; nothing is written.' });
export type Validation = z.infer<typeof validation>;

export const validateShoppingListBody = z
  .object({
    cartId: z.uuid().meta({ description: 'The shopping list.' }),
    customerId,
    market: z.string().length(2).optional(),
  })
  .meta({ id: 'ValidateShoppingListRequest' });
export type ValidateShoppingListBody = z.infer<typeof validateShoppingListBody>;

export const shoppingListValidation = z
  .object({
    cartId: z.uuid(),
    market: z.string(),
    currency: z.string().length(3),
    isValid: z.boolean().meta({ description: 'Every line can be ordered now.' }),
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string().nullable(),
        quantity: z.number().int(),
        available: z.boolean(),
        reason: z.string().nullable(),
        message: z.string().nullable(),
        stock: z.number().int().nullable(),
        isInStock: z.boolean(),
        unitPrice: z.number().int().nullable().meta({ description: 'Priced now for the company.' }),
        previousUnitPrice: z.number().int().nullable().meta({ description: 'The price stored when last changed.' }),
        priceChanged: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ShoppingListValidation' });
export type ShoppingListValidation = z.infer<typeof shoppingListValidation>;

export const cartIdParams = z.object({ cartId: z.uuid() });

export const shippingMethods = z
  .object({
    cartId: z.uuid(),
    market: z.string(),
    zipCode: z.string().nullable().meta({ description: "The delivery address's zip code, if the cart has one." }),
    selected: z.enum(shippingMethodCodes),
    methods: z.array(
      z.object({
        code: z.enum(shippingMethodCodes),
        name: z.string(),
        description: z.string(),
        fee: z.number().int().meta({ description: 'Minor units excl. VAT.' }),
        vatRate: z.number().int(),
        vat: z.number().int(),
        gross: z.number().int(),
        currency: z.string().length(3),
        firstDate: z.string().nullable().meta({ description: 'First possible delivery (or pickup) date.' }),
        leadTimeDays: z.number().int().meta({ description: 'Extra working days the items need.' }),
        isAvailable: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ShippingMethods' });
export type ShippingMethods = z.infer<typeof shippingMethods>;

export const orderIdParams = z.object({ orderId: z.uuid() });
export const setStatusBody = z
  .object({
    status: orderStatus.meta({ description: 'The next status in line, or cancelled (while confirmed or picking).' }),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'SetOrderStatusRequest' });

export const reorderBody = z
  .object({
    pid,
    customerId,
    orderId: z.uuid(),
    department: z.string().trim().min(1).max(64),
  })
  .meta({ id: 'ReorderRequest' });
export type ReorderBody = z.infer<typeof reorderBody>;

export const reorderResult = z
  .object({
    cart,
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        orderedUnitPrice: z.number().int().meta({ description: 'The unit price on the order.' }),
        unitPrice: z.number().int().nullable().meta({ description: "Today's unit price (null: not sold now)." }),
        outcome: z.enum(['added', 'price_up', 'price_down', 'unavailable']),
        message: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ReorderResult' });
export type ReorderResult = z.infer<typeof reorderResult>;
