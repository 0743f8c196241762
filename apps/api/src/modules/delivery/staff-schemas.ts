import { z } from 'zod';
import { nameText } from '../../lib/schemas';
import { deliveryDate, weekday } from './schemas';
import { shippingMethodCodes } from './shipping';

// The back office's delivery tables and markets (docs/backoffice.md, "Delivery and markets").

/** A local time of day, HH:MM (24 h). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDay = z.string().regex(TIME, 'A time of day as HH:MM (00:00–23:59)').meta({ example: '14:00' });

const marketCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Two letters (NO, SE, DK)')
  .transform((m) => m.toUpperCase())
  .meta({ description: 'Two letters (NO, SE, DK).', example: 'NO' });

export const localizedName = z
  .object({ nb: nameText(120), en: nameText(120) })
  .meta({ id: 'LocalizedName', description: 'The text in Norwegian (nb) and English (en); both are required.' });
const localizedDescription = z.object({ nb: nameText(500), en: nameText(500) });

/** The days a truck can come: working days (a Saturday or Sunday is never a working day, docs/delivery.md). */
const workday = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], {
  message: 'A working day: monday, tuesday, wednesday, thursday or friday',
});

const routeCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/, 'Letters, digits and dashes (2–32), e.g. NO-OSL')
  .transform((c) => c.toUpperCase())
  .meta({ example: 'NO-OSL' });
const zip = z.number().int().min(0).max(99_999).meta({ description: 'A zip code as a number (0150 → 150).' });

export const deliveryRoute = z
  .object({
    code: z.string(),
    market: z.string(),
    name: localizedName,
    zipFrom: z.number().int(),
    zipTo: z.number().int(),
    isServed: z.boolean().meta({ description: 'False: an area inside the market we do not deliver to (Svalbard).' }),
    weekdays: z.array(weekday),
    transitDays: z.number().int(),
    cutOff: z.string().meta({ description: 'Local time on the working day transitDays before delivery.' }),
    expressBefore: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DeliveryRoute' });
export type DeliveryRoute = z.infer<typeof deliveryRoute>;

export const deliveryRouteList = z
  .object({ routes: z.array(deliveryRoute) })
  .meta({ id: 'DeliveryRouteList', description: 'By market and zip code.' });

export const routesQuery = z.object({ market: marketCode.optional() });
export const routeCodeParams = z.object({ code: routeCode });

const routeFields = {
  name: localizedName,
  zipFrom: zip,
  zipTo: zip,
  isServed: z.boolean().default(true),
  weekdays: z
    .array(workday)
    .max(5)
    .refine((days) => new Set(days).size === days.length, 'Each weekday once')
    .default([])
    .meta({ description: 'The days the truck comes (at least one for a route that is served).' }),
  transitDays: z.number().int().min(1).max(10).default(1),
  cutOff: timeOfDay.default('14:00'),
  expressBefore: timeOfDay.nullable().default(null).meta({ description: 'Same-day orders before this time, or null.' }),
};

const needsDays = (v: { isServed?: boolean; weekdays?: string[] }) =>
  v.isServed === false || (v.weekdays ?? []).length > 0;
const daysMessage = { path: ['weekdays'], message: 'A route that is served needs at least one weekday' };
const orderedRange = (v: { zipFrom?: number; zipTo?: number }) =>
  v.zipFrom === undefined || v.zipTo === undefined || v.zipFrom <= v.zipTo;
const rangeMessage = { path: ['zipTo'], message: 'zipTo must not be below zipFrom' };

export const createRouteBody = z
  .object({ code: routeCode, market: marketCode, ...routeFields })
  .refine(orderedRange, rangeMessage)
  .refine(needsDays, daysMessage)
  .meta({ id: 'CreateDeliveryRouteBody' });
export type CreateRouteBody = z.infer<typeof createRouteBody>;

export const updateRouteBody = z
  .object({
    name: routeFields.name.optional(),
    zipFrom: zip.optional(),
    zipTo: zip.optional(),
    isServed: z.boolean().optional(),
    weekdays: routeFields.weekdays.unwrap().optional(),
    transitDays: z.number().int().min(1).max(10).optional(),
    cutOff: timeOfDay.optional(),
    expressBefore: timeOfDay.nullable().optional(),
  })
  .refine(orderedRange, rangeMessage)
  .meta({ id: 'UpdateDeliveryRouteBody', description: 'Only the fields given change.' });
export type UpdateRouteBody = z.infer<typeof updateRouteBody>;

// Holidays.

const year = z.coerce.number().int().min(2000).max(2100);
export const holidaysQuery = z.object({ market: marketCode, year });

export const holiday = z
  .object({ date: z.iso.date(), name: localizedName })
  .meta({ id: 'Holiday', description: 'A day the market’s warehouses and carriers stand still.' });

export const holidayList = z
  .object({
    market: z.string(),
    year: z.number().int(),
    isStored: z.boolean().meta({
      description: 'False: the year is not kept yet and these are the generated defaults (a first edit keeps them).',
    }),
    holidays: z.array(holiday),
  })
  .meta({ id: 'HolidayList' });
export type HolidayList = z.infer<typeof holidayList>;

const holidayDate = z.iso
  .date()
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', 'A date in 2000–2100')
  .meta({ example: '2026-12-28' });

export const createHolidayBody = z
  .object({ market: marketCode, date: holidayDate, name: localizedName })
  .meta({ id: 'CreateHolidayBody' });
export type CreateHolidayBody = z.infer<typeof createHolidayBody>;

export const holidayParams = z.object({ market: marketCode, date: holidayDate });
export const renameHolidayBody = z.object({ name: localizedName }).meta({ id: 'RenameHoliday' });

// Shipping methods.

const fee = z.number().int().min(0).max(100_000_000).meta({ description: 'Excl. VAT, minor units (49900 = 499.00).' });

export const shippingMethod = z
  .object({
    code: z.enum(shippingMethodCodes),
    name: localizedName,
    description: z.object({ nb: z.string(), en: z.string() }),
    cutOff: z.string(),
    fees: z.array(z.object({ market: z.string(), currency: z.string().length(3), fee: z.number().int() })),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const shippingMethodList = z.object({ methods: z.array(shippingMethod) }).meta({ id: 'ShippingMethodList' });
export const shippingMethodParams = z.object({ code: z.enum(shippingMethodCodes) });

export const updateShippingMethodBody = z
  .object({
    name: localizedName.optional(),
    description: localizedDescription.optional(),
    cutOff: timeOfDay.optional(),
    fees: z
      .array(z.object({ market: marketCode, fee }))
      .max(20)
      .refine((list) => new Set(list.map((f) => f.market)).size === list.length, 'Each market once')
      .optional()
      .meta({ description: 'Fees per market to set; markets not named keep theirs.' }),
  })
  .meta({ id: 'UpdateShippingMethodBody' });
export type UpdateShippingMethodBody = z.infer<typeof updateShippingMethodBody>;

// Markets.

const vatRate = z.number().int().min(0).max(10_000).meta({ description: 'Basis points, 0–10000 (2500 = 25 %).' });

export const vatRates = z.object({ standard: vatRate, reduced: vatRate, zero: vatRate }).meta({ id: 'VatRates' });

export const backofficeMarket = z
  .object({
    code: z.string(),
    name: localizedName,
    currency: z.string().length(3),
    vatRates,
    zipPattern: z.string(),
    locale: z.string(),
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'BackofficeMarket' });
export type BackofficeMarket = z.infer<typeof backofficeMarket>;

export const backofficeMarketList = z
  .object({ markets: z.array(backofficeMarket) })
  .meta({ id: 'BackofficeMarketList' });
export const marketParams = z.object({ code: marketCode });
export const updateMarketBody = z.object({ name: localizedName.optional(), vatRates: vatRates.optional() }).meta({
  id: 'UpdateMarketBody',
  description: 'The currency is not editable: prices and orders are kept in it (docs/backoffice.md).',
});
export type UpdateMarketBody = z.infer<typeof updateMarketBody>;

// Preview.

export const previewQuery = z.object({
  market: marketCode,
  zipCode: z.string().trim().min(1).max(16),
  count: z.coerce.number().int().min(1).max(60).default(10),
});
export type PreviewQuery = z.infer<typeof previewQuery>;

export const deliveryPreview = z
  .object({
    market: z.string(),
    zipCode: z.string(),
    timeZone: z.string(),
    isServed: z.boolean(),
    route: z
      .object({ code: z.string(), name: z.string(), weekdays: z.array(weekday), transitDays: z.number().int() })
      .nullable()
      .meta({ description: 'The route that serves the zip code, or the area not served (isServed false).' }),
    cutOff: z.string(),
    dates: z.array(deliveryDate),
    holidays: z.array(holiday).meta({ description: 'Holidays between today and the last date listed.' }),
  })
  .meta({ id: 'DeliveryPreview' });
export type DeliveryPreview = z.infer<typeof deliveryPreview>;
