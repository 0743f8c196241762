import type { FastifyRequest } from 'fastify';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { resolvePid } from './pid';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

const tags = ['cart'];
const writeAccess = [owns('company', 'body.customerId', 'buyer')];
const writeProblems = problems(400, 401, 403, 404, 422);

/**
 * The person's open cart per company: lines, metadata, market and the checkout check (docs/cart.md). The check is
 * the checkout module's, which sits above the cart: the composition root hands it in (modules/index.ts).
 */
export const cartRoutes =
  (check: service.CartCheck): RoutesPlugin =>
  (app, ctx) => {
    const db = ctx.database.db;

    app.registerOwner('cart', async (database, id) => repo.findCartOwner(database.db, id));

    /** Who the call is for; `pid` may be the caller's id or one of their carts' (spec §3, cart/pid.ts). */
    const who = async (request: FastifyRequest, input: { pid: string; customerId?: string }) => {
      const caller = personOf(request);
      return { caller, ...(await resolvePid(db, { caller, ...input })), lang: request.lang };
    };

    app.get('/api/ardis/cart', {
      config: { auth: 'person', access: [owns('company', 'query.customerId')] },
      schema: {
        tags,
        summary: "The person's open cart, priced now",
        description:
          "Created on first read. pid is the caller's contact id or the id of one of the caller's carts (else 404). initCheckout=true adds `checkout` " +
          'with what stops an order. 422 company_required when the caller has several companies and no customerId.',
        querystring: s.cartQuery,
        response: { 200: s.cart, ...problems(400, 401, 403, 404, 422) },
      },
      // Without initCheckout, pre-serialized and kept per exact cart content and price context (renderCart),
      // checked against the schema when it is built; with it, priced live with the checkout check.
      handler: async (request, reply) => {
        const caller = await who(request, { ...request.query, pid: request.query.pid ?? personOf(request).contactId });
        if (request.query.initCheckout) {
          return service.getCart(db, { ...caller, initCheckout: true, check });
        }
        return reply
          .type('application/json; charset=utf-8')
          .send((await service.renderCart(db, caller)) as unknown as s.Cart);
      },
    });

    app.post('/api/ardis/cart/addorderline', {
      config: { auth: 'person', access: writeAccess },
      schema: {
        tags,
        summary: 'Add a SKU to the cart',
        description:
          'Adds to the quantity when the SKU is already in the cart. 422 sku_not_available for an unknown, unsold or ' +
          "unpriced SKU in the cart's market. Buyers and admins only (403).",
        body: s.addOrderLineBody,
        response: { 200: s.cart, ...writeProblems },
      },
      handler: async (request) =>
        service.addOrderLine(db, { ...(await who(request, request.body)), input: request.body }),
    });

    app.post('/api/ardis/cart/updateorderline', {
      config: { auth: 'person', access: writeAccess },
      schema: {
        tags,
        summary: "Set a line's quantity (0 removes it)",
        description: 'The line by lineId or sku; 404 when the cart has no such line.',
        body: s.updateOrderLineBody,
        response: { 200: s.cart, ...writeProblems },
      },
      handler: async (request) =>
        service.updateOrderLine(db, { ...(await who(request, request.body)), input: request.body }),
    });

    app.delete('/api/ardis/cart/deleteorderline', {
      config: { auth: 'person', access: writeAccess },
      schema: {
        tags,
        summary: 'Remove a line',
        description: 'JSON body with the line by lineId or sku; 404 when the cart has no such line.',
        body: s.deleteOrderLineBody,
        response: { 200: s.cart, ...writeProblems },
      },
      handler: async (request) =>
        service.deleteOrderLine(db, { ...(await who(request, request.body)), input: request.body }),
    });

    app.post('/api/ardis/cart/updatemetadata', {
      config: { auth: 'person', access: [...writeAccess, owns('address', 'body.deliveryAddressId', 'buyer')] },
      schema: {
        tags,
        summary: 'Purchase-order number, comment, requested delivery date and delivery address',
        description:
          "Fields left out stay; null clears. The address must be one of the company's delivery addresses " +
          '(another company’s: 404; an invoice address: 422 delivery_address_invalid).',
        body: s.updateMetadataBody,
        response: { 200: s.cart, ...writeProblems },
      },
      handler: async (request) =>
        service.updateMetadata(db, { ...(await who(request, request.body)), input: request.body }),
    });

    app.post('/api/ardis/cart/setmarket', {
      config: { auth: 'person', access: writeAccess },
      schema: {
        tags,
        summary: "Move the cart to another of the company's markets",
        description: "Re-prices every line in the market's currency and VAT. 422 market_not_allowed or market_unknown.",
        body: s.setMarketBody,
        response: { 200: s.cart, ...writeProblems },
      },
      handler: async (request) => service.setMarket(db, { ...(await who(request, request.body)), input: request.body }),
    });
  };
