import formbody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { webOriginOf } from '../../env';
import { statusResponse } from '../../integrations/punchout';
import { owns, personOf } from '../../lib/access';
import type { App, RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { signInRateLimit } from '../auth';
import { clientOf } from '../security';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

const tags = ['punchout'];
/** Password guesses on the OCI entry, per OCI user name (a whole procurement system shares one address). */
const ociRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
    const name = Object.entries(source ?? {}).find(([key]) => key.toUpperCase() === 'USERNAME')?.[1];
    return `punchout-oci:${typeof name === 'string' ? name.trim().toLowerCase() : request.ip}`;
  },
};
/** cXML messages come from a few procurement servers; a generous limit stops floods, not business. */
const cxmlRateLimit = { max: 120, timeWindow: '1 minute' };
/** cXML messages are small; a large body is refused before parsing. */
const CXML_BODY_LIMIT = 512 * 1024;

const sendXml = (reply: FastifyReply, answer: service.CxmlAnswer) =>
  reply.code(answer.status).type('text/xml; charset=utf-8').send(answer.xml);

/** [name, value] pairs of an OCI call's query or form body (repeated names kept in order). */
function ociPairs(request: FastifyRequest): [string, string][] {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, string | string[]> | null;
  return Object.entries(source ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => [name, v] as [string, string]),
  );
}

/** Punch-out: cXML set-up and OrderRequest, the OCI entry, the storefront's session start and cart return. */
export const punchoutRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  // Pictures in punch-out messages are opened by the procurement system: absolute URLs (docs/media.md).
  const mediaOrigin = (ctx.env.MEDIA_PUBLIC_URL ?? webOriginOf(ctx.env)).replace(/\/+$/, '');
  const settings: service.PunchoutSettings = { webOrigin: webOriginOf(ctx.env), mediaOrigin };

  app.registerOwner('punchout-session', async (database, id) => repo.findSessionOwner(database.db, id));

  // cXML, server to server, in its own scope: XML bodies are parsed only here, and every answer is cXML.
  app.register(async (scoped: App) => {
    scoped.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: CXML_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Whatever fails before the handler (content type, size, rate limit) is answered in cXML as well.
    scoped.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'cXML request failed');
      const xml = statusResponse({
        code: status,
        text: status === 500 ? 'Internal Server Error' : (error.code ?? 'Bad Request'),
        message: status === 500 ? 'Something went wrong on our side.' : error.message,
      });
      return reply.code(status).type('text/xml; charset=utf-8').send(xml);
    });

    const cxmlResponses = {
      200: s.xmlContent('cXML answer with Status 200.'),
      400: s.xmlContent('cXML Status 400: malformed, unknown SKUs, raised prices, blocked checkout.'),
      401: s.xmlContent('cXML Status 401: unknown sender, wrong shared secret, From/To not matching.'),
      403: s.xmlContent('cXML Status 403: the punch-out contact is deactivated.'),
      404: s.xmlContent('cXML Status 404.'),
      413: s.xmlContent('cXML Status 413: larger than 512 KB.'),
      415: s.xmlContent('cXML Status 415: not text/xml or application/xml.'),
      429: s.xmlContent('cXML Status 429: more than 120 messages a minute from one address.'),
      500: s.xmlContent('cXML Status 500.'),
    };

    scoped.post('/punchout/cxml/setup', {
      config: { auth: 'public', rateLimit: cxmlRateLimit },
      schema: {
        tags,
        summary: 'cXML PunchOutSetupRequest (create, edit, inspect)',
        description:
          'Server to server, text/xml. Authenticated by the Sender Credential and SharedSecret of the buying ' +
          "organization's set-up; From and To must match it. Answers PunchOutSetupResponse with StartPage/URL, a " +
          'one-time link valid 5 minutes. edit/inspect put the ItemOut lines back into the session cart. Errors ' +
          'are cXML too (Status 400/401/403).',
        consumes: ['text/xml', 'application/xml'],
        body: s.cxmlDocument,
        response: cxmlResponses,
      },
      handler: async (request, reply) =>
        sendXml(reply, await service.cxmlSetup(db, { xml: String(request.body), settings, lang: request.lang })),
    });

    scoped.post('/punchout/cxml/order', {
      config: { auth: 'public', rateLimit: cxmlRateLimit },
      schema: {
        tags,
        summary: 'cXML OrderRequest',
        description:
          'Server to server, text/xml, same credential check as the set-up. Places the order for the company as its ' +
          'punch-out contact, at our current prices (an approved price lower than ours → 400). A repeated orderID ' +
          'answers the same order (Status 200, no second order); unknown SKUs → 400.',
        consumes: ['text/xml', 'application/xml'],
        body: s.cxmlDocument,
        response: cxmlResponses,
      },
      handler: async (request, reply) =>
        sendXml(reply, await service.cxmlOrder(db, { xml: String(request.body), lang: request.lang })),
    });
  });

  // The OCI entry (the buyer's browser), in its own scope: form bodies are parsed only here.
  app.register(async (scoped: App) => {
    await scoped.register(formbody);

    const ociSchema = {
      tags,
      summary: 'OCI 4.0/5.0 entry',
      description:
        "USERNAME/PASSWORD of the company's OCI set-up (wrong → 401), HOOK_URL required. No FUNCTION, DETAIL " +
        '(PRODUCTID) or SOURCING (SEARCHSTRING): opens a session and answers 302 to the one-time start URL. ' +
        'VALIDATE (NEW_ITEM-* lines) and BACKGROUND_SEARCH (SEARCHSTRING): 200 text/html, a form that posts ' +
        'the re-priced or found lines as NEW_ITEM-* fields to HOOK_URL, no redirect. 30 calls a minute per USERNAME (429).',
      response: {
        200: { description: 'Auto-posting form to HOOK_URL.', content: { 'text/html': { schema: s.cxmlDocument } } },
        302: {
          description: 'Redirect to the one-time start URL.',
          content: { 'text/plain': { schema: s.cxmlDocument } },
        },
        ...problems(400, 401, 403, 429),
      },
    };
    const ociHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await service.ociEntry(db, { form: ociPairs(request), settings, lang: request.lang });
      reply.header('cache-control', 'no-store');
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
      return reply.type('text/html; charset=utf-8').send(answer.html);
    };
    scoped.get('/punchout/oci', {
      config: { auth: 'public', rateLimit: ociRateLimit },
      schema: { ...ociSchema, querystring: s.ociParams },
      handler: ociHandler,
    });
    scoped.post('/punchout/oci', {
      config: { auth: 'public', rateLimit: ociRateLimit },
      schema: { ...ociSchema, consumes: ['application/x-www-form-urlencoded'], body: s.ociParams },
      handler: ociHandler,
    });
  });

  // The storefront's calls (JSON).

  app.post('/api/punchout/session', {
    config: { auth: 'secret', rateLimit: signInRateLimit },
    schema: {
      tags,
      summary: 'Exchange a one-time start token for a punch-out sign-in',
      description:
        'For the web server (shared secret) on /punchout/start?token=…: spends the token once and returns API ' +
        'tokens for the punch-out contact and the session (protocol, operation, return URL, target, landing path). ' +
        'Unknown token → 400 punchout_token_invalid; spent → 410 punchout_token_used; older than 5 minutes → ' +
        '410 punchout_token_expired. 10 calls a minute per browser address (429).',
      body: s.startSessionBody,
      response: { 200: s.startedSession, ...problems(400, 401, 403, 410, 422, 429) },
    },
    handler: async (request) =>
      service.startSession(db, { tokens: ctx.tokens, token: request.body.token, client: clientOf(request) }),
  });

  const payloadAccess = [owns('punchout-session', 'body.sessionId', 'buyer')];

  app.post('/api/punchout/oci/getformpayload', {
    config: { auth: 'person', access: payloadAccess },
    schema: {
      tags,
      summary: 'The OCI form that returns the cart to HOOK_URL',
      description:
        "The session's cart priced now as NEW_ITEM-<FIELD>[n] fields (every optional field present, empty when " +
        'unknown), with action = HOOK_URL and target = ~TARGET. Only the punch-out contact of a live OCI session ' +
        '(others, ended or unknown sessions: 404). The cart is kept for a later edit.',
      body: s.formPayloadBody,
      response: { 200: s.formPayload, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.ociFormPayload(db, {
        caller: personOf(request),
        sessionId: request.body.sessionId,
        lang: request.lang,
        mediaOrigin,
      }),
  });

  app.post('/api/punchout/cxml/getformpayload', {
    config: { auth: 'person', access: payloadAccess },
    schema: {
      tags,
      summary: 'The cXML PunchOutOrderMessage form for BrowserFormPost/URL',
      description:
        "The session's cart priced now as a PunchOutOrderMessage (BuyerCookie echoed, the DOCTYPE of the version the " +
        'buyer declared) in two fields, cxml-urlencoded and cxml-base64. Only the punch-out contact of a live cXML ' +
        'session (others: 404). The cart is kept for a later edit.',
      body: s.formPayloadBody,
      response: { 200: s.formPayload, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.cxmlFormPayload(db, {
        caller: personOf(request),
        sessionId: request.body.sessionId,
        lang: request.lang,
        mediaOrigin,
      }),
  });
};
