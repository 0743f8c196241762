import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['catalog', 'backoffice'];

/**
 * The back office's products and variants (docs/backoffice.md "Products and media"): all staff read, catalog
 * managers and administrators change. Every change is audited and reaches the search and caches at once. Pictures
 * are the media module's `/api/backoffice/products/{productId}/images…`.
 */
export const catalogAdminRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get('/api/backoffice/products', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: products of every status, searched and filtered, most recently changed first',
      description:
        '`q`: part of a name (nb or en), the start of a product number or SKU, or a whole EAN. Filters: categoryId ' +
        '(with subcategories), brandId, status, stock (in/out over active variants), hasImage. Paged by `page`.',
      querystring: s.listQuery,
      response: { 200: s.productPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listProducts(db, { ...request.query, lang: request.lang }),
  });

  app.get('/api/backoffice/product-form', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary:
        'Back office: what the product form chooses from (languages, categories, brands, departments, properties)',
      response: { 200: s.formOptions, ...problems(401, 403) },
    },
    handler: async () => service.getFormOptions(db),
  });

  app.get('/api/backoffice/products/:productId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: one product with every editable field, its properties and variants',
      params: s.productParams,
      response: { 200: s.productOut, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getProduct(db, { productRef: request.params.productId }),
  });

  const validation =
    'Field problems → 400 naming each (`body.name.en` missing translation, `body.variants.0.gtin` check digit, ' +
    'unknown category or property). Codes another product has → 422 `product_number_taken`, `sku_taken` or ' +
    '`gtin_taken`, with `errors` and the product that has it.';

  app.post('/api/backoffice/products', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: create a product with its variants and properties',
      description: `A draft is never shown in the shop; active is shown and sold at once. ${validation}`,
      body: s.productInput,
      response: { 201: s.productOut, ...problems(400, 401, 403, 409, 422) },
    },
    handler: async (request, reply) => {
      const product = await service.createProduct(db, {
        input: request.body,
        by: personOf(request).contactId,
        lang: request.lang,
      });
      reply.status(201);
      return product;
    },
  });

  app.put('/api/backoffice/products/:productId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: "Back office: replace a product's fields, properties and variants",
      description:
        'Variants left out are removed (422 `variant_has_orders` when orders name one: make it inactive instead). ' +
        `The slug stays. ${validation}`,
      params: s.productParams,
      body: s.productInput,
      response: { 200: s.productOut, ...problems(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) =>
      service.updateProduct(db, {
        productRef: request.params.productId,
        input: request.body,
        by: personOf(request).contactId,
        lang: request.lang,
      }),
  });

  app.post('/api/backoffice/products/:productId/copy', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: duplicate a product under a new product number, as a draft',
      description:
        'Texts, properties, variants (new SKUs: `variantSkus`, or each SKU with the product number swapped) and ' +
        'pictures are copied; EANs are not (an EAN names one item). A taken number or SKU → 422.',
      params: s.productParams,
      body: s.copyBody,
      response: { 201: s.productOut, ...problems(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const product = await service.copyProduct(db, {
        productRef: request.params.productId,
        productNumber: request.body.productNumber,
        variantSkus: request.body.variantSkus,
        by: personOf(request).contactId,
        lang: request.lang,
      });
      reply.status(201);
      return product;
    },
  });

  app.post('/api/backoffice/products/bulk', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: activate, discontinue or move many products to a category at once',
      description:
        'All or nothing, one audit row per product that changed. An id that is no product → 404; `move` without ' +
        'a known categoryId → 400.',
      body: s.bulkBody,
      response: { 200: s.bulkResult, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.bulkChange(db, { ...request.body, by: personOf(request).contactId, lang: request.lang }),
  });

  app.put('/api/backoffice/stock-levels', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: "Back office: set SKUs' stock levels (and lead times) at once, as an ERP or warehouse sends them",
      description:
        `Up to ${s.MAX_STOCK_LEVELS} SKUs a call, in one transaction. SKUs the shop does not have are answered in ` +
        '`unknownSkus` and left alone; a level already so is counted as `unchanged`, so the same call sent again ' +
        'changes nothing. Only the storefront answers and pages showing the products changed are built again. A ' +
        'SKU sent twice, a negative stock or a lead time over 365 days → 400 naming each.',
      body: s.stockLevelsBody,
      response: { 200: s.stockLevelsResult, ...problems(400, 401, 403) },
    },
    handler: async (request) =>
      service.setStockLevels(db, { levels: request.body.levels, by: personOf(request).contactId }),
  });
};
