import { z } from 'zod';
import { webOriginOf } from '../../env';
import { owns, personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Quotes: request from the cart, agent pricing, accept into an order, message thread, PDF (docs/quotes.md). */
export const quoteRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const links = { webOrigin: webOriginOf(ctx.env) };
  const tags = ['quote'];

  app.registerOwner('quote', async (database, id) => repo.findQuoteOwner(database.db, id));

  app.post('/api/quotes', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags,
      summary: "Ask for a quote on the caller's open cart",
      description:
        "The cart's lines become the quote's first lines at today's prices and the cart is emptied; the agents are " +
        'told. 422 cart_empty, checkout_blocked (an item is not sold now).',
      body: s.requestQuoteBody,
      response: { 200: s.quote, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.requestQuote(db, { caller: personOf(request), lang: request.lang, input: request.body, links }),
  });

  app.get('/api/quotes', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags,
      summary: "The company's quotes, newest first",
      querystring: s.quotesQuery,
      response: { 200: s.quotePage, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.listQuotes(db, { caller: personOf(request), query: request.query }),
  });

  app.get('/api/quotes/:quoteId', {
    config: { auth: 'person', access: [owns('quote', 'params.quoteId')] },
    schema: {
      tags,
      summary: 'One quote with its lines, totals and message thread',
      params: s.quoteParams,
      response: { 200: s.quote, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getQuote(db, { caller: personOf(request), id: request.params.quoteId }),
  });

  app.post('/api/quotes/:quoteId/messages', {
    config: { auth: 'person', access: [owns('quote', 'params.quoteId')] },
    schema: {
      tags,
      summary: "A message in the quote's thread (the customer's side or an agent); the other side is mailed",
      params: s.quoteParams,
      body: s.messageBody,
      response: { 200: s.quote, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.addMessage(db, { caller: personOf(request), id: request.params.quoteId, body: request.body.body, links }),
  });

  app.post('/api/quotes/:quoteId/accept', {
    config: { auth: 'person', access: [owns('quote', 'params.quoteId', 'buyer')] },
    schema: {
      tags,
      summary: 'Accept a sent quote: an order at the quoted prices',
      description:
        '422 quote_not_open (not sent, or already accepted: two accepts make one order), quote_expired, ' +
        'cart_changed (expectedVersion), approval_required (over a limit: an approver must accept), ' +
        "checkout_blocked (address, date or availability). Buyers and admins of the quote's company.",
      params: s.quoteParams,
      body: s.acceptQuoteBody,
      response: { 200: s.quote, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.acceptQuote(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.quoteId,
        input: request.body,
        links,
      }),
  });

  app.post('/api/quotes/:quoteId/reject', {
    config: { auth: 'person', access: [owns('quote', 'params.quoteId', 'buyer')] },
    schema: {
      tags,
      summary: 'Decline a quote (with an optional message)',
      params: s.quoteParams,
      body: s.rejectQuoteBody,
      response: { 200: s.quote, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.rejectQuote(db, { caller: personOf(request), id: request.params.quoteId, message: request.body.message }),
  });

  app.get('/api/quotes/:quoteId/pdf', {
    config: { auth: 'person', access: [owns('quote', 'params.quoteId')] },
    schema: {
      tags,
      summary: 'The quote as a PDF (once sent)',
      params: s.quoteParams,
      response: {
        200: {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: z.any().meta({ description: 'The PDF bytes.' }) } },
        },
        ...problems(400, 401, 403, 404, 422),
      },
    },
    handler: async (request, reply) => {
      const bytes = await service.quotePdf(db, { caller: personOf(request), id: request.params.quoteId });
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="quote-${request.params.quoteId}.pdf"`)
        .header('cache-control', 'private, max-age=0');
      return reply.send(Buffer.from(bytes));
    },
  });

  app.get('/api/backoffice/quotes', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: [...tags, 'backoffice'],
      summary: 'Every quote, newest first (agents)',
      querystring: s.backofficeQuotesQuery,
      response: { 200: s.quotePage, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listAllQuotes(db, { query: request.query }),
  });

  app.put('/api/backoffice/quotes/:quoteId', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: [...tags, 'backoffice'],
      summary: "Set a quote's lines, prices, shipping fee and validity (agents)",
      description: 'A sent quote goes back to requested until sent again. 422 quote_not_open once decided.',
      params: s.quoteParams,
      body: s.updateQuoteBody,
      response: { 200: s.quote, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateQuote(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.quoteId,
        input: request.body,
        links,
      }),
  });

  app.post('/api/backoffice/quotes/:quoteId/send', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: [...tags, 'backoffice'],
      summary: 'Send the quote to the buyer (agents); the buyer is mailed',
      params: s.quoteParams,
      response: { 200: s.quote, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.sendQuote(db, { caller: personOf(request), id: request.params.quoteId, links }),
  });
};
