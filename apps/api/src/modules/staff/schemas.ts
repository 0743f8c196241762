import { z } from 'zod';
import { staffRoles } from '../../db/schema';
import { nameText } from '../../lib/schemas';

export const staffRole = z.enum(staffRoles).meta({
  id: 'StaffRole',
  description:
    'administrator: everything, staff accounts and settings; catalog_manager: products, media, categories, prices, ' +
    'assortments, delivery; customer_service: customers, orders, quotes, support; read_only: reads every page.',
});

export const staffAccount = z
  .object({
    contactId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: staffRole,
    isActive: z.boolean(),
    locale: z.string(),
    createdAt: z.string(),
    /** The last successful sign-in (audit log), if any. */
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffList = z.object({ items: z.array(staffAccount) }).meta({ id: 'StaffList' });

const name = nameText(100);
export const createStaffBody = z
  .object({
    email: z.email().max(320),
    firstName: name,
    lastName: name,
    role: staffRole,
    locale: z.enum(['nb', 'en']).default('nb'),
  })
  .meta({ id: 'CreateStaffBody' });
export type CreateStaffBody = z.infer<typeof createStaffBody>;

export const updateStaffBody = z
  .object({
    role: staffRole.optional(),
    isActive: z.boolean().optional(),
    firstName: name.optional(),
    lastName: name.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' })
  .meta({ id: 'UpdateStaffBody' });
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

export const staffParams = z.object({ contactId: z.uuid() });
