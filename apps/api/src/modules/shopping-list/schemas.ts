import { z } from 'zod';
import { booleanQuery } from '../../lib/schemas';
import { cart, cartLine } from '../cart';

const customerId = z.uuid().meta({ description: 'The company (customer) of the lists.' });
const sku = z.string().trim().min(1).max(64);
const name = z.string().trim().min(1).max(100);

export const cartIdParams = z.object({ cartId: z.uuid() });
export const lineParams = z.object({ cartId: z.uuid(), sku });

/** Filter types as the spec names them. */
export const onlyFilter = { shared: 1, priceList: 2, canEdit: 3 } as const;

export const searchQuery = z.object({
  customerId,
  page: z.coerce.number().int().min(1).meta({ description: 'From 1.' }),
  take: z.coerce.number().int().min(1).max(100),
  sharedOnly: booleanQuery.meta({ description: 'true: only lists shared within the company.' }),
  contactId: z.uuid().optional().meta({ description: 'Only lists owned by this contact (a member of the company).' }),
  only: z.coerce
    .number()
    .int()
    .min(1)
    .max(3)
    .optional()
    .meta({ description: '1 = Shared, 2 = PriceList (curated by the shop), 3 = CanEdit (lists the caller may edit).' }),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const listQuery = z.object({ customerId: customerId.optional() });

export const listSummary = z
  .object({
    id: z.uuid().meta({ description: "The list's cartId." }),
    name: z.string(),
    owner: z.object({ contactId: z.uuid(), name: z.string() }),
    isShared: z.boolean(),
    isPriceList: z.boolean(),
    canEdit: z.boolean(),
    lineCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ShoppingListSummary' });
export type ListSummary = z.infer<typeof listSummary>;

export const searchResponse = z
  .object({
    page: z.number().int(),
    take: z.number().int(),
    total: z.number().int(),
    items: z.array(listSummary),
  })
  .meta({ id: 'ShoppingListSearchResult' });
export type SearchResponse = z.infer<typeof searchResponse>;

export const shoppingList = listSummary
  .extend({
    customerId: z.uuid(),
    market: z.string(),
    currency: z.string().length(3),
    lines: z.array(cartLine).meta({ description: 'Priced now for the company.' }),
  })
  .meta({ id: 'ShoppingList' });
export type ShoppingList = z.infer<typeof shoppingList>;

export const createBody = z
  .object({
    customerId,
    name,
    isShared: z.boolean().optional(),
    isPriceList: z
      .boolean()
      .optional()
      .meta({ description: 'Agents only (403 otherwise): a list curated by the shop; always shared.' }),
  })
  .meta({ id: 'CreateShoppingListRequest' });
export type CreateBody = z.infer<typeof createBody>;

export const addLineBody = z
  .object({ sku, quantity: z.number().int().min(1).max(100_000) })
  .meta({ id: 'AddShoppingListLineRequest' });
export type AddLineBody = z.infer<typeof addLineBody>;

export const updateBody = z
  .object({ name: name.optional(), isShared: z.boolean().optional() })
  .meta({ id: 'UpdateShoppingListRequest' });
export type UpdateBody = z.infer<typeof updateBody>;

export const toCartBody = z
  .object({
    pid: z.uuid().meta({ description: "The caller's contact id (whose open cart gets the lines)." }),
    skus: z
      .array(sku)
      .min(1)
      .max(500)
      .optional()
      .meta({ description: 'Only these lines of the list (every line when left out); SKUs not on the list → 422.' }),
  })
  .meta({ id: 'ShoppingListToCartRequest' });
export type ToCartBody = z.infer<typeof toCartBody>;

export const toCartOutcomes = [
  'added',
  'price_up',
  'price_down',
  'quantity_adjusted',
  'not_sold',
  'unavailable',
] as const;

export const toCartResult = z
  .object({
    cart,
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string().nullable(),
        listQuantity: z.number().int().meta({ description: 'The quantity on the list.' }),
        addedQuantity: z
          .number()
          .int()
          .meta({ description: 'What went into the cart (0: left out; differs from listQuantity when adjusted).' }),
        savedUnitPrice: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'The unit price stored on the list when the line was last saved (minor units).' }),
        unitPrice: z.number().int().nullable().meta({ description: "Today's unit price (null: not added)." }),
        isInStock: z.boolean(),
        outcome: z.enum(toCartOutcomes).meta({
          description:
            'added (as saved), price_up / price_down (against savedUnitPrice), quantity_adjusted (raised to the ' +
            'minimum order quantity or cut to the cart line limit), not_sold or unavailable (left out).',
        }),
        message: z.string().nullable().meta({ description: "What changed, in the caller's language." }),
      }),
    ),
  })
  .meta({ id: 'ShoppingListToCartResult' });
export type ToCartResult = z.infer<typeof toCartResult>;

export const setLineBody = z
  .object({ quantity: z.number().int().min(1).max(100_000) })
  .meta({ id: 'SetShoppingListLineRequest' });
export type SetLineBody = z.infer<typeof setLineBody>;

export const importBody = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(200_000)
      .meta({ description: 'Rows "sku;quantity" (";", "," or tab); an optional header row; at most 1,000 rows.' }),
    mode: z
      .enum(['add', 'replace'])
      .default('add')
      .meta({ description: 'add: to the quantities on the list; replace: the file becomes the list.' }),
  })
  .meta({ id: 'ImportShoppingListRequest' });
export type ImportBody = z.infer<typeof importBody>;

export const copyBody = z
  .object({ name, isShared: z.boolean().optional() })
  .meta({ id: 'CopyShoppingListRequest', description: "A new list of the caller's, in the same company." });
export type CopyBody = z.infer<typeof copyBody>;
