import { describe, expect, it } from 'vitest';
import { generateClient, type OpenApiDocument, operationName, parseInventory } from '../scripts/generator';

const problem = { $ref: '#/components/schemas/Problem' };
const problemResponse = { description: 'problem', content: { 'application/json': { schema: problem } } };

const document: OpenApiDocument = {
  components: {
    schemas: {
      Problem: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
      Ticket: {
        type: 'object',
        description: 'A support ticket.',
        properties: {
          id: { type: 'string' },
          status: { type: 'string', enum: ['open', 'closed'] },
          note: { type: ['string', 'null'] },
          'x-extra': { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
        },
        required: ['id', 'status'],
        additionalProperties: false,
      },
    },
  },
  paths: {
    '/api/ticket/search': {
      get: {
        operationId: 'searchTickets',
        parameters: [
          { name: 'query', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer' } },
          { name: 'lastObjectId', in: 'query', required: true, schema: { type: 'string' } },
        ],
        responses: {
          200: {
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Ticket' } } },
            },
          },
          422: problemResponse,
          500: problemResponse,
        },
      },
    },
    '/api/ticket/{ticketId}': {
      get: {
        operationId: 'getTicket',
        summary: 'One ticket',
        parameters: [{ name: 'ticketId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Ticket' } } } } },
      },
    },
    '/api/order/{orderId}/invoice': {
      get: {
        operationId: 'getOrderInvoice',
        parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
          404: problemResponse,
        },
      },
    },
    '/api/order/verify-deliverydates': {
      post: {
        operationId: 'verifyDeliveryDates',
        responses: {
          200: {
            headers: { 'Content-Disposition': { schema: { type: 'string' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/api/market/check-zipcode': {
      get: { operationId: 'checkZipCode', responses: { 200: { content: { 'application/json': { schema: {} } } } } },
    },
    '/api/carts/{cartId}/lines': {
      post: {
        operationId: 'addCartLine',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { 201: { content: { 'application/json': { schema: { type: 'object' } } } }, 409: problemResponse },
      },
      delete: { operationId: 'clearCartLines', responses: { 204: { description: 'gone' } } },
    },
    '/carts/{cartId}/lines': {
      delete: { operationId: 'deleteCartLines', responses: { 204: { description: 'gone' } } },
    },
  },
};

const inventory = parseInventory(
  [
    'area\tmethod\tpath\tcaller\tbody\tresponse\trequired_query\toptional_query\thandled_statuses',
    'ticket\tGET\t/api/ticket/search\tperson\tnone\tjson\tquery,customerId,contactId,pageSize\tlastObjectId\t422',
    'delivery\tGET\t/api/market/check-zipcode\tperson\tnone\tfile\tmarket,zipCode\t\t',
    'pp\tGET\t/products/{productId}/variants/properties\tperson\tnone\tjson\t\tpropertyKeys[]\t404',
  ].join('\n'),
);

describe('operation names', () => {
  it('are the operationIds of the document', () => {
    expect(operationName('POST', '/api/ardis/cart/createorder', 'createOrder')).toBe('createOrder');
    expect(() => operationName('GET', '/health', undefined)).toThrow('GET /health has no operationId');
    expect(() => operationName('GET', '/health', 'Get-Health')).toThrow('not a lower-camel-case identifier');
  });

  it('refuses two operations with one name', () => {
    const twice = structuredClone(document);
    twice.paths!['/carts/{cartId}/lines']!.delete!.operationId = 'clearCartLines';
    expect(() => generateClient(twice, inventory)).toThrow('Two operations are both named clearCartLines');
  });
});

describe('generated operations', () => {
  const files = generateClient(document, inventory);
  const code = files['operations.ts']!;
  /** The descriptor block of one operation in `operations`. */
  const specOf = (name: string) => new RegExp(`\n  ${name}: \\{\n([\\s\\S]*?)\n  \\},`).exec(code)?.[1] ?? '';

  it('is marked as generated and is the same every time', () => {
    expect(code.startsWith('// generated — do not edit.')).toBe(true);
    expect(files['schemas.ts']!.startsWith('// generated — do not edit.')).toBe(true);
    expect(generateClient(structuredClone(document), inventory)).toEqual(files);
  });

  it('takes required and optional query parameters and handled statuses from the spec inventory', () => {
    expect(code).toContain(
      [
        '  searchTickets: {',
        "    method: 'GET',",
        "    path: '/api/ticket/search',",
        '    pathParams: [],',
        "    requiredQuery: ['query', 'customerId', 'contactId', 'pageSize'],",
        "    optionalQuery: ['lastObjectId'],",
        '    requiredHeaders: [],',
        "    body: 'none',",
        "    response: 'json',",
        '    handledStatuses: [422],',
      ].join('\n'),
    );
    expect(code).toMatch(
      /export type SearchTicketsQuery = \{\n {2}query: string;\n {2}customerId: NonNullable<QueryValue>;/,
    );
    expect(code).toContain('  lastObjectId?: string | null;');
    expect(code).toContain('export type SearchTicketsResponse = Ticket[];');
  });

  it('takes statuses and required flags from the document for routes outside the spec', () => {
    const spec = specOf('addCartLine');
    expect(spec).toContain("requiredHeaders: ['idempotency-key'],");
    expect(spec).toContain('handledStatuses: [409],');
    expect(spec).toContain('successStatuses: [201],');
    expect(code).toContain("export type AddCartLineInput = Omit<CallOptions, 'headers'> & {");
    expect(code).toContain("  'idempotency-key': string;");
  });

  it('knows file responses from the inventory and from a non-JSON content type', () => {
    expect(specOf('checkZipCode')).toContain("response: 'file',");
    // Not in this inventory: a JSON body declared with Content-Disposition is a file too.
    expect(specOf('verifyDeliveryDates')).toContain("response: 'file',");
    expect(code).toContain('export type VerifyDeliveryDatesResponse = FileResponse;');
    expect(specOf('getOrderInvoice')).toContain("response: 'file',");
    expect(specOf('getOrderInvoice')).toContain('handledStatuses: [404],');
    expect(code).toContain('export type GetOrderInvoiceResponse = FileResponse;');
  });

  it('makes the input required only when something in it is required', () => {
    expect(code).toContain('getTicket: (input: GetTicketInput) =>');
    expect(code).toContain('/** GET /api/ticket/{ticketId}: One ticket */');
    expect(code).toContain('deleteCartLines: (input: DeleteCartLinesInput) =>');
    expect(code).toContain('export type DeleteCartLinesResponse = null;');
  });

  it('writes the named schemas as types', () => {
    expect(files['schemas.ts']).toContain(
      [
        '/** A support ticket. */',
        'export type Ticket = {',
        '  id: string;',
        "  status: 'open' | 'closed';",
        '  note?: string | null;',
        "  'x-extra'?: (string | number)[];",
        '};',
      ].join('\n'),
    );
  });
});
