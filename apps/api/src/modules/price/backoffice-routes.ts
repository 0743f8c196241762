import { z } from 'zod';
import { owns, personOf, staffAccess } from '../../lib/access';
import type { App, RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as service from './backoffice';
import * as s from './backoffice-schemas';
import { explainPrice } from './explain';

const tags = ['price', 'backoffice'];

/**
 * The back office's price lists, prices and price explainer (docs/backoffice.md, "Prices"): reads for all staff,
 * changes for administrators and catalog managers. Plus the buyers' explainer for their own company.
 */
export const priceBackofficeRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get('/api/backoffice/price-lists', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: price lists (list prices, contracts, campaigns) by kind, market, status or name',
      querystring: s.priceListsQuery,
      response: { 200: s.priceListPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listPriceLists(db, request.query),
  });

  app.post('/api/backoffice/price-lists', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: create a price list (empty; prices come by editing, copying or importing)',
      description:
        'Currency is the market’s (another → 400). End before start → 400. A code in use → 422 ' +
        'price_list_code_taken; an unknown market → 422 market_unknown.',
      body: s.createPriceListBody,
      response: { 201: s.priceListDetail, ...problems(400, 401, 403, 422) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return service.createPriceList(db, { by: personOf(request).contactId, input: request.body });
    },
  });

  app.get('/api/backoffice/price-lists/:priceListId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: one price list with its status, counts and companies',
      params: s.priceListIdParams,
      response: { 200: s.priceListDetail, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getPriceList(db, request.params.priceListId),
  });

  app.patch('/api/backoffice/price-lists/:priceListId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: change a price list’s code, name or validity',
      description: 'End before start → 400 (also against the stored other end). A code in use → 422.',
      params: s.priceListIdParams,
      body: s.updatePriceListBody,
      response: { 200: s.priceListDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updatePriceList(db, {
        by: personOf(request).contactId,
        priceListId: request.params.priceListId,
        input: request.body,
      }),
  });

  app.post('/api/backoffice/price-lists/:priceListId/copy', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: copy a price list with all its prices under a new code and name',
      params: s.priceListIdParams,
      body: s.copyPriceListBody,
      response: { 201: s.priceListDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return service.copyPriceList(db, {
        by: personOf(request).contactId,
        priceListId: request.params.priceListId,
        input: request.body,
      });
    },
  });

  app.post('/api/backoffice/price-lists/:priceListId/end', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: end a price list now (its end becomes now; nothing is deleted)',
      description: 'An ended list → 422 price_list_ended.',
      params: s.priceListIdParams,
      response: { 200: s.priceListDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.endPriceList(db, { by: personOf(request).contactId, priceListId: request.params.priceListId }),
  });

  app.post('/api/backoffice/price-lists/:priceListId/companies', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: give a contract list to a company (replacing its contract)',
      description:
        'Only contract lists (else 422 price_list_not_contract), for one of the company’s markets (else 422 ' +
        'market_not_allowed).',
      params: s.priceListIdParams,
      body: s.assignCompanyBody,
      response: { 200: s.priceListDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.assignCompany(db, {
        by: personOf(request).contactId,
        priceListId: request.params.priceListId,
        customerId: request.body.customerId,
      }),
  });

  app.delete('/api/backoffice/price-lists/:priceListId/companies/:customerId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: take a contract list from a company (it then buys at list and campaign prices)',
      params: s.priceListCompanyParams,
      response: { 200: s.priceListDetail, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.unassignCompany(db, {
        by: personOf(request).contactId,
        priceListId: request.params.priceListId,
        customerId: request.params.customerId,
      }),
  });

  app.get('/api/backoffice/price-lists/:priceListId/prices', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: a price list’s SKUs with their quantity tiers, by SKU, paged',
      params: s.priceListIdParams,
      querystring: s.listPricesQuery,
      response: { 200: s.skuPricesPage, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.listPrices(db, { priceListId: request.params.priceListId, ...request.query }),
  });

  app.put('/api/backoffice/price-lists/:priceListId/prices/:sku', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: set one SKU’s quantity tiers in a price list ([] removes the SKU)',
      description: 'Unknown SKU → 400; negative price → 400; an ended list → 422 price_list_ended.',
      params: s.priceListSkuParams,
      body: s.setSkuPricesBody,
      response: { 200: s.skuPrices, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.setSkuPrices(db, {
        by: personOf(request).contactId,
        priceListId: request.params.priceListId,
        sku: request.params.sku,
        input: request.body,
      }),
  });

  app.get('/api/backoffice/price-lists/:priceListId/prices/export', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: a price list’s prices as CSV (sku;name;min_quantity;unit_price)',
      description: 'UTF-8 with BOM, `;`-separated, prices in major units with a dot (129.50). Import reads it back.',
      params: s.priceListIdParams,
      response: {
        200: { description: 'The CSV file.', content: { 'text/csv': { schema: z.string() } } },
        ...problems(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { fileName, csv } = await service.exportPrices(db, { priceListId: request.params.priceListId });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  });

  // In its own scope: a raw text/csv body is read as the `csv` field (mode from the query, merge by default).
  app.register(async (scoped: App) => {
    scoped.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: s.IMPORT_BODY_LIMIT },
      (request, body, done) => {
        const mode = (request.query as { mode?: string } | undefined)?.mode;
        done(null, { csv: String(body), ...(mode ? { mode } : {}) });
      },
    );
    scoped.post('/api/backoffice/price-lists/:priceListId/prices/import', {
      config: { auth: 'agent', staff: staffAccess.catalog },
      bodyLimit: s.IMPORT_BODY_LIMIT * 2,
      schema: {
        tags,
        summary: 'Back office: import a price list’s prices from CSV, all or nothing',
        description:
          'JSON `{csv, mode}` or the file as `text/csv`. Columns sku, min_quantity (default 1), unit_price (major ' +
          'units, "129,50" or "129.50"); name is ignored. Every row is checked first: any problem → 400 ' +
          'price_import_invalid with `rows` [{row, column, sku, problem, message}] (row = line, header = 1) and ' +
          'nothing is written. merge: the SKUs in the file get its tiers; replace: the list becomes the file.',
        params: s.priceListIdParams,
        body: s.importPricesBody,
        response: { 200: s.importResult, ...problems(400, 401, 403, 404, 413, 415, 422) },
      },
      handler: async (request) =>
        service.importPrices(db, {
          by: personOf(request).contactId,
          priceListId: request.params.priceListId,
          input: request.body,
          lang: request.lang,
        }),
    });
  });

  app.get('/api/backoffice/price-explainer', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: which price a company gets for a SKU (or product) and quantity, and why',
      description:
        'Every candidate price with its source and validity, the verdict of the pricing rule on each, and the rule. ' +
        'Expired, not yet valid and other markets’ lists are listed with why they do not count.',
      querystring: s.explainQuery,
      response: { 200: s.explanation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => explainPrice(db, { caller: request.caller, query: request.query, lang: request.lang }),
  });

  app.get('/api/price/explain', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags: ['price'],
      summary: 'Price explainer for the caller’s own company: which price wins for a SKU and quantity, and why',
      description: 'The back office explainer for a member of the company (any role); another company → 404.',
      querystring: s.explainQuery,
      response: { 200: s.explanation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => explainPrice(db, { caller: request.caller, query: request.query, lang: request.lang }),
  });
};
