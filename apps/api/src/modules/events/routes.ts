import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

/** Order-management events (docs/events.md). */
export const eventRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.post('/omnium/events/business-customer-changed', {
    config: { auth: 'secret' },
    schema: {
      tags: ['events'],
      summary: 'Apply a business-customer change from the order-management system (a JSON receipt file)',
      description:
        'Sets name, default invoice/delivery address, blocking, credit and contract price list of the company ' +
        'named by customerNumber or orgNumber+market. Once per eventId (a repeat answers status duplicate); per ' +
        'field, an event older than the one that last set the field is recorded but changes nothing (stale). ' +
        'Answers application/json as an attachment, receipt-<eventId>.json. 422 event_company_unknown (with ' +
        '`reason`), event_id_reused, market_not_allowed, zip_code_invalid, price_list_unknown.',
      body: s.businessCustomerChangedBody,
      response: { 200: s.eventReceipt, ...problems(400, 401, 403, 409, 422) },
    },
    handler: async (request, reply) => {
      const receipt = await service.applyBusinessCustomerChanged(db, { body: request.body });
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="receipt-${receipt.eventId}.json"`);
      return receipt;
    },
  });
};
