import { owns } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';
import { deliveryStaffRoutes } from './staff-routes';
import { tablesAreCurrent, useStoredTables } from './tables';

/** Requests that must answer without the database (liveness, readiness, the API description). */
const withoutTables = new Set(['/health', '/ready', '/openapi.json']);

const tags = ['delivery'];

/** Delivery dates and the zip-code check (docs/delivery.md). */
export const deliveryRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  // Every answer uses the delivery tables as stored now: loaded once, again after a change (on any node) or a minute.
  // A failed load (the database away) keeps the tables last loaded; the request itself then meets the database.
  const refresh = (log: { warn: (o: object, m: string) => void }) =>
    useStoredTables(db).catch((error) => log.warn({ err: error }, 'delivery tables not loaded; using the last ones'));
  app.addHook('onReady', async () => refresh(app.log));
  // Every route, so whatever a request computes meets the current tables. When they are current (nearly always) the
  // hook answers at once, without a promise: a catalog read pays one cache lookup for a module it does not use.
  app.addHook('onRequest', (request, _reply, done) => {
    if (withoutTables.has(request.routeOptions.url ?? '') || tablesAreCurrent(db)) return done();
    refresh(request.log).then(() => done(), done);
  });

  app.post('/api/delivery/dates', {
    config: { auth: 'person', access: [owns('cart', 'body.cartId')] },
    schema: {
      tags,
      summary: 'The next delivery dates for a market and zip code',
      description:
        "Dates on the zip code's route weekdays that are working days, each with its order cut-off (14:00 local time, " +
        'transit working days before). 422 market_unknown, zip_code_invalid (format) or zip_not_served (e.g. Svalbard). ' +
        "cartId must be the caller's cart (404 otherwise); its items' largest lead time is added (leadTimeDays).",
      body: s.deliveryDatesBody,
      response: { 200: s.deliveryDatesResult, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.listDeliveryDates(db, { ...request.body, lang: request.lang }),
  });

  app.get('/api/market/check-zipcode', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Whether we deliver to a zip code (a JSON file)',
      description:
        'Answers application/json as an attachment, zipcode-<market>-<zip>.json: the route, its weekdays, the next ' +
        'delivery date and cut-off. A valid zip code we do not serve answers 200 with isDelivered false. ' +
        '400 when a parameter is missing; 422 market_unknown or zip_code_invalid.',
      querystring: s.zipCodeCheckQuery,
      response: { 200: s.zipCodeCheckFile, ...problems(400, 401, 403, 422) },
    },
    handler: async (request, reply) => {
      const { fileName, content } = await service.checkZipCode(db, { ...request.query, lang: request.lang });
      reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
      return content;
    },
  });

  deliveryStaffRoutes(app, ctx);
};
