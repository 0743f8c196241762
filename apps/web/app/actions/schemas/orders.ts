// The order forms in the account (app/actions/orders.ts): cancel and reorder name the order and its department.
import { z } from 'zod';
import { idField } from '../../../lib/forms';

export const orderForm = z.object({ orderId: idField(), department: idField() });
