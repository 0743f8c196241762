// The back office's company form (app/actions/backoffice-customers.ts). The API checks the org number for the market
// (check digit), that it is new, the price list and the sales rep: its refusals come back by field.
import { z } from 'zod';
import { isEmailAddress } from '../../../lib/auth/email-address';
import { emailAddress, idField, money, oneOf, optionalText, requiredText, text } from '../../../lib/forms';

const optionalId = () =>
  z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined);

/** Days to pay an invoice, 0 to 120 (the API's rule), as typed. */
const paymentTermsDays = () =>
  z
    .string(text('backofficeCustomers.create.termsInvalid'))
    .trim()
    .regex(/^\d{1,3}$/, text('backofficeCustomers.create.termsInvalid'))
    .transform(Number)
    .refine((n) => n <= 120, text('backofficeCustomers.create.termsInvalid'));

export const createCompanyForm = z.object({
  name: requiredText(200),
  orgNumber: requiredText(20, text('backofficeCustomers.create.orgNumberInvalid')).regex(
    /^[\d\s.-]{8,20}$/,
    text('backofficeCustomers.create.orgNumberInvalid'),
  ),
  market: z.string(text('forms.required')).regex(/^[A-Z]{2}$/, text('forms.invalidValue')),
  vatNumber: optionalText(30),
  email: optionalText(254).refine((value) => value === undefined || isEmailAddress(value), text('forms.email')),
  phone: optionalText(30),
  line1: requiredText(200),
  zipCode: requiredText(10),
  city: requiredText(100),
  creditLimit: money(text('backofficeCustomers.create.amountInvalid')),
  priceListId: optionalId(),
  paymentTermsDays: paymentTermsDays(),
  salesRepId: optionalId(),
  assortmentId: optionalId(),
  adminEmail: emailAddress(),
  adminFirstName: requiredText(100),
  adminLastName: requiredText(100),
  adminLocale: oneOf(['nb', 'en']),
});

/** The form's field names (kept after a refusal). */
export const companyFields = [
  'name',
  'orgNumber',
  'market',
  'vatNumber',
  'email',
  'phone',
  'line1',
  'zipCode',
  'city',
  'creditLimit',
  'priceListId',
  'paymentTermsDays',
  'salesRepId',
  'assortmentId',
  'adminEmail',
  'adminFirstName',
  'adminLastName',
  'adminLocale',
] as const;

/** An existing company's payment terms and sales rep (none: the empty choice). */
export const companyTermsForm = z.object({
  customerId: idField(),
  paymentTermsDays: paymentTermsDays(),
  salesRepId: optionalId(),
});
