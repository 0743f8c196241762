import { z } from 'zod';
import { booleanQuery, nameText } from '../../lib/schemas';
import { addressInput, membershipStatus, newContact } from '../customer';
import { order, orderStatus } from '../order';
import { auditPage } from '../security';

// Back office: orders and customers (docs/backoffice.md).

const take = z.coerce.number().int().min(1).max(100).default(25);
const searchText = z.string().trim().min(1).max(100).optional().meta({ description: 'Free text (1–100 characters).' });
const isoDate = z.iso.date();

export const backofficeOrdersQuery = z
  .object({
    status: orderStatus.optional(),
    customerId: z.uuid().optional(),
    market: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((m) => m.toUpperCase())
      .optional()
      .meta({ description: 'Two letters (NO, SE, DK).' }),
    from: isoDate.optional().meta({ description: 'Ordered on or after this date (Norwegian time).' }),
    to: isoDate.optional().meta({ description: 'Ordered on or before this date (Norwegian time).' }),
    q: searchText.meta({
      description: 'An order number (EN1000123 or 1000123: exact), part of a PO number or part of a company name.',
    }),
    after: z.uuid().optional().meta({ description: 'The `nextCursor` of the previous page (an order id).' }),
    take,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'to must not be before from' });
export type BackofficeOrdersQuery = z.infer<typeof backofficeOrdersQuery>;

const moneySums = z
  .array(z.object({ currency: z.string().length(3), gross: z.number().int() }))
  .meta({ description: 'Gross sum of the matching orders per currency; empty when the count is not exact.' });

export const backofficeOrderItem = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    status: orderStatus,
    createdAt: z.string(),
    department: z.string(),
    market: z.string(),
    currency: z.string().length(3),
    net: z.number().int(),
    gross: z.number().int(),
    purchaseOrderNumber: z.string().nullable(),
    requestedDeliveryDate: z.string().nullable(),
    customer: z.object({ id: z.uuid(), name: z.string(), customerNumber: z.number().int() }),
    placedBy: z.object({ contactId: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'BackofficeOrderItem' });

export const backofficeOrderPage = z
  .object({
    items: z.array(backofficeOrderItem),
    nextCursor: z.uuid().nullable().meta({ description: 'Pass as `after` for the next page; null on the last.' }),
    totals: z.object({
      count: z.number().int().meta({ description: 'Matching orders, counted up to 10,000.' }),
      isExact: z.boolean().meta({ description: 'False when more than 10,000 match.' }),
      sums: moneySums,
    }),
  })
  .meta({ id: 'BackofficeOrderPage', description: 'Newest first (ties by id), pages by cursor.' });
export type BackofficeOrderPage = z.infer<typeof backofficeOrderPage>;

export const orderIdParams = z.object({ orderId: z.uuid() });
export const customerIdParams = z.object({ customerId: z.uuid() });

const person = z.object({
  contactId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isStaff: z.boolean().meta({ description: 'An Engros agent or operator (not a member of the company).' }),
});

export const backofficeOrder = order
  .extend({
    customer: z.object({
      id: z.uuid(),
      name: z.string(),
      customerNumber: z.number().int(),
      orgNumber: z.string(),
      isBlocked: z.boolean(),
    }),
    placedBy: person.meta({ description: 'Who placed the order.' }),
    timeline: z
      .array(
        z.object({
          status: orderStatus,
          at: z.string(),
          note: z.string().nullable(),
          by: z.object({ contactId: z.uuid(), name: z.string(), isStaff: z.boolean() }).nullable(),
        }),
      )
      .meta({ description: 'The status history, oldest first, with who moved it (null: the fulfilment plan).' }),
    nextStatuses: z
      .array(orderStatus)
      .meta({ description: 'The moves POST /api/backoffice/orders/{orderId}/status accepts now.' }),
    payment: z
      .discriminatedUnion('method', [
        z.object({
          method: z.literal('card'),
          status: z.enum(['created', 'reserved', 'charged', 'cancelled', 'refunded']),
          provider: z.string(),
          paymentId: z.string(),
          amount: z.number().int(),
          reservedAmount: z.number().int(),
          chargedAmount: z.number().int(),
          refundedAmount: z.number().int(),
          cancelledAmount: z.number().int(),
        }),
        z.object({
          method: z.literal('invoice'),
          invoice: z
            .object({ invoiceNumber: z.string(), issuedAt: z.string(), dueDate: z.string(), kid: z.string() })
            .nullable()
            .meta({ description: 'null until the invoice is made.' }),
          paidAt: z
            .string()
            .nullable()
            .meta({
              description:
                'When staff recorded the invoice as paid (POST /api/backoffice/orders/{orderId}/invoice-paid); ' +
                "null while it is open and takes the company's credit.",
            }),
        }),
      ])
      .meta({ description: 'Card (the payment at the provider) or invoice (the invoice, once made).' }),
  })
  .meta({ id: 'BackofficeOrder' });
export type BackofficeOrder = z.infer<typeof backofficeOrder>;

// Customers

export const backofficeCustomersQuery = z.object({
  q: searchText.meta({ description: 'Part of the name, the start of the org number (digits), or a customer number.' }),
  blocked: booleanQuery.optional().meta({ description: 'true: only blocked companies; false: only the others.' }),
  market: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((m) => m.toUpperCase())
    .optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take,
});
export type BackofficeCustomersQuery = z.infer<typeof backofficeCustomersQuery>;

const creditLimit = z
  .object({ amount: z.number().int(), currency: z.string().length(3) })
  .meta({ description: 'Minor units; 0 = card payment only.' });

export const backofficeCustomerItem = z
  .object({
    id: z.uuid(),
    customerNumber: z.number().int(),
    name: z.string(),
    orgNumber: z.string(),
    market: z.string(),
    creditLimit,
    openBalance: z.object({ amount: z.number().int(), currency: z.string().length(3) }).meta({
      description:
        'Unpaid invoice orders, minor units; an invoice order needs openBalance + its gross ≤ creditLimit ' +
        '(docs/customer.md, invoice credit).',
    }),
    isBlocked: z.boolean(),
    blockedReason: z.string().nullable(),
  })
  .meta({ id: 'BackofficeCustomerItem' });

export const backofficeCustomerPage = z
  .object({
    items: z.array(backofficeCustomerItem),
    total: z.number().int(),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'BackofficeCustomerPage', description: 'By name (ties by id).' });
export type BackofficeCustomerPage = z.infer<typeof backofficeCustomerPage>;

const standingEvent = z
  .object({
    id: z.uuid(),
    change: z.enum(['blocked', 'unblocked', 'credit_limit']),
    creditLimitBefore: z.number().int().nullable(),
    creditLimitAfter: z.number().int().nullable(),
    reason: z.string(),
    at: z.string(),
    by: z.object({ contactId: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'CustomerStandingEvent' });

// The company page's lists (docs/backoffice.md, "Customers"): the company answer holds the first page of each,
// GET /api/backoffice/customers/{customerId}/{list} pages on with skip/take.

const customerUser = z
  .object({
    contactId: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(['admin', 'buyer', 'viewer']),
    status: membershipStatus,
  })
  .meta({ id: 'BackofficeCustomerUser' });

const customerInvoice = z
  .object({
    invoiceNumber: z.string(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    issuedAt: z.string(),
    dueDate: z.string(),
    gross: z.number().int(),
    currency: z.string().length(3),
    paidAt: z.string().nullable().meta({ description: 'When it was recorded as paid; null while open.' }),
  })
  .meta({ id: 'BackofficeCustomerInvoice' });

const customerQuote = z
  .object({
    id: z.uuid(),
    quoteNumber: z.string(),
    status: z.enum(['requested', 'sent', 'accepted', 'rejected', 'withdrawn']),
    createdAt: z.string(),
    validUntil: z.string().nullable(),
    orderId: z.uuid().nullable(),
    requestedBy: z.string(),
  })
  .meta({ id: 'BackofficeCustomerQuote' });

const customerCart = z
  .object({
    id: z.uuid(),
    updatedAt: z.string(),
    lines: z.number().int(),
    net: z.number().int(),
    currency: z.string().length(3),
    owner: z.object({ contactId: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'BackofficeCustomerCart' });

const customerTicket = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    subject: z.string(),
    status: z.enum(['open', 'waiting_for_customer', 'solved', 'closed']),
    createdAt: z.string(),
  })
  .meta({ id: 'BackofficeCustomerTicket' });

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({ items: z.array(item), total: z.number().int(), skip: z.number().int(), take: z.number().int() })
    .meta({ id });

/** Each list of the company page, as its own call answers it: path segment → page schema. */
export const customerLists = {
  users: pageOf(customerUser, 'BackofficeCustomerUserPage'),
  orders: pageOf(backofficeOrderItem, 'BackofficeCustomerOrderPage'),
  invoices: pageOf(customerInvoice, 'BackofficeCustomerInvoicePage'),
  quotes: pageOf(customerQuote, 'BackofficeCustomerQuotePage'),
  carts: pageOf(customerCart, 'BackofficeCustomerCartPage'),
  tickets: pageOf(customerTicket, 'BackofficeCustomerTicketPage'),
  'audit-log': auditPage,
};
export type CustomerListName = keyof typeof customerLists;
export type CustomerListPage<L extends CustomerListName> = z.infer<(typeof customerLists)[L]>;
export const customerListNames = Object.keys(customerLists) as CustomerListName[];

/** The first page of each list in the company answer; the calls of the lists take up to 100 a page. */
export const firstPageSize: Record<CustomerListName, number> = {
  users: 20,
  orders: 10,
  invoices: 10,
  quotes: 10,
  carts: 10,
  tickets: 10,
  'audit-log': 20,
};

const listPaging = z.object({ total: z.number().int(), take: z.number().int() });

export const customerListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(10),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const backofficeCustomer = backofficeCustomerItem
  .extend({
    vatNumber: z.string().nullable(),
    markets: z.array(z.string()),
    currency: z.string().length(3),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    priceList: z.object({ id: z.uuid(), code: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    paymentTermsDays: z.number().int().meta({ description: "Days from an invoice's issue to its due date." }),
    salesRep: z
      .object({ contactId: z.uuid(), name: z.string(), email: z.string() })
      .nullable()
      .meta({ description: 'The Engros staff member who looks after the company.' }),
    assortment: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The assortment the company sees (null: the whole catalog).' }),
    contacts: z.array(customerUser).meta({ description: 'The first 20 people, by name.' }),
    addresses: z.array(
      z.object({
        id: z.uuid(),
        type: z.enum(['invoice', 'delivery']),
        name: z.string(),
        line1: z.string(),
        line2: z.string().nullable(),
        zipCode: z.string(),
        city: z.string(),
        country: z.string(),
        isDefault: z.boolean(),
      }),
    ),
    recentOrders: z.array(backofficeOrderItem).meta({ description: 'The 10 newest orders.' }),
    openCarts: z
      .object({
        count: z.number().int().meta({ description: 'Open carts with at least one line.' }),
        net: z.number().int().meta({ description: 'Their lines at the stored prices, excl. VAT, in `currency`.' }),
        currency: z.string().length(3),
      })
      .meta({ description: "What the company's people have in their carts now (in the company's currency)." }),
    history: z.array(standingEvent).meta({ description: 'Block and credit changes, newest first (at most 20).' }),
    invoices: z.array(customerInvoice).meta({ description: 'The 10 newest invoices.' }),
    quotes: z.array(customerQuote).meta({ description: 'The 10 newest quotes.' }),
    carts: z.array(customerCart).meta({
      description: 'Open carts with lines, most recently changed first (the first 10), at the stored prices.',
    }),
    tickets: z.array(customerTicket).meta({ description: 'The 10 newest support tickets.' }),
    auditLog: auditPage.meta({
      description:
        "The company's audit log, newest first (the first 20), without client addresses and browsers (ip, " +
        'userAgent null: the whole log, for administrators, has them).',
    }),
    paging: z
      .object({
        users: listPaging,
        orders: listPaging,
        invoices: listPaging,
        quotes: listPaging,
        carts: listPaging,
        tickets: listPaging,
        'audit-log': listPaging,
      } satisfies Record<CustomerListName, typeof listPaging>)
      .meta({
        description:
          'Each list holds its first page: how many there are in all and the page size (`take`) it was read with; ' +
          'GET …/{customerId}/{list}?skip=&take= pages on.',
      }),
  })
  .meta({ id: 'BackofficeCustomer' });
export type BackofficeCustomer = z.infer<typeof backofficeCustomer>;

export const updateStandingBody = z
  .object({
    isBlocked: z.boolean().optional().meta({ description: 'Block (true) or unblock (false).' }),
    creditLimit: z
      .number()
      .int()
      .min(0)
      .max(100_000_000_000)
      .optional()
      .meta({ description: "Minor units of the company's currency; 0 = card payment only." }),
    reason: z
      .string()
      .trim()
      .min(3)
      .max(500)
      .meta({ description: 'Why (kept in the history; a block shows it as the blocked reason).' }),
  })
  .refine((v) => v.isBlocked !== undefined || v.creditLimit !== undefined, {
    path: ['isBlocked'],
    message: 'Give isBlocked, creditLimit or both.',
  })
  .meta({ id: 'UpdateCustomerStandingRequest' });
export type UpdateStandingBody = z.infer<typeof updateStandingBody>;

/** Days from an invoice's issue to its due date (the invoice module reads it when it issues one). */
const paymentTermsDays = z.number().int().min(0).max(120);
const salesRepId = z.uuid().meta({ description: 'An active staff member (422 sales_rep_not_staff otherwise).' });

/** A company's payment terms and sales rep, changed on an existing company (docs/backoffice.md, "Customers"). */
export const updateTermsBody = z
  .object({
    paymentTermsDays: paymentTermsDays.optional().meta({ description: 'Days to pay an invoice issued from now on.' }),
    salesRepId: salesRepId.nullable().optional().meta({ description: 'The sales rep; null: none.' }),
  })
  .refine((v) => v.paymentTermsDays !== undefined || v.salesRepId !== undefined, {
    path: ['paymentTermsDays'],
    message: 'Give paymentTermsDays, salesRepId or both.',
  })
  .meta({ id: 'UpdateCustomerTermsRequest' });
export type UpdateTermsBody = z.infer<typeof updateTermsBody>;

/** A company made in the back office, with its first admin (invited by e-mail). */
export const createBackofficeCustomerBody = z
  .object({
    name: nameText(200),
    orgNumber: z
      .string()
      .trim()
      .min(8)
      .max(20)
      .meta({ description: 'NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11).' }),
    market: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((m) => m.toUpperCase())
      .meta({ description: 'Home market (currency, VAT, the org number’s check).' }),
    vatNumber: z
      .string()
      .trim()
      .max(30)
      .nullish()
      .meta({ description: 'When VAT-registered: NO{org}MVA, SE{org}01, DK{cvr}.' }),
    email: z.email().max(254).toLowerCase().nullish(),
    phone: z.string().trim().max(30).nullish(),
    invoiceAddress: addressInput,
    creditLimit: z
      .number()
      .int()
      .min(0)
      .max(100_000_000_000)
      .default(0)
      .meta({ description: 'Minor units of the market’s currency; 0 (default) = card payment only.' }),
    priceListId: z.uuid().nullish().meta({ description: 'A contract price list.' }),
    paymentTermsDays: paymentTermsDays.default(30).meta({ description: 'Days to pay an invoice.' }),
    salesRepId: salesRepId.nullish(),
    assortmentId: z
      .uuid()
      .nullish()
      .meta({ description: 'The products the company may see (docs/catalog.md "Assortments"); none = all.' }),
    admin: newContact.meta({
      description: 'The first admin: invited by e-mail (a new contact when the address is new).',
    }),
  })
  .meta({ id: 'CreateBackofficeCustomerRequest' });
export type CreateBackofficeCustomerBody = z.infer<typeof createBackofficeCustomerBody>;

/** What the company form offers: markets, contract price lists and the staff who may be sales reps. */
export const backofficeCustomerOptions = z
  .object({
    markets: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string().length(3) })),
    priceLists: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string(), market: z.string() })),
    salesReps: z.array(z.object({ contactId: z.uuid(), name: z.string(), email: z.string() })),
    assortments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'BackofficeCustomerOptions' });
export type BackofficeCustomerOptions = z.infer<typeof backofficeCustomerOptions>;
