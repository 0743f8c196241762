import { z } from 'zod';
import { errorDescription, PROBLEM_MEDIA_TYPE } from './openapi';

/** Shared schema pieces. Named with `.meta({ id })` so they become OpenAPI components. */
export const uuid = z.uuid();
export const languageHeader = z.object({
  'accept-language': z.string().optional(),
});

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    errors: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          code: z.string().optional(),
        }),
      )
      .optional(),
  })
  .loose()
  .meta({
    id: 'Problem',
    description: "RFC 9457 problem details. `code` is stable; `title` is in the caller's language.",
  });

/**
 * What no name may hold (issue 14 §10): control characters (Unicode Cc: line breaks, tabs, escape, C1 controls) and
 * the bidirectional controls (U+200E/F, U+202A–E, U+2066–9), which break lines or reorder text in mails and PDFs.
 */
export const NAME_CONTROL_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const noControls = (value: string) => !NAME_CONTROL_CHARACTERS.test(value);
const noControlsMessage = {
  message: 'Line breaks, tabs and other control or text-direction characters are not allowed in a name',
};

/**
 * A person's or company's name wherever one enters (people, companies, addresses, join requests, pharmacy persons):
 * trimmed, 1..max characters, no control characters. A refused one is a 400 naming the field.
 */
export const nameText = (max: number) => z.string().trim().min(1).max(max).refine(noControls, noControlsMessage);

/** An optional name (may be empty), with the same characters refused. */
export const optionalNameText = (max: number) => z.string().trim().max(max).refine(noControls, noControlsMessage);

/** Money in minor units with its ISO currency. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) }).meta({ id: 'Money' });

/**
 * Error responses for a route, by status: `application/problem+json` bodies (the one error handler's, lib/problem.ts),
 * each with what the status means. Fastify picks the serializer by the answer's media type, so this is also what
 * checks a problem on its way out.
 */
export function problems(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: errorDescription(status), content: { [PROBLEM_MEDIA_TYPE]: { schema: problemSchema } } },
    ]),
  );
}

/** Comma-separated or repeated query values → string[]. */
export const stringList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

export const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
