import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';

/**
 * What makes a cart (kind 'shopping_list') a shopping list: its name and who may see and edit it.
 * The lines are the cart's lines (cart_lines); the owner is the cart's contact.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    cartId: uuid('cart_id')
      .primaryKey()
      .references(() => carts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Visible to everyone in the company (editable by its owner and the company's admins). */
    isShared: boolean('is_shared').notNull().default(false),
    /** Curated by the shop for the customer (created by agents, always shared, edited by agents only). */
    isPriceList: boolean('is_price_list').notNull().default(false),
  },
  (t) => [index('shopping_lists_shared_idx').on(t.isShared)],
);
