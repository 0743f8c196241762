// The payment module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { requestPaymentAction } from './actions';
export { type PaymentTransaction, paymentTransaction } from './schemas';
export { createCardPayment, type PaymentContext, paymentContext } from './service';
