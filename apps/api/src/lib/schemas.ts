import { z } from 'zod';

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

/** Money in minor units with its ISO currency. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) }).meta({ id: 'Money' });

/** Standard error responses for a route, by status. */
export function problems(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, problemSchema]));
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
