// The back office's delivery and market forms (app/actions/backoffice-delivery.ts).
import { z } from 'zod';
import { idField, isoDate, oneOf, requiredText, text } from '../../../lib/forms';

/** The days a route can deliver on: working days (the API refuses Saturday and Sunday). */
export const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const time = () =>
  z
    .string(text('backofficeDelivery.invalidTime'))
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, text('backofficeDelivery.invalidTime'));
const optionalTime = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(time().optional());
const zip = () =>
  z
    .string(text('backofficeDelivery.invalidZip'))
    .trim()
    .regex(/^\d{1,5}$/, text('backofficeDelivery.invalidZip'))
    .transform(Number);
const wholeNumber = () =>
  z
    .string(text('backofficeDelivery.invalidNumber'))
    .trim()
    .regex(/^\d{1,3}$/, text('backofficeDelivery.invalidNumber'))
    .transform(Number);
/** Checkboxes named `weekdays`: none, one (a string) or several (a list). */
const weekdays = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(oneOf(weekdayNames)));
const market = () => idField(2);

export const routeForm = z.object({
  code: idField(32),
  market: market(),
  nameNb: requiredText(120),
  nameEn: requiredText(120),
  zipFrom: zip(),
  zipTo: zip(),
  weekdays: weekdays(),
  transitDays: wholeNumber(),
  cutOff: time(),
  expressBefore: optionalTime(),
  notServed: z
    .string()
    .optional()
    .transform((v) => v !== undefined),
});

export const routeEditForm = z.object({
  code: idField(32),
  zipFrom: zip(),
  zipTo: zip(),
  weekdays: weekdays(),
  transitDays: wholeNumber(),
  cutOff: time(),
});

export const routeCodeForm = z.object({ code: idField(32) });

export const holidayForm = z.object({
  market: market(),
  date: isoDate(),
  nameNb: requiredText(120),
  nameEn: requiredText(120),
});

export const holidayKeyForm = z.object({ market: market(), date: isoDate() });

export const shippingForm = z.object({
  code: oneOf(['route', 'express', 'pickup']),
  nameNb: requiredText(120),
  nameEn: requiredText(120),
  cutOff: time(),
});

/** A VAT rate as typed in per cent ("25", "12.5") → basis points. */
const rate = () =>
  z
    .string(text('backofficeDelivery.markets.rateInvalid'))
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, text('backofficeDelivery.markets.rateInvalid'))
    .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))
    .refine((v) => v >= 0 && v <= 10_000, text('backofficeDelivery.markets.rateInvalid'));

export const marketForm = z.object({ code: market(), standard: rate(), reduced: rate(), zero: rate() });
