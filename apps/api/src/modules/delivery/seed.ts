import type { DbOrTx } from '../../db';
import { deliveryRoutes, shippingFees, shippingMethods } from '../../db/schema';
import { invalidateCaches } from '../../lib/cache';
import { calendarMarkets } from '../../lib/dates';
import { defaultHolidays } from '../../lib/holidays';
import { defaultRoutes, defaultShippingMethods } from './defaults';
import * as repo from './repository';

/** Years of holidays seeded around today: last year and the next five (others use the generated calendar). */
export const SEEDED_YEARS_BACK = 1;
export const SEEDED_YEARS_AHEAD = 5;

/**
 * Writes the default delivery tables (defaults.ts, lib/holidays.ts) into a database that lacks them: routes when the
 * database has none, shipping methods and fees that are missing, and the generated holidays of each year not kept
 * yet. Idempotent, and never undoes a staff edit: a removed holiday of a kept year stays removed. The API seeds a
 * new database after it started (server.ts), so the tables it loaded before are dropped (invalidateCaches).
 */
export async function seedDeliveryDefaults(db: DbOrTx, now = new Date()) {
  const existing = await db.select({ code: deliveryRoutes.code }).from(deliveryRoutes).limit(1);
  if (existing.length === 0) await db.insert(deliveryRoutes).values(defaultRoutes).onConflictDoNothing();
  await db
    .insert(shippingMethods)
    .values(defaultShippingMethods.map(({ fees: _fees, ...method }) => method))
    .onConflictDoNothing();
  await db
    .insert(shippingFees)
    .values(
      defaultShippingMethods.flatMap((m) =>
        calendarMarkets.map((market) => ({ method: m.code, market, fee: m.fees[market] })),
      ),
    )
    .onConflictDoNothing();
  const thisYear = now.getUTCFullYear();
  for (const market of calendarMarkets) {
    for (let year = thisYear - SEEDED_YEARS_BACK; year <= thisYear + SEEDED_YEARS_AHEAD; year++) {
      const list = defaultHolidays(market, year).map((h) => ({ market, date: h.date, name: h.name }));
      await repo.storeHolidayYear(db, market, year, list);
    }
  }
  invalidateCaches('delivery');
}
