import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, type TestResponse, testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople, createOrderRow } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { mailOutbox, tickets } from '../../db/schema';
import type { Chat, ChatMessage, CustomerContext, SearchResponse, Ticket } from './schemas';
import { CHAT_MESSAGES_PER_MINUTE } from './service';

const { app, database } = await createTestApp();

// Nordlys and Fjord: two customers; an agent of the shop.
const nordlys = await createCompanyWithPeople(database);
const fjord = await createCompanyWithPeople(database);
const agent = await createAgent(database);
const nordlysOrder = await createOrderRow(database, nordlys.company.id, nordlys.buyer.contact.id);
const fjordOrder = await createOrderRow(database, fjord.company.id, fjord.buyer.contact.id);

const api = testClient(app);

const buyer = { token: nordlys.buyer.token };
const admin = { token: nordlys.admin.token };
const viewer = { token: nordlys.viewer.token };
const fjordBuyer = { token: fjord.buyer.token };
const staff = { token: agent.token };

async function createTicket(who: Caller = buyer, body: object = {}) {
  const res = await api.post('/api/ticket/create', {
    ...who,
    body: {
      customerId: nordlys.company.id,
      subject: 'Manglende levering',
      body: 'Pallen kom ikke fram.',
      category: 'delivery',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Ticket;
}
const comment = (who: Caller, body: object) => api.post('/api/ticket/add-comment', { ...who, body });
const setStatus = (ticketId: string, who: Caller, body: object) =>
  api.post(`/api/backoffice/tickets/${ticketId}/status`, { ...who, body });
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /api/ticket/create', () => {
  it('raises an open ticket for the caller, with its first history entry', async () => {
    const ticket = await createTicket(buyer, { orderId: nordlysOrder.id });
    expect(ticket).toMatchObject({
      customerId: nordlys.company.id,
      contactId: nordlys.buyer.contact.id,
      subject: 'Manglende levering',
      category: 'delivery',
      status: 'open',
      orderId: nordlysOrder.id,
      orderNumber: nordlysOrder.orderNumber,
      hasActiveChat: false,
      comments: [],
      chats: [],
      assignee: null,
    });
    expect(ticket.number).toBeGreaterThanOrEqual(10001);
    expect(ticket.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'open', by: expect.objectContaining({ kind: 'customer' }) }),
    ]);
  });

  it('lets viewers raise tickets too', async () => {
    expect((await createTicket(viewer)).contactId).toBe(nordlys.viewer.contact.id);
  });

  // The spec's ticket calls handle 422, not 400: invalid fields are 422 request_invalid (docs/client.md, "Statuses").
  it('answers 422 request_invalid with every field problem', async () => {
    const res = await api.post('/api/ticket/create', {
      ...buyer,
      body: { customerId: 'nope', category: 'weather', subject: '' },
    });
    expect([res.statusCode, res.json().code]).toEqual([422, 'request_invalid']);
    const paths = (res.json() as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.customerId', 'body.category', 'body.subject', 'body.body']));
  });

  it("answers 422 for another company's order (and an unknown one), writing nothing", async () => {
    const before = await database.db.select().from(tickets);
    for (const orderId of [fjordOrder.id, crypto.randomUUID()]) {
      const res = await api.post('/api/ticket/create', {
        ...buyer,
        body: {
          customerId: nordlys.company.id,
          subject: 'x',
          body: 'y',
          category: 'order',
          orderId,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ticket_order_not_in_company' });
    }
    expect(await database.db.select().from(tickets)).toHaveLength(before.length);
  });

  it('answers 401 without a token, 404 for a company not the caller’s, 403 for a colleague as contact', async () => {
    const body = { customerId: nordlys.company.id, subject: 's', body: 'b', category: 'other' };
    expect((await api.post('/api/ticket/create', { body })).statusCode).toBe(401);
    expect((await api.post('/api/ticket/create', { ...fjordBuyer, body })).statusCode).toBe(404);
    const res = await api.post('/api/ticket/create', {
      ...buyer,
      body: { ...body, contactId: nordlys.admin.contact.id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets an agent raise a ticket for a contact of the company (422 for a stranger)', async () => {
    const ticket = await createTicket(staff, { contactId: nordlys.buyer.contact.id });
    expect(ticket.contactId).toBe(nordlys.buyer.contact.id);
    const res = await api.post('/api/ticket/create', {
      ...staff,
      body: {
        customerId: nordlys.company.id,
        contactId: fjord.buyer.contact.id,
        subject: 's',
        body: 'b',
        category: 'other',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'contact_not_member' });
  });
});

describe('GET /api/ticket/{ticketId}', () => {
  it('shows the ticket to its contact, the company admins and agents; 422 ticket_unknown to others (the spec client reads 422)', async () => {
    const ticket = await createTicket();
    const url = `/api/ticket/${ticket.id}`;
    expect((await api.get(url, buyer)).statusCode).toBe(200);
    expect((await api.get(url, admin)).statusCode).toBe(200);
    expect((await api.get(url, staff)).statusCode).toBe(200);
    // A colleague without admin rights and a Fjord contact cannot read a Nordlys ticket.
    expect((await api.get(url, viewer)).statusCode).toBe(422);
    expect((await api.get(url, fjordBuyer)).statusCode).toBe(422);
    expect((await api.get(`/api/ticket/${crypto.randomUUID()}`, buyer)).statusCode).toBe(422);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, { secret: true })).statusCode).toBe(403);
  });

  it('checks customerId and contactId when they are given', async () => {
    const ticket = await createTicket();
    const url = `/api/ticket/${ticket.id}`;
    const ok = await api.get(url, {
      ...buyer,
      query: { customerId: nordlys.company.id, contactId: nordlys.buyer.contact.id },
    });
    expect(ok.statusCode).toBe(200);
    expect((await api.get(url, { ...buyer, query: { customerId: fjord.company.id } })).statusCode).toBe(422);
    expect((await api.get(url, { ...admin, query: { contactId: nordlys.admin.contact.id } })).statusCode).toBe(422);
    const bad = await api.get('/api/ticket/not-a-uuid', { ...buyer, query: { customerId: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['params.ticketId']),
    );
  });
});

// A company of its own for the search tests, so other tests' tickets do not count.
const searcher = await createCompanyWithPeople(database);
const me = { token: searcher.buyer.token };
const search = (who: Caller, query: Record<string, string>) =>
  api.get('/api/ticket/search', {
    ...who,
    query: {
      query: '',
      customerId: searcher.company.id,
      contactId: searcher.buyer.contact.id,
      pageSize: '3',
      ...query,
    },
  });
const raise = async (subject: string) => {
  const res = await api.post('/api/ticket/create', {
    ...me,
    body: {
      customerId: searcher.company.id,
      subject,
      body: `Om ${subject}`,
      category: 'product',
    },
  });
  return res.json() as Ticket;
};
const made: Ticket[] = [];
for (let i = 1; i <= 7; i++) made.push(await raise(`Sak nummer ${i} ${i % 2 === 0 ? 'faktura' : 'vare'}`));

describe('GET /api/ticket/search', () => {
  it('pages newest first, stable while new tickets arrive', async () => {
    const first = (await search(me, {})).json() as SearchResponse;
    expect(first.items.map((t) => t.id)).toEqual([made[6]!.id, made[5]!.id, made[4]!.id]);
    expect(first.nextLastObjectId).toBe(made[4]!.id);
    // New tickets meanwhile: they belong before page one, and never shift the pages after it.
    await raise('Ny underveis 1');
    await raise('Ny underveis 2');
    const second = (await search(me, { lastObjectId: first.nextLastObjectId! })).json() as SearchResponse;
    expect(second.items.map((t) => t.id)).toEqual([made[3]!.id, made[2]!.id, made[1]!.id]);
    const third = (await search(me, { lastObjectId: second.nextLastObjectId! })).json() as SearchResponse;
    expect(third.items.map((t) => t.id)).toEqual([made[0]!.id]);
    expect(third.nextLastObjectId).toBeNull();
  });

  it('finds words of subject and text, and a ticket by number', async () => {
    const res = (await search(me, { query: 'faktura', pageSize: '10' })).json() as SearchResponse;
    expect(res.items.map((t) => t.id)).toEqual([made[5]!.id, made[3]!.id, made[1]!.id]);
    const byNumber = (await search(me, { query: `#${made[2]!.number}` })).json() as SearchResponse;
    expect(byNumber.items.map((t) => t.id)).toEqual([made[2]!.id]);
    expect(((await search(me, { query: 'finnesikke' })).json() as SearchResponse).items).toEqual([]);
  });

  it('answers 422 for a cursor that is not a ticket of the search', async () => {
    const foreign = await createTicket();
    for (const lastObjectId of [foreign.id, crypto.randomUUID()]) {
      const res = await search(me, { lastObjectId });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ticket_cursor_invalid' });
    }
  });

  it("lets admins (not buyers) list a colleague's tickets; 404 for another company", async () => {
    const colleague = { contactId: searcher.viewer.contact.id };
    expect((await search(me, colleague)).statusCode).toBe(403);
    const asAdmin = await search({ token: searcher.admin.token }, { contactId: searcher.buyer.contact.id });
    expect((asAdmin.json() as SearchResponse).items).toHaveLength(3);
    expect((await search(fjordBuyer, {})).statusCode).toBe(404);
    expect((await search(staff, {})).statusCode).toBe(200);
  });

  it('never fails on odd input: punctuation only, NUL characters, huge numbers', async () => {
    const none = await search(me, { query: '!!! & | ()' });
    expect(none.statusCode).toBe(200);
    expect((none.json() as SearchResponse).items).toEqual([]);
    expect((await search(me, { query: '#999999999999999' })).statusCode).toBe(200);
    expect((await search(me, { query: 'a\u0000b' })).statusCode).toBe(422);
    const nul = await api.post('/api/ticket/create', {
      ...me,
      body: {
        customerId: searcher.company.id,
        subject: 'a\u0000b',
        body: 'x',
        category: 'other',
      },
    });
    expect(nul.statusCode).toBe(422);
    const events = await api.get(`/api/ticket/chat/${crypto.randomUUID()}/events`, {
      ...me,
      query: { lastEventId: '99999999999' },
    });
    // Our own event stream is no spec call: 400 as everywhere else.
    expect(events.statusCode).toBe(400);
  });

  it('answers 422 request_invalid listing missing and bad parameters', async () => {
    const res = await api.get('/api/ticket/search', {
      ...me,
      query: { customerId: searcher.company.id, pageSize: '0' },
    });
    expect(res.statusCode).toBe(422);
    const paths = (res.json() as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['querystring.query', 'querystring.contactId', 'querystring.pageSize']),
    );
  });
});

describe('comments, internal notes and statuses', () => {
  it('mails the contact when an agent answers; internal notes stay with agents and mail nobody', async () => {
    const ticket = await createTicket();
    const to = nordlys.buyer.contact.email;
    const mailsBefore = (await mailsTo(to)).length;
    const note = await comment(staff, { ticketId: ticket.id, body: 'Kunden er kjent for tull.', isInternal: true });
    expect(note.statusCode).toBe(200);
    expect((note.json() as Ticket).comments).toEqual([expect.objectContaining({ isInternal: true })]);
    expect(await mailsTo(to)).toHaveLength(mailsBefore);

    const answer = await comment(staff, { ticketId: ticket.id, body: 'Vi sender en ny pall i morgen.' });
    expect(answer.statusCode).toBe(200);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]).toMatchObject({ template: 'ticket-answered' });
    expect(mails[0]!.subject).toContain(`#${ticket.number}`);
    expect(mails[0]!.text).toContain('Vi sender en ny pall i morgen.');
    expect(mails[0]!.text).not.toContain('tull');

    // The customer never sees the note: not in the ticket, not in their own comment's answer.
    const mine = await comment(buyer, { ticketId: ticket.id, body: 'Takk!' });
    for (const res of [
      mine,
      await api.get(`/api/ticket/${ticket.id}`, buyer),
      await api.get(`/api/ticket/${ticket.id}`, admin),
    ]) {
      expect(res.statusCode).toBe(200);
      const seen = res.json() as Ticket;
      expect(seen.comments.map((c) => c.body)).toEqual(['Vi sender en ny pall i morgen.', 'Takk!']);
      expect(res.body).not.toContain('tull');
    }
    const asAgent = (await api.get(`/api/ticket/${ticket.id}`, staff)).json() as Ticket;
    expect(asAgent.comments.map((c) => [c.author.kind, c.isInternal])).toEqual([
      ['agent', true],
      ['agent', false],
      ['customer', false],
    ]);
  });

  it('refuses internal notes from customers (403) and comments on other companies’ tickets (422)', async () => {
    const ticket = await createTicket();
    expect((await comment(buyer, { ticketId: ticket.id, body: 'x', isInternal: true })).statusCode).toBe(403);
    expect((await comment(fjordBuyer, { ticketId: ticket.id, body: 'x' })).statusCode).toBe(422);
    expect((await comment(viewer, { ticketId: ticket.id, body: 'x' })).statusCode).toBe(422);
    expect((await comment({}, { ticketId: ticket.id, body: 'x' })).statusCode).toBe(401);
    const bad = await comment(buyer, { ticketId: ticket.id, body: '' });
    expect(bad.statusCode).toBe(422);
  });

  it('records every status change; a customer comment opens a ticket waiting for them', async () => {
    const ticket = await createTicket();
    const waiting = await setStatus(ticket.id, staff, { status: 'waiting_for_customer', note: 'Trenger ordrenr.' });
    expect(waiting.statusCode).toBe(200);
    expect((waiting.json() as Ticket).status).toBe('waiting_for_customer');
    const reopened = (await comment(buyer, { ticketId: ticket.id, body: 'Ordre 1234.' })).json() as Ticket;
    expect(reopened.status).toBe('open');
    await setStatus(ticket.id, staff, { status: 'solved' });
    const closed = (await setStatus(ticket.id, staff, { status: 'closed' })).json() as Ticket;
    expect(closed.statusHistory.map((h) => [h.from, h.to, h.by?.kind, h.by?.contactId])).toEqual([
      [null, 'open', 'customer', nordlys.buyer.contact.id],
      ['open', 'waiting_for_customer', 'agent', agent.contact.id],
      ['waiting_for_customer', 'open', 'customer', nordlys.buyer.contact.id],
      ['open', 'solved', 'agent', agent.contact.id],
      ['solved', 'closed', 'agent', agent.contact.id],
    ]);
    expect(closed.statusHistory[1]).toMatchObject({ note: 'Trenger ordrenr.' });
    // Closed is final: no comments, no status change.
    const late = await comment(buyer, { ticketId: ticket.id, body: 'Hallo?' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'ticket_closed' });
    expect((await setStatus(ticket.id, staff, { status: 'open' })).json()).toMatchObject({ code: 'ticket_closed' });
  });

  it('answers 422 for the same status, 403 for customers, 400 for an unknown status, 404 for no ticket', async () => {
    const ticket = await createTicket();
    const same = await setStatus(ticket.id, staff, { status: 'open' });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'ticket_status_invalid' });
    expect((await setStatus(ticket.id, admin, { status: 'solved' })).statusCode).toBe(403);
    expect((await setStatus(ticket.id, staff, { status: 'gone' })).statusCode).toBe(400);
    expect((await setStatus(crypto.randomUUID(), staff, { status: 'solved' })).statusCode).toBe(404);
  });

  it('assigns to agents only and shows open tickets in the queue', async () => {
    const ticket = await createTicket();
    const url = `/api/backoffice/tickets/${ticket.id}/assign`;
    const assigned = await api.post(url, { ...staff, body: { agentId: agent.contact.id } });
    expect(assigned.statusCode).toBe(200);
    expect((assigned.json() as Ticket).assignee).toMatchObject({ contactId: agent.contact.id, kind: 'agent' });
    const notAgent = await api.post(url, { ...staff, body: { agentId: nordlys.admin.contact.id } });
    expect(notAgent.statusCode).toBe(422);
    expect(notAgent.json()).toMatchObject({ code: 'assignee_not_agent' });
    expect((await api.post(url, { ...buyer, body: { agentId: agent.contact.id } })).statusCode).toBe(403);
    expect((await api.post(url, { ...staff, body: { agentId: 'x' } })).statusCode).toBe(400);

    const queue = await api.get('/api/backoffice/support/queue', staff);
    expect(queue.statusCode).toBe(200);
    const listed = (queue.json() as { tickets: { id: string; assignee: unknown }[] }).tickets.find(
      (t) => t.id === ticket.id,
    );
    expect(listed).toMatchObject({ assignee: { contactId: agent.contact.id } });
    expect((await api.get('/api/backoffice/support/queue', buyer)).statusCode).toBe(403);
  });
});

describe('chat', () => {
  const start = (who: Caller, body: object) =>
    api.post('/api/ticket/chat/start', { ...who, body: { customerId: nordlys.company.id, ...body } });
  const customerMessage = (who: Caller, chatId: string, body = 'Hei') =>
    api.post('/api/ticket/chat/add-customer-message', { ...who, body: { chatId, body } });
  const agentMessage = (who: Caller, chatId: string, body = 'Hei, hva gjelder det?') =>
    api.post('/api/ticket/chat/add-agent-message', { ...who, body: { chatId, body } });

  it('runs a chat on a new ticket: messages in seq order, ended by the customer, transcript mailed', async () => {
    const started = await start(buyer, { subject: 'Hjelp med bestilling', message: 'Er dere der?' });
    expect(started.statusCode).toBe(200);
    const chat = started.json() as Chat;
    expect(chat).toMatchObject({ status: 'active', agent: null });
    expect(chat.messages.map((m) => [m.seq, m.author.kind, m.body])).toEqual([[1, 'customer', 'Er dere der?']]);

    const fromAgent = await agentMessage(staff, chat.id);
    expect(fromAgent.statusCode).toBe(200);
    expect(fromAgent.json() as ChatMessage).toMatchObject({ seq: 2, author: { kind: 'agent' } });
    expect(((await customerMessage(buyer, chat.id, 'Ordre mangler')).json() as ChatMessage).seq).toBe(3);

    const to = nordlys.buyer.contact.email;
    const mailsBefore = (await mailsTo(to)).length;
    const ended = await api.post('/api/ticket/chat/end', { ...buyer, body: { chatId: chat.id, sendTranscript: true } });
    expect(ended.statusCode).toBe(200);
    const done = ended.json() as Chat;
    expect(done.status).toBe('ended');
    expect(done.agent).toMatchObject({ contactId: agent.contact.id });
    expect(done.messages.map((m) => [m.seq, m.kind])).toEqual([
      [1, 'message'],
      [2, 'message'],
      [3, 'message'],
      [4, 'ended'],
    ]);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(mailsBefore + 1);
    const transcript = mails.find((m) => m.template === 'chat-transcript')!;
    expect(transcript.text).toContain('Er dere der?');
    expect(transcript.text).toContain('Ordre mangler');

    // The transcript stays on the ticket; the first agent took the ticket.
    const ticket = (await api.get(`/api/ticket/${chat.ticketId}`, buyer)).json() as Ticket;
    expect(ticket).toMatchObject({ subject: 'Hjelp med bestilling', hasActiveChat: false });
    expect(ticket.assignee).toMatchObject({ contactId: agent.contact.id });
    expect(ticket.chats[0]!.messages).toHaveLength(4);

    for (const res of [
      await customerMessage(buyer, chat.id),
      await agentMessage(staff, chat.id),
      await api.post('/api/ticket/chat/end', { ...staff, body: { chatId: chat.id } }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'chat_ended' });
    }
  });

  it('starts on an existing ticket once at a time; an agent may end it', async () => {
    const ticket = await createTicket();
    await setStatus(ticket.id, staff, { status: 'waiting_for_customer' });
    const chat = (await start(buyer, { ticketId: ticket.id })).json() as Chat;
    expect(chat).toMatchObject({ ticketId: ticket.id, messages: [] });
    expect(((await api.get(`/api/ticket/${ticket.id}`, buyer)).json() as Ticket).status).toBe('open');
    const again = await start(buyer, { ticketId: ticket.id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'chat_already_active' });
    const ended = await api.post('/api/ticket/chat/end', { ...staff, body: { chatId: chat.id } });
    expect(ended.statusCode).toBe(200);
    expect(((await start(buyer, { ticketId: ticket.id })).json() as Chat).status).toBe('active');
  });

  it('keeps each side to its own call and each company to its own chats', async () => {
    const chat = (await start(buyer, { message: 'Hei' })).json() as Chat;
    // Customers get 403 on the agents' call; agents 403 on the customers' call.
    expect((await agentMessage(buyer, chat.id)).statusCode).toBe(403);
    expect((await customerMessage(staff, chat.id)).statusCode).toBe(403);
    // Another company's contact, or a colleague who does not see the ticket: 422 chat_unknown, as an unknown chat.
    expect((await customerMessage(fjordBuyer, chat.id)).json().code).toBe('chat_unknown');
    expect((await customerMessage(viewer, chat.id)).statusCode).toBe(422);
    expect((await api.post('/api/ticket/chat/end', { ...fjordBuyer, body: { chatId: chat.id } })).statusCode).toBe(422);
    expect((await api.get(`/api/ticket/chat/${chat.id}`, fjordBuyer)).statusCode).toBe(422);
    expect((await api.get(`/api/ticket/chat/${chat.id}/events`, fjordBuyer)).statusCode).toBe(422);
    // A company not the caller's stays 404 (the authorization matrix), before the ticket is looked at.
    expect((await start(fjordBuyer, { ticketId: chat.ticketId })).statusCode).toBe(404);
    expect((await customerMessage({}, chat.id)).statusCode).toBe(401);
    expect((await agentMessage({}, chat.id)).statusCode).toBe(401);
    expect((await agentMessage(staff, crypto.randomUUID())).statusCode).toBe(422);
    const bad = await api.post('/api/ticket/chat/add-customer-message', { ...buyer, body: { chatId: 'x', body: '' } });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.chatId', 'body.body']),
    );
    // The agents' queue shows the chat waiting for an agent.
    const queue = (await api.get('/api/backoffice/support/queue', staff)).json() as {
      chats: { id: string; waitingForAgent: boolean }[];
    };
    expect(queue.chats.find((c) => c.id === chat.id)).toMatchObject({ waitingForAgent: true });
  });

  it('reads a chat; lists every field problem of the chat calls (422 request_invalid) and unknown chats (422 chat_unknown)', async () => {
    const chat = (await start(buyer, { message: 'Hei' })).json() as Chat;
    const read = await api.get(`/api/ticket/chat/${chat.id}`, buyer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: chat.id, status: 'active', messages: [{ seq: 1, body: 'Hei' }] });
    const problemsOf = async (res: TestResponse) => {
      expect(res.statusCode).toBe(422);
      return (res.json() as { errors: { path: string }[] }).errors.map((e) => e.path);
    };
    expect(
      await problemsOf(await api.post('/api/ticket/chat/start', { ...buyer, body: { category: 'x', message: '' } })),
    ).toEqual(expect.arrayContaining(['body.customerId', 'body.category', 'body.message']));
    expect(
      await problemsOf(await api.post('/api/ticket/chat/add-agent-message', { ...staff, body: { chatId: 1 } })),
    ).toEqual(expect.arrayContaining(['body.chatId', 'body.body']));
    expect(
      await problemsOf(await api.post('/api/ticket/chat/end', { ...buyer, body: { sendTranscript: 'yes' } })),
    ).toEqual(expect.arrayContaining(['body.chatId', 'body.sendTranscript']));
    expect(
      (await api.post('/api/ticket/chat/end', { ...buyer, body: { chatId: crypto.randomUUID() } })).statusCode,
    ).toBe(422);
    expect((await api.get(`/api/ticket/chat/${crypto.randomUUID()}`, staff)).statusCode).toBe(422);
    const assign = await api.post(`/api/backoffice/tickets/${crypto.randomUUID()}/assign`, {
      ...staff,
      body: { agentId: null },
    });
    expect(assign.statusCode).toBe(404);
  });

  it('answers 422 for a chat on a closed ticket and for a stranger as new-ticket contact', async () => {
    const ticket = await createTicket();
    await setStatus(ticket.id, staff, { status: 'closed' });
    const res = await start(buyer, { ticketId: ticket.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ticket_closed' });
    // An agent is no member of a company: a new ticket of their own has no contact.
    const asAgent = await start(staff, { message: 'Hei' });
    expect(asAgent.statusCode).toBe(422);
    expect(asAgent.json()).toMatchObject({ code: 'contact_not_member' });
  });

  it('limits each person to CHAT_MESSAGES_PER_MINUTE messages a minute in one chat (429, in their language)', async () => {
    const chat = (await start(buyer, { message: 'Hei' })).json() as Chat;
    for (let i = 1; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await customerMessage(buyer, chat.id, `Melding ${i}`)).statusCode).toBe(200);
    }
    const refused = await customerMessage(buyer, chat.id, 'En for mye');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'chat_rate_limited', title: expect.stringContaining('for fort') });
    const english = await api.post('/api/ticket/chat/add-customer-message', {
      token: nordlys.buyer.token,
      lang: 'en',
      body: { chatId: chat.id, body: 'One more' },
    });
    expect(english.json()).toMatchObject({ code: 'chat_rate_limited', title: expect.stringContaining('too fast') });
    // Nothing refused was stored; the other side is counted apart and can still answer, and ending is free.
    const read = (await api.get(`/api/ticket/chat/${chat.id}`, buyer)).json() as Chat;
    expect(read.messages).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    expect((await agentMessage(staff, chat.id)).statusCode).toBe(200);
    // The limit is per chat: the same person writes in another chat.
    const other = (await start(buyer, { message: 'Ny sak' })).json() as Chat;
    expect((await customerMessage(buyer, other.id)).statusCode).toBe(200);
    expect((await api.post('/api/ticket/chat/end', { ...buyer, body: { chatId: chat.id } })).statusCode).toBe(200);
  });
});

describe('GET /api/backoffice/tickets/{ticketId}/context', () => {
  it("shows agents the ticket's company, contact, newest orders and open cart; customers get 403", async () => {
    const ticket = await createTicket();
    const res = await api.get(`/api/backoffice/tickets/${ticket.id}/context`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const context = res.json() as CustomerContext;
    expect(context.company).toMatchObject({ customerId: nordlys.company.id, name: nordlys.company.name });
    expect(context.contact).toMatchObject({
      contactId: nordlys.buyer.contact.id,
      email: nordlys.buyer.contact.email,
    });
    expect(context.recentOrders.map((o) => o.id)).toContain(nordlysOrder.id);
    expect(context.recentOrders.map((o) => o.id)).not.toContain(fjordOrder.id);
    expect(context.recentOrders.length).toBeLessThanOrEqual(5);
    // Looking creates no cart: the buyer has none yet.
    expect(context.cart).toBeNull();

    expect((await api.get(`/api/backoffice/tickets/${ticket.id}/context`, buyer)).statusCode).toBe(403);
    expect((await api.get(`/api/backoffice/tickets/${ticket.id}/context`, admin)).statusCode).toBe(403);
    expect((await api.get(`/api/backoffice/tickets/${ticket.id}/context`)).statusCode).toBe(401);
    expect((await api.get(`/api/backoffice/tickets/${crypto.randomUUID()}/context`, staff)).statusCode).toBe(404);
  });

  it('lists the agents a ticket can be assigned to (staff only)', async () => {
    const res = await api.get('/api/backoffice/support/agents', staff);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { contactId: string; name: string }[] };
    expect(items.map((a) => a.contactId)).toContain(agent.contact.id);
    expect(items.map((a) => a.contactId)).not.toContain(nordlys.buyer.contact.id);
    expect((await api.get('/api/backoffice/support/agents', buyer)).statusCode).toBe(403);
  });
});
