import { z } from 'zod';
import { addressTypes, companyRoles, staffRoles } from '../../db/schema';
import { moneySchema, nameText, optionalNameText } from '../../lib/schemas';

/** The consents we ask for; a closed list (unknown types are refused with 422 consent_type_unknown). */
export const consentTypes = [
  'terms_of_sale',
  'marketing_email',
  'marketing_sms',
  'newsletter',
  'data_processing',
] as const;
export type ConsentType = (typeof consentTypes)[number];

export const companyRole = z
  .enum(companyRoles)
  .meta({ id: 'CompanyRole', description: 'viewer < buyer < admin. Viewers read, buyers order, admins manage.' });
export const membershipStatus = z.enum(['active', 'invited', 'inactive']).meta({
  id: 'MembershipStatus',
  description: 'invited: not yet accepted (no access); active: has access; inactive: deactivated by an admin.',
});
export const addressType = z.enum(addressTypes).meta({ id: 'CompanyAddressType' });

const timestamp = z.iso.datetime();
const marketCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter market code (NO, SE, DK)');
const email = z.email().max(254).toLowerCase();
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'A phone number of digits, spaces and dashes, optionally starting with +');
const text = (max: number) => z.string().trim().min(1).max(max);
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'A domain name such as example.no');

// Addresses

const addressFields = {
  name: nameText(200).describe('Company or recipient name on the label or invoice.'),
  line1: text(200),
  line2: z.string().trim().max(200).nullish(),
  zipCode: text(20).describe("Checked against the country's zip format."),
  city: text(100),
  country: marketCode.describe("One of the company's markets."),
  contactName: optionalNameText(200).nullish(),
  phone: phone.nullish(),
  deliveryInstructions: z.string().trim().max(500).nullish(),
};

export const addressInput = z.object(addressFields).meta({ id: 'NewCompanyAddress' });
export type AddressInput = z.infer<typeof addressInput>;

export const addAddressBody = z
  .object({
    customerId: z.uuid(),
    type: addressType,
    ...addressFields,
    isDefault: z.boolean().optional().describe('Make it the default of its type. The first of a type always is.'),
  })
  .meta({ id: 'AddCompanyAddressBody' });
export type AddAddressBody = z.infer<typeof addAddressBody>;

export const editAddressBody = z
  .object({
    customerId: z.uuid(),
    addressId: z.uuid(),
    name: addressFields.name.optional(),
    line1: addressFields.line1.optional(),
    line2: addressFields.line2,
    zipCode: addressFields.zipCode.optional(),
    city: addressFields.city.optional(),
    country: addressFields.country.optional(),
    contactName: addressFields.contactName,
    phone: addressFields.phone,
    deliveryInstructions: addressFields.deliveryInstructions,
    isDefault: z
      .literal(true)
      .optional()
      .describe('Make this the default of its type. The default moves to another address; it is never unset.'),
  })
  .meta({
    id: 'EditCompanyAddressBody',
    description: 'Fields left out stay as they are; null clears an optional field. The type cannot change.',
  });
export type EditAddressBody = z.infer<typeof editAddressBody>;

/**
 * Both optional as in the spec: customerId defaults to the caller's one company (several: 422 company_required);
 * without addressId the call answers 422 parameter_required.
 */
export const deleteAddressQuery = z.object({ customerId: z.uuid().optional(), addressId: z.uuid().optional() });

export const address = z
  .object({
    addressId: z.uuid(),
    customerId: z.uuid(),
    type: addressType,
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
    contactName: z.string().nullable(),
    phone: z.string().nullable(),
    deliveryInstructions: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'CompanyAddress' });
export const addressList = z.object({ customerId: z.uuid(), addresses: z.array(address) }).meta({
  id: 'CompanyAddressList',
  description: 'Invoice addresses first, then delivery; defaults first within a type.',
});

// Companies

export const company = z
  .object({
    customerId: z.uuid(),
    customerNumber: z.number().int(),
    name: z.string(),
    orgNumber: z.string(),
    market: z.string().describe('Home market: currency and VAT.'),
    markets: z.array(z.string()).describe('Markets the company may buy and receive deliveries in.'),
    vatNumber: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailDomain: z.string().nullable(),
    currency: z.string(),
    creditLimit: moneySchema.describe('Invoice credit. 0 means card payment only.'),
    isBlocked: z.boolean(),
    blockedReason: z.string().nullable(),
    priceListId: z.uuid().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Company' });

const companyFields = {
  name: nameText(200),
  orgNumber: z
    .string()
    .trim()
    .min(8)
    .max(20)
    .describe('NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11).'),
  market: marketCode.describe('Home market.'),
  vatNumber: z.string().trim().max(30).nullish().describe('When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}.'),
  email: email.nullish().describe('Company e-mail for invoices and notices.'),
  phone: phone.nullish(),
  invoiceAddress: addressInput,
};

/** A company a person registers for themselves (initcompany, create): they become its admin. */
export const registerCompanyBody = z.object(companyFields).meta({ id: 'RegisterCompanyBody' });
export type RegisterCompanyBody = z.infer<typeof registerCompanyBody>;

const backOfficeCompanyFields = {
  ...companyFields,
  markets: z.array(marketCode).min(1).max(10).optional().describe('Defaults to the home market only.'),
  creditLimit: z.number().int().min(0).max(1e12).optional().describe('Minor units of the currency. Default 0.'),
  priceListCode: z.string().trim().min(1).max(50).optional().describe('Code of a contract price list.'),
  emailDomain: emailDomain.nullish(),
};

export const createCustomerOnlyBody = z.object(backOfficeCompanyFields).meta({ id: 'CreateCustomerOnlyBody' });
export type CreateCustomerOnlyBody = z.infer<typeof createCustomerOnlyBody>;

const newContactFields = {
  email,
  firstName: nameText(100),
  lastName: nameText(100),
  phone: phone.nullish(),
  locale: z.enum(['nb', 'en']).optional().describe('Language of e-mails. Default nb.'),
};
export const newContact = z
  .object(newContactFields)
  .meta({ id: 'NewContact', description: 'An existing contact is found by e-mail; its name is then left as it is.' });
export type NewContactInput = z.infer<typeof newContact>;

export const updateCustomerBody = z
  .object({
    customerId: z.uuid(),
    name: nameText(200).optional(),
    vatNumber: companyFields.vatNumber,
    email: email.nullish(),
    phone: phone.nullish(),
    emailDomain: emailDomain.nullish(),
    creditLimit: z.number().int().min(0).max(1e12).optional().describe('Agents only.'),
    isBlocked: z.boolean().optional().describe('Agents only.'),
    blockedReason: z.string().trim().max(500).nullish().describe('Agents only. Required when blocking.'),
    markets: z.array(marketCode).min(1).max(10).optional().describe('Agents only. Must keep the home market.'),
    priceListId: z.uuid().nullish().describe('Agents only.'),
  })
  .superRefine((value, ctx) => {
    if (value.isBlocked === true && !value.blockedReason) {
      ctx.addIssue({ code: 'custom', path: ['blockedReason'], message: 'Required when blocking the customer' });
    }
  })
  .meta({
    id: 'UpdateCustomerBody',
    description: 'Fields left out stay as they are; null clears an optional field.',
  });
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

// Contacts and memberships

export const contact = z
  .object({
    contactId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    locale: z.string(),
    isActive: z.boolean(),
    staffRole: z.enum(staffRoles).nullable(),
    hasPassword: z.boolean(),
    hasExternalId: z.boolean().describe('Signed in with eID at least once. The national id itself is never shown.'),
    emailVerifiedAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Contact' });

export const contactCompany = z
  .object({
    customerId: z.uuid(),
    name: z.string(),
    customerNumber: z.number().int(),
    isBlocked: z.boolean(),
    role: companyRole,
    status: membershipStatus,
  })
  .meta({ id: 'ContactCompany' });
export const contactCompanies = z
  .object({ contactId: z.uuid(), companies: z.array(contactCompany) })
  .meta({ id: 'ContactCompanies' });

export const member = z
  .object({
    customerId: z.uuid(),
    contactId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: companyRole,
    status: membershipStatus,
    acceptedAt: timestamp.nullable(),
  })
  .meta({ id: 'CompanyMember' });
export const memberList = z
  .object({ customerId: z.uuid(), contacts: z.array(member) })
  .meta({ id: 'CompanyMemberList' });

export const invitation = z
  .object({
    invitationId: z.uuid(),
    customerId: z.uuid(),
    companyName: z.string(),
    contactId: z.uuid().nullable(),
    email: z.string(),
    role: companyRole,
    expiresAt: timestamp,
    createdAt: timestamp,
  })
  .meta({ id: 'Invitation' });
export const invitationList = z
  .object({ email: z.string(), invitations: z.array(invitation) })
  .meta({ id: 'InvitationList' });
export const ownInvitations = z
  .object({ invitations: z.array(invitation).describe('Open (not accepted, withdrawn or expired), newest first.') })
  .meta({ id: 'OwnInvitations' });
export const invitationLookup = invitation
  .extend({ status: z.enum(['open', 'accepted', 'revoked', 'expired']) })
  .meta({ id: 'InvitationLookup' });
export const declinedInvitation = z
  .object({ invitationId: z.uuid(), status: z.literal('declined') })
  .meta({ id: 'DeclinedInvitation' });

export const createContactBody = z
  .object({ customerId: z.uuid(), role: companyRole, ...newContactFields })
  .meta({ id: 'CreateContactBody' });
export type CreateContactBody = z.infer<typeof createContactBody>;

export const invitedMember = z
  .object({ member, invitation })
  .meta({ id: 'InvitedMember', description: 'The new membership (status invited) and the invitation sent.' });

export const changeContactRelationBody = z
  .object({
    customerId: z.uuid(),
    contactId: z.uuid(),
    role: companyRole.optional(),
    isActive: z
      .boolean()
      .optional()
      .describe(
        'false deactivates (or, for an invited contact, withdraws the invitation); ' +
          'true reactivates (or re-sends the invitation of an invited contact).',
      ),
  })
  .refine((v) => v.role !== undefined || v.isActive !== undefined, {
    message: 'Give role, isActive or both',
    path: ['role'],
  })
  .meta({ id: 'ChangeContactRelationBody' });
export type ChangeContactRelationBody = z.infer<typeof changeContactRelationBody>;

export const changeContactRelationResult = z
  .object({ member: member.nullable().describe('null when an invitation was withdrawn') })
  .meta({ id: 'ChangeContactRelationResult' });

// Sign-in and passwords

export const checkUserBody = z
  .object({ email: z.email().max(254), password: z.string().min(1).max(200) })
  .meta({ id: 'CheckUserBody' });

/** Who signed in, so the web app can greet them without another call. */
export const sessionPerson = {
  name: z.string(),
  email: z.string(),
  locale: z.string().describe('nb or en: the language the person chose.'),
};

export const checkUserResult = z
  .object({
    contactId: z.uuid(),
    ...sessionPerson,
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().describe('Seconds until the access token expires.'),
    companies: z.array(z.object({ customerId: z.uuid(), name: z.string(), role: companyRole })),
  })
  .meta({ id: 'CheckUserResult' });

export const changePasswordBody = z
  .object({
    currentPassword: z
      .string()
      .max(200)
      .optional()
      .describe('Required when the account has a password; an invited contact sets the first one without it.'),
    newPassword: z.string().min(1).max(200).describe('At least 10 characters of two kinds.'),
  })
  .meta({ id: 'ChangePasswordBody' });

export const sessionResult = z
  .object({
    contactId: z.uuid(),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'FreshSession' });

export const acceptInvitationBody = z
  .object({ token: z.string().min(20).max(200) })
  .meta({ id: 'AcceptInvitationBody' });

// Consents

export const consent = z
  .object({
    type: z.enum(consentTypes),
    isGranted: z.boolean(),
    updatedAt: timestamp.nullable().describe('null: never answered (not granted).'),
  })
  .meta({ id: 'Consent' });
export const consentEvent = z
  .object({ type: z.enum(consentTypes), isGranted: z.boolean(), source: z.string(), createdAt: timestamp })
  .meta({ id: 'ConsentEvent' });
export const consentState = z
  .object({
    customerId: z.uuid(),
    contactId: z.uuid(),
    consents: z.array(consent).describe('Every consent type, in a fixed order.'),
    history: z.array(consentEvent).describe('Every change, newest first.'),
  })
  .meta({ id: 'ConsentState' });

export const updateConsentsBody = z
  .object({
    consents: z
      .array(
        z.object({
          type: z
            .string()
            .min(1)
            .max(50)
            .describe(`One of: ${consentTypes.join(', ')}.`),
          isGranted: z.boolean(),
        }),
      )
      .min(1)
      .max(consentTypes.length)
      .refine((list) => new Set(list.map((c) => c.type)).size === list.length, 'Each type at most once'),
  })
  .meta({ id: 'UpdateConsentsBody' });

// The person's own settings

export const localeBody = z
  .object({ locale: z.enum(['nb', 'en']).describe('The language of the shop and of e-mails.') })
  .meta({ id: 'ContactLocaleBody' });
export const localeResult = z
  .object({ contactId: z.uuid(), locale: z.enum(['nb', 'en']) })
  .meta({ id: 'ContactLocale' });

// Spend over time

export const spendQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(36)
    .default(12)
    .describe('How many calendar months, ending with the current one (Oslo time). Default 12.'),
});
export const spendMonth = z
  .object({
    month: z.string().describe('YYYY-MM, Oslo time.'),
    orderCount: z.number().int(),
    net: moneySchema.describe('Sum of the orders excl. VAT.'),
    gross: moneySchema.describe('Sum of the orders incl. VAT.'),
  })
  .meta({ id: 'SpendMonth' });
export const spendResult = z
  .object({
    customerId: z.uuid(),
    currency: z
      .string()
      .describe("The company's currency (its home market's); orders in other currencies are left out."),
    months: z.array(spendMonth).describe('Every month of the period, oldest first; months without orders count 0.'),
    total: z.object({ orderCount: z.number().int(), net: moneySchema, gross: moneySchema }),
  })
  .meta({
    id: 'CompanySpend',
    description: 'Placed orders per calendar month (Oslo time), cancelled orders left out.',
  });

// Params

export const customerIdParams = z.object({ customerId: z.uuid() });
export const contactIdParams = z.object({ contactId: z.uuid() });
export const companyIdParams = z.object({ companyId: z.uuid() });
export const externalIdParams = z.object({ externalId: z.string().trim().min(1).max(100) });
export const emailParams = z.object({ email: z.email().max(254) });
export const inviteParams = z.object({ companyId: z.uuid(), contactId: z.uuid() });
export const invitationIdParams = z.object({ invitationId: z.uuid() });
