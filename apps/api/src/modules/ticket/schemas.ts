import { z } from 'zod';
import { ticketCategories, ticketStatuses } from '../../db/schema';

/** PostgreSQL text cannot hold NUL: refused as a field problem (400), never a database error. */
const noNul = (value: string) => !value.includes('\0');
const text = (max: number) => z.string().trim().min(1).max(max).refine(noNul, 'Must not contain NUL characters');
/** A seq as the client last saw it (a PostgreSQL integer). */
const seq = z.coerce.number().int().min(0).max(2_147_483_647);
const customerId = z.uuid().meta({ description: 'The company (customer) of the ticket.' });

export const ticketStatus = z
  .enum(ticketStatuses)
  .meta({ id: 'TicketStatus', description: 'open → waiting_for_customer / solved → closed (docs/support.md).' });
export const ticketCategory = z.enum(ticketCategories).meta({ id: 'TicketCategory' });

export const ticketIdParams = z.object({ ticketId: z.uuid() });
export const chatIdParams = z.object({ chatId: z.uuid() });

export const ticketQuery = z.object({
  customerId: customerId.optional().meta({ description: 'When given, the ticket must be of this company (else 404).' }),
  contactId: z.uuid().optional().meta({ description: 'When given, the ticket must be of this contact (else 404).' }),
});
export type TicketQuery = z.infer<typeof ticketQuery>;

export const searchQuery = z.object({
  query: z.string().trim().max(200).refine(noNul, 'Must not contain NUL characters').meta({
    description: 'Words in subject or text (full text, every word); empty: every ticket. "#10001": by number.',
  }),
  customerId,
  contactId: z.uuid().meta({
    description: "The contact whose tickets to list: the caller, or (company admins, agents) another contact's.",
  }),
  lastObjectId: z
    .uuid()
    .optional()
    .meta({ description: 'The last ticket id of the previous page (its `nextLastObjectId`); absent: the first page.' }),
  pageSize: z.coerce.number().int().min(1).max(100),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const person = z
  .object({
    contactId: z.uuid().nullable(),
    name: z.string(),
    kind: z.enum(['customer', 'agent', 'system']),
  })
  .meta({ id: 'SupportAuthor' });
export type SupportPerson = z.infer<typeof person>;

export const ticketSummary = z
  .object({
    id: z.uuid(),
    number: z.number().int().meta({ description: 'The number people quote (from 10001).' }),
    customerId: z.uuid(),
    contactId: z.uuid(),
    subject: z.string(),
    category: ticketCategory,
    status: ticketStatus,
    orderId: z.uuid().nullable(),
    hasActiveChat: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof ticketSummary>;

export const chatMessage = z
  .object({
    chatId: z.uuid(),
    seq: z.number().int().meta({ description: 'Per chat 1, 2, 3 …; the SSE event id.' }),
    kind: z.enum(['message', 'ended']),
    author: person,
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

export const chat = z
  .object({
    id: z.uuid(),
    ticketId: z.uuid(),
    status: z.enum(['active', 'ended']),
    agent: person.nullable(),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    messages: z.array(chatMessage),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof chat>;

export const ticket = ticketSummary
  .extend({
    body: z.string(),
    orderNumber: z.string().nullable(),
    contact: person,
    assignee: person.nullable(),
    comments: z.array(
      z.object({
        id: z.uuid(),
        author: person,
        body: z.string(),
        isInternal: z.boolean().meta({ description: "An agents' note; never in a customer's answer." }),
        createdAt: z.string(),
      }),
    ),
    statusHistory: z.array(
      z.object({
        from: ticketStatus.nullable(),
        to: ticketStatus,
        by: person.nullable(),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
    chats: z.array(chat).meta({ description: 'Chats on the ticket with their transcripts, oldest first.' }),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticket>;

export const searchResponse = z
  .object({
    items: z.array(ticketSummary),
    pageSize: z.number().int(),
    nextLastObjectId: z
      .uuid()
      .nullable()
      .meta({ description: 'Pass as lastObjectId for the next page; null on the last page.' }),
  })
  .meta({ id: 'TicketSearchResult' });
export type SearchResponse = z.infer<typeof searchResponse>;

export const createBody = z
  .object({
    customerId,
    contactId: z
      .uuid()
      .optional()
      .meta({ description: 'Agents: the contact the ticket is for (a member). Customers: themselves (the default).' }),
    subject: text(200),
    body: text(10_000),
    category: ticketCategory,
    orderId: z.uuid().optional().meta({ description: 'An order of the company (422 ticket_order_not_in_company).' }),
  })
  .meta({ id: 'CreateTicketRequest' });
export type CreateBody = z.infer<typeof createBody>;

export const addCommentBody = z
  .object({
    ticketId: z.uuid(),
    body: text(10_000),
    isInternal: z
      .boolean()
      .optional()
      .meta({ description: 'Agents only (403 for customers): a note customers never see.' }),
  })
  .meta({ id: 'AddTicketCommentRequest' });
export type AddCommentBody = z.infer<typeof addCommentBody>;

export const setStatusBody = z
  .object({ status: ticketStatus, note: text(1000).optional() })
  .meta({ id: 'SetTicketStatusRequest' });
export type SetStatusBody = z.infer<typeof setStatusBody>;

export const assignBody = z
  .object({ agentId: z.uuid().nullable().meta({ description: 'A support agent; null removes the assignment.' }) })
  .meta({ id: 'AssignTicketRequest' });
export type AssignBody = z.infer<typeof assignBody>;

export const startChatBody = z
  .object({
    customerId,
    ticketId: z.uuid().optional().meta({ description: 'Chat on this ticket; absent: a new ticket is opened.' }),
    subject: text(200).optional().meta({ description: 'Subject of the new ticket (default "Chat").' }),
    category: ticketCategory.optional().meta({ description: "The new ticket's category (default other)." }),
    message: text(4000).optional().meta({ description: 'The first customer message.' }),
  })
  .meta({ id: 'StartChatRequest' });
export type StartChatBody = z.infer<typeof startChatBody>;

export const chatMessageBody = z.object({ chatId: z.uuid(), body: text(4000) }).meta({ id: 'ChatMessageRequest' });
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

export const endChatBody = z
  .object({
    chatId: z.uuid(),
    sendTranscript: z
      .boolean()
      .optional()
      .meta({ description: "Mail the transcript to the ticket's contact (default false)." }),
  })
  .meta({ id: 'EndChatRequest' });
export type EndChatBody = z.infer<typeof endChatBody>;

export const eventsQuery = z.object({
  lastEventId: seq
    .optional()
    .meta({ description: 'For clients that cannot send the Last-Event-ID header: the last seq received.' }),
});

/** Last-Event-ID, as EventSource sends it on a reconnect: the seq of the last message the client has. */
export const eventsHeaders = z.looseObject({
  'last-event-id': seq
    .optional()
    .meta({ description: 'Sent by EventSource on a reconnect: the stream starts after this seq.' }),
});

/** The queue stream takes no parameters (declared so that unknown ones are visible in the document). */
export const queueEventsQuery = z.object({});

export const queueResponse = z
  .object({
    tickets: z.array(
      ticketSummary.extend({
        assignee: person.nullable(),
        companyName: z.string(),
      }),
    ),
    chats: z.array(
      z.object({
        id: z.uuid(),
        ticketId: z.uuid(),
        ticketNumber: z.number().int(),
        subject: z.string(),
        companyName: z.string(),
        agent: person.nullable(),
        lastSeq: z.number().int(),
        createdAt: z.string(),
        waitingForAgent: z.boolean().meta({ description: 'No agent has answered yet, or the customer wrote last.' }),
      }),
    ),
  })
  .meta({ id: 'SupportQueue' });
export type QueueResponse = z.infer<typeof queueResponse>;

export const agentList = z
  .object({ items: z.array(z.object({ contactId: z.uuid(), name: z.string() })) })
  .meta({ id: 'SupportAgentList' });
export type AgentList = z.infer<typeof agentList>;

export const customerContext = z
  .object({
    company: z.object({
      customerId: z.uuid(),
      name: z.string(),
      customerNumber: z.number().int(),
      orgNumber: z.string(),
      market: z.string(),
      isBlocked: z.boolean(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    contact: z.object({
      contactId: z.uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      locale: z.string(),
    }),
    recentOrders: z
      .array(
        z.object({
          id: z.uuid(),
          orderNumber: z.string(),
          department: z.string(),
          status: z.string(),
          gross: z.number().int().meta({ description: 'Minor units of currency.' }),
          currency: z.string(),
          createdAt: z.string(),
        }),
      )
      .meta({ description: "The company's newest orders (at most 5), newest first." }),
    cart: z
      .object({
        cartId: z.uuid(),
        currency: z.string(),
        updatedAt: z.string(),
        lines: z.array(
          z.object({
            sku: z.string(),
            name: z.string(),
            quantity: z.number().int(),
            unitPrice: z.number().int().nullable().meta({ description: 'As stored on the line (excl. VAT).' }),
          }),
        ),
        net: z.number().int().meta({ description: 'Sum of the lines at their stored prices, excl. VAT.' }),
      })
      .nullable()
      .meta({ description: "The ticket contact's open cart in the company; null when they have none." }),
  })
  .meta({ id: 'SupportCustomerContext' });
export type CustomerContext = z.infer<typeof customerContext>;

/** The OpenAPI description of an SSE response (the stream is text, not a JSON body). */
const sse = (description: string) => ({ description, content: { 'text/event-stream': { schema: z.string() } } });

export const eventStream = sse(
  'text/event-stream: `id: <seq>`, `event: message | ended`, `data: <ChatMessage JSON>`; a comment line every 15 s.',
);
export const queueEventStream = sse(
  'text/event-stream: `event: changed`, `data: {"q": ticketId} or {"c": chatId, "s": seq}`; a comment line every 15 s.',
);
