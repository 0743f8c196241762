// The order module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { nextStatus } from './fulfilment';
export { emptyCart, findOrder, listOrderPage } from './repository';
export { order, orderStatus } from './schemas';
export { getOrderById, orderLinesOf, placeOrder } from './service';
