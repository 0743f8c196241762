import { STATUS_CODES } from 'node:http';
import { operationIds } from './operation-ids';
import { invalidInputAs422 } from './spec-refusals';

/**
 * The last step of building the OpenAPI document (`transformObject` of @fastify/swagger, after the zod schemas became
 * JSON Schema): what holds for every operation alike is written here once, so no route can forget it
 * (docs/client.md "The document").
 */

type JsonObject = { [key: string]: unknown };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: unknown };
type Response = { description?: string; content?: Record<string, { schema?: unknown }>; headers?: JsonObject };
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: JsonObject;
  responses?: Record<string, Response>;
  [key: string]: unknown;
};
export type OpenApiDocument = {
  openapi: string;
  info: JsonObject;
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
};

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

/** One line per domain tag: what a reader of the document finds under it. */
export const tagDescriptions: Record<string, string> = {
  ops: 'Liveness and readiness of the process.',
  session: 'Refresh and revoke our API sessions.',
  'sign-in': "The web app's sign-in adapter (e-mail links, passkeys) and a person's own passkeys.",
  eid: 'Sign-in with the national electronic ID (OpenID Connect).',
  customer: 'Companies (customers), their contacts and roles, invitations, join requests and addresses.',
  consents: "A person's consents in a company, with their history.",
  security: 'The audit log.',
  catalog: 'Categories, brands, products, variants, their properties, search and assortments.',
  media: 'Product images.',
  content: 'Articles and landing pages, and the search index the content platform updates.',
  price: 'Prices per company and quantity, price lists and the price explainer.',
  delivery: 'Delivery dates, zip codes, routes, holidays and shipping methods.',
  market: 'Markets: currency, VAT rates, zip format, time zone.',
  cart: "The person's open cart: lines, metadata, market, and placing the order.",
  order: 'Orders: simulation, validation, history, status, cancellation and back-office follow-up.',
  payment: 'Card payments through the payment provider (Nets).',
  invoice: 'Invoices (PDF).',
  approval: 'Spending limits, approval rules and approval requests.',
  quote: 'Quotes asked for by buyers and answered by agents.',
  'cost-centre': "A company's cost centres.",
  events: 'Events from the order-management system.',
  shoppinglist: 'Shopping lists: shared, price-list and personal lists.',
  'pharmacy-person': 'The pharmacy-style system: persons, their session and addresses.',
  pharmacy: 'The pharmacy-style system: variants by SKU.',
  prescription: 'Prescriptions of the pharmacy-style system.',
  subscription: 'Subscriptions (recurring orders) and their coming deliveries.',
  punchout: 'Punch-out procurement: OCI and cXML.',
  ticket: 'Support tickets, comments and live chats.',
  backoffice: 'Calls of the back office (staff only).',
};

/** What the spec's named parameters (§3) mean, for every operation that takes one and says nothing of its own. */
export const parameterDescriptions: Record<string, string> = {
  productId: 'The product (its id or its product number).',
  sku: 'The variant: its stock-keeping unit.',
  skus: 'Variants by SKU: repeated (`skus=a&skus=b`) or comma-separated.',
  propertyKeys:
    'The properties to return, repeated (`propertyKeys=a&propertyKeys=b`); `propertyKeys[]` is accepted too. None: all.',
  key: 'The property key.',
  pid: 'Cart or person id (spec §3): the person (the caller, or a person the caller acts for) or one of their carts.',
  prescriptionId: 'The prescription.',
  orderId: 'The order.',
  department: 'The department (fulfilment unit) that ships the order.',
  skip: 'How many items to skip (paging).',
  take: 'How many items to return (page size).',
  customerId: 'The customer: the company.',
  contactId: 'The contact: a person of a company.',
  companyId: 'The company.',
  addressId: 'The address.',
  externalId: "The contact's identity at the electronic-ID provider.",
  email: 'An e-mail address.',
  cartId: 'The cart (an open cart, a shopping list or a subscription template).',
  transactionId: 'The card payment transaction.',
  orderNumber: 'The order number, as printed on confirmations and invoices.',
  subscriptionId: 'The subscription.',
  market: 'The market (country code, e.g. NO).',
  zipCode: 'The zip (postal) code.',
  initCheckout: 'true: also check the cart for checkout (the problems that would stop createorder).',
  page: 'The page number, from 1.',
  sharedOnly: 'true: only lists shared with the company.',
  only: 'Filter by list type: 1 shared, 2 price list, 3 lists the caller can edit.',
  query: 'Free-text search.',
  lastObjectId: 'Paging: the id of the last item of the previous page.',
  pageSize: 'How many items to return (page size).',
  id: 'The subscription.',
  ticketId: 'The ticket.',
};

/** Where a name means something else on one path. */
const pathParameterDescriptions: Record<string, Record<string, string>> = {
  '/media/{key}': { key: 'The stored file: its content-addressed key.' },
  '/api/sanity/full-index/{id}': { id: 'The index rebuild, as its start answered.' },
};

/**
 * Answers that are files: what their Content-Disposition says. The spec's client takes `check-zipcode`,
 * `business-customer-changed` and `verify-deliverydates` as files (a JSON document as an attachment) and so does our
 * generated client (a Blob), by this header in the document. The routes set the header; Fastify's schemas cannot
 * declare response headers, so they are written here.
 */
export const fileResponses: Record<string, string> = {
  'GET /api/market/check-zipcode': 'attachment; filename="zipcode-<market>-<zipCode>.json"',
  'POST /omnium/events/business-customer-changed': 'attachment; filename="receipt-<eventId>.json"',
  'POST /api/order/verify-deliverydates':
    'attachment; filename="subscription-dates-<subscriptionId, or today without one>.json"',
  'GET /api/order/orderinvoice/{invoiceNumber}.pdf': 'inline; filename="faktura-<invoiceNumber>.pdf"',
  'GET /api/quotes/{quoteId}/pdf': 'inline; filename="quote-<quoteId>.pdf"',
  'GET /api/backoffice/price-lists/{priceListId}/prices/export': 'attachment; filename="<price list code>.csv"',
};

const errorDescriptions: Record<number, string> = {
  400: 'Bad request: a field is missing or invalid (listed in `errors`), a value holds a NUL character, or the body is not valid JSON.',
  401: 'Not signed in, or the token or shared secret is wrong or expired.',
  403: 'Signed in, but this caller may not do this.',
  404: 'Not found, or not visible to this caller.',
  409: 'Conflict with a simultaneous change: try again.',
  410: 'Gone: no longer available.',
  413: 'The body is larger than this call accepts.',
  415: 'The body is of a media type this call does not take.',
  422: 'A business rule refuses the request; `code` says which and `title` why.',
  429: 'Too many requests: wait for `Retry-After` seconds.',
  500: 'Something failed on our side; the `requestId` finds it in our logs.',
  502: 'An outside system failed or answered wrongly.',
  503: 'Temporarily unavailable (shutting down, or the database is unreachable): try again after `Retry-After`.',
  504: 'An outside system did not answer in time.',
};

/** The description of an error status in the document. */
export function errorDescription(status: number): string {
  return errorDescriptions[status] ?? `${STATUS_CODES[status] ?? 'Error'}.`;
}

function problemResponse(status: number | 'default'): Response {
  return {
    description:
      status === 'default'
        ? 'Any other error: 429 too many requests, 414 URI too long, 431 headers too large, 500, 503 (problem details).'
        : errorDescription(status),
    content: { [PROBLEM_MEDIA_TYPE]: { schema: PROBLEM_REF } },
  };
}

const acceptLanguage: Parameter & { schema: JsonObject } = {
  in: 'header',
  name: 'Accept-Language',
  required: false,
  description: 'The language of messages and texts in the answer: `nb` (default) or `en`.',
  schema: { type: 'string', examples: ['nb', 'en'] },
};

export type FinishOptions = {
  /** Where this API answers (API_PUBLIC_URL, else API_HOST:API_PORT). */
  serverUrl: string;
};

/** Adds what every operation shares and checks what every operation must have; throws on a gap. */
export function finishDocument(document: OpenApiDocument, { serverUrl }: FinishOptions): OpenApiDocument {
  const usedTags = new Set<string>();
  const seenIds = new Map<string, string>();
  const unnamed: string[] = [];

  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;

      const operationId = operationIds[where];
      if (!operationId) unnamed.push(where);
      else {
        const other = seenIds.get(operationId);
        if (other) throw new Error(`operationId ${operationId} is given to both ${other} and ${where}`);
        seenIds.set(operationId, where);
        operation.operationId = operationId;
      }
      for (const tag of operation.tags ?? []) usedTags.add(tag);

      operation.parameters = describeParameters(operation.parameters ?? [], pathParameterDescriptions[path] ?? {});
      operation.responses = completeResponses(
        operation.responses ?? {},
        operation.requestBody !== undefined,
        String(operation['x-auth'] ?? 'person'),
        invalidInputAs422.has(where),
      );
      const disposition = fileResponses[where];
      const success = operation.responses['200'];
      if (disposition && success) {
        success.headers = {
          'Content-Disposition': {
            description: `A file: ${disposition}.`,
            required: true,
            schema: { type: 'string' },
          },
        };
      }
    }
  }
  if (unnamed.length > 0) {
    throw new Error(`Operations without an operationId (add them to src/lib/operation-ids.ts): ${unnamed.join(', ')}`);
  }
  const named = new Set(seenIds.values());
  const stale = [...Object.keys(operationIds), ...Object.keys(fileResponses)].filter((where) => !named.has(where));
  if (stale.length > 0) throw new Error(`operation-ids.ts names operations that do not exist: ${stale.join(', ')}`);

  const missingTags = [...usedTags].filter((tag) => !tagDescriptions[tag]);
  if (missingTags.length > 0)
    throw new Error(`Tags without a description in lib/openapi.ts: ${missingTags.join(', ')}`);

  const finished: OpenApiDocument = {
    ...document,
    info: {
      ...document.info,
      // Not open source: an SPDX reference of our own (`LicenseRef-`), as OpenAPI 3.1 asks for an SPDX expression.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Engros-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This API (API_PUBLIC_URL, else API_HOST:API_PORT).' }],
    tags: [...usedTags].sort().map((name) => ({ name, description: tagDescriptions[name]! })),
  };
  return withoutUnusedComponents(finished);
}

function describeParameters(parameters: Parameter[], onThisPath: Record<string, string>): Parameter[] {
  const described = parameters
    .filter((p) => !(p.in === 'header' && p.name.toLowerCase() === 'accept-language'))
    .map((p) => {
      if (p.description || p.in === 'header') return p;
      const description = onThisPath[p.name] ?? parameterDescriptions[p.name];
      return description ? { ...p, description } : p;
    });
  return [...described, acceptLanguage];
}

/**
 * Every operation may answer 400 (a NUL character in any value is refused before any schema) and, with a body, 413 and
 * 415 (Fastify's own limits); one that is not public 401 (no or a bad token or secret) and, unless a token is
 * optional, 403 (the other kind of caller: the secret on a person's call, a person on the web server's, a customer on
 * the back office's: plugins/access.ts); anything else that can happen to any request (429, 500, 503, the parser's 414
 * and 431) is the `default` problem answer. Success answers without a word of their own get their status's name.
 */
function completeResponses(
  responses: Record<string, Response>,
  hasBody: boolean,
  auth: string,
  asks422ForInvalidInput: boolean,
): Record<string, Response> {
  const completed: Record<string, Response> = {};
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status);
    completed[status] =
      response.description === 'Default Response' || !response.description
        ? { ...response, description: code >= 400 ? errorDescription(code) : (STATUS_CODES[code] ?? 'Success') }
        : response;
  }
  const always = [400, ...(auth === 'public' ? [] : [401]), ...(auth === 'public' || auth === 'optional' ? [] : [403])];
  for (const status of hasBody ? [...always, 413, 415] : always) {
    completed[status] ??= problemResponse(status);
  }
  if (asks422ForInvalidInput) describeSpecRefusal(completed);
  completed.default ??= problemResponse('default');
  return Object.fromEntries(
    Object.entries(completed).sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b))),
  );
}

/**
 * A spec call whose client reads 422 but no 400 answers what would be a 400 with 422 request_invalid
 * (lib/spec-refusals.ts): its 400 is then only the router's (a URL it cannot decode), and 422 says what it also means.
 */
function describeSpecRefusal(responses: Record<string, Response>) {
  responses['400'] = {
    ...problemResponse(400),
    description:
      'Only a URL the router cannot decode (a broken percent-encoding), which no spec client sends. Invalid fields ' +
      "and an unreadable body answer 422 `request_invalid` here: the spec's client reads 422, not 400, for this call.",
  };
  const handled = responses['422'] ?? problemResponse(422);
  responses['422'] = {
    ...handled,
    description:
      `${handled.description ?? errorDescription(422)} Also \`request_invalid\`: a field is missing or invalid ` +
      '(listed in `errors`), or the body cannot be read (`detail`).',
  };
}

/**
 * Drops the components nothing points at: the zod provider writes an input and an output variant of every named
 * schema, and most are only ever one of the two.
 */
function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        const name = inner.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
