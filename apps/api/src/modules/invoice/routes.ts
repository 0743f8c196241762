import { z } from 'zod';
import { personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['order', 'invoice'];

/** Invoices of orders: made once as a PDF and kept (docs/invoices.md). */
export const invoiceRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.post('/api/order/orderinvoice', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: "The order's invoice (PDF, base64 in JSON)",
      description:
        'The first call makes the invoice (number from a sequence, due in 30 days, KID with a MOD10 check digit) ' +
        "and stores the PDF; every later call answers the same bytes. Any member of the order's company " +
        "(viewers too); an unknown number or another company's order: 422 order_unknown. Without orderNumber: the " +
        "latest order of the caller's company. 422 invoice_order_cancelled for a cancelled order.",
      querystring: s.orderInvoiceQuery,
      response: { 200: s.invoiceFile, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.getOrCreateInvoice(db, { caller: personOf(request), orderNumber: request.query.orderNumber }),
  });

  app.get('/api/order/orderinvoice/:invoiceNumber.pdf', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'An invoice as a PDF download',
      description:
        'The stored bytes of an invoice made by POST /api/order/orderinvoice, as application/pdf. ' +
        "Members of the invoice's company only (others: 404).",
      params: s.invoicePdfParams,
      response: {
        200: {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: z.any().meta({ description: 'The PDF bytes.' }) } },
        },
        ...problems(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { fileName, bytes } = await service.getInvoicePdf(db, {
        caller: personOf(request),
        invoiceNumber: request.params.invoiceNumber,
      });
      reply
        .type(service.PDF_CONTENT_TYPE)
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, max-age=0');
      return reply.send(Buffer.from(bytes));
    },
  });
};
