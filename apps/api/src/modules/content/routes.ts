import type { FastifyRequest } from 'fastify';
import { verifySignature } from '../../integrations/content';
import type { App, RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Content webhooks: set by their body parser once the signature over the raw bytes was verified. */
    isWebhookVerified?: boolean;
  }
}

const orderingDescription =
  'Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by ' +
  '`_updatedAt`, then `sanity-transaction-time` (docs/content.md).';
const webhookDescription =
  "The content platform's own webhook: signed, `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256>` " +
  'over "<t>.<raw body>" with SANITY_WEBHOOK_SECRET, within a 5-minute replay window (else 401 ' +
  `webhook_signature_invalid, nothing written), besides the shared secret. ${orderingDescription}`;
const secretDescription =
  "The spec's call (§6: the shared secret, as every server call): the same write as the signed webhook route. " +
  orderingDescription;

/** Content platform webhooks and the search index rebuild (docs/content.md). */
export const contentRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get('/api/content/pages/:slug', {
    config: { auth: 'public' },
    schema: {
      tags: ['content'],
      summary: 'A published article or landing page by its slug, for the storefront (public)',
      params: s.pageParams,
      querystring: s.pageQuery,
      response: { 200: s.contentPage, ...problems(400, 404) },
    },
    handler: async (request, reply) => {
      // A published page for the storefront: a replica may answer (docs/scaling.md, "Read replica").
      const page = await service.getPage(ctx.database.readDb, {
        slug: request.params.slug,
        language: request.query.language,
      });
      reply.header('cache-control', 'public, max-age=60');
      return page;
    },
  });
  const secret = ctx.env.SANITY_WEBHOOK_SECRET;

  /** Deliveries' transaction time (header) and time received. */
  const delivery = (request: FastifyRequest): service.Delivery => {
    const header = request.headers['sanity-transaction-time'];
    return { transactionTime: typeof header === 'string' ? new Date(header) : null, receivedAt: new Date() };
  };

  // Webhooks in their own scope: their JSON parser keeps the raw bytes to verify the signature before parsing.
  app.register(async (scope: App) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, rawBody, done) => {
      const header = request.headers['sanity-webhook-signature'];
      const check = verifySignature({
        secret,
        header: typeof header === 'string' ? header : undefined,
        rawBody: rawBody as Buffer,
        now: Date.now(),
      });
      if (!check.isValid) {
        request.log.warn({ reason: check.reason }, 'content webhook refused');
        done(new AppError('webhook_signature_invalid', { detail: check.reason }), undefined);
        return;
      }
      request.isWebhookVerified = true;
      try {
        done(null, JSON.parse((rawBody as Buffer).toString('utf8')));
      } catch {
        done(new AppError('bad_request', { detail: 'The body is not valid JSON.' }), undefined);
      }
    });
    // A request without a JSON body never reached the parser, so it was not verified either.
    const requireVerified = async (request: FastifyRequest) => {
      if (!request.isWebhookVerified) throw new AppError('webhook_signature_invalid');
    };

    scope.post('/api/sanity/webhook/update', {
      config: { auth: 'secret' },
      preValidation: requireVerified,
      schema: {
        tags: ['content'],
        summary: 'Create or update a content document (the content platform webhook, signed)',
        description: `${webhookDescription} A repeat answers status unchanged, an older version stale.`,
        headers: s.contentWebhookHeaders,
        body: s.contentUpdateBody,
        response: { 200: s.contentWriteResult, ...problems(400, 401, 403, 415) },
      },
      handler: async (request) => service.applyContentUpdate(db, { body: request.body, delivery: delivery(request) }),
    });

    scope.delete('/api/sanity/webhook/delete', {
      config: { auth: 'secret' },
      preValidation: requireVerified,
      schema: {
        tags: ['content'],
        summary: 'Delete a content document (the content platform webhook, signed)',
        description: `${webhookDescription} The document stays as a tombstone, so a late update of the deleted version does not bring it back.`,
        headers: s.contentWebhookHeaders,
        body: s.contentDeleteBody,
        response: { 200: s.contentWriteResult, ...problems(400, 401, 403, 415) },
      },
      handler: async (request) => service.applyContentDelete(db, { body: request.body, delivery: delivery(request) }),
    });
  });

  // The spec's calls: the shared secret alone, bodies parsed as any JSON (the signed webhook routes are above).
  app.post('/api/sanity/update', {
    config: { auth: 'secret' },
    schema: {
      tags: ['content'],
      summary: 'Create or update a content document',
      description: `${secretDescription} A repeat answers status unchanged, an older version stale.`,
      body: s.contentUpdateBody,
      response: { 200: s.contentWriteResult, ...problems(400, 401, 403, 415) },
    },
    handler: async (request) => service.applyContentUpdate(db, { body: request.body, delivery: delivery(request) }),
  });

  app.delete('/api/sanity/delete', {
    config: { auth: 'secret' },
    schema: {
      tags: ['content'],
      summary: 'Delete a content document',
      description: `${secretDescription} The document stays as a tombstone, so a late update of the deleted version does not bring it back.`,
      body: s.contentDeleteBody,
      response: { 200: s.contentWriteResult, ...problems(400, 401, 403, 415) },
    },
    handler: async (request) => service.applyContentDelete(db, { body: request.body, delivery: delivery(request) }),
  });

  app.post('/api/sanity/full-index', {
    config: { auth: 'secret' },
    schema: {
      tags: ['content'],
      summary: 'Rebuild the whole search index (products and content) in the background',
      description:
        'Answers 200 at once (not 202: the spec client takes only 200 and 204 as success) with the run (or the run already in progress); follow it at ' +
        'GET /api/sanity/full-index/{id}. Search keeps answering during the rebuild.',
      response: { 200: s.indexRun, ...problems(401, 403) },
    },
    handler: async (request) => service.startFullIndex(db, { log: request.log }),
  });

  app.get('/api/sanity/full-index/:id', {
    config: { auth: 'secret' },
    schema: {
      tags: ['content'],
      summary: 'Progress of a search index rebuild',
      params: s.indexRunParams,
      response: { 200: s.indexRun, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const run = await service.getIndexRun(db, request.params.id);
      if (!run) throw new AppError('not_found');
      return run;
    },
  });
};
