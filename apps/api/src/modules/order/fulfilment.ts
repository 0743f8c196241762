import type { Db } from '../../db';
import type { OrderStatus } from '../../db/schema';
import { webOriginOf } from '../../env';
import { addDays, isCalendarMarket, zonedInstant } from '../../lib/dates';
import { notFound, rule } from '../../lib/errors';
import { workingDaysBefore } from '../../lib/holidays';
import type { JobDefinition } from '../../lib/jobs';
import { marketCalendars, useStoredTables } from '../delivery';
import { requestPaymentAction } from '../payment';
import * as repo from './repository';
import { cancelLocked, type OrderMailOptions, queueStatusMail } from './service';

/**
 * Order status moves forward one step at a time (docs/orders.md, "Fulfilment"):
 * confirmed → picking → shipped → delivered. cancelled is reached only from confirmed (the buyer) or from
 * confirmed/picking (back office).
 */
export const nextStatus: Partial<Record<OrderStatus, OrderStatus>> = {
  confirmed: 'picking',
  picking: 'shipped',
  shipped: 'delivered',
};

/** Local times of the fulfilment day plan. */
const PICKING_AT = '14:00'; // the cut-off on the working day before the delivery date
const SHIPPED_AT = '06:00'; // trucks and couriers leave in the morning of the delivery date
const DELIVERED_AT = '18:00'; // the day's deliveries are done

/**
 * Where the plan says an order should be at `now`, from its requested delivery date in its market's time
 * zone. Orders without a date (or in a market without a calendar) are left to the back office.
 */
export function plannedStatus(order: { market: string; requestedDeliveryDate: string | null }, now: Date) {
  const { market, requestedDeliveryDate: date } = order;
  if (!date || !isCalendarMarket(market)) return null;
  const { timeZone } = marketCalendars[market];
  const t = now.getTime();
  if (t >= zonedInstant(date, DELIVERED_AT, timeZone).getTime()) return 'delivered' as const;
  if (t >= zonedInstant(date, SHIPPED_AT, timeZone).getTime()) return 'shipped' as const;
  const pickingDay = workingDaysBefore(market, date, 1);
  if (t >= zonedInstant(pickingDay, PICKING_AT, timeZone).getTime()) return 'picking' as const;
  return 'confirmed' as const;
}

const rank: Record<OrderStatus, number> = { confirmed: 0, picking: 1, shipped: 2, delivered: 3, cancelled: -1 };

/**
 * Moves every open order whose plan is ahead of its status, one recorded step at a time (so the history
 * shows each step). Each step is a guarded update (`where status = <from>`), so concurrent runs and
 * back-office actions never move an order twice or backwards. Answers how many steps were taken.
 */
export async function advanceOrders(
  db: Db,
  options: { now: Date; batch?: number; mail?: OrderMailOptions },
): Promise<number> {
  const { now } = options;
  // Orders due for a move have a date no later than tomorrow (picking starts the working day before).
  const horizon = addDays(now.toISOString().slice(0, 10), 7);
  let steps = 0;
  for (const order of await repo.listOpenOrdersDueBy(db, horizon, options.batch ?? 5_000)) {
    const target = plannedStatus(order, now);
    if (!target) continue;
    let status = order.status;
    while (rank[status] < rank[target]) {
      const to = nextStatus[status] as OrderStatus;
      const moved = await db.transaction(async (tx) => {
        const done = await repo.moveStatus(tx, {
          orderId: order.id,
          from: status,
          to,
          by: null,
          note: 'fulfilment plan',
        });
        // Card payments are charged on shipment (docs/payments.md).
        if (done && to === 'shipped') {
          await requestPaymentAction(tx, { orderId: order.id, action: 'charge' });
          if (options.mail) await queueStatusMail(tx as unknown as Db, order.id, 'shipped', options.mail);
        }
        return done;
      });
      if (!moved) break; // someone else moved or cancelled it meanwhile
      status = to;
      steps++;
    }
  }
  return steps;
}

export const fulfilmentJob: JobDefinition = {
  name: 'order-fulfilment',
  cron: '*/5 * * * *',
  run: async ({ database, env, log, now }) => {
    await useStoredTables(database.db); // the delivery tables as stored now (docs/delivery.md)
    const steps = await advanceOrders(database.db, { now: now(), mail: { webOrigin: webOriginOf(env) } });
    if (steps > 0) log.info({ steps }, 'moved orders along the fulfilment plan');
    return { steps };
  },
};

/**
 * A back-office step: the next status in line, or cancelled while confirmed or picking. Anything else is
 * 422 order_status_invalid with the current status.
 */
export async function setOrderStatus(
  db: Db,
  options: { orderId: string; status: OrderStatus; by: string; note?: string; mail?: OrderMailOptions },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, options.orderId);
    if (!row) throw notFound('No such order.');
    const allowed =
      options.status === 'cancelled'
        ? row.status === 'confirmed' || row.status === 'picking'
        : nextStatus[row.status] === options.status;
    if (!allowed) throw rule('order_status_invalid', { orderStatus: row.status, requested: options.status });
    if (options.status === 'cancelled') {
      await cancelLocked(tx, row.id, options.by, { note: options.note, mail: options.mail });
    } else {
      await repo.setStatus(tx, row.id, options.status, options.by, options.note);
      if (options.status === 'shipped') {
        await requestPaymentAction(tx, { orderId: row.id, action: 'charge' });
        if (options.mail) await queueStatusMail(tx as unknown as Db, row.id, 'shipped', options.mail);
      }
    }
  });
}
