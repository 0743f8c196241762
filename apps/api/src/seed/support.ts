import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { chatMessages, chats, ticketComments, ticketStatusChanges, tickets } from '../db/schema';
import { idFor } from './random';

/**
 * Demo support data (docs/support.md): a ticket of buyer@nordlys.example waiting for the customer, with an
 * answer, an internal note, its status history and an ended chat; and an open one in the agents' queue.
 * Fixed ids and times relative to `now`, so two seeds give the same rows.
 */
export async function seedSupport(db: DbOrTx, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const companyId = idFor('company:nordlys');
  const buyer = idFor('contact:buyer@nordlys.example');
  const admin = idFor('contact:admin@nordlys.example');
  const agent = idFor('contact:agent@engros.example');
  const waiting = idFor('ticket:nordlys:missing-carton');
  const open = idFor('ticket:nordlys:invoice-copy');
  const chatId = idFor('chat:nordlys:missing-carton');

  await db.insert(tickets).values([
    {
      id: waiting,
      number: 10001,
      companyId,
      contactId: buyer,
      subject: 'Manglende kartong i leveransen',
      body: 'Vi fikk 9 av 10 kartonger kaffe i dagens levering. Kan dere sende den siste?',
      category: 'delivery',
      status: 'waiting_for_customer',
      assigneeId: agent,
      createdAt: at(180),
      updatedAt: at(60),
    },
    {
      id: open,
      number: 10002,
      companyId,
      contactId: admin,
      subject: 'Kopi av faktura for mars',
      body: 'Kan dere sende en kopi av alle fakturaer for mars til regnskap@nordlys.example?',
      category: 'invoice',
      status: 'open',
      createdAt: at(30),
      updatedAt: at(30),
    },
  ]);
  await db.insert(ticketStatusChanges).values([
    {
      id: idFor('ticket-status:10001:1'),
      ticketId: waiting,
      fromStatus: null,
      toStatus: 'open',
      changedBy: buyer,
      at: at(180),
    },
    {
      id: idFor('ticket-status:10001:2'),
      ticketId: waiting,
      fromStatus: 'open',
      toStatus: 'waiting_for_customer',
      changedBy: agent,
      note: 'Venter på ordrenummer.',
      at: at(60),
    },
    {
      id: idFor('ticket-status:10002:1'),
      ticketId: open,
      fromStatus: null,
      toStatus: 'open',
      changedBy: admin,
      at: at(30),
    },
  ]);
  await db.insert(ticketComments).values([
    {
      id: idFor('ticket-comment:10001:1'),
      ticketId: waiting,
      authorId: agent,
      authorKind: 'agent',
      body: 'Beklager! Hvilket ordrenummer gjelder det? Da sender vi kartongen med neste bil.',
      createdAt: at(61),
    },
    {
      id: idFor('ticket-comment:10001:2'),
      ticketId: waiting,
      authorId: agent,
      authorKind: 'agent',
      body: 'Lageret bekrefter at én kartong ble stående igjen på rampen.',
      isInternal: true,
      createdAt: at(60),
    },
  ]);
  await db.insert(chats).values({
    id: chatId,
    ticketId: waiting,
    status: 'ended',
    startedBy: buyer,
    agentId: agent,
    lastSeq: 4,
    createdAt: at(170),
    endedAt: at(160),
    endedBy: agent,
  });
  const messages = [
    { authorId: buyer, authorKind: 'customer' as const, body: 'Hei, vi mangler en kartong kaffe fra dagens levering.' },
    { authorId: agent, authorKind: 'agent' as const, body: 'Hei! Det skal vi ordne. Jeg noterer det på saken.' },
    { authorId: buyer, authorKind: 'customer' as const, body: 'Takk for hjelpen!' },
  ];
  await db.insert(chatMessages).values([
    ...messages.map((m, i) => ({ chatId, seq: i + 1, kind: 'message' as const, ...m, createdAt: at(169 - i * 3) })),
    {
      chatId,
      seq: 4,
      kind: 'ended' as const,
      authorId: agent,
      authorKind: 'agent' as const,
      body: '',
      createdAt: at(160),
    },
  ]);
  // The sequence goes on after the demo numbers.
  await db.execute(sql`select setval('ticket_number_seq', 10002)`);
}
