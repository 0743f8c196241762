import type { RoutesPlugin } from '../lib/context';
import { cartRoutes } from './cart/routes';
import { catalogRoutes } from './catalog/routes';
import { customerRoutes } from './customer/routes';
import { deliveryRoutes } from './delivery/routes';
import { orderRoutes } from './order/routes';
import { priceRoutes } from './price/routes';
import { shoppingListRoutes } from './shopping-list/routes';

/** Every domain's routes, in the order they are registered. */
export const modules: RoutesPlugin[] = [
  customerRoutes,
  catalogRoutes,
  priceRoutes,
  deliveryRoutes,
  cartRoutes,
  orderRoutes,
  shoppingListRoutes,
];
