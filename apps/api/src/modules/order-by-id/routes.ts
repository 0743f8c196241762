import { z } from 'zod';
import { owns } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { getOrderById, order } from '../order';

const orderParams = z.object({ orderId: z.uuid() });

/**
 * One order by its id alone, for the storefront's order pages: the Ardis call (GET /api/ardis/order) also wants the
 * department, which put `?department=GBG` into every order link (issue 16 §3). Read-only; the same answer.
 */
export const orderByIdRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  app.get('/api/orders/:orderId', {
    config: { auth: 'person', access: [owns('order', 'params.orderId')] },
    schema: {
      tags: ['order'],
      summary: 'One order by its id, with its lines and status history',
      description: "Any member of the order's company (viewers too); another company's order: 404.",
      params: orderParams,
      response: { 200: order, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => getOrderById(db, request.params.orderId),
  });
};
