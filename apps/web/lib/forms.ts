// Forms: one zod schema per form, parsed once in its server action with @conform-to/zod (FormData → typed values,
// empty fields → undefined). A schema's messages are keys of the dictionary ('forms.amount', 'errors.quantity'),
// so the same schema answers in the person's language; the action gets field errors as text, never an exception
// (docs/decisions/009-web-forms.md).
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { isEmailAddress } from './auth/email-address';
import type { Dictionary } from './i18n/dictionary';
import { parseMoney } from './money';

/** The dotted path of every text in the dictionary ("forms.required", "approvals.amountInvalid"). */
type TextPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : T[K] extends object
        ? TextPaths<T[K], `${P}${K}.`>
        : never;
}[keyof T & string];
export type TextKey = TextPaths<Dictionary>;

/** A dictionary key as a schema's message (typed, so a misspelt key fails the typecheck). */
export const text = (key: TextKey): TextKey => key;

/** The text under a dotted key; a key that names no text gives the generic "not valid". */
export function textOf(t: Dictionary, key: string): string {
  let node: unknown = t;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : t.forms.invalidValue;
}

/** Field name (as the form names it: "perOrder", "granted.nb") → what is wrong with it, in the person's language. */
export type FieldErrors = Record<string, string>;

export type Parsed<T> = { isValid: true; value: T } | { isValid: false; fieldErrors: FieldErrors; message: string };

const RESERVED = new Set(['__intent__', '__state__']);

/** The message of an issue the schema gave no text for: missing, too long, or not one of the values it takes. */
const fallback: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return text('forms.required');
  if (issue.code === 'too_small' && issue.origin === 'string') return text('forms.required');
  if (issue.code === 'too_big' && issue.origin === 'string') return text('forms.tooLong');
  return text('forms.invalidValue');
};

/**
 * Reads a form with its schema. Invalid input gives each field its first problem as text and a message for the
 * form's live region (the one problem itself, or "check the N marked fields").
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S, t: Dictionary): Parsed<z.output<S>> {
  // Conform reserves two names for its client-side intents (JSON it parses); our forms never send them.
  const payload = new FormData();
  for (const [name, value] of form.entries()) if (!RESERVED.has(name)) payload.append(name, value);
  const submission = parseWithZod(payload, {
    schema,
    error: fallback,
    formatError: (issues: z.core.$ZodIssue[]) => issues[0]?.message ?? text('forms.invalidValue'),
  });
  if (submission.status === 'success') return { isValid: true, value: submission.value };
  const fieldErrors: FieldErrors = {};
  for (const [name, key] of Object.entries(submission.error ?? {})) {
    if (key) fieldErrors[name || 'form'] = textOf(t, key);
  }
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] as string) : t.forms.invalid(messages.length);
  return { isValid: false, fieldErrors, message };
}

/** The form's typed values by name, given back after a refusal so the fields keep them (files and passwords left out). */
export function typedValues<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<N, string>;
}

// ── Field schemas the forms share ─────────────────────────────────────────────────────────────────────────────

/** Required text, trimmed, at most `max` characters (`tooLong` says so when the form has its own words for it). */
export const requiredText = (max: number, message: TextKey = 'forms.required', tooLong: TextKey = 'forms.tooLong') =>
  z.string(message).trim().min(1, message).max(max, tooLong);

/** A required e-mail address as the API's schemas take it (lib/auth/email-address.ts): refused here, by its field. */
export const emailAddress = () =>
  requiredText(254).refine((value) => isEmailAddress(value), { message: text('forms.email') });

/** Optional text, trimmed: undefined when left empty (or only spaces). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, text('forms.tooLong'))
    .optional()
    .transform((value) => value || undefined);

/** A hidden id the page wrote into the form (a uuid, a SKU, a department): text, never a person's input. */
export const idField = (max = 100) => z.string(text('forms.invalidValue')).trim().min(1).max(max);

/** A checkbox: true when ticked (sent at all), false when not sent. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value !== undefined);

/** An amount as typed (lib/money.ts) in minor units; empty is refused with `message`. */
export const money = (message: TextKey = 'forms.amount') =>
  z.string(message).transform((typed, ctx) => {
    const minor = parseMoney(typed);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minor;
  });

/** An optional amount: null when left empty (e.g. "no limit"), else minor units. */
export const optionalMoney = (message: TextKey = 'forms.amount') =>
  money(message)
    .optional()
    .transform((v) => v ?? null);

/** The largest quantity a line takes (the API's limit). */
export const MAX_QUANTITY = 100_000;

/** A whole quantity from `min` to 100,000, typed as digits only ("1e3" and "12.0" are not quantities). */
export const quantity = (min = 1, message: TextKey = 'errors.quantity') =>
  z
    .string(message)
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= MAX_QUANTITY, message);

/** A calendar date as a date input sends it (YYYY-MM-DD). */
export const isoDate = (message: TextKey = 'forms.date') =>
  z
    .string(message)
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** One of a closed list of values (a select, radio or button's value). */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: TextKey = 'forms.invalidValue',
) => z.enum(values, message);
