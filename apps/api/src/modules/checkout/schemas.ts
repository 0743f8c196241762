// The checkout's requests and answers: createorder, simulate, validate, validateshoppinglist, shipping methods
// and reorder (docs/orders.md). Schema ids are the OpenAPI component names.
import { z } from 'zod';
import { cart, cartShipping, checkoutProblem } from '../cart';
import { shippingMethodCodes } from '../delivery';
import { orderTotals } from '../order';

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
    totals: orderTotals.extend({
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
    totals: orderTotals,
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
