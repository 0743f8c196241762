import type { RoutesPlugin } from '../lib/context';
import { customerRoutes } from './customer/routes';

/** Every domain's routes, in the order they are registered. */
export const modules: RoutesPlugin[] = [customerRoutes];
