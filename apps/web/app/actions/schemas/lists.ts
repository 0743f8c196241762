// The shopping list forms (app/actions/lists.ts).
import { z } from 'zod';
import { checkbox, idField, oneOf, quantity, requiredText, text } from '../../../lib/forms';

/** A list's name as the API takes it: 1 to 100 characters. */
const listName = () => requiredText(100, text('lists.lists.nameInvalid'), text('lists.lists.nameInvalid'));

export const createListForm = z.object({ name: listName(), isShared: checkbox() });

/** `canShare` is sent only by owners (the sharing box is theirs): without it, sharing is left as it is. */
export const updateListForm = z.object({
  cartId: idField(),
  name: listName(),
  isShared: checkbox(),
  canShare: checkbox(),
});

export const listIdForm = z.object({ cartId: idField() });

/** A line to a list; from the product page the list may be a new one (`cartId` = "new", named in `newName`). */
export const addListLineForm = z
  .object({
    cartId: idField(),
    sku: idField(64),
    quantity: quantity(1),
    newName: z.string().trim().max(100, text('lists.lists.nameInvalid')).optional(),
    listName: z.string().max(200).optional(),
    fromList: checkbox(),
  })
  .refine((form) => form.cartId !== 'new' || form.newName, {
    message: text('lists.lists.nameInvalid'),
    path: ['newName'],
  });

export const listLineForm = z.object({ cartId: idField(), sku: idField(64), quantity: quantity(1) });
export const removeListLineForm = z.object({ cartId: idField(), sku: idField(64) });

export const importListForm = z.object({
  cartId: idField(),
  csv: z.string().max(1_000_000).default(''),
  mode: oneOf(['add', 'replace']).default('add'),
});

/** The whole list, or (intent "chosen") the ticked lines. */
export const listToCartForm = z.object({
  cartId: idField(),
  intent: oneOf(['all', 'chosen']).default('all'),
  line: z.array(idField(64)).max(1000).default([]),
});

export const saveCartAsListForm = z.object({ name: listName() });
