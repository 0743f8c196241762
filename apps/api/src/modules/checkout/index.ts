// The checkout module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// Every order is placed here (docs/orders.md, "Checkout"): its use cases are made of the steps in steps.ts.
export { requestForSubscription } from './approvals';
export { cartCheck, lockForOrder } from './check';
export { placeOrder } from './place';
