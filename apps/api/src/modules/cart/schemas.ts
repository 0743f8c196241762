import { z } from 'zod';
import { shippingMethodCodes } from '../delivery';
import { cardImage } from '../media';
import { agreementKind, marketCode, priceSource } from '../price';

const pid = z.uuid().meta({ description: "The person (contact id) the cart belongs to: for now the caller's own id." });
const customerId = z.uuid().optional().meta({
  description: "The company of the cart. Without it: the caller's only company (several → 422 company_required).",
});
const sku = z.string().trim().min(1).max(64);

export const cartQuery = z.object({
  // Optional on this read (spec/endpoints.tsv): without it the cart is the caller's own.
  pid: pid.optional(),
  customerId,
  initCheckout: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1')
    .meta({ description: 'When true, the answer also says whether the cart can be ordered and what is missing.' }),
});
export type CartQuery = z.infer<typeof cartQuery>;

export const addOrderLineBody = z
  .object({ pid, customerId, sku, quantity: z.number().int().min(1).max(100_000) })
  .meta({ id: 'AddOrderLineRequest' });
export type AddOrderLineBody = z.infer<typeof addOrderLineBody>;

const lineRef = {
  lineId: z.uuid().optional(),
  sku: sku.optional(),
};
const oneRef = (v: { lineId?: string; sku?: string }) => (v.lineId === undefined) !== (v.sku === undefined);
const oneRefMessage = { message: 'Give either lineId or sku', path: ['lineId'] };

export const updateOrderLineBody = z
  .object({ pid, customerId, ...lineRef, quantity: z.number().int().min(0).max(100_000) })
  .refine(oneRef, oneRefMessage)
  .meta({ id: 'UpdateOrderLineRequest', description: 'Quantity 0 removes the line.' });
export type UpdateOrderLineBody = z.infer<typeof updateOrderLineBody>;

export const deleteOrderLineBody = z
  .object({ pid, customerId, ...lineRef })
  .refine(oneRef, oneRefMessage)
  .meta({ id: 'DeleteOrderLineRequest' });
export type DeleteOrderLineBody = z.infer<typeof deleteOrderLineBody>;

export const updateMetadataBody = z
  .object({
    pid,
    customerId,
    purchaseOrderNumber: z.string().trim().max(50).nullable().optional(),
    comment: z.string().max(500).nullable().optional(),
    requestedDeliveryDate: z.iso.date().nullable().optional().meta({ description: 'YYYY-MM-DD' }),
    deliveryAddressId: z.uuid().nullable().optional(),
    shippingMethod: z
      .enum(shippingMethodCodes)
      .optional()
      .meta({ description: 'route (default), express or pickup: GET /api/order/{cartId}/shippingmethods.' }),
    costCentreId: z.uuid().nullable().optional().meta({
      description:
        "One of the company's active cost centres; its delivery address becomes the cart's unless one is given.",
    }),
    expectedVersion: z.number().int().min(1).optional().meta({
      description: 'The cart version the buyer saw; another version → 422 cart_changed and nothing is written.',
    }),
  })
  .meta({ id: 'UpdateCartMetadataRequest', description: 'Fields left out stay; null clears a field.' });
export type UpdateMetadataBody = z.infer<typeof updateMetadataBody>;

export const setMarketBody = z.object({ pid, customerId, market: marketCode }).meta({ id: 'SetCartMarketRequest' });
export type SetMarketBody = z.infer<typeof setMarketBody>;

export const cartLine = z
  .object({
    id: z.uuid(),
    sku: z.string(),
    name: z.string().nullable(),
    quantity: z.number().int(),
    packSize: z.number().int().nullable().meta({ description: 'Units in one sales unit (informative).' }),
    available: z.boolean(),
    reason: z
      .string()
      .nullable()
      .meta({ description: 'Why the line cannot be priced now (unknown_sku, not_sold, no_price…).' }),
    message: z.string().nullable(),
    unitPrice: z.number().int().nullable().meta({ description: 'Minor units excl. VAT, priced now.' }),
    listUnitPrice: z.number().int().nullable(),
    vatRate: z.number().int().nullable().meta({ description: 'Basis points (2500 = 25 %).' }),
    lineTotal: z.number().int().nullable(),
    vatAmount: z.number().int().nullable(),
    agreement: z
      .object({ kind: agreementKind, code: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'The price list that priced the line.' }),
    priceSource: priceSource.nullable().meta({
      description: 'Why the line has its price now, e.g. "Kampanje Vårkampanje, til 30.4." (docs/pricing.md).',
    }),
    previousUnitPrice: z
      .number()
      .int()
      .nullable()
      .meta({
        description:
          'The unit price the line had when it was added or last changed, when the price is another now (a price ' +
          'change since then; minor units excl. VAT); null when unchanged.',
      }),
    stock: z.number().int().nullable(),
    isInStock: z.boolean(),
    isPrescriptionOnly: z.boolean(),
    addedAt: z.string(),
    image: cardImage.nullable().meta({ description: "The variant's own picture, else its product's cover." }),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLine>;

export const cartShipping = z
  .object({
    method: z.enum(shippingMethodCodes),
    name: z.string(),
    fee: z.number().int().meta({ description: 'Minor units excl. VAT; included in the totals.' }),
    vatRate: z.number().int(),
    vat: z.number().int(),
  })
  .meta({ id: 'CartShipping', description: 'The chosen shipping method and its fee.' });

export const checkoutProblem = z
  .object({
    code: z.string(),
    message: z.string(),
    isBlocking: z.boolean().meta({ description: 'False for notes such as card_payment_required.' }),
    lineId: z.uuid().optional(),
  })
  .meta({ id: 'CheckoutProblem' });
export type CheckoutProblem = z.infer<typeof checkoutProblem>;

export const cart = z
  .object({
    id: z.uuid(),
    pid: z.uuid(),
    customerId: z.uuid(),
    status: z.string(),
    market: z.string(),
    currency: z.string().length(3),
    version: z.number().int(),
    metadata: z.object({
      purchaseOrderNumber: z.string().nullable(),
      comment: z.string().nullable(),
      requestedDeliveryDate: z.string().nullable(),
      deliveryAddressId: z.uuid().nullable(),
      shippingMethod: z.enum(shippingMethodCodes),
      costCentreId: z.uuid().nullable().meta({ description: "The company's cost centre (docs/approvals.md)." }),
    }),
    lines: z.array(cartLine),
    shipping: cartShipping,
    totals: z.object({
      currency: z.string().length(3),
      net: z.number().int(),
      vat: z.array(z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int() })),
      gross: z.number().int(),
    }),
    checkout: z
      .object({ isReady: z.boolean(), problems: z.array(checkoutProblem) })
      .optional()
      .meta({ description: 'Only with initCheckout=true.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;
