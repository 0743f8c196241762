// The order module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// Orders are placed by the checkout module (modules/checkout); this module keeps them: records, reads, status.
export { nextStatus } from './fulfilment';
export { emptyCart, findOrder, listOrderPage, toSnapshot } from './repository';
export { type Order, order, orderStatus, orderTotals } from './schemas';
export {
  findKeyedOrder,
  forgetIdempotencyKey,
  getOrderById,
  IDEMPOTENCY_KEY_TTL_MS,
  type NewOrder,
  type NewOrderLine,
  type OrderMailOptions,
  orderOf,
  orderPlaced,
  orderViewOf,
  productLinesOf,
  recordOrder,
  takeCredit,
} from './service';
