// The account forms' schemas (app/actions/account.ts). Shape and typing only: the API judges zip codes, markets,
// VAT numbers and passwords, and names the field it refuses.
import { z } from 'zod';
import { checkbox, emailAddress, idField, oneOf, optionalText, requiredText, text } from '../../../lib/forms';

export const roles = ['admin', 'buyer', 'viewer'] as const;

export const companyForm = z.object({
  name: requiredText(200),
  email: optionalText(254),
  phone: optionalText(30),
  vatNumber: optionalText(30),
});

export const addressForm = z.object({
  addressId: optionalText(100),
  name: requiredText(200),
  line1: requiredText(200),
  line2: optionalText(200),
  zipCode: requiredText(20),
  city: requiredText(100),
  country: requiredText(2),
  contactName: optionalText(200),
  phone: optionalText(30),
  deliveryInstructions: optionalText(500),
  isDefault: checkbox(),
});

export const addressIdForm = z.object({ addressId: idField() });

export const inviteForm = z.object({
  email: emailAddress(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalText(30),
  role: oneOf(roles).default('buyer'),
  locale: z
    .string()
    .optional()
    .transform((value): 'nb' | 'en' => (value === 'en' ? 'en' : 'nb')),
});

export const changeContactForm = z.object({
  contactId: idField(),
  name: z.string().max(300).default(''),
  status: z.string().max(20).optional(),
  op: oneOf(['role', 'deactivate', 'reactivate']),
  role: oneOf(roles).optional(),
});

/** Per consent type the answer shown (`was.<type>`: 'true', 'false' or '' never answered) and the box (`granted.<type>`). */
export const consentsForm = z.object({
  type: z.array(z.string().max(50)).max(10).default([]),
  was: z.record(z.string(), z.string().max(5)).default({}),
  granted: z.record(z.string(), z.string().max(5)).default({}),
});

export const passwordForm = z
  .object({
    currentPassword: z.string().max(200).optional(),
    newPassword: z.string(text('account.password.missing')).min(1).max(200, text('forms.tooLong')),
    repeatPassword: z.string(text('account.password.missing')).max(200, text('forms.tooLong')),
  })
  .refine((form) => form.newPassword === form.repeatPassword, {
    message: text('account.password.mismatch'),
    path: ['repeatPassword'],
  });
