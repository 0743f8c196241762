import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { webOriginOf } from '../../env';
import { owns, personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { type Sink, SupportHub } from './live';
import * as s from './schemas';
import * as service from './service';

const tags = ['ticket'];
const backoffice = ['ticket', 'backoffice'];
const writeProblems = problems(400, 401, 403, 404, 422);
const messageProblems = problems(400, 401, 403, 404, 422, 429);

/**
 * Answers with a Server-Sent Events stream fed by `subscribe` until the client goes, the feed ends it or the
 * app closes (the hub ends every stream on preClose).
 */
function streamEvents(request: FastifyRequest, reply: FastifyReply, subscribe: (sink: Sink) => () => void) {
  const stream = new PassThrough();
  const sink: Sink = {
    write: (chunk) => {
      if (!stream.writableEnded) stream.write(chunk);
    },
    end: () => {
      if (!stream.writableEnded) stream.end();
    },
  };
  sink.write('retry: 2000\n\n');
  const unsubscribe = subscribe(sink);
  // A stream lives no longer than the access token that opened it: the client reconnects with a fresh one
  // (and Last-Event-ID), so a revoked sign-in or a lost membership stops the stream within a token's life.
  const expiry = setTimeout(() => sink.end(), msUntilTokenExpiry(request));
  expiry.unref();
  reply.raw.on('close', () => {
    clearTimeout(expiry);
    unsubscribe();
    sink.end();
  });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}

/** Milliseconds until the caller's bearer token expires (already verified by the access plugin). */
function msUntilTokenExpiry(request: FastifyRequest): number {
  const token = /^Bearer ([^.]+)\.([^.]+)\./.exec(request.headers.authorization ?? '')?.[2];
  try {
    const exp = Number((JSON.parse(Buffer.from(token ?? '', 'base64url').toString()) as { exp?: unknown }).exp);
    if (Number.isFinite(exp)) return Math.max(1000, Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1));
  } catch {
    // not a JWT we can read: the default below
  }
  return 10 * 60 * 1000;
}

/** Support tickets, comments and live chat (docs/support.md). */
export const ticketRoutes: RoutesPlugin = async (app, ctx) => {
  const db = ctx.database.db;
  const webOrigin = webOriginOf(ctx.env);
  const hub = new SupportHub(ctx.database, app.log.child({ module: 'support-live' }));
  await hub.start();
  app.decorate('supportHub', hub);
  app.addHook('preClose', async () => hub.stop());

  app.registerOwner('ticket', async (database, id) => service.findTicketOwner(database.db, id));
  app.registerOwner('chat', async (database, id) => service.findChatOwner(database.db, id));

  const who = (request: FastifyRequest) => ({ caller: personOf(request), lang: request.lang });

  app.get('/api/ticket/search', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags,
      summary: "Search a contact's tickets",
      description:
        "Newest first by ticket number, pageSize at a time; pass the last page's nextLastObjectId as lastObjectId. " +
        "contactId: the caller, or (company admins, agents) a colleague's (403 otherwise). " +
        'An unknown lastObjectId: 422 ticket_cursor_invalid.',
      querystring: s.searchQuery,
      response: { 200: s.searchResponse, ...writeProblems },
    },
    handler: async (request) => service.searchTickets(db, { ...who(request), query: request.query }),
  });

  app.get('/api/ticket/:ticketId', {
    config: { auth: 'person', access: [owns('ticket', 'params.ticketId', 'viewer', 'ticket_unknown')] },
    schema: {
      tags,
      summary: 'One ticket with comments, status history and chat transcripts',
      description:
        "The ticket's contact, the company's admins and agents see it; anyone else, and an unknown id, 422 " +
        'ticket_unknown (the spec client reads 422 only). Internal notes: agents only.',
      params: s.ticketIdParams,
      querystring: s.ticketQuery,
      response: { 200: s.ticket, ...writeProblems },
    },
    handler: async (request) =>
      service.getTicket(db, { ...who(request), ticketId: request.params.ticketId, query: request.query }),
  });

  app.post('/api/ticket/create', {
    config: { auth: 'person', access: [owns('company', 'body.customerId')] },
    schema: {
      tags,
      summary: 'Raise a ticket',
      description:
        'For the caller in one of their companies (agents: for a contact of the company). orderId must be an order of ' +
        'the company (422 ticket_order_not_in_company). Starts open.',
      body: s.createBody,
      response: { 200: s.ticket, ...writeProblems },
    },
    // 200, not 201: the spec's client (§8) takes only 200 and 204 as success.
    handler: async (request) => service.createTicket(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ticket/add-comment', {
    config: { auth: 'person', access: [owns('ticket', 'body.ticketId', 'viewer', 'ticket_unknown')] },
    schema: {
      tags,
      summary: 'Comment on a ticket',
      description:
        "Customers and agents. A customer's comment opens a ticket waiting for them (or solved) again. Agents may add " +
        "internal notes (isInternal; 403 for customers); an agent's answer is mailed to the ticket's contact. " +
        'Closed tickets: 422 ticket_closed.',
      body: s.addCommentBody,
      response: { 200: s.ticket, ...writeProblems },
    },
    handler: async (request) => service.addComment(db, { ...who(request), input: request.body, webOrigin }),
  });

  app.post('/api/ticket/chat/start', {
    config: {
      auth: 'person',
      access: [owns('company', 'body.customerId'), owns('ticket', 'body.ticketId', 'viewer', 'ticket_unknown')],
    },
    schema: {
      tags,
      summary: 'Start a live chat',
      description:
        "On a ticket the caller sees (of customerId), or on a new ticket of the caller's. One active chat per ticket " +
        '(422 chat_already_active); closed tickets 422 ticket_closed. Follow it at GET /api/ticket/chat/{chatId}/events.',
      body: s.startChatBody,
      response: { 200: s.chat, ...messageProblems },
    },
    handler: async (request) => service.startChat(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ticket/chat/add-customer-message', {
    config: { auth: 'person', access: [owns('chat', 'body.chatId', 'viewer', 'chat_unknown')] },
    schema: {
      tags,
      summary: "A customer's chat message",
      description:
        'Stored with the next seq and pushed to every open stream. Agents: 403. Ended: 422 chat_ended. More than ' +
        `${service.CHAT_MESSAGES_PER_MINUTE} messages of one person in one chat within a minute: 429 chat_rate_limited.`,
      body: s.chatMessageBody,
      response: { 200: s.chatMessage, ...messageProblems },
    },
    handler: async (request) => service.addCustomerMessage(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ticket/chat/add-agent-message', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags,
      summary: "An agent's chat message",
      description:
        "Agents only (403). The first agent to answer becomes the chat's agent. Ended: 422 chat_ended. More than " +
        `${service.CHAT_MESSAGES_PER_MINUTE} messages of one person in one chat within a minute: 429 chat_rate_limited.`,
      body: s.chatMessageBody,
      response: { 200: s.chatMessage, ...messageProblems },
    },
    handler: async (request) => service.addAgentMessage(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ticket/chat/end', {
    config: { auth: 'person', access: [owns('chat', 'body.chatId', 'viewer', 'chat_unknown')] },
    schema: {
      tags,
      summary: 'End a chat',
      description:
        "Either side. The transcript stays on the ticket; sendTranscript mails it to the ticket's contact. " +
        'Already ended: 422 chat_ended.',
      body: s.endChatBody,
      response: { 200: s.chat, ...writeProblems },
    },
    handler: async (request) => service.endChat(db, { ...who(request), input: request.body }),
  });

  app.get('/api/ticket/chat/:chatId', {
    config: { auth: 'person', access: [owns('chat', 'params.chatId', 'viewer', 'chat_unknown')] },
    schema: {
      tags,
      summary: 'A chat with its messages',
      params: s.chatIdParams,
      response: { 200: s.chat, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { chat } = await service.visibleChat(db, personOf(request), request.params.chatId);
      return service.readChat(db, chat.id);
    },
  });

  app.get('/api/ticket/chat/:chatId/events', {
    config: { auth: 'person', access: [owns('chat', 'params.chatId', 'viewer', 'chat_unknown')] },
    schema: {
      tags,
      summary: 'Live messages of a chat (Server-Sent Events)',
      description:
        'Every message after Last-Event-ID (header, or lastEventId; none: from the start) in seq order, then each ' +
        "new one within a second, whichever API node stored it. Ends after the chat's `ended` event.",
      params: s.chatIdParams,
      querystring: s.eventsQuery,
      headers: s.eventsHeaders,
      response: { 200: s.eventStream, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const { chat } = await service.visibleChat(db, personOf(request), request.params.chatId);
      const lastSeq = Number(request.headers['last-event-id'] ?? request.query.lastEventId ?? 0);
      return streamEvents(request, reply, (sink) => hub.subscribeChat(chat.id, lastSeq, sink));
    },
  });

  app.post('/api/backoffice/tickets/:ticketId/status', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: backoffice,
      summary: "Back office: set a ticket's status",
      description:
        'open, waiting_for_customer, solved, closed; recorded in the history with the agent and note. Closed is final ' +
        '(422 ticket_closed); the same status again 422 ticket_status_invalid. Staff only (403).',
      params: s.ticketIdParams,
      body: s.setStatusBody,
      response: { 200: s.ticket, ...writeProblems },
    },
    handler: async (request) =>
      service.setStatus(db, { ...who(request), ticketId: request.params.ticketId, input: request.body }),
  });

  app.post('/api/backoffice/tickets/:ticketId/assign', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: backoffice,
      summary: 'Back office: assign a ticket to an agent',
      description: 'agentId null unassigns; not a staff contact: 422 assignee_not_agent. Staff only (403).',
      params: s.ticketIdParams,
      body: s.assignBody,
      response: { 200: s.ticket, ...writeProblems },
    },
    handler: async (request) =>
      service.assignTicket(db, { ...who(request), ticketId: request.params.ticketId, input: request.body }),
  });

  app.get('/api/backoffice/tickets/:ticketId/context', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: backoffice,
      summary: 'Back office: the customer behind a ticket',
      description:
        "The company, the ticket's contact, the company's 5 newest orders and the contact's open cart (not created " +
        'when there is none: null). Staff only (403).',
      params: s.ticketIdParams,
      response: { 200: s.customerContext, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.customerContext(db, { ...who(request), ticketId: request.params.ticketId }),
  });

  app.get('/api/backoffice/support/agents', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: backoffice,
      summary: 'Back office: the agents a ticket can be assigned to',
      description: 'Active staff contacts by name. Staff only (403).',
      response: { 200: s.agentList, ...problems(401, 403) },
    },
    handler: async () => service.listAgents(db),
  });

  app.get('/api/backoffice/support/queue', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: backoffice,
      summary: "Back office: the agents' queue",
      description: 'Tickets open or waiting for the customer (oldest first) and the active chats. Staff only (403).',
      response: { 200: s.queueResponse, ...problems(401, 403) },
    },
    handler: async () => service.supportQueue(db),
  });

  app.get('/api/backoffice/support/events', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: backoffice,
      summary: 'Back office: live changes of the queue (Server-Sent Events)',
      description:
        'A `changed` event (data {q: ticketId} or {c: chatId, s: seq}) for every ticket or chat change on any API ' +
        'node: read the queue again. Staff only (403).',
      querystring: s.queueEventsQuery,
      response: { 200: s.queueEventStream, ...problems(400, 401, 403) },
    },
    handler: async (request, reply) => streamEvents(request, reply, (sink) => hub.subscribeQueue(sink)),
  });
};
