import type { RoutesPlugin } from '../lib/context';

/** Every domain's routes, in the order they are registered. */
export const modules: RoutesPlugin[] = [];
