import { owns } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { priceBackofficeRoutes } from './backoffice-routes';
import { type PricesResponse, pricesBody, pricesResponse } from './schemas';
import { calculatePrices } from './service';

/** Customer-specific prices for SKU lines; the back office's price lists and the price explainer. */
export const priceRoutes: RoutesPlugin = (app, ctx) => {
  priceBackofficeRoutes(app, ctx);

  app.post('/api/price/prices', {
    config: { auth: 'person-or-secret', access: [owns('company', 'body.customerId')] },
    schema: {
      tags: ['price'],
      summary: 'Price SKU lines for a customer',
      description:
        'Prices each line with the best of the market list price, active campaigns and the customer contract ' +
        '(quantity tiers applied; lowest wins; ties prefer contract, then campaign). Lines that cannot be priced ' +
        'come back with `available: false` and a reason. The shared secret without customerId gets list prices.',
      body: pricesBody,
      response: { 200: pricesResponse, ...problems(400, 401, 403, 404, 422) },
    },
    // Sent pre-serialized: checking 500 lines against the schema on every call would cost more than
    // pricing them (prices.test.ts parses full responses with pricesResponse instead).
    handler: async (request, reply) => {
      const prices = await calculatePrices(ctx.database.db, {
        caller: request.caller,
        body: request.body,
        lang: request.lang,
      });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(prices) as unknown as PricesResponse);
    },
  });
};
