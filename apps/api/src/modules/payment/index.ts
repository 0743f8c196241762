// The payment module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// Card payments at Nets and their records; the checkout module (modules/checkout/card.ts) runs a card checkout's
// steps and hands the order's write to `settle`.
export { requestPaymentAction } from './actions';
export {
  type CreatePaymentBody,
  createOrderFromPaymentBody,
  createPaymentBody,
  type PaymentTransaction,
  paymentParams,
  paymentTransaction,
  transactionParams,
} from './schemas';
export {
  type PaidCart,
  type PaymentContext,
  type PlacePaidOrder,
  paymentContext,
  paymentToSettle,
  paymentView,
  releasePayment,
  reservePayment,
  settle,
  unsettledPayments,
} from './service';
