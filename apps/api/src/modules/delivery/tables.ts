import type { Db } from '../../db';
import { readTogether } from '../../db/prepared';
import { cachePerDatabase } from '../../lib/cache';
import { type CalendarMarket, isCalendarMarket } from '../../lib/dates';
import { type Holiday, type StoredHolidays, useStoredHolidays } from '../../lib/holidays';
import { forgetDeliveryDates, useDeliveryRoutes } from './calendar';
import { defaultShippingMethods, type RouteRow, type ShippingMethodRow } from './defaults';
import * as repo from './repository';
import { useShippingMethods } from './shipping';

/**
 * The delivery tables as the calculation reads them (docs/delivery.md): routes, holidays and shipping methods loaded
 * from the database into this process, and swapped into the synchronous calculation (calendar.ts, shipping.ts,
 * lib/holidays.ts). A change calls `invalidateCaches('delivery')`, which reaches every node; each node's next request
 * then loads the tables again before it is answered. Without a change a node reloads them every minute (served
 * stale while one load runs), so it converges even if it missed an invalidation.
 */

export type DeliveryTables = {
  routes: RouteRow[];
  holidays: StoredHolidays;
  shipping: ShippingMethodRow[];
};

const tablesCache = cachePerDatabase<DeliveryTables>({ namespace: 'delivery', max: 1, ttlMs: 60_000 });

/** Reads the three tables (a few hundred rows). */
export async function loadDeliveryTables(db: Db): Promise<DeliveryTables> {
  const [routes, years, holidayRows, methods] = await readTogether(db, [
    () => repo.listRoutes(db),
    () => repo.listHolidayYears(db),
    () => repo.listHolidays(db),
    () => repo.listShippingMethods(db),
  ]);
  const holidays: StoredHolidays = {};
  for (const { market, year } of years) {
    if (!isCalendarMarket(market)) continue;
    const perYear = holidays[market] ?? new Map<number, Holiday[]>();
    perYear.set(year, []);
    holidays[market] = perYear;
  }
  for (const row of holidayRows) {
    // Rows come in date order; a holiday of a year not kept is left to the generated calendar.
    if (isCalendarMarket(row.market))
      holidays[row.market]?.get(Number(row.date.slice(0, 4)))?.push({ date: row.date, name: row.name });
  }
  return {
    routes: routes.flatMap(({ updatedAt: _updatedAt, market, ...r }) =>
      isCalendarMarket(market) ? [{ ...r, market }] : [],
    ),
    holidays,
    shipping: methods.flatMap((m) => {
      const known = defaultShippingMethods.find((d) => d.code === m.code);
      if (!known) return [];
      const fees = { NO: 0, SE: 0, DK: 0 } satisfies Record<CalendarMarket, number>;
      for (const f of m.fees) if (isCalendarMarket(f.market)) fees[f.market] = f.fee;
      return [
        { code: known.code, name: m.name, description: m.description, cutOff: m.cutOff, position: m.position, fees },
      ];
    }),
  };
}

let current: DeliveryTables | null = null;

/**
 * Whether the calculation already uses the database's tables as they are kept now (loaded, fresh, not invalidated):
 * then `useStoredTables` has nothing to do, and a request need not wait a turn for it.
 */
export const tablesAreCurrent = (db: Db): boolean => current !== null && tablesCache(db).fresh('tables') === current;

/**
 * Makes the calculation use the database's tables: loads them when none are loaded, after an invalidation, or when
 * they are older than a minute. Called before every request is handled (routes.ts) and by the module's services.
 */
export async function useStoredTables(db: Db): Promise<void> {
  const tables = await tablesCache(db).get('tables', () => loadDeliveryTables(db));
  if (tables === current) return;
  current = tables;
  useDeliveryRoutes(tables.routes);
  useStoredHolidays(tables.holidays);
  useShippingMethods(tables.shipping);
  forgetDeliveryDates();
}
