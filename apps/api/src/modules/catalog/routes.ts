import type { PassThrough } from 'node:stream';
import { z } from 'zod';
import { type Caller, owns, personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { companyOfCaller } from '../assortment';
import { announceChanges, catalogChangesStream, streamCatalogChanges } from './changes';
import { renderProductList } from './listing-service';
import {
  type AutocompleteResult,
  autocompleteQuery,
  autocompleteResult,
  brandList,
  categoryLookup,
  categorySlugParams,
  categoryTree,
  type ProductDetail,
  type ProductList,
  pricingOnlyQuery,
  productDetail,
  productDetailParams,
  productList,
  productListQuery,
  productProperties,
  productPropertiesParams,
  productProperty,
  productPropertyParams,
  productVariantsList,
  productVariantsQuery,
  type SearchResult,
  searchQuery,
  searchResult,
  synonymGroup,
  synonymGroupBody,
  synonymGroupList,
  synonymGroupParams,
  variantLookup,
  variantLookupQuery,
  variantProperties,
  variantPropertiesParams,
  variantPropertyParams,
  variantsProperties,
  variantsPropertiesQuery,
} from './schemas';
import { renderAutocomplete, renderSearch } from './search-service';
import {
  findCategoryBySlug,
  getCategoryTree,
  getProductProperties,
  getProductProperty,
  getVariantProperties,
  getVariantProperty,
  listBrands,
  listProductVariants,
  listVariantsProperties,
  lookupVariants,
  renderProduct,
} from './service';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup } from './synonyms-service';

/** The web server calls these for anonymous visitors with the shared secret, and with a person's token otherwise. */
const personOrSecret = { auth: 'person-or-secret' as const };
/** Storefront reads: anyone; a person token (or the secret) with customerId gets that company's prices. */
const storefront = { auth: 'optional' as const, access: [owns('company', 'query.customerId')] };

/** Products, variants, properties, categories, brands and search. */
export const catalogRoutes: RoutesPlugin = (app, ctx) => {
  // Every storefront read here tolerates a replica's lag (a change reaches it through the caches' rule anyway:
  // docs/scaling.md, "Read replica"); the back office's synonyms below read and write the primary.
  const readDb = ctx.database.readDb;

  app.get('/api/product/:productId/properties', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: "A product's displayed properties",
      description: "Displayed properties in definition order, labels and values in the caller's language.",
      params: productPropertiesParams,
      response: { 200: productProperties, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getProductProperties(readDb, {
        productRef: request.params.productId,
        scope: 'displayed',
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  app.get('/api/product/:productId/properties/all', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: "All of a product's properties",
      description: 'Displayed and technical (hidden) properties, in definition order.',
      params: productPropertiesParams,
      response: { 200: productProperties, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getProductProperties(readDb, {
        productRef: request.params.productId,
        scope: 'all',
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  app.get('/api/product/:productId/properties/:key', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: 'One property of a product',
      description: '404 `property_unknown` when the product has no value for the key.',
      params: productPropertyParams,
      response: { 200: productProperty, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getProductProperty(readDb, {
        productRef: request.params.productId,
        key: request.params.key,
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  app.get('/api/product/:productId/variant/:sku/properties', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: "A variant's displayed properties",
      params: variantPropertiesParams,
      response: { 200: variantProperties, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getVariantProperties(readDb, { ...toVariantRef(request), scope: 'displayed', lang: request.lang }),
  });

  app.get('/api/product/:productId/variant/:sku/properties/all', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: "All of a variant's properties",
      params: variantPropertiesParams,
      response: { 200: variantProperties, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getVariantProperties(readDb, { ...toVariantRef(request), scope: 'all', lang: request.lang }),
  });

  app.get('/api/product/:productId/variant/:sku/properties/:key', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: 'One property of a variant',
      params: variantPropertyParams,
      response: { 200: productProperty, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      getVariantProperty(readDb, { ...toVariantRef(request), key: request.params.key, lang: request.lang }),
  });

  app.get('/products/:productId/variants/properties', {
    config: personOrSecret,
    schema: {
      tags: ['catalog'],
      summary: 'Every variant of a product with the asked properties',
      description: 'All properties when no propertyKeys are given; an undefined key → 404 `property_unknown`.',
      params: productPropertiesParams,
      querystring: variantsPropertiesQuery,
      response: { 200: variantsProperties, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      listVariantsProperties(readDb, {
        productRef: request.params.productId,
        propertyKeys: request.query.propertyKeys,
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  app.get('/api/ardis/product/variants', {
    config: personOrSecret,
    schema: {
      tags: ['pharmacy'],
      summary: 'Variants by SKU',
      description: 'The variants found, in the order asked, and the SKUs that were not; 404 when none exist.',
      querystring: variantLookupQuery,
      response: { 200: variantLookup, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      lookupVariants(readDb, {
        skus: request.query.skus,
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  // Open streams of catalog changes, ended when the app closes (a web server reconnects to another node).
  const changeStreams = new Set<PassThrough>();
  const stopAnnouncing = announceChanges(readDb, changeStreams);
  app.addHook('preClose', async () => {
    stopAnnouncing();
    for (const stream of changeStreams) stream.end();
  });
  app.get('/api/catalog/changes', {
    config: { auth: 'secret' },
    schema: {
      tags: ['catalog'],
      summary: 'Changes of the catalog and the prices, as they happen (Server-Sent Events; the web servers)',
      description:
        'For caches outside the API: every change of products, categories, pictures, content or prices on any API ' +
        'node is sent at once. A cache that keeps pages while connected can never show what a change removed. ' +
        'Shared secret only.',
      response: { 200: catalogChangesStream, ...problems(401, 403) },
    },
    handler: async (_request, reply) => streamCatalogChanges(reply, changeStreams),
  });

  app.get('/api/catalog/categories', {
    config: { auth: 'optional' },
    schema: {
      tags: ['catalog'],
      summary: 'The category tree',
      response: { 200: categoryTree, ...problems(401) },
    },
    handler: async (request) =>
      getCategoryTree(readDb, { lang: request.lang, companyId: companyOfCaller(request.caller) }),
  });

  app.get('/api/catalog/categories/by-slug/:slug', {
    config: { auth: 'optional' },
    schema: {
      tags: ['catalog'],
      summary: 'The category a slug means, also an old slug from before a rename (then isCurrent is false)',
      description:
        "Either language's current slug, or an old one: the answer's `slug` is the current one in the caller's " +
        'language, where the storefront redirects old links to (permanently). Unknown → 404.',
      params: categorySlugParams,
      response: { 200: categoryLookup, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      findCategoryBySlug(readDb, {
        slug: request.params.slug,
        lang: request.lang,
        companyId: companyOfCaller(request.caller),
      }),
  });

  app.get('/api/catalog/brands', {
    config: { auth: 'optional' },
    schema: {
      tags: ['catalog'],
      summary: 'Brands',
      response: { 200: brandList, ...problems(401) },
    },
    handler: async (request) => listBrands(readDb, { companyId: companyOfCaller(request.caller) }),
  });

  app.get('/api/catalog/products', {
    config: storefront,
    schema: {
      tags: ['catalog'],
      summary: 'List products with filters, facets and the caller’s prices',
      querystring: productListQuery,
      response: { 200: productList, ...problems(400, 401, 404, 422) },
    },
    // The service returns the response already serialized from its cache (built from typed parts; the tests check every answer against the document).
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        (await renderProductList(readDb, {
          caller: request.caller,
          query: request.query,
          lang: request.lang,
        })) as unknown as ProductList,
      ),
  });

  app.get('/api/catalog/products/:productId', {
    config: storefront,
    schema: {
      tags: ['catalog'],
      summary: 'A product page with variants and the caller’s prices',
      params: productDetailParams,
      querystring: pricingOnlyQuery,
      response: { 200: productDetail, ...problems(400, 401, 404, 422) },
    },
    // Pre-serialized and kept per product, language, price context and assortment (renderProduct), checked
    // against productDetail when it is built.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        (await renderProduct(readDb, {
          caller: request.caller,
          productRef: request.params.productId,
          customerId: request.query.customerId,
          market: request.query.market,
          lang: request.lang,
        })) as unknown as ProductDetail,
      ),
  });

  app.get('/api/catalog/product-variants', {
    config: storefront,
    schema: {
      tags: ['catalog'],
      summary: 'The variants of several products with the caller’s prices (quick add on listing cards)',
      querystring: productVariantsQuery,
      response: { 200: productVariantsList, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      listProductVariants(readDb, { ...request.query, caller: request.caller, lang: request.lang }),
  });

  app.get('/api/catalog/search', {
    config: storefront,
    schema: {
      tags: ['catalog'],
      summary: 'Quick search by name, SKU or GTIN',
      querystring: searchQuery,
      response: { 200: searchResult, ...problems(400, 401, 404, 422) },
    },
    // Pre-serialized (and checked against searchResult) from the service's cache, like the list.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        (await renderSearch(readDb, {
          caller: request.caller,
          query: request.query,
          lang: request.lang,
        })) as unknown as SearchResult,
      ),
  });

  app.get('/api/catalog/autocomplete', {
    config: storefront,
    schema: {
      tags: ['catalog'],
      summary: 'Suggestions as the buyer types: products with their price, categories, content',
      description:
        "Products as search finds them (exact codes, stems, compounds, typos, synonyms) with the caller's " +
        'from-price (customerId: that company’s), categories whose name has every word, and content. Cached 10 s.',
      querystring: autocompleteQuery,
      response: { 200: autocompleteResult, ...problems(400, 401, 404, 422) },
    },
    // Pre-serialized (and checked against autocompleteResult) from the service's cache, like search.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        (await renderAutocomplete(readDb, {
          caller: request.caller,
          query: request.query,
          lang: request.lang,
        })) as unknown as AutocompleteResult,
      ),
  });

  searchSynonymRoutes(app, ctx);
};

/** The shop's search synonyms (docs/catalog.md): staff only, every change audited. */
const searchSynonymRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const tags = ['catalog', 'backoffice'];

  app.get('/api/backoffice/search-synonyms', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: the synonym groups search uses',
      description: 'A search for any term of a group also finds the others. Staff only (403).',
      response: { 200: synonymGroupList, ...problems(401, 403) },
    },
    handler: async () => listSynonymGroups(db),
  });

  app.post('/api/backoffice/search-synonyms', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: add a synonym group',
      description:
        'Two or more words or phrases in any market language ("munnbind", "støvmaske"). Audited; this API node ' +
        'searches with it at once, others within 30 s. Staff only (403).',
      body: synonymGroupBody,
      response: { 201: synonymGroup, ...problems(400, 401, 403) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return addSynonymGroup(db, { input: request.body, by: personOf(request).contactId });
    },
  });

  app.delete('/api/backoffice/search-synonyms/:synonymId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: remove a synonym group',
      description: 'Audited. Staff only (403); 404 when there is no such group.',
      params: synonymGroupParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await removeSynonymGroup(db, { synonymId: request.params.synonymId, by: personOf(request).contactId });
      return reply.code(204).send(null);
    },
  });
};

/** A variant route's product and SKU, and the company whose assortment it answers with. */
function toVariantRef(request: { params: { productId: string; sku: string }; caller: Caller }) {
  return { productRef: request.params.productId, sku: request.params.sku, companyId: companyOfCaller(request.caller) };
}
