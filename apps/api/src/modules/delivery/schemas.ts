import { z } from 'zod';
import { addDays } from '../../lib/dates';
import { MAX_DATES, weekdays } from './calendar';

/** How far ahead a caller may ask for dates. */
const MAX_DAYS_AHEAD = 366;

const marketCode = z
  .string()
  .trim()
  .min(2)
  .max(8)
  .transform((v) => v.toUpperCase())
  .meta({ description: 'Market code: NO, SE or DK.', example: 'NO' });
const zipCode = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .meta({ description: 'Zip code, e.g. 0150 or 113 57.', example: '0150' });

export const weekday = z.enum(weekdays).meta({ id: 'Weekday' });

export const deliveryDatesBody = z
  .object({
    market: marketCode,
    zipCode,
    cartId: z.uuid().optional().meta({
      description:
        "The caller's cart the dates are for: the largest lead time of its items is added (docs/delivery.md).",
    }),
    fromDate: z.iso
      .date()
      .refine((date) => date <= addDays(new Date().toISOString().slice(0, 10), MAX_DAYS_AHEAD), {
        message: `Must be within ${MAX_DAYS_AHEAD} days from today.`,
      })
      .optional()
      .meta({ description: 'The earliest date wanted (YYYY-MM-DD, within a year); default today.' }),
    count: z.number().int().min(1).max(MAX_DATES).default(10).meta({ description: 'How many dates (1-60).' }),
  })
  .meta({ id: 'DeliveryDatesRequest' });
export type DeliveryDatesBody = z.infer<typeof deliveryDatesBody>;

export const deliveryDate = z
  .object({
    date: z.iso.date(),
    weekday,
    orderBefore: z.iso
      .datetime({ offset: true })
      .meta({ description: "The cut-off for this date, in the market's local time with its offset." }),
    isExpress: z.boolean().meta({ description: 'Same-day express: ordered after the ordinary cut-off.' }),
  })
  .meta({ id: 'DeliveryDate' });

export const deliveryArea = z
  .object({
    code: z.string().meta({ example: 'NO-OSL' }),
    name: z.string(),
    weekdays: z.array(weekday),
    transitDays: z.number().int().meta({ description: 'Working days from cut-off to delivery.' }),
    expressBefore: z.string().nullable().meta({ description: 'Local time for same-day express orders, if offered.' }),
  })
  .meta({ id: 'DeliveryArea' });

export const deliveryDatesResult = z
  .object({
    market: z.string(),
    zipCode: z.string(),
    timeZone: z.string(),
    area: deliveryArea,
    leadTimeDays: z.number().int().meta({ description: 'Extra working days the goods need (the cart).' }),
    dates: z.array(deliveryDate),
  })
  .meta({ id: 'DeliveryDates' });

export const zipCodeCheckQuery = z.object({ market: marketCode, zipCode });

export const zipCodeCheckFile = z
  .object({
    market: z.string(),
    zipCode: z.string(),
    isDelivered: z.boolean(),
    timeZone: z.string(),
    cutOff: z.string().meta({ description: 'Local order cut-off time, the working day(s) before delivery.' }),
    area: deliveryArea.nullable(),
    nextDelivery: deliveryDate.nullable(),
    notServed: z
      .object({ code: z.literal('zip_not_served'), area: z.string().nullable(), reason: z.string() })
      .nullable(),
  })
  .meta({ id: 'ZipCodeCheck' });
export type ZipCodeCheckFile = z.infer<typeof zipCodeCheckFile>;
