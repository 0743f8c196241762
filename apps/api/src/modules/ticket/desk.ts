import type { Db } from '../../db';
import { notFound } from '../../lib/errors';
import { visibleProductIds } from '../assortment';
import * as cartRepo from '../cart';
import * as customerRepo from '../customer';
import * as orderRepo from '../order';
import type { Who } from './access';
import * as repo from './repository';
import type { AgentList, CustomerContext, QueueResponse } from './schemas';
import { summary } from './tickets';
import { contactView, fullName } from './views';

/** The agents' work list: tickets not yet solved (oldest first) and the active chats. */
export async function supportQueue(db: Db): Promise<QueueResponse> {
  const [tickets, chats] = await Promise.all([repo.listQueueTickets(db, 200), repo.listActiveChats(db, 200)]);
  const people = await repo.findPeople(db, [
    ...tickets.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])),
    ...chats.flatMap((c) => (c.agentId ? [c.agentId] : [])),
  ]);
  return {
    tickets: tickets.map((t) => ({
      ...summary(t),
      assignee: contactView(people, t.assigneeId),
      companyName: t.companyName,
    })),
    chats: chats.map((c) => ({
      id: c.id,
      ticketId: c.ticketId,
      ticketNumber: c.ticketNumber,
      subject: c.subject,
      companyName: c.companyName,
      agent: contactView(people, c.agentId),
      lastSeq: c.lastSeq,
      createdAt: c.createdAt.toISOString(),
      waitingForAgent: !c.agentId || c.lastAuthorKind === 'customer',
    })),
  };
}

/**
 * Back office: who is behind a ticket, beside the conversation: the company, the ticket's contact, the company's
 * newest orders and the contact's open cart (read as it is: never created or repriced by looking).
 */
export async function customerContext(db: Db, options: Who & { ticketId: string }): Promise<CustomerContext> {
  const ticket = await repo.findTicket(db, options.ticketId);
  if (!ticket) throw notFound('No such ticket.');
  const [company, contact, recent, cartId] = await Promise.all([
    customerRepo.findCompany(db, ticket.companyId),
    customerRepo.findContact(db, ticket.contactId),
    orderRepo.listOrderPage(db, ticket.companyId, 0, 5),
    cartRepo.findOpenCartId(db, ticket.companyId, ticket.contactId),
  ]);
  if (!company || !contact) throw notFound('No such ticket.');
  let cart: CustomerContext['cart'] = null;
  if (cartId) {
    const [row, lines] = await Promise.all([cartRepo.findCart(db, cartId), cartRepo.listLines(db, cartId)]);
    const info = await cartRepo.loadSkuInfo(
      db,
      lines.map((l) => l.sku),
    );
    // A product outside the company's assortment shows as an unknown SKU does (by its SKU): what the customer's
    // own cart shows as unknown (docs/catalog.md, "Assortments").
    const visible = await visibleProductIds(db, {
      companyId: ticket.companyId,
      productIds: [...info.values()].map((sku) => sku.productId),
    });
    for (const [sku, found] of info) if (!visible.has(found.productId)) info.delete(sku);
    if (row) {
      cart = {
        cartId,
        currency: row.currency,
        updatedAt: row.updatedAt.toISOString(),
        lines: lines.map((l) => ({
          sku: l.sku,
          name: info.get(l.sku)?.name[options.lang] ?? l.sku,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        net: lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0),
      };
    }
  }
  return {
    company: {
      customerId: company.id,
      name: company.name,
      customerNumber: company.customerNumber,
      orgNumber: company.orgNumber,
      market: company.market,
      isBlocked: company.isBlocked,
      email: company.email,
      phone: company.phone,
    },
    contact: {
      contactId: contact.id,
      name: fullName(contact),
      email: contact.email,
      phone: contact.phone,
      locale: contact.locale,
    },
    recentOrders: recent.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      department: o.department,
      status: o.status,
      gross: o.gross,
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
    })),
    cart,
  };
}

/** Back office: the staff a ticket can be assigned to. */
export async function listAgents(db: Db): Promise<AgentList> {
  const rows = await repo.listAgents(db);
  return { items: rows.map((row) => ({ contactId: row.id, name: fullName(row) })) };
}
