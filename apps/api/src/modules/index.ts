import type { RoutesPlugin } from '../lib/context';
import { approvalRoutes } from './approval/routes';
import { assortmentRoutes } from './assortment/routes';
import { backofficeRoutes } from './backoffice/routes';
import { cartRoutes } from './cart/routes';
import { catalogRoutes } from './catalog/routes';
import { catalogAdminRoutes } from './catalog-admin/routes';
import { catalogImportRoutes } from './catalog-import/routes';
import { categoryAdminRoutes } from './category-admin/routes';
import { cartCheck } from './checkout';
import { checkoutRoutes } from './checkout/routes';
import { contentRoutes } from './content/routes';
import { costCentreRoutes } from './cost-centre/routes';
import { customerRoutes } from './customer/routes';
import { deliveryRoutes } from './delivery/routes';
import { eidRoutes } from './eid/routes';
import { eventRoutes } from './events/routes';
import { invoiceRoutes } from './invoice/routes';
import { joinRoutes } from './join/routes';
import { mediaRoutes } from './media/routes';
import { orderRoutes } from './order/routes';
import { orderByIdRoutes } from './order-by-id/routes';
import { paymentRoutes } from './payment/routes';
import { pharmacyRoutes } from './pharmacy/routes';
import { priceRoutes } from './price/routes';
import { punchoutRoutes } from './punchout/routes';
import { quoteRoutes } from './quote/routes';
import { salesDashboardRoutes } from './sales-dashboard/routes';
import { shoppingListRoutes } from './shopping-list/routes';
import { signInRoutes } from './sign-in/routes';
import { staffRoutes } from './staff/routes';
import { subscriptionRoutes } from './subscription/routes';
import { ticketRoutes } from './ticket/routes';

/** Every domain's routes, in the order they are registered. */
export const modules: RoutesPlugin[] = [
  customerRoutes,
  joinRoutes,
  eidRoutes,
  catalogRoutes,
  catalogImportRoutes,
  categoryAdminRoutes,
  mediaRoutes,
  contentRoutes,
  priceRoutes,
  deliveryRoutes,
  // The cart's answer carries the checkout's check (initCheckout): the one port between the two.
  cartRoutes(cartCheck),
  checkoutRoutes,
  orderRoutes,
  orderByIdRoutes,
  approvalRoutes,
  quoteRoutes,
  salesDashboardRoutes,
  costCentreRoutes,
  paymentRoutes,
  invoiceRoutes,
  eventRoutes,
  shoppingListRoutes,
  pharmacyRoutes,
  subscriptionRoutes,
  punchoutRoutes,
  ticketRoutes,
  backofficeRoutes,
  staffRoutes,
  assortmentRoutes,
  signInRoutes,
  // Issue 17's back-office areas last, so their OpenAPI components and client calls append to the generated files.
  catalogAdminRoutes,
];
