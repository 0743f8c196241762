// The order in the account is the same page as the confirmation after checkout.
export { default, generateMetadata } from '../../../orders/[orderId]/page';
