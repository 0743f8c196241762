/**
 * What a spec call answers for a request it cannot read (issue 19 §1, docs/client.md "Statuses"). Elsewhere invalid
 * fields are 400 validation_failed and an unreadable body 400 bad_request; but the spec's client (§8) parses an error
 * body only for the statuses a call handles, and the calls below handle 422 and no 400. So here the same refusal is
 * 422 `request_invalid`: the fields in `errors`, or why the body cannot be read in `detail` (orders, subscriptions,
 * tickets, the pharmacy's orders, delivery dates, two customer calls of the web server).
 *
 * Keyed like operation-ids.ts (`METHOD /path` as the document writes it). The other spec calls that handle no 400
 * (product properties, payments, lookups, content, shopping lists…) keep 400, declared in the document and listed in
 * docs/client.md. test/spec-coverage.test.ts derives this table from docs/spec/endpoints.tsv, so it cannot drift from
 * the spec's handled statuses.
 */
export const invalidInputAs422: ReadonlySet<string> = new Set([
  'GET /api/ardis/order',
  'GET /api/ardis/order/orders',
  'DELETE /api/ardis/order/cancelorder',
  'POST /api/customer/company/{companyId}/contact/{contactId}/invite',
  'POST /api/customer/customer/{customerId}/change-password',
  'POST /api/delivery/dates',
  'POST /api/order/simulate',
  'POST /api/order/validate',
  'POST /api/order/validateshoppinglist',
  'POST /api/order/future-deliveries',
  'POST /api/order/orderinvoice',
  'GET /api/order/{cartId}/shippingmethods',
  'POST /api/order/verify-deliverydates',
  'POST /api/subscription/create',
  'POST /api/subscription/search',
  'POST /api/subscription/update',
  'POST /api/subscription/{id}/update/carttemplate/{cartId}',
  'GET /api/subscription/{id}',
  'DELETE /api/subscription/{id}',
  'GET /api/ticket/{ticketId}',
  'GET /api/ticket/search',
  'POST /api/ticket/create',
  'POST /api/ticket/add-comment',
  'POST /api/ticket/chat/start',
  'POST /api/ticket/chat/add-customer-message',
  'POST /api/ticket/chat/add-agent-message',
  'POST /api/ticket/chat/end',
]);

/** The route's key in the table from Fastify's route URL (`/api/subscription/:id` → `/api/subscription/{id}`). */
export const routeKey = (method: string, routeUrl: string) =>
  `${method.toUpperCase()} ${routeUrl.replace(/:(\w+)/g, '{$1}')}`;
