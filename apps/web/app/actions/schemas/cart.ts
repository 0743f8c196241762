// The cart's forms (app/actions/cart.ts): add a SKU, change a line's quantity (0 removes it), remove a line.
import { z } from 'zod';
import { idField, quantity } from '../../../lib/forms';

export const addToCartForm = z.object({ sku: idField(64), quantity: quantity(1) });
/** Quick add from a listing card: the product (id) with one variant, whose SKU the action looks up. */
export const quickAddForm = z.object({ productId: idField(64), quantity: quantity(1) });
export const cartLineForm = z.object({ lineId: idField(), quantity: quantity(0) });
export const removeCartLineForm = z.object({ lineId: idField() });
