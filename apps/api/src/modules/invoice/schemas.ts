import { z } from 'zod';

export const orderInvoiceQuery = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .meta({
      description:
        "The order number, e.g. EN1000001. Without it: the latest order (not cancelled) of the caller's company " +
        '(a person in several companies: 422 company_required; none: 422 order_unknown).',
      example: 'EN1000001',
    }),
});
export type OrderInvoiceQuery = z.infer<typeof orderInvoiceQuery>;

export const invoicePdfParams = z.object({
  invoiceNumber: z
    .string()
    .regex(/^\d{1,18}$/, 'Digits only')
    .meta({ description: 'The invoice number.', example: '100001' }),
});

const vatSum = z.object({
  rate: z.number().int().meta({ description: 'Basis points (2500 = 25 %).' }),
  base: z.number().int(),
  vat: z.number().int(),
});

export const invoiceFile = z
  .object({
    invoiceNumber: z.string(),
    orderNumber: z.string(),
    orderId: z.uuid(),
    customerId: z.uuid(),
    issuedAt: z.string().meta({ description: 'ISO 8601 instant.' }),
    dueDate: z.iso.date().meta({ description: 'Issue date (Oslo) + payment terms (30 days).' }),
    currency: z.string().length(3),
    amount: z.number().int().meta({ description: 'Amount to pay incl. VAT, minor units (the order gross).' }),
    net: z.number().int(),
    vat: z.array(vatSum).meta({ description: 'VAT per rate, as on the order.' }),
    kid: z.string().meta({ description: 'Payment reference (KID), MOD10 (Luhn) check digit last.' }),
    fileName: z.string().meta({ example: 'faktura-100001.pdf' }),
    contentType: z.literal('application/pdf'),
    size: z.number().int().meta({ description: 'Bytes of the PDF.' }),
    url: z.string().meta({ description: 'Where a browser can fetch the same PDF (GET, bearer token).' }),
    content: z.string().meta({ description: 'The PDF, base64. The same bytes on every call.' }),
  })
  .meta({ id: 'InvoiceFile' });
export type InvoiceFile = z.infer<typeof invoiceFile>;
