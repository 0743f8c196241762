import { z } from 'zod';
import { nameText } from '../../lib/schemas';

const amount = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000_00)
  .nullable()
  .meta({ description: 'Minor units of the company currency, net of VAT; null = no limit.' });

export const costCentre = z
  .object({
    id: z.uuid(),
    customerId: z.uuid(),
    code: z.string(),
    name: z.string(),
    deliveryAddressId: z.uuid().nullable(),
    perOrder: z.number().int().nullable(),
    perMonth: z.number().int().nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'CostCentre' });
export type CostCentre = z.infer<typeof costCentre>;

export const costCentreList = z.object({ items: z.array(costCentre) }).meta({ id: 'CostCentreList' });

export const listQuery = z.object({
  customerId: z.uuid(),
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const createBody = z
  .object({
    customerId: z.uuid(),
    code: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dot, dash and underscore.'),
    name: nameText(100),
    deliveryAddressId: z.uuid().nullable().optional(),
    perOrder: amount.optional(),
    perMonth: amount.optional(),
  })
  .meta({ id: 'CostCentreCreateRequest' });
export type CreateBody = z.infer<typeof createBody>;

export const updateBody = z
  .object({
    customerId: z.uuid(),
    name: nameText(100).optional(),
    deliveryAddressId: z.uuid().nullable().optional(),
    perOrder: amount.optional(),
    perMonth: amount.optional(),
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'CostCentreUpdateRequest', description: 'Fields left out stay.' });
export type UpdateBody = z.infer<typeof updateBody>;

export const params = z.object({ costCentreId: z.uuid() });
