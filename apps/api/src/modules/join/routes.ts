import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyRoles, joinStatuses } from '../../db/schema';
import { webOriginOf } from '../../env';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { nameText, problems } from '../../lib/schemas';
import { deliverOutboxNow } from '../mail';
import * as service from './service';

const joinRequest = z
  .object({
    id: z.uuid(),
    customerId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.enum(joinStatuses),
    role: z.enum(companyRoles).nullable(),
    verifiedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'JoinRequest' });

const askBody = z
  .object({
    email: z.email().max(254),
    firstName: nameText(100),
    lastName: nameText(100),
    locale: z.enum(['nb', 'en']).default('nb'),
  })
  .meta({ id: 'JoinRequestCreate' });

/** Per e-mail address (or link): the web server calls for everyone, so its address would be one bucket for all. */
const perBody = (field: 'email' | 'token', max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return `join-${field}:${typeof value === 'string' ? value.trim().toLowerCase() : request.ip}`;
  },
});

/** Joining a company by e-mail domain (docs/account.md, "Joining a company"). Our own calls. */
export const joinRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const links = { webOrigin: webOriginOf(ctx.env) };
  const tags = ['customer'];
  // People wait for these mails (the link, the decision): deliver the outbox now, as for sign-in links, after the
  // answer; the mail job retries a failure. Not in unit tests, which read the outbox.
  const deliverSoon = (request: FastifyRequest) => {
    if (ctx.env.NODE_ENV === 'test') return;
    void deliverOutboxNow(ctx.database, ctx.env).catch((err) => {
      request.log.warn({ err }, 'join mail: immediate delivery failed; the mail job retries');
    });
  };

  app.post('/api/customer/join-requests', {
    config: { auth: 'secret', rateLimit: perBody('email', 5) },
    schema: {
      tags,
      summary: "Ask to join the company of one's e-mail domain (the web server, by the shared secret)",
      description:
        'Mails a verification link when a company has the address’s domain; 202 either way, so the answer does not ' +
        'tell which companies exist.',
      body: askBody,
      response: { 202: z.object({}), ...problems(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const mailed = await service.requestToJoin(db, { input: request.body, links });
      if (mailed > 0) deliverSoon(request);
      return reply.status(202).send({});
    },
  });

  app.post('/api/customer/join-requests/verify', {
    config: { auth: 'secret', rateLimit: perBody('token', 10) },
    schema: {
      tags,
      summary: 'The person opened the mailed link: the address is verified and the admins are asked',
      description: '422 join_link_invalid for an unknown or expired link; a repeat answers the current status.',
      body: z.object({ token: z.string().min(20).max(200) }),
      response: {
        200: z.object({ companyName: z.string(), status: z.enum(joinStatuses) }),
        ...problems(400, 401, 403, 422, 429),
      },
    },
    handler: async (request) => {
      const answer = await service.verifyJoin(db, { token: request.body.token, links });
      deliverSoon(request);
      return answer;
    },
  });

  app.get('/api/customers/:customerId/join-requests', {
    config: { auth: 'person', access: [owns('company', 'params.customerId', 'admin')] },
    schema: {
      tags,
      summary: "The company's verified join requests waiting for an admin, and the last decided (admins)",
      params: z.object({ customerId: z.uuid() }),
      response: { 200: z.object({ items: z.array(joinRequest) }), ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.listJoinRequests(db, { caller: personOf(request), customerId: request.params.customerId }),
  });

  app.post('/api/customers/:customerId/join-requests/:requestId/approve', {
    config: { auth: 'person', access: [owns('company', 'params.customerId', 'admin')] },
    schema: {
      tags,
      summary: 'Approve a join request with a role: the person becomes a member and is mailed (admins)',
      params: z.object({ customerId: z.uuid(), requestId: z.uuid() }),
      body: z.object({ role: z.enum(companyRoles) }),
      response: { 200: joinRequest, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const decided = await service.decideJoin(db, {
        caller: personOf(request),
        customerId: request.params.customerId,
        id: request.params.requestId,
        decision: { approve: true, role: request.body.role },
        links,
      });
      deliverSoon(request);
      return decided;
    },
  });

  app.post('/api/customers/:customerId/join-requests/:requestId/reject', {
    config: { auth: 'person', access: [owns('company', 'params.customerId', 'admin')] },
    schema: {
      tags,
      summary: 'Reject a join request: the person is mailed (admins)',
      params: z.object({ customerId: z.uuid(), requestId: z.uuid() }),
      response: { 200: joinRequest, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const decided = await service.decideJoin(db, {
        caller: personOf(request),
        customerId: request.params.customerId,
        id: request.params.requestId,
        decision: { approve: false },
        links,
      });
      deliverSoon(request);
      return decided;
    },
  });
};
