import { z } from 'zod';
import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './staff-schemas';
import * as service from './staff-service';

/**
 * The back office's delivery tables and markets (docs/backoffice.md, "Delivery and markets"): every staff role reads;
 * catalog staff edit routes, holidays and shipping methods; administrators edit markets and their VAT rates.
 */
export const deliveryStaffRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const tags = ['delivery', 'backoffice'];

  app.get('/api/backoffice/delivery/routes', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: delivery routes and areas not served, by market and zip code',
      querystring: s.routesQuery,
      response: { 200: s.deliveryRouteList, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listRoutes(db, request.query.market),
  });

  app.post('/api/backoffice/delivery/routes', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: add a delivery route (or an area not served)',
      description:
        'Zip ranges of a market may nest (the innermost wins) but not partly overlap: 422 delivery_route_overlap ' +
        'names the other route. 422 delivery_route_exists, market_unknown. A range beyond the market’s zip codes ' +
        'or a served route without weekdays: 400.',
      body: s.createRouteBody,
      response: { 201: s.deliveryRoute, ...problems(400, 401, 403, 422) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return service.createRoute(db, personOf(request).contactId, request.body);
    },
  });

  app.patch('/api/backoffice/delivery/routes/:code', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: change a delivery route (zip range, weekdays, cut-off, transit days, name)',
      description: 'The same checks as adding one. The next delivery dates change on every node at once.',
      params: s.routeCodeParams,
      body: s.updateRouteBody,
      response: { 200: s.deliveryRoute, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.updateRoute(db, personOf(request).contactId, request.params.code, request.body),
  });

  app.delete('/api/backoffice/delivery/routes/:code', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: remove a delivery route (its zip codes are then not served)',
      params: s.routeCodeParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.deleteRoute(db, personOf(request).contactId, request.params.code);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/backoffice/delivery/holidays', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: "Back office: a market's holidays in a year",
      description: 'A year not kept yet answers its generated defaults (isStored false). 422 market_unknown.',
      querystring: s.holidaysQuery,
      response: { 200: s.holidayList, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) => service.listHolidays(db, request.query.market, request.query.year),
  });

  app.post('/api/backoffice/delivery/holidays', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: add a holiday (no delivery, no working day) to a market',
      description: '422 holiday_exists when the market has one on the date; market_unknown.',
      body: s.createHolidayBody,
      response: { 201: s.holiday, ...problems(400, 401, 403, 422) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return service.createHoliday(db, personOf(request).contactId, request.body);
    },
  });

  app.patch('/api/backoffice/delivery/holidays/:market/:date', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: rename a holiday',
      params: s.holidayParams,
      body: s.renameHolidayBody,
      response: { 200: s.holiday, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.renameHoliday(
        db,
        personOf(request).contactId,
        request.params.market,
        request.params.date,
        request.body.name,
      ),
  });

  app.delete('/api/backoffice/delivery/holidays/:market/:date', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: remove a holiday (the date becomes a working day)',
      params: s.holidayParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      await service.deleteHoliday(db, personOf(request).contactId, request.params.market, request.params.date);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/backoffice/delivery/shipping-methods', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: shipping methods with their texts, cut-off and fee per market',
      response: { 200: s.shippingMethodList, ...problems(401, 403) },
    },
    handler: async () => service.listShippingMethods(db),
  });

  app.patch('/api/backoffice/delivery/shipping-methods/:code', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: "Back office: change a shipping method's texts, cut-off or fees per market",
      description: 'Fees are excl. VAT in minor units of the market’s currency. 422 market_unknown.',
      params: s.shippingMethodParams,
      body: s.updateShippingMethodBody,
      response: { 200: s.shippingMethod, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateShippingMethod(db, personOf(request).contactId, request.params.code, request.body),
  });

  app.get('/api/backoffice/markets', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: ['market', 'backoffice'],
      summary: 'Back office: markets with currency, VAT rates, zip format and time zone',
      response: { 200: s.backofficeMarketList, ...problems(401, 403) },
    },
    handler: async () => service.listMarkets(db),
  });

  app.patch('/api/backoffice/markets/:code', {
    config: { auth: 'agent', staff: staffAccess.admin },
    schema: {
      tags: ['market', 'backoffice'],
      summary: 'Back office: rename a market or change its VAT rates (administrators)',
      description: 'VAT in basis points 0–10000. New carts and orders use the new rates; placed orders keep theirs.',
      params: s.marketParams,
      body: s.updateMarketBody,
      response: { 200: s.backofficeMarket, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.updateMarket(db, personOf(request).contactId, request.params.code, request.body),
  });

  app.get('/api/backoffice/delivery/preview', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: the next delivery dates of a zip code, with their cut-offs and the holidays between',
      description: '422 market_unknown or zip_code_invalid; a zip code not served answers isServed false.',
      querystring: s.previewQuery,
      response: { 200: s.deliveryPreview, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) => service.previewDates(db, { ...request.query, lang: request.lang }),
  });
};
