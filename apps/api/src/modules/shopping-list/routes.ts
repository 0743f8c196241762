import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['shoppinglist'];
const listAccess = [owns('shopping-list', 'params.cartId')];
const writeProblems = problems(400, 401, 403, 404, 422);

/** Named shopping lists of a company: private or shared, and price lists curated by the shop (docs/shopping-lists.md). */
export const shoppingListRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.registerOwner('shopping-list', async (database, id) => service.findListOwner(database.db, id));

  const who = (request: FastifyRequest) => ({ caller: personOf(request), lang: request.lang });

  app.get('/api/shoppinglist/search', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags,
      summary: "Search a company's shopping lists the caller sees",
      description:
        'Own lists plus lists shared within the company, newest change first. sharedOnly=true: shared only; ' +
        'contactId: lists owned by that member (not a member: empty); only: 1 = Shared, 2 = PriceList, 3 = CanEdit.',
      querystring: s.searchQuery,
      response: { 200: s.searchResponse, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.search(db, { ...who(request), query: request.query }),
  });

  app.get('/api/shoppinglist/:cartId', {
    config: { auth: 'person', access: [...listAccess, owns('company', 'query.customerId')] },
    schema: {
      tags,
      summary: 'One shopping list, priced now',
      description: "Another company's list or another person's private list answers 404.",
      params: s.cartIdParams,
      querystring: s.listQuery,
      response: { 200: s.shoppingList, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.getList(db, { ...who(request), cartId: request.params.cartId, customerId: request.query.customerId }),
  });

  app.post('/api/shoppinglist/create', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags,
      summary: 'Create a shopping list',
      description: 'Owned by the caller; buyers and admins (403 for viewers). isPriceList is for agents only.',
      body: s.createBody,
      response: { 201: s.shoppingList, ...writeProblems },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return service.create(db, { ...who(request), input: request.body });
    },
  });

  app.post('/api/shoppinglist/:cartId/lines', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Add a SKU to a list',
      description:
        'Adds to the quantity when the SKU is on the list. 422 sku_not_available; 403 when the caller may not edit.',
      params: s.cartIdParams,
      body: s.addLineBody,
      response: { 200: s.shoppingList, ...writeProblems },
    },
    handler: async (request) =>
      service.addLine(db, { ...who(request), cartId: request.params.cartId, input: request.body }),
  });

  app.delete('/api/shoppinglist/:cartId/lines/:sku', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Remove a SKU from a list',
      description: '404 when the SKU is not on the list.',
      params: s.lineParams,
      response: { 200: s.shoppingList, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.deleteLine(db, { ...who(request), cartId: request.params.cartId, sku: request.params.sku }),
  });

  app.put('/api/shoppinglist/:cartId/lines/:sku', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: "Set a SKU's quantity on a list",
      description: '404 when the SKU is not on the list; 403 when the caller may not edit.',
      params: s.lineParams,
      body: s.setLineBody,
      response: { 200: s.shoppingList, ...writeProblems },
    },
    handler: async (request) =>
      service.setLineQuantity(db, {
        ...who(request),
        cartId: request.params.cartId,
        sku: request.params.sku,
        input: request.body,
      }),
  });

  app.post('/api/shoppinglist/:cartId/import', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Import lines from CSV text',
      description:
        'Rows "sku;quantity" (";", "," or tab; optional header; equal SKUs summed). Every row is checked first: ' +
        'any bad row or SKU not sold to the company → 422 csv_invalid with `rows` [{row, sku, problem}] and ' +
        'nothing written. mode=replace makes the file the whole list.',
      params: s.cartIdParams,
      body: s.importBody,
      response: { 200: s.shoppingList, ...writeProblems },
    },
    handler: async (request) =>
      service.importCsv(db, { ...who(request), cartId: request.params.cartId, input: request.body }),
  });

  app.post('/api/shoppinglist/:cartId/copy', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Copy a list into a new list of the caller',
      description:
        'Any list the caller sees (price lists too); buyers and admins (403 for viewers). Private unless isShared.',
      params: s.cartIdParams,
      body: s.copyBody,
      response: { 201: s.shoppingList, ...writeProblems },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return service.copy(db, { ...who(request), cartId: request.params.cartId, input: request.body });
    },
  });

  app.patch('/api/shoppinglist/:cartId', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Rename or share/unshare a list',
      description: 'Fields left out stay. A price list stays shared.',
      params: s.cartIdParams,
      body: s.updateBody,
      response: { 200: s.shoppingList, ...writeProblems },
    },
    handler: async (request) =>
      service.update(db, { ...who(request), cartId: request.params.cartId, input: request.body }),
  });

  app.delete('/api/shoppinglist/:cartId', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: 'Delete a list',
      params: s.cartIdParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(db, { ...who(request), cartId: request.params.cartId });
      return reply.code(204).send(null);
    },
  });

  app.post('/api/shoppinglist/:cartId/to-cart', {
    config: { auth: 'person', access: listAccess },
    schema: {
      tags,
      summary: "Put a list (or chosen lines) into the caller's open cart, saying per line what changed",
      description:
        "Into the open cart in the list's company (buyer role), at today's prices and availability. Each line says " +
        'what changed against the list: price up/down since saved, quantity adjusted (minimum order quantity, line ' +
        'limit), not sold or unavailable (left out). skus: only those lines (one not on the list → 404). ' +
        'pid must be the caller (else 404).',
      params: s.cartIdParams,
      body: s.toCartBody,
      response: { 200: s.toCartResult, ...writeProblems },
    },
    handler: async (request) =>
      service.toCart(db, { ...who(request), cartId: request.params.cartId, input: request.body }),
  });
};
